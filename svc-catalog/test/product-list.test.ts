import { PRODUCT_COUNT_LIMIT, dataMappingConfigSchema, type Product, type ProductCount, type ProductPage } from '@hub/contracts';
import { createServiceApp, type Db } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { createCatalogService, type CatalogService } from '../src';
import { saveDataMapping } from '../src/db/data-mapping';
import { insertProducts, type NewProduct } from '../src/db/products';

/**
 * Issue 9, "Lists fast in every shape": the index-backed list and count answer what a plain
 * filter-and-sort answers, in every shape (one store, several, every store; active or not; with
 * and without search and filters; first, middle, last and deep pages), on PGlite and PostgreSQL.
 * The expected answers are computed here in JavaScript from the generated products.
 */

const MERCHANT = 'LIST';
const MAPPING = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Code', erpField: 'CODE' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', filter: { enabled: true, range: false } },
    { name: 'grossWeight', displayName: 'Gross weight', erpField: 'GWT', type: 'number', filter: { enabled: true, range: true } },
    { name: 'stoneType', displayName: 'Stones', erpField: 'STONES', filter: { enabled: true, range: false } },
  ],
  groups: { single: [], multi: ['stoneType'] },
});

// Code prefixes in list order: a search for "zz" finds its products only at the end of the list,
// one for "aa-0" only at its start (the two cases a code-order read handles worst and best).
const PREFIXES = ['AA', 'BC', 'CD', 'DE', 'EF', 'FG', 'GH', 'HI', 'IJ', 'ZZ'];
const SIZE = 3000;
const storeOf = (n: number) => (n < 1400 ? 'S-A' : n < 2700 ? 'S-B' : 'S-C');

/** Product n: a weight that is a JSON number, except every 13th (text) and 17th (a list), which no range matches. */
function generated(n: number): NewProduct {
  const weight = n % 13 === 0 ? String(n % 20) : n % 17 === 0 ? [n % 20] : (n % 200) / 10;
  return {
    sid: storeOf(n),
    productCode: `${PREFIXES[n % PREFIXES.length]}-${String(n).padStart(5, '0')}`,
    rfidTag: `E2${n.toString(16).toUpperCase().padStart(8, '0')}`,
    designNumber: `D${n % 37}`,
    itemType: 'RING',
    itemStatus: 'IN_STOCK',
    active: n % 7 !== 3,
    imageName: [],
    isMapped: true,
    printingStatus: 'PRINTED',
    fields: { karat: n % 2 ? '18K' : '22K', grossWeight: weight, stoneType: n % 3 ? ['Ruby'] : n % 50 === 0 ? ['Emerald'] : [] },
  };
}
const PRODUCTS = Array.from({ length: SIZE }, (_, n) => generated(n));

interface Shape {
  sid?: string;
  active?: boolean;
  searchText?: string;
  filters?: { karat?: string; stoneType?: string; grossWeight?: { from?: number; to?: number } };
}

/** What a plain filter-and-sort answers, in list order (product code, then store). */
function expected(shape: Shape, stores: readonly string[] | null): NewProduct[] {
  const text = shape.searchText?.toLowerCase();
  const range = shape.filters?.grossWeight;
  return PRODUCTS.filter(
    (p) =>
      (stores === null || stores.includes(p.sid)) &&
      (shape.active === undefined || p.active === shape.active) &&
      (!text || `${p.productCode} ${p.designNumber}`.toLowerCase().includes(text) || (/^[0-9a-f]+$/.test(text) && p.rfidTag!.startsWith(text.toUpperCase()))) &&
      (!shape.filters?.karat || p.fields.karat === shape.filters.karat) &&
      (!shape.filters?.stoneType || (p.fields.stoneType as string[]).includes(shape.filters.stoneType)) &&
      (!range ||
        (typeof p.fields.grossWeight === 'number' &&
          (range.from === undefined || p.fields.grossWeight >= range.from) &&
          (range.to === undefined || p.fields.grossWeight <= range.to))),
  ).sort((a, b) => (a.productCode === b.productCode ? (a.sid < b.sid ? -1 : 1) : a.productCode < b.productCode ? -1 : 1));
}

/** The count answer: exact without search and filters (kept counts) or up to the limit, else "more than the limit". */
function expectedCount(shape: Shape, all: readonly NewProduct[]): ProductCount {
  const exact = (!shape.searchText && !shape.filters) || all.length <= PRODUCT_COUNT_LIMIT;
  return { count: exact ? all.length : PRODUCT_COUNT_LIMIT, exact };
}

const queryOf = (shape: Shape, paging?: { start: number; pageSize: number }) => {
  const q = new URLSearchParams();
  if (shape.sid) q.set('sid', shape.sid);
  if (shape.active !== undefined) q.set('active', String(shape.active));
  if (shape.searchText) q.set('searchText', shape.searchText);
  if (paging) {
    q.set('start', String(paging.start));
    q.set('pageSize', String(paging.pageSize));
  }
  return `?${q.toString()}`;
};

/** The statements the service sent (SQL and parameters), recorded while `recording` is on. */
function recorded(db: Db): { db: Db; statements: { text: string; params: readonly unknown[] }[]; recording: { on: boolean } } {
  const statements: { text: string; params: readonly unknown[] }[] = [];
  const recording = { on: false };
  const keep = (text: string, params?: readonly unknown[]) => {
    if (recording.on) statements.push({ text, params: params ?? [] });
  };
  const wrap = (inner: Db): Db => ({
    kind: inner.kind,
    query: (text, params) => (keep(text, params), inner.query(text, params)),
    ...(inner.execute && {
      execute: <T,>(text: string, params?: readonly unknown[]) => (keep(text, params), inner.execute!<T>(text, params)),
    }),
    copyFrom: (text, data) => (keep(text), inner.copyFrom(text, data)),
    exec: (text) => inner.exec(text),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return { db: wrap(db), statements, recording };
}

describe.each(testDatabaseTargets())('the product list in every shape on %s (issue 9)', (target) => {
  let test: TestDatabase;
  let service: CatalogService;
  let app: Express;
  let trace: ReturnType<typeof recorded>;
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', MERCHANT))}`;
  // A store manager of two of the three stores: "every store" means those two.
  const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', MERCHANT, { stores: ['S-A', 'S-C'] }))}`;

  beforeAll(async () => {
    test = await target.create();
    trace = recorded(test.db);
    service = createCatalogService(testServiceDeps(trace.db));
    await service.migrate();
    app = createServiceApp([service]);
    await saveDataMapping(test.db, MERCHANT, MAPPING, 'test');
    await saveDataMapping(test.db, 'OTHER', MAPPING, 'test');
    await insertProducts(test.db, MERCHANT, PRODUCTS);
    // Another merchant with the same codes in a store of the same name: never listed or counted.
    await insertProducts(test.db, 'OTHER', PRODUCTS.slice(0, 1500).map((p) => ({ ...p, sid: 'S-A' })));
    await test.db.exec('analyze catalog.products');
  }, 300_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  const page = async (shape: Shape, start: number, pageSize: number, auth = admin) => {
    const res = await request(app)
      .post(`/merchant/products/all${queryOf(shape, { start, pageSize })}`)
      .set('Authorization', auth)
      .send(shape.filters ? { data: shape.filters } : {});
    expect(res.status).toBe(200);
    const data = res.body.data as ProductPage;
    return { keys: data.products.map((p: Product) => `${p.sid}/${p.productCode}`), hasMore: data.hasMore };
  };
  const count = async (shape: Shape, auth = admin) => {
    const res = await request(app)
      .post(`/merchant/products/count${queryOf(shape)}`)
      .set('Authorization', auth)
      .send(shape.filters ? { data: shape.filters } : {});
    expect([res.status, res.body.code]).toEqual([200, 'PD002']);
    return res.body.data as ProductCount;
  };
  const keysOf = (products: NewProduct[]) => products.map((p) => `${p.sid}/${p.productCode}`);

  // 'e2000001' starts 16 tags; '0000001' is inside tags but starts none (a tag is found by its start, ADR 0031).
  const SEARCHES = [undefined, 'aa-0', 'zz', '7', 'e20000000b', 'e2000001', '0000001', 'nothing'];
  const FILTERS: Shape['filters'][] = [
    undefined,
    { karat: '18K' },
    { grossWeight: { from: 5, to: 6 } },
    { karat: '18K', grossWeight: { from: 15 } },
    { stoneType: 'Emerald' },
  ];
  const STORES: [string, string | undefined, string, readonly string[] | null][] = [
    ['one store', 'S-A', admin, ['S-A']],
    ['every store', 'MASTER', admin, null],
    ["a manager's two stores", undefined, manager, ['S-A', 'S-C']],
  ];

  it.each(STORES)('when %s is listed with every search and filter, then pages and counts are those of a plain filter and sort', async (_, sid, auth, stores) => {
    for (const searchText of SEARCHES) {
      for (const filters of FILTERS) {
        const shape: Shape = { sid, active: true, searchText, filters };
        const all = expected(shape, stores);
        const label = JSON.stringify(shape);
        for (const [start, pageSize] of [
          [0, 50],
          [100, 50],
          [Math.max(0, all.length - 7), 10],
          [1000, 50],
        ] as const) {
          const want = { keys: keysOf(all.slice(start, start + pageSize)), hasMore: all.length > start + pageSize };
          expect([label, start, await page(shape, start, pageSize, auth)]).toEqual([label, start, want]);
        }
        expect([label, await count(shape, auth)]).toEqual([label, expectedCount(shape, all)]);
      }
    }
  }, 300_000);

  it('when inactive or all products are listed, one store or every store, then pages and counts agree with a plain filter and sort', async () => {
    for (const active of [false, undefined]) {
      for (const [sid, stores] of [['S-B', ['S-B']], [undefined, null]] as const) {
        for (const filters of [undefined, { karat: '18K' }]) {
          const shape: Shape = { sid, active, filters };
          const all = expected(shape, stores);
          for (const start of [0, 450]) {
            const want = { keys: keysOf(all.slice(start, start + 50)), hasMore: all.length > start + 50 };
            expect([shape, start, await page(shape, start, 50)]).toEqual([shape, start, want]);
          }
          expect([shape, await count(shape)]).toEqual([shape, expectedCount(shape, all)]);
        }
      }
    }
  }, 120_000);

  it('when more products match a search or filters than the count limit, then the count says "more than the limit", not exact', async () => {
    const many = expected({ filters: { karat: '18K' } }, null).length;
    expect(many).toBeGreaterThan(PRODUCT_COUNT_LIMIT);
    expect(await count({ filters: { karat: '18K' } })).toEqual({ count: PRODUCT_COUNT_LIMIT, exact: false });
    expect(await count({ searchText: '0' })).toEqual({ count: PRODUCT_COUNT_LIMIT, exact: false });
    // Without search and filters the count is exact at any size (the kept per-store counts).
    expect(await count({})).toEqual({ count: SIZE, exact: true });
    expect(await count({ sid: 'S-A', active: true })).toEqual({ count: expected({ active: true }, ['S-A']).length, exact: true });
  });

  /** The statements of one page call. */
  const statementsOf = async (shape: Shape, start = 0) => {
    trace.statements.length = 0;
    trace.recording.on = true;
    try {
      await page(shape, start, 50);
    } finally {
      trace.recording.on = false;
    }
    return [...trace.statements];
  };
  /** The plan of a recorded statement with sorting and sequential scans made prohibitively dear. */
  const planOf = (statement: { text: string; params: readonly unknown[] }) =>
    test.db.transaction(async (tx) => {
      await tx.exec('set local enable_sort = off; set local enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>(`explain ${statement.text}`, statement.params)).map((r) => r['QUERY PLAN']).join('\n');
    });
  const MATERIALIZED = / as materialized \(/;

  it('when matches are common at the start of the list, then the code-order read settles the page; when they sit at its end, the indexes are asked', async () => {
    const materialized = async (shape: Shape) => (await statementsOf(shape)).some((s) => MATERIALIZED.test(s.text));
    expect(await materialized({ sid: 'S-A', active: true, searchText: 'aa-0' })).toBe(false);
    expect(await materialized({ sid: 'S-A', active: true, filters: { karat: '18K' } })).toBe(false);
    expect(await materialized({ sid: 'S-A', active: true, searchText: 'zz' })).toBe(true);
    expect(await materialized({ active: true, filters: { grossWeight: { from: 5, to: 5.2 } } })).toBe(true);
    expect(await materialized({ sid: 'S-A', active: true })).toBe(false);
  });

  it('when a page without search or filters is asked, then an index gives its order in every shape (no sort)', async () => {
    const shapes: Shape[] = [{ sid: 'S-A', active: true }, { sid: 'S-A' }, { active: true }, { active: false }, {}];
    for (const shape of shapes) {
      const keysQuery = (await statementsOf(shape, 450)).find((s) => /^select "sid", "product_code" from "catalog"\."products" .* order by /.test(s.text));
      expect(keysQuery).toBeDefined();
      const plan = await planOf(keysQuery!);
      expect([shape, plan]).toEqual([shape, expect.stringMatching(/Index (Only )?Scan using products_(store_page_idx|merchant_page_idx|merchant_store_code_key)/)]);
      expect([shape, plan]).toEqual([shape, expect.not.stringMatching(/Sort/)]);
    }
  });

  /** The plan of a recorded statement when `index` is the only index of products left (in a transaction rolled back). */
  const planWithOnly = async (index: string, statement: { text: string; params: readonly unknown[] }) => {
    let plan = '';
    const undo = new Error('rolled back');
    await test.db
      .transaction(async (tx) => {
        const others = await tx.query<{ name: string; constraint: string | null }>(
          `select i.relname as name, c.conname as constraint
             from pg_index x join pg_class i on i.oid = x.indexrelid
             left join pg_constraint c on c.conindid = x.indexrelid
            where x.indrelid = 'catalog.products'::regclass and i.relname <> $1`,
          [index],
        );
        for (const o of others) {
          await tx.exec(o.constraint ? `alter table catalog.products drop constraint "${o.constraint}"` : `drop index catalog."${o.name}"`);
        }
        await tx.exec('set local enable_seqscan = off');
        plan = (await tx.query<{ 'QUERY PLAN': string }>(`explain ${statement.text}`, statement.params)).map((r) => r['QUERY PLAN']).join('\n');
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    return plan;
  };

  it('when the indexes are asked for every match, then the search condition is the trigram index (with merchant and store) and a filter field the filter-fields one', async () => {
    const indexCount = async () =>
      (await test.db.query<{ n: number }>("select count(*)::int as n from pg_indexes where schemaname = 'catalog' and tablename = 'products'"))[0]?.n;
    const before = await indexCount();
    expect(before).toBeGreaterThanOrEqual(9);
    const search = (await statementsOf({ sid: 'S-A', active: true, searchText: 'zz-001' })).find((s) => MATERIALIZED.test(s.text))!;
    expect(await planWithOnly('products_search_trgm_idx', search)).toMatch(
      /Bitmap Index Scan on products_search_trgm_idx[^\n]*\n\s+Index Cond: \(\(merchant_id = .*\) AND \(sid = .*\) AND \(search_text ~~ /,
    );
    // stoneType is one of the mapping's filters (ADR 0050): its values are in filter_fields, which the index holds.
    const filter = (await statementsOf({ active: true, filters: { stoneType: 'Emerald', grossWeight: { from: 5 } } })).find((s) => MATERIALIZED.test(s.text))!;
    expect(await planWithOnly('products_filter_fields_idx', filter)).toMatch(
      /Bitmap Index Scan on products_filter_fields_idx[^\n]*\n\s+Index Cond: \(\(merchant_id = .*\) AND \(filter_fields @> /,
    );
    // Nothing was dropped for good.
    expect(await indexCount()).toBe(before);
  });
});

describe.each(testDatabaseTargets())('the kept per-store counts on %s (007_product_counts.sql)', (target) => {
  let test: TestDatabase;
  let service: CatalogService;

  beforeAll(async () => {
    test = await target.create();
    service = createCatalogService(testServiceDeps(test.db));
    await service.migrate();
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  const kept = () =>
    test.db.query<{ merchant_id: string; sid: string; active: boolean; n: number }>(
      'select merchant_id, sid, active, sum(n)::int as n from catalog.product_counts group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3',
    );
  const counted = () =>
    test.db.query<{ merchant_id: string; sid: string; active: boolean; n: number }>(
      'select merchant_id, sid, active, count(*)::int as n from catalog.products group by 1, 2, 3 order by 1, 2, 3',
    );

  it('when products are inserted, updated, moved, deleted and truncated, then the kept counts follow every change', async () => {
    await insertProducts(test.db, 'M1', PRODUCTS.slice(0, 700));
    await insertProducts(test.db, 'M2', PRODUCTS.slice(0, 40).map((p) => ({ ...p, sid: 'X' })));
    expect(await kept()).toEqual(await counted());
    expect((await kept()).find((r) => r.merchant_id === 'M2' && r.active)?.n).toBe(PRODUCTS.slice(0, 40).filter((p) => p.active).length);

    await test.db.exec("update catalog.products set active = not active where merchant_id = 'M1' and product_code like 'AA-%'");
    await test.db.exec("update catalog.products set sid = 'S-Z' where merchant_id = 'M1' and product_code like 'BC-%'");
    await test.db.exec("update catalog.products set printing_status = 'FAILED' where merchant_id = 'M1'");
    expect(await kept()).toEqual(await counted());

    await test.db.exec("delete from catalog.products where merchant_id = 'M1' and product_code like 'CD-%'");
    await test.db.transaction(async (tx) => {
      await tx.exec("delete from catalog.products where merchant_id = 'M2'");
      await insertProducts(tx, 'M2', PRODUCTS.slice(0, 5).map((p) => ({ ...p, sid: 'Y' })));
    });
    expect(await kept()).toEqual(await counted());

    // A rolled-back change leaves the counts as they were.
    const before = await kept();
    await expect(
      test.db.transaction(async (tx) => {
        await tx.exec("delete from catalog.products where merchant_id = 'M1'");
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await kept()).toEqual(before);

    // Each statement folds a store's rows (per activity and item type) into one (no other transaction was open).
    const [rows] = await test.db.query<{ n: number; keys: number }>(
      'select count(*)::int as n, count(distinct (merchant_id, sid, active, item_type))::int as keys from catalog.product_counts',
    );
    expect(rows?.n).toBe(rows?.keys);

    await test.db.exec('truncate catalog.products');
    expect(await kept()).toEqual([]);
    await insertProducts(test.db, 'M1', PRODUCTS.slice(0, 3));
    expect(await kept()).toEqual(await counted());
  });
  // PGlite has one connection, so two transactions cannot be open at once there: a server's case only
  // (defined for it alone, not skipped on PGlite).
  if (target.name === 'postgres')
    it(
    'when an import holds its transaction open, then a sale in the same store does not wait for it, and the counts add up',
    async () => {
      await insertProducts(test.db, 'M3', PRODUCTS.slice(0, 20).map((p) => ({ ...p, sid: 'Q', active: true })));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let imported!: () => void;
      const importedNow = new Promise<void>((resolve) => (imported = resolve));
      const importing = test.db.transaction(async (tx) => {
        await insertProducts(tx, 'M3', PRODUCTS.slice(100, 150).map((p) => ({ ...p, sid: 'Q', active: true })));
        imported();
        await released;
      });
      await importedNow;
      try {
        // A lock wait fails the sale (lock_timeout) instead of hanging the test.
        await test.db.transaction(async (tx) => {
          await tx.exec("set local lock_timeout = '1s'");
          await tx.exec(`update catalog.products set active = false where merchant_id = 'M3' and product_code = '${PRODUCTS[0]!.productCode}'`);
        });
      } finally {
        release();
        await importing;
      }
      expect((await kept()).filter((r) => r.merchant_id === 'M3')).toEqual([
        { merchant_id: 'M3', sid: 'Q', active: false, n: 1 },
        { merchant_id: 'M3', sid: 'Q', active: true, n: 69 },
      ]);
      expect(await kept()).toEqual(await counted());
    },
  );
});
