import { dataMappingConfigSchema, type ImportRecord } from '@hub/contracts';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { saveDataMapping } from '../src/db/data-mapping';
import { claimFilterRewrite, refreshFilterKeys, releaseFilterRewrite, rewriteFilterFields } from '../src/db/filter-keys';
import { insertProducts } from '../src/db/products';
import { bearer, useCatalogService } from './harness';
import { importedProduct } from './support/import-records';
import { applyJob, stageJob } from './support/import-run-events';

// Issue 26 item 2, ADR 0050: the products' filter index holds only the merchant's filter fields
// (filter_fields). Every writer of `fields` writes them; a change of the filters rewrites the products,
// and until then a filter on a new field reads `fields`: the list answers the same all along.

const MAPPING = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Code', erpField: 'CODE' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', filter: { enabled: true, range: false } },
    { name: 'metal', displayName: 'Metal', erpField: 'METAL' },
    { name: 'stones', displayName: 'Stones', erpField: 'STONES', filter: { enabled: true, range: false } },
  ],
  groups: { single: [], multi: ['stones'] },
});

const record = (sid: string, code: string, row: number, fields: ImportRecord['fields']): ImportRecord => ({
  sid,
  productCode: code,
  row,
  rfidTag: null,
  designNumber: `D-${code}`,
  itemType: 'Ring',
  fields,
});

describe.each(testDatabaseTargets())('the products’ filter fields on %s (ADR 0050)', (target) => {
  const admin = bearer('ADMIN');
  const h = useCatalogService(target, async (h) => {
    await saveDataMapping(h.test.db, 'DEMO', MAPPING, 'test');
  });

  const keysOf = async (merchantId = 'DEMO') =>
    (await h.test.db.query<{ keys: string[]; indexed: string[] }>('select keys, indexed from catalog.product_filter_keys where merchant_id = $1', [merchantId]))[0];
  const filterFields = async (sid: string) =>
    Object.fromEntries(
      (
        await h.test.db.query<{ product_code: string; filter_fields: Record<string, unknown> }>(
          `select product_code, filter_fields from catalog.products where merchant_id = 'DEMO' and sid = $1 order by product_code`,
          [sid],
        )
      ).map((r) => [r.product_code, r.filter_fields]),
    );
  const listed = async (sid: string, filters: Record<string, unknown>) =>
    (
      (await request(h.app).post(`/merchant/products/all?sid=${sid}&pageSize=100`).set('Authorization', admin).send({ data: filters })).body.data.products as {
        productCode: string;
      }[]
    ).map((p) => p.productCode);

  it('When the mapping names its filters before any product, then they are indexed at once and every writer fills them', async () => {
    expect(await keysOf()).toEqual({ keys: ['karat', 'stones'], indexed: ['karat', 'stones'] });
    await insertProducts(h.test.db, 'DEMO', [{ ...importedProduct('S-W', 'SEEDED'), fields: { karat: '22K', metal: 'Gold', stones: ['Ruby'] } }]);
    const created = await stageJob(h, 'S-W', [[record('S-W', 'NEW', 2, { karat: '18K', metal: 'Gold', stones: ['Pearl', 'Ruby'] }), record('S-W', 'BARE', 3, { metal: 'Silver' })]]);
    expect(await applyJob(h, created.jobId)).toMatchObject({ status: 'FINISHED', nInserted: 2 });
    expect(await filterFields('S-W')).toEqual({ BARE: {}, NEW: { karat: '18K', stones: ['Pearl', 'Ruby'] }, SEEDED: { karat: '22K', stones: ['Ruby'] } });

    // An update merges into the stored product: a value given replaces, a null clears, a field not in the record stays.
    const updated = await stageJob(h, 'S-W', [[record('S-W', 'NEW', 2, { karat: null, metal: 'Gold' }), record('S-W', 'SEEDED', 3, { karat: '24K' })]]);
    expect(await applyJob(h, updated.jobId)).toMatchObject({ status: 'FINISHED', nModified: 2 });
    expect(await filterFields('S-W')).toEqual({ BARE: {}, NEW: { stones: ['Pearl', 'Ruby'] }, SEEDED: { karat: '24K', stones: ['Ruby'] } });
    expect(await listed('S-W', { karat: '24K' })).toEqual(['SEEDED']);
    expect(await listed('S-W', { stones: 'Ruby' })).toEqual(['NEW', 'SEEDED']);
  });

  it('When a field becomes a filter, then it is written at once, indexed after the rewrite, and the list answers the same before and after', async () => {
    const products = Array.from({ length: 30 }, (_, n) => ({ ...importedProduct('S-F', `F${String(n).padStart(2, '0')}`), fields: { karat: '18K', metal: n % 3 ? 'Gold' : 'Silver' } }));
    await insertProducts(h.test.db, 'DEMO', products);
    const silver = products.filter((_, n) => n % 3 === 0).map((p) => p.productCode);
    expect(await listed('S-F', { metal: 'Silver' })).toEqual(silver);

    const saved = await request(h.app)
      .post('/merchant/config/filter')
      .set('Authorization', admin)
      .send({ filters: [{ fieldName: 'karat', displayName: 'Karat', visible: true, range: null }, { fieldName: 'metal', displayName: 'Metal', visible: true, range: null }] });
    expect(saved.body.code).toBe('CFL000');
    // stones left the filters: no longer indexed, at once; metal is indexed once the rewrite has passed every product.
    await eventually('metal indexed', async () => (await keysOf())?.indexed.join() === 'karat,metal');
    expect(await keysOf()).toEqual({ keys: ['karat', 'metal'], indexed: ['karat', 'metal'] });
    expect(Object.values(await filterFields('S-F')).every((f) => typeof f.metal === 'string')).toBe(true);
    expect(await listed('S-F', { metal: 'Silver' })).toEqual(silver);
    // A filter on a field that is no filter any more still answers, from `fields`.
    expect(await listed('S-W', { stones: 'Ruby' })).toEqual(['NEW', 'SEEDED']);
  });

  it('When the filters change while a rewrite is under way, then that rewrite stops and the next one starts from the first product', async () => {
    await saveDataMapping(h.test.db, 'REWRITE', MAPPING, 'test');
    await insertProducts(h.test.db, 'REWRITE', Array.from({ length: 5 }, (_, n) => ({ ...importedProduct('S-R', `R${n}`), fields: { karat: '9K', metal: 'Gold' } })));
    // Keys changed behind the worker's back (as a save in another instance would), the worker stopped first.
    await h.service.stop();
    await h.test.db.query(`update catalog.product_filter_keys set keys = '{karat,metal}' where merchant_id = 'REWRITE'`);
    const job = (await claimFilterRewrite(h.test.db, 'test-owner', 60_000))!;
    expect(job).toMatchObject({ merchantId: 'REWRITE', keys: ['karat', 'metal'], after: '0' });
    expect(await rewriteFilterFields(h.test.db, job, 'test-owner', 2)).toBe(2);
    const mapping = dataMappingConfigSchema.parse({ ...MAPPING, fields: MAPPING.fields.map((f) => ({ ...f, filter: { enabled: f.name === 'metal', range: false } })) });
    await saveDataMapping(h.test.db, 'REWRITE', mapping, 'test');
    expect(await rewriteFilterFields(h.test.db, job, 'test-owner', 2)).toBe('stale');
    await releaseFilterRewrite(h.test.db, job, 'test-owner');
    expect(await keysOf('REWRITE')).toEqual({ keys: ['metal'], indexed: [] });
    const next = (await claimFilterRewrite(h.test.db, 'test-owner', 60_000))!;
    expect(next).toMatchObject({ merchantId: 'REWRITE', keys: ['metal'], after: '0' });
    await releaseFilterRewrite(h.test.db, next, 'test-owner');
    expect(await refreshFilterKeys(h.test.db, 'REWRITE')).toEqual({ rewrite: true });
  });
});
