import { EVENT_TYPES, parseEventOf, type EventEnvelope } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Db } from '@hub/service-kit';
import { nameImagesOnProducts } from '../src/db/product-images';
import { insertProducts, type NewProduct } from '../src/db/products';
import { useCatalogService } from './harness';

const product = (sid: string, code: string, designNumber: string | null, imageName: string[] = [], active = true): NewProduct => ({
  sid,
  productCode: code,
  rfidTag: null,
  designNumber,
  itemType: 'Ring',
  itemStatus: null,
  active,
  imageName,
  isMapped: false,
  printingStatus: 'NOT_PRINTED',
  fields: {},
});

// Issue 13 item 3, svc-catalog's side: a batch of converted images (hub.import.images-staged.v1, as
// svc-import sends it) is named on the products it matches, answered with hub.catalog.images-matched.v1.
describe.each(testDatabaseTargets())('svc-catalog names imported images on their products on %s', (target) => {
  const h = useCatalogService(target, async (h) => {
    await insertProducts(h.test.db, 'DEMO', [
      product('BKK-SIAM', 'R1', 'DN-1'),
      product('BKK-SIAM', 'R2', null, ['photos/ring-2.jpg']),
      product('BKK-SIAM', 'R3', 'DN-3', ['R3']),
      product('DXB-GOLDSOUK', 'D1', 'DN-1'),
      product('DXB-GOLDSOUK', 'แหวน-1', null, [], false),
    ]);
    await insertProducts(h.test.db, 'ACME', [product('ACME-DXB-MALL', 'R1', 'DN-1')]);
  });

  const stage = async (data: { sid: string; storeCodes: string[] | null; names: string[]; verified?: string[] }, jobId = randomUUID()) => {
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMAGES_STAGED, 'DEMO', { jobId, batch: 0, verified: [], ...data }));
    const answer = (e: EventEnvelope) => e.type === EVENT_TYPES.IMAGES_MATCHED && (e.data as { jobId: string }).jobId === jobId;
    await eventually('the batch answered', () => h.events.filter(answer).length > 0);
    return parseEventOf(EVENT_TYPES.IMAGES_MATCHED, h.events.find(answer)).data;
  };
  const images = async (merchant = 'DEMO') =>
    Object.fromEntries(
      (
        await h.test.db.query<{ sid: string; product_code: string; image_name: string[]; verified_image_name: string[] }>(
          `select sid, product_code, image_name, verified_image_name from catalog.products where merchant_id = $1 order by sid, product_code`,
          [merchant],
        )
      ).map((r) => [`${r.sid}/${r.product_code}`, { imageName: r.image_name, verified: r.verified_image_name }]),
    );

  it('when a store batch arrives, then products of that store matched by code, design number or image base name get the name, once, and the answer says which matched', async () => {
    const before = await h.test.db.query<{ changed_xid: string }>(`select changed_xid::text from catalog.products where merchant_id = 'DEMO' and product_code = 'R1'`);
    const answer = await stage({ sid: 'BKK-SIAM', storeCodes: ['BKK-SIAM'], names: ['R1', 'DN-3', 'ring-2', 'NOPE'], verified: ['R1'] });
    expect(answer).toMatchObject({ batch: 0, matched: ['DN-3', 'R1', 'ring-2'], productsUpdated: 2, verified: 1 });
    expect(await images()).toEqual({
      'BKK-SIAM/R1': { imageName: ['R1'], verified: ['R1'] },
      // Matched by its image's base name: named already, so nothing to add.
      'BKK-SIAM/R2': { imageName: ['photos/ring-2.jpg'], verified: [] },
      'BKK-SIAM/R3': { imageName: ['R3', 'DN-3'], verified: [] },
      // Another store: not this batch's.
      'DXB-GOLDSOUK/D1': { imageName: [], verified: [] },
      'DXB-GOLDSOUK/แหวน-1': { imageName: [], verified: [] },
    });
    // The stock-take app syncs the change (the product's writer moved on).
    const after = await h.test.db.query<{ changed_xid: string }>(`select changed_xid::text from catalog.products where merchant_id = 'DEMO' and product_code = 'R1'`);
    expect(after[0]!.changed_xid).not.toBe(before[0]!.changed_xid);
  });

  it('when the same batch arrives again, then nothing changes and the same names match', async () => {
    const again = await stage({ sid: 'BKK-SIAM', storeCodes: ['BKK-SIAM'], names: ['R1', 'DN-3', 'ring-2', 'NOPE'], verified: ['R1'] });
    expect(again).toMatchObject({ matched: ['DN-3', 'R1', 'ring-2'], productsUpdated: 0, verified: 0 });
    expect((await images())['BKK-SIAM/R3']).toEqual({ imageName: ['R3', 'DN-3'], verified: [] });
  });

  it('when a MASTER batch arrives, then every store of the scope is matched (inactive products and Thai names too), never another merchant', async () => {
    const answer = await stage({ sid: 'MASTER', storeCodes: null, names: ['DN-1', 'แหวน-1'], verified: ['DN-1', 'แหวน-1'] });
    expect(answer).toMatchObject({ matched: ['DN-1', 'แหวน-1'], productsUpdated: 3, verified: 3 });
    const all = await images();
    expect(all['BKK-SIAM/R1']).toEqual({ imageName: ['R1', 'DN-1'], verified: ['R1', 'DN-1'] });
    expect(all['DXB-GOLDSOUK/D1']).toEqual({ imageName: ['DN-1'], verified: ['DN-1'] });
    expect(all['DXB-GOLDSOUK/แหวน-1']).toEqual({ imageName: ['แหวน-1'], verified: ['แหวน-1'] });
    expect(Object.values(await images('ACME'))).toEqual([{ imageName: [], verified: [] }]);
  });

  it('when a MASTER batch comes from a user of some stores, then only those stores are matched; a name matching nothing answers no match', async () => {
    const answer = await stage({ sid: 'MASTER', storeCodes: ['DXB-GOLDSOUK'], names: ['R3', 'D1'] });
    expect(answer).toMatchObject({ matched: ['D1'], productsUpdated: 1, verified: 0 });
    expect((await images())['DXB-GOLDSOUK/D1']).toEqual({ imageName: ['DN-1', 'D1'], verified: ['DN-1'] });
    expect(await stage({ sid: 'BKK-SIAM', storeCodes: null, names: ['ZZZ'] })).toMatchObject({ matched: [], productsUpdated: 0, verified: 0 });
  });

  it('when a batch is matched by image base names, then the partial index of products with images serves it (migration 023)', async () => {
    const undo = new Error('rolled back');
    let plan = '';
    await h.test.db
      .transaction(async (tx) => {
        // Only the image index and the primary key (the join back to the rows) remain, and no sequential scan.
        const others = await tx.query<{ name: string; constraint: string | null }>(
          `select i.relname as name, c.conname as constraint from pg_index x join pg_class i on i.oid = x.indexrelid
             left join pg_constraint c on c.conindid = x.indexrelid
            where x.indrelid = 'catalog.products'::regclass and i.relname not in ('products_image_base_idx', 'products_pkey')`,
        );
        for (const o of others) await tx.exec(o.constraint ? `alter table catalog.products drop constraint "${o.constraint}"` : `drop index catalog."${o.name}"`);
        await tx.exec('set local enable_seqscan = off');
        const explaining: Db = Object.assign(Object.create(tx) as Db, {
          query: async (text: string, params?: readonly unknown[]) => {
            plan = (await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).map((r) => r['QUERY PLAN']).join('\n');
            return [];
          },
        });
        await nameImagesOnProducts(explaining, 'DEMO', { sid: 'BKK-SIAM', storeCodes: ['BKK-SIAM'], names: ['ring-2'], verified: [] });
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on products_image_base_idx/);
    expect(await h.test.db.query(`select indexdef from pg_indexes where indexname = 'products_image_base_idx'`)).toEqual([
      { indexdef: expect.stringMatching(/WHERE \(cardinality\(image_name\) > 0\)$/) },
    ]);
  });
});
