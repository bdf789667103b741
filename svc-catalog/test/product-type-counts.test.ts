import type { ImportRecord, ProductTypesAndCount } from '@hub/contracts';
import { createServiceApp, migrateSchema, type Db } from '@hub/service-kit';
import { testDatabaseTargets, testServiceDeps } from '@hub/service-kit/testing';
import type { Express } from 'express';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createCatalogService } from '../src';
import { insertProducts, type NewProduct } from '../src/db/products';
import { typesAndCountOf } from '../src/domain/products';
import { bearer, useCatalogService } from './harness';
import { applyJob, stageJob } from './support/import-run-events';
import { importRecord } from './support/import-records';
import { product } from './support/products';

// Issue 30: the dashboard's products per item type (GET /merchant/products/types-and-count) are summed
// from the kept counts (032_product_counts_by_type.sql), not counted over the products. After each kind
// of change the answer must equal a count(*) over the products themselves: imports (new products, a
// changed item type, products missing from a source marked inactive), and statements that change a
// product's type, store or activity, or delete it; for every store or the caller's, active or not, and
// never another merchant's.

const ADMIN = bearer('ADMIN');
const MANAGER = bearer('STORE_MANAGER', 'DEMO', { stores: ['T-A'] });
const ACME = bearer('ADMIN', 'ACME');

/** The route's answer. */
async function answered(app: Express, authorization: string, query = ''): Promise<ProductTypesAndCount> {
  return (await request(app).get(`/merchant/products/types-and-count${query}`).set('Authorization', authorization).expect(200)).body.data;
}

/** The same figures from a count(*) over the products of `merchant` (stores: null for every store). */
async function counted(db: Db, merchant: string, stores: string[] | null, active?: boolean): Promise<ProductTypesAndCount> {
  const rows = await db.query<{ sid: string; itemType: string; n: number }>(
    `select sid, coalesce(item_type, '') as "itemType", count(*)::int as n from catalog.products
      where merchant_id = $1 and ($2::text[] is null or sid = any($2::text[])) and ($3::boolean is null or active = $3::boolean)
      group by 1, 2`,
    [merchant, stores, active ?? null],
  );
  return typesAndCountOf(rows);
}

/** Every shape of the call agrees with the products: every store, active, inactive, a store-bound caller, another merchant. */
async function expectCountsAgree(app: Express, db: Db): Promise<void> {
  expect(await answered(app, ADMIN)).toEqual(await counted(db, 'DEMO', null));
  expect(await answered(app, ADMIN, '?active=true')).toEqual(await counted(db, 'DEMO', null, true));
  expect(await answered(app, ADMIN, '?active=false')).toEqual(await counted(db, 'DEMO', null, false));
  expect(await answered(app, MANAGER)).toEqual(await counted(db, 'DEMO', ['T-A']));
  expect(await answered(app, ACME)).toEqual(await counted(db, 'ACME', null));
}

const typed = (sid: string, code: string, itemType: string | null, active = true): NewProduct => ({ ...product(sid, code), itemType, active });
const recordOf = (sid: string, code: string, row: number, itemType?: string): ImportRecord => {
  const { itemType: _ring, ...rest } = importRecord(sid, code, row);
  return itemType === undefined ? rest : { ...rest, itemType };
};

describe.each(testDatabaseTargets())('the dashboard counts by item type on %s', (target) => {
  const h = useCatalogService(target);

  it('when products are imported, retyped, marked missing, moved, deactivated and deleted, then the counts by type equal a count over the products', async () => {
    await insertProducts(h.test.db, 'DEMO', [typed('T-C', 'N1', null), typed('T-B', 'N2', 'Bangle', false)]);
    await insertProducts(h.test.db, 'ACME', [typed('T-A', 'X1', 'Ring'), typed('T-A', 'X2', 'Chain')]);

    // A file import of new products: rings, necklaces and untyped ones in two batches.
    const fresh = Array.from({ length: 30 }, (_, n) => recordOf('T-A', `P${String(n).padStart(2, '0')}`, n + 2, n % 3 === 0 ? 'Ring' : n % 3 === 1 ? 'Necklace' : undefined));
    const first = await stageJob(h, 'T-A', [fresh.slice(0, 20), fresh.slice(20)]);
    expect(await applyJob(h, first.jobId)).toMatchObject({ status: 'FINISHED', nInserted: 30 });
    expect(await answered(h.app, ADMIN)).toMatchObject({ total: 32, stores: { 'T-A': { total: 30, types: { Ring: 10, Necklace: 10, '': 10 } } } });
    await expectCountsAgree(h.app, h.test.db);

    // A re-sync that changes some products' type and leaves five out of the source: those are marked inactive.
    const resync = fresh.slice(5).map((r, n) => (n % 4 === 0 ? { ...r, itemType: 'Pendant' } : r));
    const second = await stageJob(h, 'T-A', [resync], true);
    expect(await applyJob(h, second.jobId)).toMatchObject({ status: 'FINISHED', nDeactivated: 5 });
    expect((await answered(h.app, ADMIN, '?active=false')).stores['T-A']?.total).toBe(5);
    await expectCountsAgree(h.app, h.test.db);

    // Statements besides imports: a type cleared, a type and store changed at once, activity flipped, a delete,
    // and a write that moves no count.
    await h.test.db.exec("update catalog.products set item_type = null where merchant_id = 'DEMO' and product_code in ('P03', 'P06')");
    await h.test.db.exec("update catalog.products set item_type = 'Bangle', sid = 'T-B' where merchant_id = 'DEMO' and product_code in ('P09', 'P10', 'P11')");
    await h.test.db.exec("update catalog.products set active = not active where merchant_id = 'DEMO' and product_code like 'P1%'");
    await h.test.db.exec("update catalog.products set printing_status = 'PRINTED' where merchant_id = 'DEMO'");
    await h.test.db.exec("delete from catalog.products where merchant_id = 'DEMO' and product_code in ('P20', 'P21', 'N1')");
    await expectCountsAgree(h.app, h.test.db);

    // A type that has no product left is not answered.
    await h.test.db.exec("delete from catalog.products where merchant_id = 'DEMO' and item_type = 'Pendant'");
    expect((await answered(h.app, ADMIN)).types).not.toHaveProperty('Pendant');
    await expectCountsAgree(h.app, h.test.db);
  });
});

/** svc-catalog's migrations before the counts held the item type (001 to 031). */
function migrationsBeforeTypeCounts(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-migrations-'));
  const source = join(__dirname, '..', 'migrations');
  for (const name of readdirSync(source).filter((n) => Number(n.slice(0, 3)) <= 31)) copyFileSync(join(source, name), join(dir, name));
  return dir;
}

/** Products as a writer of the schema of migration 031 wrote them (insertProducts writes filter fields, migration 038). */
async function insertBefore038(db: Db, merchantId: string, products: readonly NewProduct[]): Promise<void> {
  for (const p of products)
    await db.query(`insert into catalog.products (merchant_id, sid, product_code, item_type, active, fields) values ($1, $2, $3, $4, $5, $6::jsonb)`, [
      merchantId,
      p.sid,
      p.productCode,
      p.itemType,
      p.active,
      JSON.stringify(p.fields),
    ]);
}

describe.each(testDatabaseTargets())('svc-catalog migration 032 (the kept counts by item type) on %s', (target) => {
  it('when products were counted before, then the migration counts them by type and writes after it keep the counts right', async () => {
    const test = await target.create({ empty: true });
    const dir = migrationsBeforeTypeCounts();
    const service = createCatalogService(testServiceDeps(test.db));
    try {
      await migrateSchema(test.db, 'catalog', dir);
      await insertBefore038(test.db, 'DEMO', [typed('T-A', 'A1', 'Ring'), typed('T-A', 'A2', null), typed('T-B', 'B1', 'Ring', false)]);
      await insertBefore038(test.db, 'ACME', [typed('T-A', 'X1', 'Chain')]);
      await service.migrate();
      const app = createServiceApp([service]);
      await expectCountsAgree(app, test.db);
      await test.db.exec("update catalog.products set item_type = 'Chain' where merchant_id = 'DEMO' and product_code = 'A1'");
      await expectCountsAgree(app, test.db);
    } finally {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
