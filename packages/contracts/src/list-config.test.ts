import {
  catalogViewConfigSchema,
  catalogViewIssues,
  effectiveColumns,
  filterConfigIssues,
  filterConfigSchema,
  effectiveFilterConfig,
  mappingFilterConfig,
  preFilterConfigSchema,
  preFilterIssues,
} from './list-config';

const FIELDS = [
  { name: 'karat', type: 'text' as const },
  { name: 'grossWeight', type: 'number' as const },
  { name: 'stoneType', type: 'text' as const },
];
const filters = filterConfigSchema.parse({
  filters: [
    { fieldName: 'karat', displayName: 'Karat' },
    { fieldName: 'grossWeight', displayName: 'Gross weight', range: { from: 0, to: 100 } },
    { fieldName: 'itemType', displayName: 'Type', visible: false },
  ],
});

describe('filter config rules', () => {
  it('when filters name known fields once with ranges only on numbers, then there is no issue', () => {
    expect(filterConfigIssues(filters, FIELDS)).toEqual([]);
  });

  it('when a filter is unknown, repeated, unnamed, a range on text, or a reversed range, then each has its CFL code', () => {
    const config = filterConfigSchema.parse({
      filters: [
        ...filters.filters,
        { fieldName: 'colour', displayName: 'Colour' },
        { fieldName: 'Karat', displayName: '' },
        { fieldName: 'stoneType', displayName: 'Stone', range: { from: 1, to: 2 } },
        { fieldName: 'grossWeight', displayName: 'Weight again', range: { from: 9, to: 1 } },
      ],
    });
    expect(filterConfigIssues(config, FIELDS)).toEqual([
      { field: 'filters.3.fieldName', rule: 'CFL100' },
      { field: 'filters.4.displayName', rule: 'CFL104' },
      { field: 'filters.5.range', rule: 'CFL102' },
      { field: 'filters.6.range', rule: 'CFL103' },
      { field: 'filters.4.fieldName', rule: 'CFL101' },
      { field: 'filters.6.fieldName', rule: 'CFL101' },
    ]);
  });
});

describe('pre-saved filter rules', () => {
  it('when presets are named once and use configured filters, then there is no issue', () => {
    const presets = preFilterConfigSchema.parse({
      presets: [
        { name: '22K heavy', filters: { karat: '22K', grossWeight: { from: 20, to: null } } },
        { name: 'Rings', filters: { itemType: ['RING'] } },
      ],
    });
    expect(preFilterIssues(presets, filters)).toEqual([]);
  });

  it('when a preset is unnamed, repeated, uses a field that is no filter, or a range on a value filter, then CFL105, CFL106, CFL107, CFL102', () => {
    const presets = preFilterConfigSchema.parse({
      presets: [
        { name: '', filters: { colour: 'red' } },
        { name: 'A', filters: { karat: { from: 1, to: 2 } } },
        { name: 'a', filters: { grossWeight: { from: 5, to: 1 } } },
      ],
    });
    expect(preFilterIssues(presets, filters)).toEqual([
      { field: 'presets.0.name', rule: 'CFL105' },
      { field: 'presets.0.filters.colour', rule: 'CFL107' },
      { field: 'presets.1.filters.karat', rule: 'CFL102' },
      { field: 'presets.2.filters.grossWeight', rule: 'CFL103' },
      { field: 'presets.2.name', rule: 'CFL106' },
    ]);
  });
});

describe('catalogue view', () => {
  it('when columns are known and unique, then there is no issue; otherwise CFL100 and CFL101', () => {
    const view = catalogViewConfigSchema.parse({
      columns: [{ fieldName: 'productCode' }, { fieldName: 'karat', visible: false }],
    });
    expect(catalogViewIssues(view, FIELDS)).toEqual([]);
    const bad = catalogViewConfigSchema.parse({
      columns: [{ fieldName: 'colour' }, { fieldName: 'karat' }, { fieldName: 'KARAT' }],
    });
    expect(catalogViewIssues(bad, FIELDS)).toEqual([
      { field: 'columns.0.fieldName', rule: 'CFL100' },
      { field: 'columns.2.fieldName', rule: 'CFL101' },
    ]);
  });

  it('the list shows the saved visible columns in order, or by default the fixed columns then the mapped fields', () => {
    const view = catalogViewConfigSchema.parse({
      columns: [
        { fieldName: 'karat' },
        { fieldName: 'rfidTag', visible: false },
        { fieldName: 'productCode' },
      ],
    });
    expect(effectiveColumns(view, FIELDS)).toEqual(['karat', 'productCode']);
    expect(effectiveColumns(undefined, [{ name: 'productCode' }, ...FIELDS])).toEqual([
      'productCode',
      'rfidTag',
      'designNumber',
      'itemType',
      'karat',
      'grossWeight',
      'stoneType',
    ]);
  });
});

describe('mappingFilterConfig', () => {
  it('offers the mapping fields marked as filters, visible, with an open range for numbers only', () => {
    expect(
      mappingFilterConfig([
        { name: 'productCode', displayName: 'Product code', type: 'text', filter: { enabled: false, range: false } },
        { name: 'karat', displayName: 'Karat', type: 'text', filter: { enabled: true, range: true } },
        { name: 'netWeight', displayName: 'Net weight', type: 'number', filter: { enabled: true, range: true } },
        { name: 'stoneCount', displayName: 'Stones', type: 'number', filter: { enabled: true, range: false } },
      ]),
    ).toEqual({
      filters: [
        { fieldName: 'karat', displayName: 'Karat', visible: true, range: null },
        { fieldName: 'netWeight', displayName: 'Net weight', visible: true, range: { from: null, to: null } },
        { fieldName: 'stoneCount', displayName: 'Stones', visible: true, range: null },
      ],
    });
  });
});

describe('effectiveFilterConfig: the one filter list the list, the config pages and the server read', () => {
  const mapped = [
    { name: 'karat', displayName: 'Karat', type: 'text' as const, filter: { enabled: true, range: false } },
    { name: 'netWeight', displayName: 'Net weight', type: 'number' as const, filter: { enabled: false, range: false } },
  ];
  it('until a filter config is saved, the mapping filters are in force', () => {
    const fromMapping = { filters: [{ fieldName: 'karat', displayName: 'Karat', visible: true, range: null }] };
    expect(effectiveFilterConfig(undefined, mapped)).toEqual(fromMapping);
    expect(effectiveFilterConfig(null, mapped)).toEqual(fromMapping);
    expect(effectiveFilterConfig({ filters: [], configured: false }, mapped)).toEqual(fromMapping);
  });
  it('a saved filter config is in force, even an empty one', () => {
    expect(effectiveFilterConfig({ filters: filters.filters, configured: true }, mapped)).toEqual({ filters: filters.filters });
    expect(effectiveFilterConfig({ filters: [] }, mapped)).toEqual({ filters: [] });
  });
});
