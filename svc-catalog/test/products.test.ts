import {
  dataMappingConfigSchema,
  dataMappingIssues,
  splitProductExport,
  type Product,
  type ProductPage,
  type RfidProductPage,
} from '@hub/contracts';
import { createServiceApp } from '@hub/service-kit';
import {
  signTestToken,
  testClaims,
  testDatabaseTargets,
  testServiceDeps,
  type TestDatabase,
} from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { createCatalogService, type CatalogService } from '../src';
import { saveDataMapping } from '../src/db/data-mapping';
import { insertProducts, type NewProduct } from '../src/db/products';
import { DEMO_DATA_MAPPING } from '../src/demo/demo-catalogue';

const MAPPING = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    { name: 'designNumber', displayName: 'Design number', erpField: 'DESIGN' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', filter: { enabled: true, range: false } },
    {
      name: 'grossWeight',
      displayName: 'Gross weight',
      erpField: 'GWT',
      type: 'number',
      filter: { enabled: true, range: true },
    },
    { name: 'stoneType', displayName: 'Stones', erpField: 'STONES' },
    { name: 'collection', displayName: 'Collection', erpField: 'COLL' },
  ],
  groups: { single: [], multi: ['stoneType'] },
});

const product = (
  sid: string,
  productCode: string,
  itemType: string,
  fields: Record<string, unknown>,
  extra: Partial<NewProduct> = {},
): NewProduct => ({
  sid,
  productCode,
  rfidTag: `E2${productCode.replace(/\D/g, '').padStart(6, '0')}`,
  designNumber: `${productCode.slice(3, 5)}10${productCode.slice(-2)}`,
  itemType,
  itemStatus: 'IN_STOCK',
  active: true,
  imageName: [],
  isMapped: true,
  printingStatus: 'PRINTED',
  fields,
  ...extra,
});

const DEMO_PRODUCTS: NewProduct[] = [
  product(
    'BKK-SIAM',
    'DJ-RG-001',
    'RING',
    { karat: '18K', grossWeight: 4.2, stoneType: ['Diamond'], collection: 'Bridal' },
    { imageName: ['RG1001'] },
  ),
  product(
    'BKK-SIAM',
    'DJ-RG-002',
    'RING',
    { karat: '22K', grossWeight: 6, stoneType: [], collection: 'Heritage' },
    { printingStatus: 'NOT_PRINTED' },
  ),
  product(
    'BKK-SIAM',
    'DJ-NK-003',
    'NECKLACE',
    { karat: '18K', grossWeight: 25.5, stoneType: ['Ruby', 'Diamond'] },
    { active: false, itemStatus: 'SOLD' },
  ),
  product(
    'BKK-SIAM',
    'DJ-ER-004',
    'EARRING',
    { karat: '14K', grossWeight: 2.1, stoneType: [], collection: '+SUM(1,2)' },
    { designNumber: '=cmd|calc', printingStatus: 'FAILED' },
  ),
  product('DXB-GOLDSOUK', 'DJ-BG-005', 'BANGLE', { karat: '22K', grossWeight: 30, stoneType: [] }),
  product('DXB-GOLDSOUK', 'DJ-RG-006', 'RING', {
    karat: '18K',
    grossWeight: 5.5,
    stoneType: ['Emerald'],
    collection: 'a, "quoted"',
  }),
  product('CNX-NIMMAN', 'DJ-PD-007', 'PENDANT', { karat: '24K', grossWeight: 3.3, stoneType: [] }),
];
const ACME_PRODUCTS: NewProduct[] = [
  product('ACME-DXB-MALL', 'AC-RG-001', 'RING', { karat: '18K', grossWeight: 4, stoneType: ['Diamond'] }),
  product('ACME-BKK-ICON', 'AC-BR-002', 'BRACELET', { karat: '22K', grossWeight: 12, stoneType: [] }),
];

const codes = (page: { products: { productCode: string }[] }) => page.products.map((p) => p.productCode);

describe.each(testDatabaseTargets())('svc-catalog products on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: CatalogService;
  const bearer = (...args: Parameters<typeof testClaims>) => `Bearer ${signTestToken(testClaims(...args))}`;
  const admin = bearer('ADMIN', 'DEMO');
  const acme = bearer('ADMIN', 'ACME');
  const user = bearer('USER', 'DEMO', { stores: ['BKK-SIAM'], sid: 'BKK-SIAM' });
  const manager = bearer('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM', 'CNX-NIMMAN'] });

  beforeAll(async () => {
    test = await target.create();
    service = createCatalogService(testServiceDeps(test.db));
    await service.migrate();
    app = createServiceApp([service]);
    await saveDataMapping(test.db, 'DEMO', MAPPING, 'test');
    await saveDataMapping(test.db, 'ACME', MAPPING, 'test');
    await insertProducts(test.db, 'DEMO', DEMO_PRODUCTS);
    await insertProducts(test.db, 'ACME', ACME_PRODUCTS);
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  const list = (query: string, body: unknown = {}, auth = admin) =>
    request(app)
      .post(`/merchant/products/all${query}`)
      .set('Authorization', auth)
      .send(body as object);
  const count = (query: string, body: unknown = {}, auth = admin) =>
    request(app)
      .post(`/merchant/products/count${query}`)
      .set('Authorization', auth)
      .send(body as object);
  const exportCsv = async (query: string, body: unknown = {}, auth = admin) => {
    const res = await request(app)
      .post(`/merchant/products/export-products${query}`)
      .set('Authorization', auth)
      .send(body as object)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = res.body as string;
    const boundary = res.headers['x-hub-export-boundary'] as string;
    expect(text.startsWith(`--${boundary}\r\n`)).toBe(true);
    expect(text.endsWith(`\r\n--${boundary}--\r\n`)).toBe(true);
    const files = splitProductExport(text);
    expect(splitProductExport(text, boundary)).toEqual(files);
    return files;
  };

  it('when a product is asked by code and store, then it answers with its fixed and configured fields (PD000)', async () => {
    const res = await request(app)
      .get('/merchant/products?productCode=DJ-RG-001&sid=BKK-SIAM')
      .set('Authorization', admin);
    expect(res.status).toBe(200);
    const p = res.body.data as Product;
    expect(res.body.code).toBe('PD000');
    expect(p).toMatchObject({
      productCode: 'DJ-RG-001',
      sid: 'BKK-SIAM',
      itemType: 'RING',
      active: true,
      imageName: ['RG1001'],
      karat: '18K',
      grossWeight: 4.2,
      stoneType: ['Diamond'],
      udf: { verifiedImageName: [] },
    });
    expect(Object.keys(p)).not.toContain('merchant_id');
  });

  it('when a product is asked by RFID tag, then it is found; an absent one is 404 PD100', async () => {
    const byTag = await request(app)
      .get('/merchant/products?rfidTag=E2000006&sid=DXB-GOLDSOUK')
      .set('Authorization', admin);
    expect(byTag.body.data.productCode).toBe('DJ-RG-006');
    const absent = await request(app)
      .get('/merchant/products?productCode=DJ-RG-001&sid=DXB-GOLDSOUK')
      .set('Authorization', admin);
    expect([absent.status, absent.body.code]).toEqual([404, 'PD100']);
    const neither = await request(app).get('/merchant/products?sid=BKK-SIAM').set('Authorization', admin);
    expect([neither.status, neither.body.code]).toEqual([400, 'IP100']);
  });

  it('when the item types are asked for a store or every store, then they are distinct and sorted', async () => {
    const store = await request(app).get('/merchant/products/types?sid=BKK-SIAM').set('Authorization', admin);
    expect(store.body).toMatchObject({ code: 'PD005', data: ['EARRING', 'NECKLACE', 'RING'] });
    const all = await request(app).get('/merchant/products/types').set('Authorization', admin);
    expect(all.body.data).toEqual(['BANGLE', 'EARRING', 'NECKLACE', 'PENDANT', 'RING']);
  });

  it('when types and counts are asked, then they hold the total and each store of the caller', async () => {
    const res = await request(app).get('/merchant/products/types-and-count').set('Authorization', admin);
    expect(res.body.code).toBe('PD006');
    expect(res.body.data).toEqual({
      total: 7,
      types: { RING: 3, NECKLACE: 1, EARRING: 1, BANGLE: 1, PENDANT: 1 },
      stores: {
        'BKK-SIAM': { total: 4, types: { RING: 2, NECKLACE: 1, EARRING: 1 } },
        'CNX-NIMMAN': { total: 1, types: { PENDANT: 1 } },
        'DXB-GOLDSOUK': { total: 2, types: { BANGLE: 1, RING: 1 } },
      },
    });
    const active = await request(app)
      .get('/merchant/products/types-and-count?active=true')
      .set('Authorization', admin);
    expect(active.body.data.total).toBe(6);
    const mine = await request(app).get('/merchant/products/types-and-count').set('Authorization', manager);
    expect(Object.keys(mine.body.data.stores)).toEqual(['BKK-SIAM', 'CNX-NIMMAN']);
    expect(mine.body.data.total).toBe(5);
  });

  it('when a page is asked, then it lists in code order with paging and hasMore (PD001)', async () => {
    const first = await list('?active=true&sid=BKK-SIAM&start=0&pageSize=2');
    expect(first.body.code).toBe('PD001');
    expect(first.body.data).toMatchObject({ start: 0, pageSize: 2, hasMore: true });
    expect(codes(first.body.data as ProductPage)).toEqual(['DJ-ER-004', 'DJ-RG-001']);
    const second = await list('?active=true&sid=BKK-SIAM&start=2&pageSize=2');
    expect(codes(second.body.data as ProductPage)).toEqual(['DJ-RG-002']);
    expect(second.body.data.hasMore).toBe(false);
    const inactive = await list('?active=false');
    expect(codes(inactive.body.data as ProductPage)).toEqual(['DJ-NK-003']);
    const master = await list('?sid=MASTER&pageSize=50');
    expect(codes(master.body.data as ProductPage)).toHaveLength(7);
  });

  it('when a search text is given, then code, design number and RFID tag match as substrings, any case', async () => {
    expect(codes((await list('?searchText=rg-00')).body.data)).toEqual([
      'DJ-RG-001',
      'DJ-RG-002',
      'DJ-RG-006',
    ]);
    expect(codes((await list('?searchText=BG1005')).body.data)).toEqual(['DJ-BG-005']);
    expect(codes((await list('?searchText=e2000007')).body.data)).toEqual(['DJ-PD-007']);
    expect(codes((await list('?searchText=%25')).body.data)).toEqual([]);
  });

  it('when body filters are given, then values, lists, multi-value fields and ranges apply, and count agrees', async () => {
    const cases: [unknown, string[]][] = [
      [{ data: { karat: '18K' } }, ['DJ-NK-003', 'DJ-RG-001', 'DJ-RG-006']],
      [{ data: { karat: ['22K', '24K'], itemType: 'RING' } }, ['DJ-RG-002']],
      [{ data: { grossWeight: { from: 4, to: 10 } } }, ['DJ-RG-001', 'DJ-RG-002', 'DJ-RG-006']],
      [{ data: { grossWeight: { from: '25' } } }, ['DJ-BG-005', 'DJ-NK-003']],
      [{ data: { stoneType: 'Diamond' } }, ['DJ-NK-003', 'DJ-RG-001']],
      [{ data: { hasImage: true } }, ['DJ-RG-001']],
      [{ karat: '18K', grossWeight: { to: 5 } }, ['DJ-RG-001']],
    ];
    for (const [body, expected] of cases) {
      expect([body, codes((await list('?pageSize=50', body)).body.data)]).toEqual([body, expected]);
      expect([body, (await count('', body)).body.data]).toEqual([body, { count: expected.length, exact: true }]);
    }
    const both = await count('?active=true&sid=BKK-SIAM&searchText=dj-', {
      data: { karat: '18K', grossWeight: { from: 1 } },
    });
    expect(both.body).toMatchObject({ code: 'PD002', data: { count: 1, exact: true } });
  });

  it('when a filter names an unknown field or a range on a non-number field, then 400 PD103 / PD104 with details', async () => {
    const unknown = await list('', { data: { colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'PD103', details: [{ field: 'colour', rule: 'PD103' }] });
    const range = await count('', { data: { karat: { from: 1 } } });
    expect([range.status, range.body.code]).toEqual([400, 'PD104']);
    const invalid = await list('?pageSize=100000');
    expect([invalid.status, invalid.body.code]).toEqual([400, 'IP100']);
  });

  it('when products are exported, then one CSV per store comes in one answer, formulas neutralised and cells quoted', async () => {
    const files = await exportCsv('');
    expect(files.map((f) => f.filename)).toEqual([
      'products-BKK-SIAM.csv',
      'products-CNX-NIMMAN.csv',
      'products-DXB-GOLDSOUK.csv',
    ]);
    const [bkk, , dxb] = files.map((f) =>
      f.csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    );
    expect(bkk![0]).toContain('Product code,RFID tag,Design number,itemType');
    expect(bkk![0]).toMatch(/Karat,Gross weight,Stones,Collection$/);
    expect(bkk).toHaveLength(5);
    const er = bkk!.find((line) => line.startsWith('DJ-ER-004'))!;
    expect(er).toContain(",'=cmd|calc,");
    expect(er.endsWith(`"'+SUM(1,2)"`)).toBe(true);
    expect(dxb!.find((l) => l.startsWith('DJ-RG-006'))).toMatch(/,5\.5,Emerald,"a, ""quoted"""$/);
    const ruby = bkk!.find((l) => l.startsWith('DJ-NK-003'))!;
    expect(ruby).toContain('"Ruby, Diamond"');
  });

  it('when the export is filtered or matches nothing, then only matching stores come, or one header-only file', async () => {
    const filtered = await exportCsv('?active=true', { data: { itemType: 'RING' } });
    expect(filtered.map((f) => f.filename)).toEqual(['products-BKK-SIAM.csv', 'products-DXB-GOLDSOUK.csv']);
    const none = await exportCsv('?searchText=nothing-like-this');
    expect(none).toHaveLength(1);
    expect(
      none[0]!.csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });

  it('when allRfid is asked with sortPrintingStatus, then NOT_PRINTED come first (desc: last)', async () => {
    const res = await request(app)
      .post('/merchant/products/allRfid?sid=BKK-SIAM&sortPrintingStatus=asc')
      .set('Authorization', admin)
      .send({});
    const page = res.body.data as RfidProductPage;
    expect(page.products.map((p) => [p.productCode, p.printingStatus])).toEqual([
      ['DJ-RG-002', 'NOT_PRINTED'],
      ['DJ-ER-004', 'FAILED'],
      ['DJ-NK-003', 'PRINTED'],
      ['DJ-RG-001', 'PRINTED'],
    ]);
    expect(page.products[0]).toEqual({
      productCode: 'DJ-RG-002',
      rfidTag: 'E2000002',
      designNumber: 'RG1002',
      itemType: 'RING',
      sid: 'BKK-SIAM',
      active: true,
      isMapped: true,
      printingStatus: 'NOT_PRINTED',
      // Issue 14 item 3: its tags, and its printing reason, last print and job (none yet).
      tags: ['E2000002'],
      printingReason: null,
      lastPrintedAt: null,
      lastPrintJobId: null,
    });
    const desc = await request(app)
      .post('/merchant/products/allRfid?sid=BKK-SIAM&sortPrintingStatus=desc&active=true&searchText=rg')
      .set('Authorization', admin)
      .send({});
    expect(codes(desc.body.data)).toEqual(['DJ-RG-001', 'DJ-RG-002']);
  });

  it('when a store-bound user names another store, then 403 UAC108; without a store, only its own stores are read', async () => {
    for (const res of [
      await list('?sid=DXB-GOLDSOUK', {}, user),
      await count('?sid=DXB-GOLDSOUK', {}, user),
      await request(app)
        .get('/merchant/products?productCode=DJ-BG-005&sid=DXB-GOLDSOUK')
        .set('Authorization', user),
      await request(app).get('/merchant/products/types?sid=DXB-GOLDSOUK').set('Authorization', user),
      await request(app)
        .post('/merchant/products/export-products?sid=DXB-GOLDSOUK')
        .set('Authorization', user)
        .send({}),
    ])
      expect([res.status, res.body.code]).toEqual([403, 'UAC108']);
    expect(codes((await list('?sid=MASTER', {}, user)).body.data)).toEqual([
      'DJ-ER-004',
      'DJ-NK-003',
      'DJ-RG-001',
      'DJ-RG-002',
    ]);
    expect((await count('', {}, user)).body.data).toEqual({ count: 4, exact: true });
    const absent = await request(app)
      .get('/merchant/products?productCode=DJ-BG-005')
      .set('Authorization', user);
    expect([absent.status, absent.body.code]).toEqual([404, 'PD100']);
    expect((await exportCsv('', {}, user)).map((f) => f.filename)).toEqual(['products-BKK-SIAM.csv']);
  });

  it('when ACME reads, then it never sees a DEMO product, even naming DEMO stores and codes', async () => {
    expect(codes((await list('?pageSize=50', {}, acme)).body.data)).toEqual(['AC-BR-002', 'AC-RG-001']);
    expect(codes((await list('?sid=BKK-SIAM', {}, acme)).body.data)).toEqual([]);
    expect((await count('?searchText=DJ-', {}, acme)).body.data).toEqual({ count: 0, exact: true });
    const demoCode = await request(app)
      .get('/merchant/products?productCode=DJ-RG-001&sid=BKK-SIAM')
      .set('Authorization', acme);
    expect(demoCode.status).toBe(404);
    const types = await request(app).get('/merchant/products/types-and-count').set('Authorization', acme);
    expect(Object.keys(types.body.data.stores)).toEqual(['ACME-BKK-ICON', 'ACME-DXB-MALL']);
    const files = await exportCsv('', {}, acme);
    expect(files.map((f) => f.filename)).toEqual([
      'products-ACME-BKK-ICON.csv',
      'products-ACME-DXB-MALL.csv',
    ]);
    expect(files.some((f) => f.csv.includes('DJ-'))).toBe(false);
  });

  it('when a caller lacks PRODUCTS_READ_PREVIEW or has no token, then 403 UAC114 / 401', async () => {
    const none = bearer('USER', 'DEMO', { roles: [] });
    expect((await list('', {}, none)).status).toBe(403);
    expect((await request(app).get('/merchant/products/types')).status).toBe(401);
  });
});

describe.each(testDatabaseTargets())('svc-catalog demo catalogue on %s', (target) => {
  let test: TestDatabase;
  let service: CatalogService;
  const store = (code: string, currency: string) => ({ code, currency });
  const stores = {
    DEMO: [store('MASTER', 'THB'), store('BKK-SIAM', 'THB'), store('CNX-NIMMAN', 'THB'), store('DXB-GOLDSOUK', 'AED'), store('SHA-NANJING', 'CNY')],
    ACME: [store('ACME-DXB-MALL', 'AED'), store('ACME-BKK-ICON', 'THB')],
  };

  beforeAll(async () => {
    test = await target.create();
    service = createCatalogService(testServiceDeps(test.db));
    await service.migrate();
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when migrated, then search and filters have their GIN indexes holding merchant and store (pg_trgm, btree_gin)', async () => {
    const available = (
      await test.db.query<{ name: string }>(
        "select name from pg_available_extensions where name in ('pg_trgm', 'btree_gin') order by 1",
      )
    ).map((r) => r.name);
    // Both on the server (contrib) and in PGlite (openPglite loads them).
    expect(available).toEqual(['btree_gin', 'pg_trgm']);
    const indexes = await test.db.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where schemaname = 'catalog' and indexname in ('products_search_trgm_idx', 'products_filter_fields_idx') order by 1",
    );
    expect(indexes.map((i) => i.indexname)).toEqual(['products_filter_fields_idx', 'products_search_trgm_idx']);
    for (const i of indexes) expect(i.indexdef).toContain('USING gin (merchant_id, sid, ');
  });

  it('when the demo mapping is checked, then it breaks no section-5 rule', () => {
    expect(dataMappingIssues(DEMO_DATA_MAPPING)).toEqual([]);
  });

  it('when the demo is seeded twice, then DEMO has 5,000 products over its stores and ACME 300, once, and each its default tag designs (issue 28 item 4)', async () => {
    expect(await service.seedDemo(stores)).toEqual([
      { merchantId: 'DEMO', products: 5000, mappingSaved: true, detailsSaved: true, goldRates: 120, tagDesigns: 2 },
      { merchantId: 'ACME', products: 300, mappingSaved: true, detailsSaved: true, goldRates: 80, tagDesigns: 2 },
    ]);
    expect(await service.seedDemo(stores)).toEqual([
      { merchantId: 'DEMO', products: 0, mappingSaved: false, detailsSaved: false, goldRates: 0, tagDesigns: 0 },
      { merchantId: 'ACME', products: 0, mappingSaved: false, detailsSaved: false, goldRates: 0, tagDesigns: 0 },
    ]);
    const designs = await test.db.query<{ name: string }>("select name from catalog.tag_designs where merchant_id = 'DEMO' order by lower(name)");
    expect(designs.map((d) => d.name)).toEqual(['Default 2 × 1 in', 'Default 4 × 2 in']);
    const docs = await test.db.query<{ merchant_id: string; kind: string }>(
      "select merchant_id, kind from catalog.config_documents where kind = 'product-details' order by 1",
    );
    expect(docs.map((d) => d.merchant_id)).toEqual(['ACME', 'DEMO']);
    const rates = await test.db.query<{ currency: string; n: number; days: number }>(
      "select currency, count(*)::int as n, count(distinct effective_date)::int as days from catalog.gold_rates where merchant_id = 'DEMO' group by 1 order by 1",
    );
    expect(rates).toEqual([
      { currency: 'AED', n: 40, days: 5 },
      { currency: 'CNY', n: 40, days: 5 },
      { currency: 'THB', n: 40, days: 5 },
    ]);
    const priced = await test.db.query<{ sid: string; currency: string }>(
      "select distinct sid, fields->>'currency' as currency from catalog.products where merchant_id = 'DEMO' order by 1",
    );
    expect(priced).toEqual([
      { sid: 'BKK-SIAM', currency: 'THB' },
      { sid: 'CNX-NIMMAN', currency: 'THB' },
      { sid: 'DXB-GOLDSOUK', currency: 'AED' },
      { sid: 'SHA-NANJING', currency: 'CNY' },
    ]);
    const rows = await test.db.query<{ merchant_id: string; sid: string; n: number }>(
      'select merchant_id, sid, count(*)::int as n from catalog.products group by 1, 2 order by 1, 2',
    );
    expect(rows.map((r) => r.sid)).toEqual([
      'ACME-BKK-ICON',
      'ACME-DXB-MALL',
      'BKK-SIAM',
      'CNX-NIMMAN',
      'DXB-GOLDSOUK',
      'SHA-NANJING',
    ]);
    expect(rows.filter((r) => r.merchant_id === 'DEMO').reduce((s, r) => s + r.n, 0)).toBe(5000);
    const [tags] = await test.db.query<{ bad: number; dup: number }>(
      "select count(*) filter (where rfid_tag !~ '^[0-9A-F]{24}$')::int as bad, (count(rfid_tag) - count(distinct rfid_tag))::int as dup from catalog.products where merchant_id = 'DEMO'",
    );
    expect(tags).toEqual({ bad: 0, dup: 0 });
    const [kinds] = await test.db.query<{ types: string[]; karats: string[] }>(
      "select array_agg(distinct item_type order by item_type) as types, array_agg(distinct fields->>'karat' order by fields->>'karat') as karats from catalog.products where merchant_id = 'DEMO'",
    );
    expect(kinds).toEqual({
      types: ['BANGLE', 'BRACELET', 'EARRING', 'NECKLACE', 'PENDANT', 'RING'],
      karats: ['14K', '18K', '22K', '24K'],
    });
  });

  it('when the seeded catalogue is filtered through the API, then the demo mapping drives the filters', async () => {
    const app = createServiceApp([service]);
    const auth = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
    const body = { data: { karat: '18K', grossWeight: { from: 2, to: 8 }, itemType: ['RING', 'EARRING'] } };
    const page = await request(app)
      .post('/merchant/products/all?active=true&pageSize=50&sid=BKK-SIAM')
      .set('Authorization', auth)
      .send(body);
    expect(page.status).toBe(200);
    expect(page.body.data.products.length).toBeGreaterThan(0);
    for (const p of page.body.data.products as Product[]) {
      expect([p.karat, p.active, p.sid, ['RING', 'EARRING'].includes(p.itemType!)]).toEqual([
        '18K',
        true,
        'BKK-SIAM',
        true,
      ]);
      expect(p.grossWeight as number).toBeGreaterThanOrEqual(2);
      expect(p.grossWeight as number).toBeLessThanOrEqual(8);
    }
    const [expected] = await test.db.query<{ n: number }>(
      `select count(*)::int as n from catalog.products where merchant_id = 'DEMO' and sid = 'BKK-SIAM' and active
          and fields->>'karat' = '18K' and (fields->>'grossWeight')::numeric between 2 and 8 and item_type in ('RING', 'EARRING')`,
    );
    const counted = await request(app)
      .post('/merchant/products/count?active=true&sid=BKK-SIAM')
      .set('Authorization', auth)
      .send(body);
    expect(counted.body.data).toEqual({ count: expected!.n, exact: true });
  });
});
