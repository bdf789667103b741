import type { ImportJob, ImportSample } from '@hub/contracts';
import { emptyFieldRow, type DataMappingDraft } from './dataMappingDraft';
import { acceptSuggestions, draftSuggestions, isSampleColumn, pendingSuggestions, mappingFromSourceHref, pickableFiles, PICKABLE_FILES, sampleRequestOf, previewProducts, sampleBytes, sampleColumns, sourceTestSample } from './mappingSample';

/** Spec section 3, "Data mapping config" (issue 28 item 1): mapping the draft from a sample file. */

const SHOPIFY: ImportSample = {
  fileName: 'products_export.csv',
  header: ['Handle', 'Title', 'Type', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price', ''],
  rows: [
    ['solitaire-ring', 'Solitaire ring', 'Ring', 'Size', '6', 'SR-6', '1200.00', ''],
    ['solitaire-ring', '', '', '', '7', 'SR-7', '1250.00', ''],
    ['pearl-studs', 'Pearl studs', 'Earrings', 'Size', '', 'PS-1', '', ''],
  ],
  more: false,
};

const draftOf = (...rows: Parameters<typeof emptyFieldRow>[0][]): DataMappingDraft => ({
  fields: rows.map((r) => emptyFieldRow(r)),
  mappings: [],
  groupBy: '',
});

describe('mapping from a sample (spec section 3; issue 28 item 1)', () => {
  it('When a sample is read, then its columns are its named header cells once each, matched as the import matches them (trimmed, any case)', () => {
    expect(sampleColumns({ header: ['SKU', ' ', 'sku', 'Name'] })).toEqual(['SKU', 'Name']);
    expect(isSampleColumn(SHOPIFY, ' variant sku ')).toBe(true);
    expect(isSampleColumn(SHOPIFY, '')).toBe(false);
  });

  it("When the draft's fields meet a Shopify sample, then each gets its suggestion, and accepting fills only fields whose column the file lacks, never a column another field reads", () => {
    const draft = draftOf(
      { name: 'productCode', displayName: 'Product code' },
      { name: 'rfidTag', displayName: 'RFID tag' },
      { name: 'title', displayName: 'Title', erpField: 'NAME' },
      { name: 'size', displayName: 'Size' },
      { name: 'price', displayName: 'Price', erpField: 'Variant SKU' },
      { name: 'currency', displayName: 'Currency', fill: 'CONSTANT', fillValue: 'AUD' },
    );
    const [code, , title, size, price] = draft.fields.map((r) => r.key);
    const suggestions = draftSuggestions(draft, SHOPIFY);
    expect(Object.fromEntries([...suggestions].map(([key, s]) => [key, s.column]))).toEqual({
      [code!]: 'Variant SKU',
      [title!]: 'Title',
      [size!]: 'Option1 Value',
      [price!]: 'Variant Price',
    });
    // The price row reads Variant SKU, a column of the sample: it is the merchant's choice and is kept,
    // so the product code's suggestion (the same column) is not applied over it.
    const pending = pendingSuggestions(draft, SHOPIFY, suggestions);
    expect([...pending.keys()]).toEqual([title, size]);
    const accepted = acceptSuggestions(draft, pending);
    expect(accepted.fields.map((r) => r.erpField)).toEqual(['', '', 'Title', 'Option1 Value', 'Variant SKU', '']);
  });

  it("When the draft maps the sample, then the preview shows each row as a product: columns, constants, defaults, and a grouped row's empty cells from its group's first row (not its code)", () => {
    const draft = {
      ...draftOf(
        { name: 'productCode', erpField: 'variant sku' },
        { name: 'title', erpField: 'Title' },
        { name: 'size', erpField: 'Option1 Value', fill: 'DEFAULT', fillValue: 'One size' },
        { name: 'currency', fill: 'CONSTANT', fillValue: 'AUD', erpField: 'Type' },
        { name: 'price', erpField: 'Variant Price' },
        { name: 'missing', erpField: 'NOT_THERE' },
      ),
      groupBy: 'Handle',
    };
    const keys = draft.fields.map((r) => r.key);
    const products = previewProducts(draft, SHOPIFY).map((p) => keys.map((k) => p.values[k]));
    expect(products).toEqual([
      ['SR-6', 'Solitaire ring', '6', 'AUD', '1200.00', ''],
      ['SR-7', 'Solitaire ring', '7', 'AUD', '1250.00', ''],
      ['PS-1', 'Pearl studs', 'One size', 'AUD', '', ''],
    ]);
    expect(previewProducts({ ...draft, groupBy: '' }, SHOPIFY)[1]!.values[keys[1]!]).toBe('');
  });

  it("When a WooCommerce export is grouped by Parent, then the preview's variation rows take their variable product's empty cells (the parent row names no Parent; its SKU is theirs)", () => {
    const woo: ImportSample = {
      fileName: 'wc-product-export.csv',
      header: ['ID', 'Type', 'SKU', 'Name', 'Categories', 'Regular price', 'Parent'],
      rows: [
        ['12', 'variable', 'PEND-01', 'Pearl pendant', 'Pendants', '', ''],
        ['13', 'variation', 'PEND-01-G', 'Pearl pendant - Gold', '', '450', 'PEND-01'],
        ['15', 'simple', 'RG-1', 'Gold band', '', '900', ''],
      ],
      more: false,
    };
    const draft = { ...draftOf({ name: 'productCode', erpField: 'SKU' }, { name: 'title', erpField: 'Name' }, { name: 'itemType', erpField: 'Categories' }, { name: 'price', erpField: 'Regular price' }), groupBy: 'Parent' };
    const keys = draft.fields.map((r) => r.key);
    expect(previewProducts(draft, woo).map((p) => keys.map((k) => p.values[k]))).toEqual([
      ['PEND-01', 'Pearl pendant', 'Pendants', ''],
      ['PEND-01-G', 'Pearl pendant - Gold', 'Pendants', '450'],
      ['RG-1', 'Gold band', '', '900'],
    ]);
  });

  it('When a file is larger than the sample, then its first whole lines are sent; a smaller file whole', () => {
    const bytes = Uint8Array.from('A,B\n1,2\n3,4\n', (c) => c.charCodeAt(0));
    expect(String.fromCharCode(...sampleBytes(bytes, 100, 10))).toBe('A,B\n1,2\n');
    expect(sampleBytes(bytes, bytes.length, 100)).toBe(bytes);
  });
});

describe('a sample from an earlier file or a source (spec section 3; issue 28 item 1: "or pick a file (or test a source)")', () => {
  it("When a source is tested, then its columns are the sample's header and its non-empty rows the sample's rows, under the source's name; more may follow", () => {
    const sample = sourceTestSample('Shop ERP', { columns: [' ITEM_CODE', 'EPC '], sample: [['P1', 'E1'], ['', ' '], ['P2', '']] });
    expect(sample).toEqual({ fileName: 'Shop ERP', header: ['ITEM_CODE', 'EPC'], rows: [['P1', 'E1'], ['P2', '']], more: true });
    expect(sampleColumns(sample)).toEqual(['ITEM_CODE', 'EPC']);
  });

  it('When earlier imports are listed, then only those whose file is kept are offered (not a rejected file, a failed fetch or a skipped run), newest first, at most ten', () => {
    const job = (id: string, status: ImportJob['status'], createdAt: string, fileName: string | null = `${id}.csv`) => ({ id, status, createdAt, fileName }) as ImportJob;
    const jobs = [
      job('old', 'FINISHED', '2026-11-01T00:00:00.000Z'),
      job('rejected', 'REJECTED', '2026-11-05T00:00:00.000Z'),
      job('failed', 'FAILED', '2026-11-05T00:00:00.000Z'),
      job('skipped', 'SKIPPED', '2026-11-05T00:00:00.000Z'),
      job('nameless', 'FINISHED', '2026-11-05T00:00:00.000Z', null),
      job('ready', 'READY', '2026-11-04T00:00:00.000Z'),
      job('cancelled', 'CANCELLED', '2026-11-03T00:00:00.000Z'),
    ];
    expect(pickableFiles(jobs).map((j) => j.id)).toEqual(['ready', 'cancelled', 'old']);
    const many = Array.from({ length: 15 }, (_, i) => job(`j${i}`, 'FINISHED', `2026-11-${String(i + 10)}T00:00:00.000Z`));
    expect(pickableFiles(many)).toHaveLength(PICKABLE_FILES);
    expect(pickableFiles(many)[0]!.id).toBe('j14');
  });

  it("When a source's test run starts its mapping on /erp, then /data-import's mapping tab opens on the source's mapping and tests that source", () => {
    const href = mappingFromSourceHref({ id: 'src-1', mappingId: '5f0c6a1e-0000-4000-8000-000000000001' });
    expect(href).toBe('/data-import?tab=mapping&mapping=5f0c6a1e-0000-4000-8000-000000000001&sampleSource=src-1');
    expect(sampleRequestOf(href.slice(href.indexOf('?')))).toEqual({ mappingId: '5f0c6a1e-0000-4000-8000-000000000001', sourceId: 'src-1' });
    expect(sampleRequestOf('?tab=mapping')).toEqual({ mappingId: null, sourceId: null });
  });
});
