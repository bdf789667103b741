import { dataMappingConfigSchema } from '@hub/contracts';
import { cellErrors, cellKey, cellOf, draftIssues, issuesOfDetails, markedCount } from './dataMappingCells';
import { toDraft, updateFieldRow, updateMappingRow } from './dataMappingDraft';

const NAMES = { productCode: 'Product code', rfidTag: 'RFID tag' };
const config = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT' },
    { name: 'stone', displayName: 'Stone', erpField: 'STONE' },
  ],
  uniqueFields: ['rfidTag', 'stone'],
  fieldMappings: [{ inputField: 'STONES', mappedFields: ['stone'], hasMultipleValues: true, method: 'MULTIPLE_CELLS' }],
  groups: { single: ['productCode', 'rfidTag', 'karat'], multi: ['stone'] },
});

describe('data mapping issues on the editor cells (spec section 5)', () => {
  const draft = toDraft(config, NAMES);
  const [productCode, rfidTag, karat, stone] = draft.fields;
  const [stones] = draft.mappings;

  it('When the draft keeps every rule, then no cell has an error', () => {
    expect(draftIssues(draft)).toEqual([]);
  });

  it('When rules are broken, then each code is on the cell of its row', () => {
    let broken = updateFieldRow(draft, karat!.key, { name: 'kt.value', displayName: 'stone', range: true });
    broken = updateFieldRow(broken, rfidTag!.key, { erpField: ' ' });
    broken = updateMappingRow(broken, stones!.key, { startIndex: '1.5', length: '0' });
    const { cells, general } = cellErrors(broken, draftIssues(broken));
    expect(general).toEqual([]);
    expect(cells.get(cellKey(karat!.key, 'name'))).toEqual(['CDM105']);
    expect(cells.get(cellKey(karat!.key, 'range'))).toEqual(['CDM107']);
    expect(cells.get(cellKey(stone!.key, 'displayName'))).toEqual(['CDM104']);
    // The duplicate shows on both rows: the one the rules name and the one it repeats.
    expect(cells.get(cellKey(karat!.key, 'displayName'))).toEqual(['CDM104']);
    expect(cells.get(cellKey(rfidTag!.key, 'erpField'))).toEqual(['CDM101', 'CDM106']);
    expect(cells.get(cellKey(stones!.key, 'startIndex'))).toEqual(['CDM109']);
    expect(cells.get(cellKey(stones!.key, 'length'))).toEqual(['CDM109']);
    expect(cells.has(cellKey(productCode!.key, 'erpField'))).toBe(false);
    // 'n to fix' counts the marked cells: the duplicate display name is two of them.
    expect(markedCount({ cells, general })).toBe(7);
    expect(markedCount({ cells, general: ['CDM100'] })).toBe(8);
  });

  it('When unique fields or groups break a rule, then it shows on the row they come from', () => {
    expect(cellOf(draft, 'uniqueFields.1')).toBe(cellKey(stone!.key, 'unique'));
    expect(cellOf(draft, 'groups.multi.0')).toBe(cellKey(stone!.key, 'group'));
    expect(cellOf(draft, 'groups.single.2')).toBe(cellKey(karat!.key, 'group'));
    expect(cellOf(draft, 'fieldMappings.0.mappedFields.0')).toBe(cellKey(stones!.key, 'mappedFields'));
    expect(cellOf(draft, 'fields.productCode')).toBe(cellKey(productCode!.key, 'erpField'));
  });

  it('When the server names a place the draft does not have, then the code is general', () => {
    expect(cellErrors(draft, [{ field: 'fields.9.name', rule: 'CDM100' }])).toEqual({ cells: new Map(), general: ['CDM100'] });
  });

  it("When the server's details are read, then only data mapping issues are kept", () => {
    expect(issuesOfDetails([{ field: 'fields.1.name', rule: 'CDM105' }, { path: 'x' }, 'CDM100'])).toEqual([
      { field: 'fields.1.name', rule: 'CDM105' },
    ]);
    expect(issuesOfDetails(undefined)).toEqual([]);
  });
});

describe('constants and defaults on the editor cells (issue 28 item 3)', () => {
  it('When a constant is not of its field’s type, then CDM113 is on the row’s value cell; with a constant, no ERP column is needed', () => {
    let draft = toDraft(config, NAMES);
    const row = draft.fields[2]!;
    draft = updateFieldRow(draft, row.key, { type: 'number', fill: 'CONSTANT', fillValue: 'heavy', erpField: '' });
    const errors = cellErrors(draft, draftIssues(draft));
    expect(errors.cells.get(cellKey(row.key, 'fill'))).toEqual(['CDM113']);
    expect(errors.cells.get(cellKey(row.key, 'erpField'))).toBeUndefined();
    draft = updateFieldRow(draft, row.key, { fillValue: '12.5' });
    expect(cellErrors(draft, draftIssues(draft)).cells.get(cellKey(row.key, 'fill'))).toBeUndefined();
  });
});

