import { EVENT_TYPES, parseEventOf, type TagEvent, type TagMappingResult } from '@hub/contracts';
import { createEvent, createServiceApp, type Db } from '@hub/service-kit';
import { eventually, testDatabaseTargets, testServiceDeps } from '@hub/service-kit/testing';
import request from 'supertest';
import { createCatalogService } from '../src';
import { insertProducts } from '../src/db/products';
import { bearer, useCatalogService } from './harness';
import { epc, product } from './support/products';

const BULK = 10_000;

/** The Db with every statement counted (transactions' statements too). */
function counted(db: Db, count: () => void): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'query' || prop === 'execute') {
        const fn = target[prop] as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          count();
          return fn.apply(target, args);
        };
      }
      if (prop === 'transaction') return <T>(fn: (tx: Db) => Promise<T>) => target.transaction((tx) => fn(counted(tx, count)));
      const value = (target as unknown as Record<string | symbol, unknown>)[prop];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe.each(testDatabaseTargets())('svc-catalog reusable tag mapping (issue 14 item 2) on %s', (target) => {
  const admin = bearer('ADMIN');
  const manager = bearer('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] });
  const h = useCatalogService(target, async (h) => {
    await insertProducts(h.test.db, 'DEMO', [
      product('BKK-SIAM', 'A1'),
      product('BKK-SIAM', 'A2'),
      product('BKK-SIAM', 'A3', epc(3)),
      product('BKK-SIAM', 'A4'),
      product('BKK-SIAM', 'M1'),
      product('BKK-SIAM', 'S1'),
      product('BKK-SIAM', 'S2'),
      product('CNX-NIMMAN', 'C1', epc(0xc1)),
      product('CNX-NIMMAN', 'A1'),
    ]);
    await insertProducts(h.test.db, 'ACME', [product('ACME-DXB-MALL', 'Z1', epc(0x21))]);
  });

  const map = (sid: string, body: object, auth = admin) => request(h.app).post(`/merchant/products/tag-mapping?sid=${sid}`).set('Authorization', auth).send(body);
  const unmap = (epcs: string[], auth = admin) => request(h.app).post('/merchant/products/tag-mapping/unmap').set('Authorization', auth).send({ epcs });
  const lookup = async (value: string, auth = admin) => request(h.app).get('/merchant/products/tag-mapping/tag').query({ epc: value }).set('Authorization', auth);
  const productTags = (sid: string, productCode: string, auth = admin) =>
    request(h.app).get('/merchant/products/tag-mapping/product').query({ sid, productCode }).set('Authorization', auth);
  const saveRfid = (config: object) => request(h.app).post('/merchant/config/rfid').set('Authorization', admin).send(config);
  const kinds = (history: TagEvent[]) => history.map((e) => [e.kind, e.product?.productCode ?? null, e.from?.productCode ?? null]);

  /** Everything of DEMO tag mapping may change, for "nothing changed" checks. */
  const snapshot = async () => ({
    products: await h.test.db.query(`select sid, product_code, rfid_tag, is_mapped, updated_at from catalog.products where merchant_id = 'DEMO' order by 1, 2`),
    extra: await h.test.db.query(`select epc, product_id, mapped_at from catalog.product_tags where merchant_id = 'DEMO' order by 1`),
    history: await h.test.db.query(`select count(*)::int as n from catalog.tag_events where merchant_id = 'DEMO'`),
  });

  it('When a tag is typed for a product (as a reader types it, any case), then it is the product\'s tag with MAPPED in its history and the audit trail records it', async () => {
    const res = await map('BKK-SIAM', { productCode: 'A1', epcs: [` ${epc(1).toLowerCase()} `] });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('TM000');
    expect(res.body.data).toEqual({ mapped: 1, moved: 0, unmapped: 0, unchanged: 0, products: [{ sid: 'BKK-SIAM', productCode: 'A1', tags: [{ epc: epc(1), primary: true }] }] } satisfies TagMappingResult);
    const [row] = await h.test.db.query<{ rfid_tag: string; is_mapped: boolean }>(`select rfid_tag, is_mapped from catalog.products where product_code = 'A1' and sid = 'BKK-SIAM'`);
    expect(row).toEqual({ rfid_tag: epc(1), is_mapped: true });
    expect(kinds((await lookup(epc(1))).body.data.history)).toEqual([['MAPPED', 'A1', null]]);
    const audit = h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY).map((e) => e.data as { action: string; storeCode?: string; details: Record<string, unknown> });
    expect(audit.at(-1)).toMatchObject({ action: 'tag.mapped', storeCode: 'BKK-SIAM', details: { sid: 'BKK-SIAM', mapped: 1, productCodes: ['A1'] } });
  });

  it('When a product carries one tag and another is mapped to it, then the old tag is unmapped, with history on both tags', async () => {
    const res = await map('BKK-SIAM', { productCode: 'A1', epcs: [epc(2)] });
    expect(res.body.data).toMatchObject({ mapped: 1, unmapped: 1 });
    expect((await productTags('BKK-SIAM', 'A1')).body.data.tags).toEqual([{ epc: epc(2), primary: true }]);
    expect(kinds((await lookup(epc(1))).body.data.history)).toEqual([
      ['UNMAPPED', 'A1', null],
      ['MAPPED', 'A1', null],
    ]);
    expect((await lookup(epc(1))).body.data.product).toBeNull();
  });

  it('When the tag is mapped to its product again, then nothing changes', async () => {
    const before = await snapshot();
    expect((await map('BKK-SIAM', { productCode: 'A1', epcs: [epc(2)] })).body.data).toMatchObject({ mapped: 0, unchanged: 1, products: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('When a tag another product holds is mapped, then TM100 names that product and nothing changes; confirmed as a move, it moves with history on both', async () => {
    const before = await snapshot();
    const refused = await map('BKK-SIAM', { productCode: 'A2', epcs: [epc(3)] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TM100', message: 'This tag is already mapped to another product', details: { count: 1, tags: [{ epc: epc(3), productCode: 'A3', sid: 'BKK-SIAM' }] } });
    expect(await snapshot()).toEqual(before);

    const moved = await map('BKK-SIAM', { productCode: 'A2', epcs: [epc(3)], move: true });
    expect(moved.body.data).toMatchObject({ mapped: 0, moved: 1 });
    expect((await lookup(epc(3))).body.data.product).toMatchObject({ productCode: 'A2', sid: 'BKK-SIAM', designNumber: 'D-A2' });
    expect((await productTags('BKK-SIAM', 'A3')).body.data).toMatchObject({ tags: [], history: [{ kind: 'MOVED', product: { productCode: 'A2' }, from: { productCode: 'A3' } }] });
    expect((await productTags('BKK-SIAM', 'A2')).body.data).toMatchObject({ tags: [{ epc: epc(3), primary: true }], history: [{ kind: 'MOVED' }] });
    const [a3] = await h.test.db.query<{ rfid_tag: string | null; is_mapped: boolean }>(`select rfid_tag, is_mapped from catalog.products where product_code = 'A3'`);
    expect(a3).toEqual({ rfid_tag: null, is_mapped: false });
  });

  it('When a tag is unmapped and mapped to another product, then its history holds its whole life across the reuse', async () => {
    expect((await unmap([epc(2)])).body).toMatchObject({ code: 'TM001', data: { unmapped: 1, products: [{ productCode: 'A1', tags: [] }] } });
    expect((await map('BKK-SIAM', { productCode: 'A4', epcs: [epc(2)] })).body.data.mapped).toBe(1);
    const { body } = await lookup(epc(2).toLowerCase());
    expect(body.data.epc).toBe(epc(2));
    expect(kinds(body.data.history)).toEqual([
      ['MAPPED', 'A4', null],
      ['UNMAPPED', 'A1', null],
      ['MAPPED', 'A1', null],
    ]);
    // The product's own view keeps the tags it carried before.
    expect(kinds((await productTags('BKK-SIAM', 'A1')).body.data.history)).toEqual([
      ['UNMAPPED', 'A1', null],
      ['MAPPED', 'A1', null],
      ['UNMAPPED', 'A1', null],
      ['MAPPED', 'A1', null],
    ]);
  });

  it.each([
    ['an EPC of the wrong length', 'BKK-SIAM', { productCode: 'A1', epcs: [epc(50), 'E2801170'] }, 400, 'TM101'],
    ['an EPC that is not hex', 'BKK-SIAM', { productCode: 'A1', epcs: ['E28011700000020A1B2C3D4G'] }, 400, 'TM101'],
    ['one tag for two products', 'BKK-SIAM', { epcs: [], pairs: [[epc(51), 'A1'], [epc(51), 'A2']] }, 400, 'TM103'],
    ['two new tags for a product that carries one', 'BKK-SIAM', { productCode: 'M1', epcs: [epc(52), epc(53)] }, 400, 'TM104'],
    ['an unknown product', 'BKK-SIAM', { epcs: [], pairs: [[epc(54), 'A1'], [epc(55), 'NOPE']] }, 404, 'PD100'],
    ['the MASTER store', 'MASTER', { productCode: 'A1', epcs: [epc(56)] }, 400, 'TM107'],
    ['bare EPCs without a product', 'BKK-SIAM', { epcs: [epc(57)] }, 400, 'IP100'],
    ['no tag at all', 'BKK-SIAM', { productCode: 'A1' }, 400, 'IP100'],
    ['a tag held elsewhere, among good ones', 'BKK-SIAM', { epcs: [], pairs: [[epc(58), 'S1'], [epc(0xc1), 'S2']] }, 409, 'TM100'],
  ])('When the request has %s, then it is refused with its code and nothing changes', async (_label, sid, body, status, code) => {
    const before = await snapshot();
    const res = await map(sid, body);
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect(await snapshot()).toEqual(before);
  });

  it('When a refusal lists problems, then it names each: the bad lines by index, the unknown products', async () => {
    expect((await map('BKK-SIAM', { productCode: 'A1', epcs: [epc(60), 'E2801170', 'xyz'] })).body.details).toEqual({
      count: 2,
      tags: [
        { index: 1, value: 'E2801170', problem: 'length' },
        { index: 2, value: 'xyz', problem: 'characters' },
      ],
    });
    expect((await map('BKK-SIAM', { epcs: [], pairs: [[epc(61), 'NOPE'], [epc(62), 'NADA']] })).body.details).toEqual({ count: 2, productCodes: ['NOPE', 'NADA'] });
  });

  it('When more than 20,000 tags come in one request, then TM102 and nothing changes', async () => {
    const before = await snapshot();
    const res = await map('BKK-SIAM', { productCode: 'A1', epcs: Array.from({ length: 20_001 }, (_, i) => epc(100_000 + i)) });
    expect([res.status, res.body.code, res.body.details]).toEqual([413, 'TM102', { max: 20_000 }]);
    expect((await unmap(Array.from({ length: 20_001 }, () => 'x'))).body.code).toBe('TM102');
    expect(await snapshot()).toEqual(before);
  });

  it('When a tag nobody holds is unmapped, then TM105 and nothing changes (not even the other tags of the request)', async () => {
    const before = await snapshot();
    const res = await unmap([epc(3), epc(999)]);
    expect([res.status, res.body.code, res.body.details]).toEqual([404, 'TM105', { count: 1, epcs: [epc(999)] }]);
    expect(await snapshot()).toEqual(before);
  });

  it('When multiple tags are on, then a product carries several (primary first), unmapping the primary promotes the next, and a count sees the product through any of them', async () => {
    expect((await saveRfid({ multipleTags: true, encoding: 'HEX', length: 24 })).body.code).toBe('CR000');
    expect((await map('BKK-SIAM', { productCode: 'M1', epcs: [epc(70), epc(71), epc(72)] })).body.data).toMatchObject({ mapped: 3, unmapped: 0 });
    expect((await productTags('BKK-SIAM', 'M1')).body.data.tags).toEqual([
      { epc: epc(70), primary: true },
      { epc: epc(71), primary: false },
      { epc: epc(72), primary: false },
    ]);
    // An extra tag is unique in the merchant like a primary one.
    expect((await map('BKK-SIAM', { productCode: 'A1', epcs: [epc(72)] })).body).toMatchObject({ code: 'TM100', details: { tags: [{ epc: epc(72), productCode: 'M1' }] } });
    expect((await lookup(epc(71))).body.data.product).toMatchObject({ productCode: 'M1' });

    // A count that read only M1's third tag counts M1 (once, not missing); the tag's history has the sighting.
    const readsKey = 'stocktake/DEMO/tag-count/reads-v1.json';
    await h.deps.storage!.put(readsKey, [JSON.stringify([epc(72), epc(2)])]);
    const key = '7b0d1f00-0000-4000-8000-0000000000aa';
    await h.deps.bus.publish(
      createEvent(EVENT_TYPES.STOCKTAKE_COUNT_CHANGED, 'DEMO', { stocktakeKey: key, stocktakeId: 'ST-TAGS', sid: 'BKK-SIAM', filters: {}, status: 'Submitted', version: 1, readsKey, day: '2026-11-26' }),
    );
    await eventually('count reconciled', () => h.events.some((e) => e.type === EVENT_TYPES.STOCKTAKE_RECONCILED && (e.data as { stocktakeKey: string }).stocktakeKey === key));
    const reconciled = parseEventOf(EVENT_TYPES.STOCKTAKE_RECONCILED, h.events.find((e) => e.type === EVENT_TYPES.STOCKTAKE_RECONCILED && (e.data as { stocktakeKey: string }).stocktakeKey === key));
    // Tagged products of BKK-SIAM now: A2 (epc 3), A4 (epc 2), M1; read: M1 and A4.
    expect(reconciled.data.summary).toMatchObject({ expected: 3, counted: 2, missing: 1, unknown: 0 });
    expect((await lookup(epc(72))).body.data.history.find((e: TagEvent) => e.kind === 'SEEN_IN_STOCKTAKE')).toMatchObject({ kind: 'SEEN_IN_STOCKTAKE', product: { productCode: 'M1' }, details: { stocktakeId: 'ST-TAGS', countSid: 'BKK-SIAM', result: 'counted' } });

    const unmapped = await unmap([epc(70)]);
    expect(unmapped.body.data.products).toEqual([
      {
        sid: 'BKK-SIAM',
        productCode: 'M1',
        tags: [
          { epc: epc(71), primary: true },
          { epc: epc(72), primary: false },
        ],
      },
    ]);
    const [m1] = await h.test.db.query<{ rfid_tag: string }>(`select rfid_tag from catalog.products where product_code = 'M1'`);
    expect(m1!.rfid_tag).toBe(epc(71));

    // Turning multiple tags off is refused while M1 carries two (CR102).
    expect((await saveRfid({ multipleTags: false, encoding: 'HEX', length: 24 })).body.code).toBe('CR102');
    expect((await unmap([epc(72)])).body.code).toBe('TM001');
    expect((await saveRfid({ multipleTags: false, encoding: 'HEX', length: 24 })).body.code).toBe('CR000');
  });

  it('When a store-bound user maps, then only products of their stores: another store is UAC108, and so is moving a tag away from it', async () => {
    const before = await snapshot();
    expect((await map('CNX-NIMMAN', { productCode: 'A1', epcs: [epc(80)] }, manager)).body.code).toBe('UAC108');
    const move = await map('BKK-SIAM', { productCode: 'S1', epcs: [epc(0xc1)], move: true }, manager);
    expect([move.status, move.body.code]).toEqual([403, 'UAC108']);
    expect((await unmap([epc(0xc1)], manager)).body.code).toBe('UAC108');
    expect((await productTags('CNX-NIMMAN', 'C1', manager)).body.code).toBe('UAC108');
    expect(await snapshot()).toEqual(before);
    // Its own store works, and a tag's history shows only entries of its stores.
    expect((await map('BKK-SIAM', { productCode: 'S1', epcs: [epc(81)] }, manager)).body.code).toBe('TM000');
    await map('CNX-NIMMAN', { productCode: 'A1', epcs: [epc(82)] });
    await map('BKK-SIAM', { productCode: 'S2', epcs: [epc(82)], move: true });
    expect(kinds((await lookup(epc(82), manager)).body.data.history)).toEqual([['MOVED', 'S2', 'A1']]);
    await unmap([epc(82)]);
    expect(kinds((await lookup(epc(82), manager)).body.data.history)).toEqual([
      ['UNMAPPED', 'S2', null],
      ['MOVED', 'S2', 'A1'],
    ]);
    expect(kinds((await lookup(epc(82))).body.data.history)).toHaveLength(3);
  });

  it('When another merchant, or a role without tag mapping, calls, then DEMO\'s tags are out of reach', async () => {
    const before = await snapshot();
    const acme = bearer('ADMIN', 'ACME');
    expect((await map('BKK-SIAM', { productCode: 'A2', epcs: [epc(90)] }, acme)).body.code).toBe('PD100');
    expect((await unmap([epc(3)], acme)).body.code).toBe('TM105');
    expect((await lookup(epc(3), acme)).body.data).toEqual({ epc: epc(3), product: null, history: [] });
    expect((await productTags('BKK-SIAM', 'A2', acme)).body.code).toBe('PD100');
    const user = bearer('USER', 'DEMO', { stores: ['BKK-SIAM'] });
    expect((await map('BKK-SIAM', { productCode: 'A2', epcs: [epc(91)] }, user)).body.code).toBe('UAC114');
    expect((await lookup(epc(3), user)).body.code).toBe('UAC114');
    // ACME maps its own tag that DEMO also uses: the EPC is unique per merchant, not across merchants.
    expect((await map('ACME-DXB-MALL', { productCode: 'Z1', epcs: [epc(3)] }, acme)).body.data.mapped).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect((await lookup(epc(3))).body.data.product).toMatchObject({ productCode: 'A2' });
    expect((await lookup(epc(3), acme)).body.data.product).toMatchObject({ productCode: 'Z1' });
  });

  it('When tag mapping is turned off in the global config, then mapping is TM106', async () => {
    await request(h.app).post('/merchant/config/global').set('Authorization', admin).send({ allowTagMapping: false });
    const before = await snapshot();
    expect((await map('BKK-SIAM', { productCode: 'A1', epcs: [epc(95)] })).body.code).toBe('TM106');
    expect((await unmap([epc(3)])).body.code).toBe('TM106');
    expect(await snapshot()).toEqual(before);
    await request(h.app).post('/merchant/config/global').set('Authorization', admin).send({ allowTagMapping: true });
  });

  it('When the RFID config is ASCII, then typed text is stored as the hex of its bytes and found again by its text', async () => {
    expect((await saveRfid({ multipleTags: false, encoding: 'ASCII', length: 12 })).body.code).toBe('CR000');
    const res = await map('BKK-SIAM', { productCode: 'A1', epcs: ['RG000123'] });
    expect(res.body.data.products[0].tags).toEqual([{ epc: '5247303030313233', primary: true }]);
    expect((await lookup('RG000123')).body.data).toMatchObject({ epc: '5247303030313233', product: { productCode: 'A1' } });
    expect((await map('BKK-SIAM', { productCode: 'A1', epcs: ['RG0001230000X'] })).body.code).toBe('TM101');
    expect((await saveRfid({ multipleTags: false, encoding: 'HEX', length: 24 })).body.code).toBe('CR000');
  });

  it(`When ${BULK.toLocaleString('en')} "EPC,productCode" lines are pasted, then each product gets its tag in a handful of statements, with its history`, async () => {
    const codes = Array.from({ length: BULK }, (_, i) => `BULK-${String(i).padStart(5, '0')}`);
    await insertProducts(h.test.db, 'DEMO', codes.map((code) => product('BKK-SIAM', code)), 1000);
    let statements = 0;
    const deps = testServiceDeps(counted(h.test.db, () => void (statements += 1)), { storage: h.deps.storage });
    const service = createCatalogService(deps);
    try {
      const app = createServiceApp([service]);
      const pairs = codes.map((code, i) => [epc(1_000_000 + i), code]);
      const res = await request(app).post('/merchant/products/tag-mapping?sid=BKK-SIAM').set('Authorization', admin).send({ pairs });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ mapped: BULK, moved: 0, unmapped: 0, unchanged: 0 });
      expect(statements).toBeLessThanOrEqual(15);
    } finally {
      await service.stop();
    }
    const [check] = await h.test.db.query<{ tagged: number; right: number; events: number }>(
      `select count(*) filter (where rfid_tag is not null)::int as tagged,
              count(*) filter (where rfid_tag = 'E280' || lpad(upper(to_hex(1000000 + substr(product_code, 6)::int)), 20, '0'))::int as right,
              (select count(*)::int from catalog.tag_events where merchant_id = 'DEMO' and kind = 'MAPPED' and product_code like 'BULK-%') as events
         from catalog.products where merchant_id = 'DEMO' and product_code like 'BULK-%'`,
    );
    expect(check).toEqual({ tagged: BULK, right: BULK, events: BULK });
  }, 120_000);
});
