import {
  canonicalDataMapping,
  dataMappingBodySchema,
  dataMappingConfigSchema,
  dataMappingFormFields,
  dataMappingIssues,
  fillFitsType,
  uniqueFieldsOf,
  type DataMappingConfigInput,
} from './data-mapping';

const base: DataMappingConfigInput = {
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    {
      name: 'grossWeight',
      displayName: 'Gross weight',
      erpField: 'GWT',
      type: 'number',
      filter: { enabled: true, range: true },
    },
    { name: 'stone', displayName: 'Stone', erpField: 'STONE' },
  ],
  uniqueFields: ['rfidTag'],
  fieldMappings: [
    {
      inputField: 'STONES',
      mappedFields: ['stone'],
      hasMultipleValues: true,
      method: 'SINGLE_CELL',
      delimiter: '|',
    },
  ],
  groups: { single: ['productCode', 'rfidTag', 'grossWeight'], multi: ['stone'] },
};
const parse = (input: DataMappingConfigInput) => dataMappingConfigSchema.parse(input);
const rules = (input: DataMappingConfigInput) => dataMappingIssues(parse(input));
const withField = (i: number, patch: object): DataMappingConfigInput => ({
  ...base,
  fields: base.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)),
});

describe('data mapping rules (spec section 5)', () => {
  it('when the config keeps every rule, then there is no issue', () => {
    expect(rules(base)).toEqual([]);
  });

  it('when a product field appears twice (any case), then CDM100 on the second', () => {
    expect(
      rules({
        ...base,
        fields: [...base.fields, { name: 'GrossWeight', displayName: 'Weight 2', erpField: 'GWT2' }],
      }),
    ).toEqual([{ field: 'fields.4.name', rule: 'CDM100' }]);
  });

  it('when an ERP field is empty or used twice, then CDM101 or CDM102', () => {
    expect(rules(withField(3, { erpField: '  ' }))).toEqual([{ field: 'fields.3.erpField', rule: 'CDM101' }]);
    expect(rules(withField(3, { erpField: 'gwt' }))).toEqual([
      { field: 'fields.3.erpField', rule: 'CDM102' },
    ]);
  });

  it('when a display name is empty or duplicate, then CDM103 or CDM104', () => {
    expect(rules(withField(3, { displayName: '' }))).toEqual([
      { field: 'fields.3.displayName', rule: 'CDM103' },
    ]);
    expect(rules(withField(3, { displayName: 'RFID Tag' }))).toEqual([
      { field: 'fields.3.displayName', rule: 'CDM104' },
    ]);
  });

  it('when a field name contains a dot or is empty, then CDM105 or CDM111', () => {
    expect(
      rules({
        ...withField(3, { name: 'stone.colour' }),
        fieldMappings: [],
        groups: { single: [], multi: [] },
      }),
    ).toEqual([{ field: 'fields.3.name', rule: 'CDM105' }]);
    expect(
      rules({ ...withField(3, { name: '' }), fieldMappings: [], groups: { single: [], multi: [] } }),
    ).toEqual([{ field: 'fields.3.name', rule: 'CDM111' }]);
  });

  it('when product code or RFID tag is not mapped, then CDM106 for each', () => {
    expect(rules({ fields: [], uniqueFields: [], fieldMappings: [] })).toEqual([
      { field: 'fields.productCode', rule: 'CDM106' },
      { field: 'fields.rfidTag', rule: 'CDM106' },
    ]);
  });

  it('when a range filter is asked for a field that is not numeric, then CDM107', () => {
    expect(rules(withField(3, { filter: { enabled: true, range: true } }))).toEqual([
      { field: 'fields.3.filter.range', rule: 'CDM107' },
    ]);
  });

  it('when mappings, unique fields or groups name unknown fields, then CDM108', () => {
    expect(
      rules({
        ...base,
        uniqueFields: ['serial'],
        fieldMappings: [{ inputField: 'X', mappedFields: ['nope'] }],
        groups: { single: ['ghost'], multi: [] },
      }),
    ).toEqual([
      { field: 'fieldMappings.0.mappedFields.0', rule: 'CDM108' },
      { field: 'uniqueFields.0', rule: 'CDM108' },
      { field: 'groups.single.0', rule: 'CDM108' },
    ]);
  });

  it('when several values in one cell have no delimiter, or a length has no start index, then CDM109', () => {
    expect(
      rules({
        ...base,
        fieldMappings: [
          { inputField: 'STONES', mappedFields: ['stone'], hasMultipleValues: true, method: 'SINGLE_CELL' },
          { inputField: 'TAG', mappedFields: ['rfidTag'], length: 24, encoding: 'HEX' },
        ],
      }),
    ).toEqual([
      { field: 'fieldMappings.0.delimiter', rule: 'CDM109' },
      { field: 'fieldMappings.1.startIndex', rule: 'CDM109' },
    ]);
  });

  it('when two mappings read the same input column, then CDM102; a field in both groups, CDM100', () => {
    expect(
      rules({
        ...base,
        fieldMappings: [
          ...(base.fieldMappings ?? []),
          { inputField: 'stones', mappedFields: ['stone'], method: 'MULTIPLE_ROWS' },
        ],
        groups: { single: ['stone'], multi: ['stone'] },
      }),
    ).toEqual([
      { field: 'fieldMappings.1.inputField', rule: 'CDM102' },
      { field: 'groups.multi.0', rule: 'CDM100' },
    ]);
  });

  it("when the same config is sent again with keys in another order, then it is recognised as 'nothing to update'", () => {
    const reordered = parse({
      groups: { multi: ['stone'], single: ['productCode', 'rfidTag', 'grossWeight'] },
      fieldMappings: base.fieldMappings,
      uniqueFields: ['rfidTag'],
      fields: base.fields,
    });
    expect(canonicalDataMapping(reordered)).toBe(canonicalDataMapping(parse(base)));
    expect(canonicalDataMapping(parse(withField(3, { visible: false })))).not.toBe(
      canonicalDataMapping(parse(base)),
    );
  });

  it('unique fields always include the product code; grouped, they split into single and multi', () => {
    const config = parse({ ...base, uniqueFields: ['rfidTag', 'stone'] });
    expect(uniqueFieldsOf(config, false)).toEqual(['productCode', 'rfidTag', 'stone']);
    expect(uniqueFieldsOf(config, true)).toEqual({ single: ['productCode', 'rfidTag'], multi: ['stone'] });
  });

  it('when a config is form-encoded as the client sends it, then the body schema reads the same config back', () => {
    const config = parse({ ...base, fields: [...base.fields, { name: 'note', displayName: 'A & B = C', erpField: 'NOTE%' }] });
    const form = new URLSearchParams(dataMappingFormFields(config)).toString();
    const received = Object.fromEntries(new URLSearchParams(form));
    expect(dataMappingBodySchema.parse(received)).toEqual(config);
  });
});

describe('constants, defaults and grouping in the data mapping (issue 28 item 3; spec section 3, "Data mapping config")', () => {
  const withFields = (extra: DataMappingConfigInput['fields'], more: Partial<DataMappingConfigInput> = {}) =>
    dataMappingConfigSchema.parse({ ...base, fields: [...base.fields, ...extra], ...more });

  it('When a field takes a constant, then it needs no ERP column; a default may have one; both keep their place in the stable form', () => {
    const config = withFields(
      [
        { name: 'currency', displayName: 'Currency', erpField: '', fill: { mode: 'CONSTANT', value: 'AUD' } },
        { name: 'itemStatus', displayName: 'Status', erpField: 'Status', fill: { mode: 'DEFAULT', value: 'IN_STOCK' } },
        { name: 'sid', displayName: 'Store', erpField: '', fill: { mode: 'DEFAULT', value: 'BKK-SIAM' } },
      ],
      { groupBy: 'Handle' },
    );
    expect(dataMappingIssues(config)).toEqual([]);
    expect(config.groupBy).toBe('Handle');
    expect(canonicalDataMapping(config)).toContain('"fill":{"mode":"CONSTANT","value":"AUD"}');
    // A config saved before (no fill, no grouping) reads the same as it did.
    expect(canonicalDataMapping(dataMappingConfigSchema.parse(base))).not.toContain('groupBy');
  });

  it('When the product code or the RFID tag is given a constant or default, then it is CDM112; an empty value or one not of the type is CDM113', () => {
    const config = dataMappingConfigSchema.parse({
      ...base,
      fields: [
        { ...base.fields[0]!, fill: { mode: 'DEFAULT', value: 'P-1' } },
        base.fields[1]!,
        { ...base.fields[2]!, fill: { mode: 'DEFAULT', value: 'heavy' } },
        { name: 'bought', displayName: 'Bought', erpField: '', type: 'date', fill: { mode: 'CONSTANT', value: '2026-02-30' } },
        { name: 'note', displayName: 'Note', erpField: '', fill: { mode: 'CONSTANT', value: ' ' } },
        { name: 'active', displayName: 'Active', erpField: '', fill: { mode: 'CONSTANT', value: 'maybe' } },
      ],
    });
    expect(dataMappingIssues(config).filter((i) => /CDM11[23]/.test(i.rule))).toEqual([
      { field: 'fields.0.fill', rule: 'CDM112' },
      { field: 'fields.2.fill.value', rule: 'CDM113' },
      { field: 'fields.3.fill.value', rule: 'CDM113' },
      { field: 'fields.4.fill.value', rule: 'CDM113' },
      { field: 'fields.5.fill.value', rule: 'CDM113' },
    ]);
    expect(fillFitsType('1,200.50', 'number')).toBe(true);
    expect(fillFitsType('2026-02-28', 'date')).toBe(true);
    expect(fillFitsType('No', 'boolean')).toBe(true);
  });
});
