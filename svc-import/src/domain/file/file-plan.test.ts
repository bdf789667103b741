import { IMPORT_FILE_RULES as R, dataMappingConfigSchema, type DataMappingConfigInput, type FieldFill, type EpcEncoding, type ImportProblem, type ImportRecord } from '@hub/contracts';
import { createDuplicateTracker, createRowMerger, ownCopy } from './file-check';
import { planFile, type ImportTarget } from './file-plan';

const field = (name: string, erpField: string, type: 'text' | 'number' | 'date' | 'boolean' = 'text') => ({ name, displayName: name, erpField, type });
const config = (input: Partial<DataMappingConfigInput> = {}) =>
  dataMappingConfigSchema.parse({
    fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('karat', 'KARAT'), field('grossWeight', 'GROSS', 'number')],
    ...input,
  });
const STORE: ImportTarget = { kind: 'store', sid: 'S01' };
const codes = (problems: ImportProblem[]) => problems.map((p) => `${p.code}@${p.row}:${p.column ?? ''}`);

/** Maps every data row of a small file (header first) through the plan, merging and checking as the import does. */
function run(cfg: ReturnType<typeof config>, rows: string[][], target: ImportTarget = STORE, tagEncoding: EpcEncoding | null = null) {
  const [header, ...data] = rows;
  const plan = planFile(cfg, header!, target, tagEncoding);
  const merger = createRowMerger(plan.multiRowFields);
  const duplicates = createDuplicateTracker();
  const problems: ImportProblem[] = [...plan.headerProblems];
  const records: ImportRecord[] = [];
  const take = (r: ReturnType<typeof merger.end>) => {
    if (r) {
      duplicates.see(r);
      records.push(r);
    }
  };
  data.forEach((cells, i) => {
    const mapped = plan.mapRow(cells, i + 2);
    problems.push(...mapped.problems);
    if (mapped.record) take(merger.push(mapped.record, problems));
  });
  take(merger.end());
  problems.push(...plan.columnProblems(), ...duplicates.problems({ productCode: 'CODE', rfidTag: 'RFID' }));
  return { plan, problems, records };
}

describe('an import file against the data mapping (spec section 5, "Import file")', () => {
  it('When the file matches the configuration, then each row becomes a product of the chosen store with typed values', () => {
    const { problems, records } = run(config(), [
      ['CODE', 'RFID', 'KARAT', 'GROSS'],
      ['P1', 'E2801160', '18K', '12.50'],
      ['P2', '', '22K', ''],
    ]);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { sid: 'S01', productCode: 'P1', row: 2, rfidTag: 'E2801160', fields: { karat: '18K', grossWeight: 12.5 } },
      { sid: 'S01', productCode: 'P2', row: 3, rfidTag: null, fields: { karat: '22K', grossWeight: null } },
    ]);
  });

  it('When configured columns are missing, then each is reported, the mandatory ones with their own code', () => {
    const { problems } = run(config(), [['CODE', 'GROSS'], ['P1', '1']]);
    expect(codes(problems)).toEqual([`${R.MANDATORY_COLUMN_MISSING}@1:RFID`, `${R.CONFIGURED_COLUMN_MISSING}@1:KARAT`]);
  });

  it('When the mapping itself lacks product code or RFID tag, then the mandatory column is reported', () => {
    const { problems } = run(config({ fields: [field('productCode', 'CODE')] }), [['CODE'], ['P1']]);
    expect(codes(problems)).toEqual([`${R.MANDATORY_COLUMN_MISSING}@1:rfidTag`]);
  });

  it('When the file has columns the configuration does not name, then they are skipped and listed (a warning)', () => {
    const { plan, problems, records } = run(config(), [['CODE', 'RFID', 'KARAT', 'GROSS', 'NOTES'], ['P1', 'A1', '18K', '1', 'x']]);
    expect(plan.skippedColumns).toEqual(['NOTES']);
    expect(codes(problems)).toEqual([`${R.COLUMN_SKIPPED}@1:NOTES`]);
    expect(records[0]!.fields).not.toHaveProperty('NOTES');
  });

  it('When a header value repeats, or a column with data has no header, or a column is empty, then each is reported', () => {
    const { problems } = run(config(), [
      ['CODE', 'RFID', 'KARAT', 'GROSS', 'karat ', '', ''],
      ['P1', 'A1', '18K', '', '18K', 'stray', ''],
    ]);
    expect(codes(problems)).toEqual([`${R.DUPLICATE_HEADER}@1:karat`, `${R.HEADER_NOT_SET}@1:#6`, `${R.EMPTY_COLUMN}@1:#7`, `${R.EMPTY_COLUMN}@1:GROSS`]);
  });

  it('When product codes or RFID tags repeat, then every row involved is reported with the others', () => {
    const { problems } = run(config(), [
      ['CODE', 'RFID', 'KARAT', 'GROSS'],
      ['P1', 'T1', '18K', '1'],
      ['P2', 'T2', '18K', '1'],
      ['P1', 'T3', '18K', '1'],
      ['P4', 'T2', '18K', '1'],
      ['P1', 'T5', '18K', '1'],
    ]);
    expect(problems.map((p) => [p.code, p.row, p.value, p.related])).toEqual([
      [R.DUPLICATE_PRODUCT_CODE, 2, 'P1', [4, 6]],
      [R.DUPLICATE_RFID, 3, 'T2', [5]],
      [R.DUPLICATE_PRODUCT_CODE, 4, 'P1', [2, 6]],
      [R.DUPLICATE_RFID, 5, 'T2', [3]],
      [R.DUPLICATE_PRODUCT_CODE, 6, 'P1', [2, 4]],
    ]);
  });

  it('When values do not fit their field type, a product code is blank or a row is ragged, then each is reported by row and column', () => {
    const cfg = config({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number'), field('since', 'SINCE', 'date'), field('active', 'ACTIVE')] });
    const { problems } = run(cfg, [
      ['CODE', 'RFID', 'GROSS', 'SINCE', 'ACTIVE'],
      ['P1', 'A', '12 g', '2026-13-01', 'perhaps'],
      ['', 'B', '1', '2026-01-01', 'yes'],
      ['P3', 'C', '1'],
    ]);
    expect(codes(problems)).toEqual([
      `${R.NOT_A_NUMBER}@2:GROSS`,
      `${R.NOT_A_DATE}@2:SINCE`,
      `${R.NOT_A_BOOLEAN}@2:ACTIVE`,
      `${R.PRODUCT_CODE_MISSING}@3:CODE`,
      `${R.RAGGED_ROW}@4:`,
    ]);
  });

  it('When a row is blank, then it is passed over', () => {
    const { problems, records } = run(config(), [['CODE', 'RFID', 'KARAT', 'GROSS'], ['P1', 'A', '18K', '1'], [''], ['', '', '', '']]);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
  });

  it('When a MASTER file is imported, then each row goes to the store its store column names; an unknown store and a missing column are reported', () => {
    const master: ImportTarget = { kind: 'master', stores: new Set(['S01', 'S02']) };
    const { problems, records } = run(config(), [['STORE', 'CODE', 'RFID', 'KARAT', 'GROSS'], ['S02', 'P1', 'A', '18K', '1'], ['S09', 'P2', 'B', '18K', '1']], master);
    expect(records.map((r) => r.sid)).toEqual(['S02', 'S09']);
    expect(codes(problems)).toEqual([`${R.UNKNOWN_STORE}@3:STORE`]);
    expect(codes(run(config(), [['CODE', 'RFID', 'KARAT', 'GROSS'], ['P1', 'A', '18K', '1']], master).problems)).toEqual([`${R.STORE_COLUMN_MISSING}@1:`]);
  });
});

describe('rows through the mapping methods (spec section 3, "field mapping")', () => {
  const stones = (mapping: Record<string, unknown>) =>
    config({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('stoneType', 'STONES')], fieldMappings: [{ inputField: 'STONES', mappedFields: ['stoneType'], ...mapping }] });

  it('single cell with several values: the delimiter splits the cell into the field’s list', () => {
    const { records } = run(stones({ hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|' }), [['CODE', 'RFID', 'STONES'], ['P1', 'A', 'Diamond|Ruby']]);
    expect(records[0]!.fields.stoneType).toEqual(['Diamond', 'Ruby']);
  });

  it('single cell with several mapped fields: each field takes its part, in order', () => {
    const cfg = config({
      fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('width', 'SIZE', 'number'), field('height', 'SIZE2', 'number')],
      fieldMappings: [{ inputField: 'SIZE', mappedFields: ['width', 'height'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: 'x' }],
    });
    const { records, problems } = run(cfg, [['CODE', 'RFID', 'SIZE'], ['P1', 'A', '12x30']]);
    expect(problems).toEqual([]);
    expect(records[0]!.fields).toEqual({ width: 12, height: 30 });
  });

  it('multiple cells: the numbered columns fill the field’s list; blank cells add nothing', () => {
    const { records, problems } = run(stones({ method: 'MULTIPLE_CELLS' }), [['CODE', 'RFID', 'STONES 1', 'STONES 2', 'STONES 3'], ['P1', 'A', 'Diamond', '', 'Pearl']]);
    // The column that held nothing in the whole file is told (a warning), not refused.
    expect(codes(problems)).toEqual([`${R.EMPTY_COLUMN}@1:STONES 2`]);
    expect(records[0]!.fields.stoneType).toEqual(['Diamond', 'Pearl']);
  });

  it('multiple rows: consecutive rows of one product code are one product whose field collects each row', () => {
    const { records, problems } = run(stones({ method: 'MULTIPLE_ROWS' }), [
      ['CODE', 'RFID', 'STONES'],
      ['P1', 'A', 'Diamond'],
      ['P1', '', 'Ruby'],
      ['P2', 'B', 'Pearl'],
    ]);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.productCode, r.rfidTag, r.fields.stoneType])).toEqual([
      ['P1', 'A', ['Diamond', 'Ruby']],
      ['P2', 'B', ['Pearl']],
    ]);
  });

  it('multiple rows: a later row that gives another value for a one-value field is reported', () => {
    const { problems } = run(stones({ method: 'MULTIPLE_ROWS' }), [['CODE', 'RFID', 'STONES'], ['P1', 'A', 'Diamond'], ['P1', 'B', 'Ruby']]);
    expect(codes(problems)).toEqual([`${R.CONFLICTING_ROW}@3:rfidTag`]);
  });

  it('start index and length with hex: the tag is cut from the cell, then checked as hex', () => {
    const cfg = config({ fields: [field('productCode', 'CODE'), field('rfidTag', 'TAG')], fieldMappings: [{ inputField: 'TAG', mappedFields: ['rfidTag'], startIndex: 4, length: 8, encoding: 'HEX' }] });
    const { records, problems } = run(cfg, [['CODE', 'TAG'], ['P1', 'EPC:3034abcd;'], ['P2', 'EPC:3034ZZZZ;']]);
    expect(records[0]!.rfidTag).toBe('3034ABCD');
    expect(codes(problems)).toEqual([`${R.NOT_HEX}@3:TAG`]);
  });

  it('under a HEX RFID config, a tag that is not hex is refused at its row and column; ASCII or no config known checks nothing (issue 25 item 5)', () => {
    const tags = config({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID')] });
    const rows = [['CODE', 'RFID'], ['P1', 'e2801160'], ['P2', 'T-2'], ['P3', '']];
    const hex = run(tags, rows, STORE, 'HEX');
    expect(codes(hex.problems)).toEqual([`${R.NOT_HEX}@3:RFID`]);
    expect(hex.problems[0]).toMatchObject({ value: 'T-2' });
    expect(hex.records.map((r) => r.rfidTag)).toEqual(['e2801160', null, null]);
    expect(run(tags, rows, STORE, 'ASCII').problems).toEqual([]);
    expect(run(tags, rows).problems).toEqual([]);
    // An ASCII field mapping writes the tag as hex: it passes under HEX.
    const ascii = config({ fields: [field('productCode', 'CODE'), field('rfidTag', 'TAG')], fieldMappings: [{ inputField: 'TAG', mappedFields: ['rfidTag'], encoding: 'ASCII' }] });
    expect(run(ascii, [['CODE', 'TAG'], ['P1', 'RG01']], STORE, 'HEX').problems).toEqual([]);
  });

  it('ascii tags: the tag written as text is kept as the hex a reader reports', () => {
    const cfg = config({ fields: [field('productCode', 'CODE'), field('rfidTag', 'TAG')], fieldMappings: [{ inputField: 'TAG', mappedFields: ['rfidTag'], encoding: 'ASCII' }] });
    expect(run(cfg, [['CODE', 'TAG'], ['P1', 'RG01']]).records[0]!.rfidTag).toBe('52473031');
  });

  it('duplicate keys are copies of their own: equal text, whatever the script, and not the parser’s slice', () => {
    const chunk = 'S01,แหวนทองคำ-0001,3034F0000000000000000001\r\n';
    const cell = chunk.slice(4, 18);
    expect(ownCopy(cell)).toBe('แหวนทองคำ-0001');
    expect(ownCopy('')).toBe('');
    expect(ownCopy('金戒指 خاتم')).toBe('金戒指 خاتم');
  });
});

describe('variants and defaults (issue 28 item 3; spec section 3, "Data mapping config")', () => {
  // A Shopify product export's shape: a product's variant rows follow its first row with the same
  // Handle and leave the product's columns (Title, Type, Body) empty; each variant has its own SKU.
  const SHOPIFY_HEADER = ['Handle', 'Title', 'Body (HTML)', 'Type', 'Option1 Value', 'Variant SKU', 'Variant Price', 'Image Src'];
  const shopify = (input: Partial<DataMappingConfigInput> = {}) =>
    config({
      fields: [
        field('productCode', 'Variant SKU'),
        field('rfidTag', 'RFID'),
        field('title', 'Title'),
        field('description', 'Body (HTML)'),
        field('itemType', 'Type'),
        field('size', 'Option1 Value'),
        field('price', 'Variant Price', 'number'),
        { ...field('currency', ''), fill: { mode: 'CONSTANT', value: 'AUD' } },
      ],
      groupBy: 'Handle',
      ...input,
    });
  const rows = [
    SHOPIFY_HEADER,
    ['gold-ring', 'Gold ring', '<p>18K</p>', 'Ring', '0.50ct', 'GR-050', '1200.00', 'a.jpg'],
    ['gold-ring', '', '', '', '0.75ct', 'GR-075', '1500.00', ''],
    ['gold-ring', '', '', '', '1.00ct', 'GR-100', '', ''],
    ['pearl-studs', 'Pearl studs', '', 'Earring', '', 'PS-1', '300', ''],
  ];

  it('When a mapping names a grouping column, then each row of a group takes the group’s first row’s values for the columns it leaves empty, and stays its own product', () => {
    const { records, problems } = run(shopify(), rows);
    // RFID is not a column of this export: told once, as for any file (the mapping's mandatory field).
    expect(codes(problems)).toEqual([`${R.MANDATORY_COLUMN_MISSING}@1:RFID`, `${R.COLUMN_SKIPPED}@1:Image Src`]);
    expect(records.map((r) => [r.productCode, r.itemType, r.fields.title, r.fields.description, r.fields.size, r.fields.price, r.fields.currency])).toEqual([
      ['GR-050', 'Ring', 'Gold ring', '<p>18K</p>', '0.50ct', 1200, 'AUD'],
      ['GR-075', 'Ring', 'Gold ring', '<p>18K</p>', '0.75ct', 1500, 'AUD'],
      // A cell the variant leaves empty is the first row's, whichever column: the price too.
      ['GR-100', 'Ring', 'Gold ring', '<p>18K</p>', '1.00ct', 1200, 'AUD'],
      // Another handle is another group: nothing comes from the ring.
      ['PS-1', 'Earring', 'Pearl studs', null, null, 300, 'AUD'],
    ]);
  });

  it('When the grouping column is not grouped (a handle comes back later) or is empty, then a row inherits only from its own run of adjacent rows', () => {
    const { records } = run(shopify(), [
      SHOPIFY_HEADER,
      ['a', 'Ring A', '', 'Ring', '', 'A-1', '1', ''],
      ['b', 'Ring B', '', 'Ring', '', 'B-1', '2', ''],
      ['a', '', '', '', '', 'A-2', '3', ''],
      ['', '', '', '', '', 'X-1', '4', ''],
      ['', '', '', '', '', 'X-2', '5', ''],
    ]);
    expect(records.map((r) => [r.productCode, r.fields.title ?? null])).toEqual([
      ['A-1', 'Ring A'],
      ['B-1', 'Ring B'],
      ['A-2', null],
      ['X-1', null],
      ['X-2', null],
    ]);
  });

  it('When rows of a group leave the product code or the RFID tag empty, then they do not inherit them: each row stays its own product', () => {
    const cfg = shopify({ fields: [field('productCode', 'Variant SKU'), field('rfidTag', 'RFID'), field('title', 'Title')] });
    const { records, problems } = run(cfg, [
      ['Handle', 'Title', 'Variant SKU', 'RFID'],
      ['ring', 'Ring', 'R-1', 'E2801160'],
      ['ring', '', '', ''],
    ]);
    expect(records.map((r) => [r.productCode, r.rfidTag, r.fields.title])).toEqual([
      ['R-1', 'E2801160', 'Ring'],
      ['', null, 'Ring'],
    ]);
    expect(codes(problems)).toEqual([`${R.PRODUCT_CODE_MISSING}@3:Variant SKU`]);
  });

  it('When a WooCommerce export is grouped by Parent, then each variation row takes its variable product’s category, description and image (the parent row names no Parent; its SKU is the variations’ Parent)', () => {
    const cfg = config({
      fields: [field('productCode', 'SKU'), field('rfidTag', 'RFID'), field('title', 'Name'), field('description', 'Description'), field('itemType', 'Categories'), field('price', 'Regular price', 'number'), field('imageName', 'Images')],
      groupBy: 'Parent',
    });
    const { records, problems } = run(cfg, [
      ['ID', 'Type', 'SKU', 'Name', 'Description', 'Regular price', 'Categories', 'Images', 'Parent'],
      ['12', 'variable', 'PEND-01', 'Pearl pendant', 'Freshwater pearl', '', 'Pendants', 'pend.jpg', ''],
      ['13', 'variation', 'PEND-01-G', 'Pearl pendant - Gold', '', '450', '', '', 'PEND-01'],
      ['14', 'variation', 'PEND-01-S', 'Pearl pendant - Silver', '', '300', '', '', 'PEND-01'],
      ['15', 'simple', 'RG-1', 'Gold band', '', '900', 'Rings', '', ''],
      ['16', 'simple', 'RG-2', 'Silver band', '', '200', '', '', ''],
    ]);
    expect(codes(problems).filter((c) => !c.startsWith(R.COLUMN_SKIPPED))).toEqual([`${R.MANDATORY_COLUMN_MISSING}@1:RFID`]);
    expect(records.map((r) => [r.productCode, r.fields.title, r.itemType ?? null, r.fields.description ?? null, r.fields.price ?? null, r.imageName ?? null])).toEqual([
      ['PEND-01', 'Pearl pendant', 'Pendants', 'Freshwater pearl', null, ['pend.jpg']],
      ['PEND-01-G', 'Pearl pendant - Gold', 'Pendants', 'Freshwater pearl', 450, ['pend.jpg']],
      ['PEND-01-S', 'Pearl pendant - Silver', 'Pendants', 'Freshwater pearl', 300, ['pend.jpg']],
      // Simple products name no Parent: each is its own, nothing comes from the one before.
      ['RG-1', 'Gold band', 'Rings', null, 900, []],
      ['RG-2', 'Silver band', null, null, 200, []],
    ]);
  });

  it('When the grouping column is missing from the file, then it is told like any configured column and nothing is grouped', () => {
    const { problems, records } = run(shopify({ groupBy: 'Parent' }), rows);
    expect(codes(problems)).toContain(`${R.CONFIGURED_COLUMN_MISSING}@1:Parent`);
    expect(records[1]!.fields.title).toBeNull();
  });

  it('When a field has a constant, then every row takes it; a default fills an empty cell or a missing column and leaves a given value', () => {
    const cfg = config({
      fields: [
        field('productCode', 'CODE'),
        field('rfidTag', 'RFID'),
        { ...field('currency', 'CURRENCY'), fill: { mode: 'CONSTANT', value: 'AUD' } },
        { ...field('itemStatus', 'STATUS'), fill: { mode: 'DEFAULT', value: 'IN_STOCK' } },
        { ...field('grossWeight', 'GROSS', 'number'), fill: { mode: 'DEFAULT', value: '0' } },
      ],
    });
    const withColumns = run(cfg, [
      ['CODE', 'RFID', 'CURRENCY', 'STATUS', 'GROSS'],
      ['P1', 'A1', 'THB', 'SOLD', '2.5'],
      ['P2', 'A2', '', '', ''],
    ]);
    // The constant's column is not read: it is skipped like any column the mapping does not use.
    expect(codes(withColumns.problems)).toEqual([`${R.COLUMN_SKIPPED}@1:CURRENCY`]);
    expect(withColumns.records.map((r) => [r.fields.currency, r.itemStatus, r.fields.grossWeight])).toEqual([
      ['AUD', 'SOLD', 2.5],
      ['AUD', 'IN_STOCK', 0],
    ]);
    const without = run(cfg, [['CODE', 'RFID'], ['P1', 'A1']]);
    expect(without.problems).toEqual([]);
    expect(without.records[0]).toMatchObject({ itemStatus: 'IN_STOCK', fields: { currency: 'AUD', grossWeight: 0 } });
  });

  it('When a MASTER file’s store is a default or a constant, then rows without a store cell go to it (and an unknown one is told); no store column is needed', () => {
    const master: ImportTarget = { kind: 'master', stores: new Set(['S01', 'S02']) };
    const fields = (fill: FieldFill) => [field('productCode', 'CODE'), field('rfidTag', 'RFID'), { ...field('sid', 'STORE'), fill }];
    const byDefault = run(config({ fields: fields({ mode: 'DEFAULT', value: 'S02' }) }), [['CODE', 'RFID', 'STORE'], ['P1', 'A', 'S01'], ['P2', 'B', '']], master);
    expect(byDefault.problems).toEqual([]);
    expect(byDefault.records.map((r) => r.sid)).toEqual(['S01', 'S02']);
    const constant = run(config({ fields: fields({ mode: 'CONSTANT', value: 'S02' }) }), [['CODE', 'RFID'], ['P1', 'A']], master);
    expect(constant.problems).toEqual([]);
    expect(constant.records[0]!.sid).toBe('S02');
    const unknown = run(config({ fields: fields({ mode: 'CONSTANT', value: 'S09' }) }), [['CODE', 'RFID'], ['P1', 'A']], master);
    expect(codes(unknown.problems)).toEqual([`${R.UNKNOWN_STORE}@2:sid`]);
  });

  it('When a product’s rows are read by multiple rows, then its lists stay paired by row: every SKU keeps its own price, repeats included, an empty cell holding its place', () => {
    const cfg = config({
      fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('skus', 'SKU'), field('prices', 'PRICE', 'number')],
      fieldMappings: [
        { inputField: 'SKU', mappedFields: ['skus'], method: 'MULTIPLE_ROWS' },
        { inputField: 'PRICE', mappedFields: ['prices'], method: 'MULTIPLE_ROWS' },
      ],
    });
    const { records, problems } = run(cfg, [
      ['CODE', 'RFID', 'SKU', 'PRICE'],
      ['P1', 'A', 'S-1', ''],
      ['P1', '', 'S-2', '100'],
      ['P1', '', 'S-3', '100'],
      ['P1', '', 'S-4', '120'],
      ['P1', '', 'S-5', ''],
    ]);
    expect(problems).toEqual([]);
    expect(records[0]!.fields).toEqual({ skus: ['S-1', 'S-2', 'S-3', 'S-4', 'S-5'], prices: ['', 100, 100, 120] });
  });
});

