import { canonicalDataMapping, dataMappingConfigSchema, type DataMappingConfigInput } from '@hub/contracts';
import {
  addFieldRow,
  addMappingRow,
  fromDraft,
  isMandatoryRow,
  mappingInputs,
  parseWholeNumber,
  productFieldNames,
  removeFieldRow,
  removeMappingRow,
  toDraft,
  updateFieldRow,
  updateGroupBy,
  updateMappingRow,
} from './dataMappingDraft';

const NAMES = { productCode: 'Product code', rfidTag: 'RFID tag' };

const config = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    { name: 'grossWeight', displayName: 'Gross weight', erpField: 'GWT', type: 'number', filter: { enabled: true, range: true } },
    { name: 'stone', displayName: 'Stone', erpField: 'STONE', visible: false },
    { name: 'note', displayName: 'Note', erpField: 'NOTE' },
  ],
  uniqueFields: ['rfidTag'],
  fieldMappings: [
    { inputField: 'STONES', mappedFields: ['stone'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|' },
    { inputField: 'EPC_HEX', mappedFields: ['rfidTag'], startIndex: 0, length: 24, encoding: 'HEX' },
  ],
  groups: { single: ['productCode', 'rfidTag', 'grossWeight'], multi: ['stone'] },
} satisfies DataMappingConfigInput);

describe('data mapping draft (spec sections 3 and 5)', () => {
  it('When a saved config is edited without change, then the draft gives the same config back', () => {
    const draft = toDraft(config, NAMES);
    expect(draft.fields.map((f) => [f.name, f.unique, f.group])).toEqual([
      ['productCode', false, 'single'],
      ['rfidTag', true, 'single'],
      ['grossWeight', false, 'single'],
      ['stone', false, 'multi'],
      ['note', false, 'none'],
    ]);
    expect(draft.mappings[1]).toMatchObject({ startIndex: '0', length: '24', encoding: 'HEX' });
    expect(canonicalDataMapping(fromDraft(draft))).toBe(canonicalDataMapping(config));
  });

  it('When nothing is configured, then the draft starts with the mandatory product code and RFID tag rows', () => {
    const draft = toDraft({ fields: [], uniqueFields: [], fieldMappings: [], groups: { single: [], multi: [] } }, NAMES);
    expect(draft.fields.map((f) => [f.name, f.displayName, f.erpField])).toEqual([
      ['productCode', 'Product code', ''],
      ['rfidTag', 'RFID tag', ''],
    ]);
    expect(draft.fields.every(isMandatoryRow)).toBe(true);
  });

  it('When rows are added and removed, then product code and RFID tag rows stay', () => {
    let draft = addFieldRow(toDraft(config, NAMES));
    expect(draft.fields).toHaveLength(6);
    const [productCode, , , stone] = draft.fields;
    expect(removeFieldRow(draft, productCode!.key)).toBe(draft);
    draft = removeFieldRow(draft, stone!.key);
    expect(draft.fields.map((f) => f.name)).toEqual(['productCode', 'rfidTag', 'grossWeight', 'note', '']);
    // The removed field is no longer mapped; the mapping stays, so CDM108 no longer applies to it.
    expect(draft.mappings[0]!.mappedFields).toEqual([]);
    draft = addMappingRow(draft);
    expect(draft.mappings).toHaveLength(3);
    draft = removeMappingRow(draft, draft.mappings[0]!.key);
    expect(draft.mappings.map((m) => m.inputField)).toEqual(['EPC_HEX', '']);
  });

  it('When a field is renamed, then its mappings follow; a mandatory row keeps its name', () => {
    let draft = toDraft(config, NAMES);
    draft = updateFieldRow(draft, draft.fields[3]!.key, { name: 'stoneType' });
    expect(draft.mappings[0]!.mappedFields).toEqual(['stoneType']);
    draft = updateFieldRow(draft, draft.fields[0]!.key, { name: 'code', erpField: 'CODE' });
    expect(draft.fields[0]).toMatchObject({ name: 'productCode', erpField: 'CODE' });
    expect(productFieldNames(draft)).toEqual(['productCode', 'rfidTag', 'grossWeight', 'stoneType', 'note']);
  });

  it('When the type leaves number or the filter is turned off, then the range filter goes too', () => {
    let draft = toDraft(config, NAMES);
    const weight = draft.fields[2]!.key;
    draft = updateFieldRow(draft, weight, { type: 'text' });
    expect(draft.fields[2]).toMatchObject({ filter: true, range: false });
    draft = updateFieldRow(draft, weight, { type: 'number' });
    draft = updateFieldRow(draft, weight, { range: true });
    expect(draft.fields[2]).toMatchObject({ filter: true, range: true });
    draft = updateFieldRow(draft, weight, { filter: false });
    expect(draft.fields[2]).toMatchObject({ filter: false, range: false });
    draft = updateFieldRow(draft, draft.fields[4]!.key, { range: true });
    expect(fromDraft(draft).fields[4]!.filter).toEqual({ enabled: true, range: true });
  });

  it('When a mapping changes method, then only its relevant inputs are shown and saved', () => {
    expect(mappingInputs({ hasMultipleValues: false, method: 'MULTIPLE_ROWS' })).toEqual({ method: false, delimiter: false, slice: true });
    expect(mappingInputs({ hasMultipleValues: true, method: 'SINGLE_CELL' })).toEqual({ method: true, delimiter: true, slice: false });
    expect(mappingInputs({ hasMultipleValues: true, method: 'MULTIPLE_CELLS' })).toEqual({ method: true, delimiter: false, slice: true });
    expect(mappingInputs({ hasMultipleValues: true, method: 'MULTIPLE_ROWS' })).toEqual({ method: true, delimiter: false, slice: false });
    let draft = toDraft(config, NAMES);
    draft = updateMappingRow(draft, draft.mappings[0]!.key, { method: 'MULTIPLE_ROWS', startIndex: '3' });
    expect(fromDraft(draft).fieldMappings[0]).toEqual({
      inputField: 'STONES',
      mappedFields: ['stone'],
      hasMultipleValues: true,
      method: 'MULTIPLE_ROWS',
      encoding: 'ASCII',
    });
    draft = updateMappingRow(draft, draft.mappings[0]!.key, { hasMultipleValues: false });
    expect(fromDraft(draft).fieldMappings[0]).toMatchObject({ method: 'SINGLE_CELL', startIndex: 3 });
  });

  it('When numbers are typed, then whole numbers are read, blanks are none and anything else is NaN', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber('1.5')).toBeNaN();
    expect(parseWholeNumber('-1')).toBeNaN();
  });
});

describe('variants and defaults in the draft (issue 28 item 3; spec section 3, "Data mapping config")', () => {
  it('When a field is given a constant or a default and a grouping column is named, then the config carries them and reads back the same', () => {
    let draft = toDraft(config, NAMES);
    const note = draft.fields.find((f) => f.name === 'note')!;
    draft = updateFieldRow(draft, note.key, { fill: 'CONSTANT', fillValue: ' AUD ', erpField: '' });
    const weight = draft.fields.find((f) => f.name === 'grossWeight')!;
    draft = updateFieldRow(draft, weight.key, { fill: 'DEFAULT', fillValue: '0' });
    draft = updateGroupBy(draft, ' Handle ');
    const saved = fromDraft(draft);
    expect(saved.groupBy).toBe('Handle');
    expect(saved.fields.find((f) => f.name === 'note')).toMatchObject({ erpField: '', fill: { mode: 'CONSTANT', value: 'AUD' } });
    expect(saved.fields.find((f) => f.name === 'grossWeight')!.fill).toEqual({ mode: 'DEFAULT', value: '0' });
    const again = toDraft(dataMappingConfigSchema.parse(saved), NAMES);
    expect(canonicalDataMapping(fromDraft(again))).toBe(canonicalDataMapping(saved));
    expect(again.groupBy).toBe('Handle');
  });

  it('When nothing is given, then the config has no fill nor grouping (a config saved before stays unchanged); back to "from the file" drops the value', () => {
    const draft = toDraft(config, NAMES);
    expect(canonicalDataMapping(fromDraft(draft))).toBe(canonicalDataMapping(config));
    const note = draft.fields.find((f) => f.name === 'note')!;
    const filled = updateFieldRow(draft, note.key, { fill: 'DEFAULT', fillValue: 'x' });
    expect(fromDraft(updateFieldRow(filled, note.key, { fill: 'FILE' })).fields.find((f) => f.name === 'note')!.fill).toBeUndefined();
  });

  it('When product code or RFID tag is asked for a constant, then it stays read from the file (CDM112)', () => {
    const draft = toDraft(config, NAMES);
    const code = draft.fields.find((f) => f.name === 'productCode')!;
    expect(updateFieldRow(draft, code.key, { fill: 'CONSTANT', fillValue: 'P' }).fields[0]!.fill).toBe('FILE');
  });
});

