import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, MESSAGES_TH, apiKeyPermissions, type StocktakeLine } from '@hub/contracts';
import { createEvent, describeAccess, generateApiKey } from '@hub/service-kit';
import { eventually, expectNoStackTrace, publishedSoFar, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createStocktakeService } from '../src';

const REPORT_CONFIG = { itemFields: ['productCode', 'karat', 'netWeight'], likelyMissingAfter: 2 };

const data = (over: Record<string, unknown> = {}) => ({
  stocktakeId: 'ST-100',
  sid: 'BKK-SIAM',
  deviceUdid: 'UDID-A',
  tabletId: 'TAB-A',
  startTime: '2026-11-26T02:00:00Z',
  filters: { itemType: 'All' },
  userName: 'somchai',
  counts: { scanned: 3 },
  items: ['E2000001', 'E2000002', 'e2000003'],
  ...over,
});

describe.each(testDatabaseTargets())('svc-stocktake counts from tablets on %s', (target) => {
  const h = useService(target, createStocktakeService, {
    setup: async (h) => {
      for (const [merchant, code, tz] of [
        ['DEMO', 'BKK-SIAM', 'Asia/Bangkok'],
        ['DEMO', 'DXB-GOLDSOUK', 'Asia/Dubai'],
        ['ACME', 'ACME-DXB-MALL', 'Asia/Dubai'],
      ] as const) {
        await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, merchant, { code, name: `${code} store`, tz, location: { lat: 13.7, lng: 100.5 }, revision: 1 }));
      }
      await eventually('the store replicas', async () => (await h.test.db.query('select 1 from stocktake.store_replicas')).length === 3);
    },
  });
  const adminClaims = testClaims('ADMIN', 'DEMO');
  const admin = `Bearer ${signTestToken(adminClaims)}`;
  const save = (body: unknown, key?: string, auth = admin) => {
    const req = request(h.app).post('/merchant/stocktake').set('Authorization', auth);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body as object);
  };
  /** A tablet app's API key (STOCK_TAKE_SUBMIT) of the merchant, once the service's replica holds it. */
  const apiKey = async (merchant: string) => {
    const issued = generateApiKey();
    const id = randomUUID();
    const operations = ['STOCK_TAKE_SUBMIT'];
    await h.deps.bus.publish(createEvent(EVENT_TYPES.API_KEY_CREATED, merchant, { id, keyHash: issued.hash, operations, permissions: apiKeyPermissions(operations), status: 'ACTIVE', revision: 1 }));
    await eventually('the API key replica', async () => (await h.test.db.query('select 1 from stocktake.api_key_replicas where id = $1', [id])).length === 1);
    return { key: issued.key, id };
  };
  const licence = (merchant: string, quantity: number, start = '2026-01-01', end: string | null = '2099-12-31') =>
    h.test.db.query(`insert into stocktake.licences (merchant_id, type, hardware_type, quantity, start_date, end_date) values ($1, 'SUBSCRIPTION', 'TABLET', $2, $3, $4)`, [merchant, quantity, start, end]);
  const changed = () => h.events.filter((e) => e.type === EVENT_TYPES.STOCKTAKE_COUNT_CHANGED);
  /** The save answers before its events are relayed: wait until everything committed so far is published. */
  const published = () => publishedSoFar(h.service.eventing, h.deps.bus);

  it('when the report config is missing, then the save is 409 STR113 and nothing is written', async () => {
    const res = await save({ data: data() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'error', code: 'STR113' });
    expectNoStackTrace(res.body);
    expect(await h.test.db.query('select 1 from stocktake.stocktakes')).toHaveLength(0);
  });

  it('when the report config is saved, then it reads back with who saved it', async () => {
    const put = await request(h.app).put('/merchant/stocktake/report-config').set('Authorization', admin).send(REPORT_CONFIG);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ code: 'RPC000', data: { config: REPORT_CONFIG } });
    const got = await request(h.app).get('/merchant/stocktake/report-config').set('Authorization', admin);
    expect(got.body).toMatchObject({ code: 'RPC001', data: { config: REPORT_CONFIG } });
    const bad = await request(h.app).put('/merchant/stocktake/report-config').set('Authorization', admin).send({ itemFields: [] });
    expect(bad.status).toBe(400);
  });

  it('when the merchant holds no licence in force, then the tablet is refused with 403 STR115', async () => {
    await licence('DEMO', 5, '2020-01-01', '2020-12-31');
    const res = await save({ data: data() });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STR115');
  });

  it.each([
    [{}, 'STR100'],
    [{ data: data({ stocktakeId: '' }) }, 'STR101'],
    [{ data: data({ filters: undefined }) }, 'STR102'],
    [{ data: data({ userName: undefined }) }, 'STR103'],
    [{ data: data({ deviceUdid: undefined }) }, 'STR104'],
    [{ data: data({ tabletId: undefined }) }, 'STR105'],
    [{ data: data({ startTime: undefined }) }, 'STR106'],
    [{ data: data({ counts: undefined }) }, 'STR107'],
    [{ data: data({ items: undefined }) }, 'STR108'],
    [{ data: data({ startTime: 'soon' }) }, 'STR110'],
    [{ data: data({ sid: 'MASTER' }) }, 'STR118'],
    [{ data: data({ sid: 'NOWHERE' }) }, 'STR118'],
  ])('when the body is %j, then 400 %s in the caller\'s language and nothing is written', async (body, code) => {
    const res = await save(body).set('Accept-Language', 'th');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expectNoStackTrace(res.body);
    expect(await h.test.db.query('select 1 from stocktake.stocktakes')).toHaveLength(0);
  });

  it('when a licensed tablet saves a new count, then 201 STR000, the tablet is enrolled and the reads go to the catalogue by claim check', async () => {
    await licence('DEMO', 2);
    const res = await save({ data: data() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 'success',
      code: 'STR000',
      message: 'Stock-take saved successfully',
      data: { stocktakeId: 'ST-100', sid: 'BKK-SIAM', status: 'Draft', readCount: 3, newReads: 3, tablets: ['TAB-A'] },
    });
    await published();
    const [event] = changed();
    expect(event).toMatchObject({ merchantId: 'DEMO', data: { stocktakeId: 'ST-100', sid: 'BKK-SIAM', status: 'Draft', version: 1, filters: {}, day: '2026-11-26' } });
    const reads = await h.deps.storage!.read((event!.data as { readsKey: string }).readsKey);
    let text = '';
    for await (const chunk of reads) text += String(chunk);
    expect(JSON.parse(text)).toEqual(['E2000001', 'E2000002', 'E2000003']);
    expect(await h.test.db.query(`select tablet_id from stocktake.tablets where merchant_id = 'DEMO'`)).toEqual([{ tablet_id: 'TAB-A' }]);
  });

  it('when the same id is sent again without the update flag, then 409 STR111; an update of an unknown id is 404 STR112', async () => {
    expect((await save({ data: data() })).body.code).toBe('STR111');
    const unknown = await save({ data: data({ stocktakeId: 'ST-404' }), update: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('STR112');
  });

  it('when three tablets count together with overlapping reads and one sends a late batch, then every tag counts once', async () => {
    const b = await save({ data: data({ tabletId: 'TAB-B', deviceUdid: 'UDID-B', items: ['E2000003', 'E2000004', 'E2000005'] }), update: true });
    expect(b.body).toMatchObject({ code: 'STR001', data: { readCount: 5, newReads: 2, tablets: ['TAB-A', 'TAB-B'] } });
    // A third tablet is beyond the two licensed ones.
    const c = await save({ data: data({ tabletId: 'TAB-C', deviceUdid: 'UDID-C', items: ['E2000001'] }), update: true });
    expect(c.status).toBe(403);
    expect(c.body.code).toBe('STR114');
    await licence('DEMO', 1);
    const c2 = await save({ data: data({ tabletId: 'TAB-C', deviceUdid: 'UDID-C', items: ['E2000001', 'E2000006'] }), update: true });
    expect(c2.body).toMatchObject({ code: 'STR001', data: { readCount: 6, newReads: 1, tablets: ['TAB-A', 'TAB-B', 'TAB-C'] } });
    // Tablet A was offline: its late batch repeats two tags and brings one new, and submits.
    const late = await save({ data: data({ items: ['E2000002', 'E2000004', 'E2000007'], status: 'Submitted' }), update: true });
    expect(late.body).toMatchObject({ code: 'STR001', data: { readCount: 7, newReads: 1, status: 'Submitted' } });
    const [row] = await h.test.db.query<{ n: string }>(`select count(*) as n from stocktake.stocktake_reads`);
    expect(Number(row!.n)).toBe(7);
    await published();
    expect(changed().map((e) => (e.data as { version: number }).version)).toEqual([1, 2, 3, 4]);
  });

  it('when a tablet retries with the same idempotency key, then it gets the first answer and nothing is written twice', async () => {
    const body = { data: data({ stocktakeId: 'ST-200', items: ['E3000001', 'E3000002'] }) };
    const first = await save(body, 'key-200');
    expect(first.status).toBe(201);
    await published();
    const before = changed().length;
    const again = await save(body, 'key-200');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The replay's message is in the retry's language (issue 29 item 5).
    const inThai = await request(h.app).post('/merchant/stocktake').set('Authorization', admin).set('Idempotency-Key', 'key-200').set('Accept-Language', 'th').send(body);
    expect(inThai.body).toEqual({ ...first.body, message: MESSAGES_TH.STR000 });
    await published();
    expect(changed()).toHaveLength(before);
    const concurrent = await Promise.all([1, 2, 3].map(() => save({ data: data({ stocktakeId: 'ST-201' }) }, 'key-201')));
    expect(concurrent.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(concurrent.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await h.test.db.query(`select 1 from stocktake.stocktakes where stocktake_id = 'ST-201'`)).toHaveLength(1);
    const other = await save({ data: data({ stocktakeId: 'ST-202' }) }, 'key-200');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('STR117');
  });

  it('when a key is replayed by a store-bound caller outside its store, then 403 UAC108 as the request itself, never the stored answer (issue 25 item 5a)', async () => {
    const body = { data: data({ stocktakeId: 'ST-300', items: ['E4000001'] }) };
    expect((await save(body, 'key-300')).status).toBe(201);
    const dubai = `Bearer ${signTestToken(testClaims('STORE_USER', 'DEMO', { stores: ['DXB-GOLDSOUK'] }))}`;
    for (const replayed of [await save(body, 'key-300', dubai), await save({ data: data({ stocktakeId: 'ST-300', sid: 'DXB-GOLDSOUK' }) }, 'key-300', dubai)]) {
      expect(replayed.status).toBe(403);
      expect(replayed.body).toMatchObject({ status: 'error', code: 'UAC108' });
      expect(replayed.body.data).toBeUndefined();
      expect(replayed.headers['idempotent-replayed']).toBeUndefined();
    }
    const bangkok = `Bearer ${signTestToken(testClaims('STORE_USER', 'DEMO', { stores: ['BKK-SIAM'] }))}`;
    const own = await save(body, 'key-300', bangkok);
    expect(own.status).toBe(201);
    expect(own.headers['idempotent-replayed']).toBe('true');
  });

  it("when an API key replays a key, then only its own merchant's key answers: DEMO's key gets the first answer, ACME's never DEMO's (issue 25 item 5a)", async () => {
    const body = { data: data({ stocktakeId: 'ST-301', items: ['E4000002'] }) };
    const first = await save(body, 'key-301');
    expect(first.status).toBe(201);
    const demo = await apiKey('DEMO');
    const byDemo = await request(h.app).post('/merchant/stocktake').set('X-API-Key', demo.key).set('Idempotency-Key', 'key-301').send(body);
    expect(byDemo.status).toBe(201);
    expect(byDemo.body).toEqual(first.body);
    expect(byDemo.headers['idempotent-replayed']).toBe('true');
    const acme = await apiKey('ACME');
    const byAcme = await request(h.app).post('/merchant/stocktake').set('X-API-Key', acme.key).set('Idempotency-Key', 'key-301').send(body);
    expect(byAcme.status).toBe(400);
    expect(byAcme.body).toMatchObject({ status: 'error', code: 'STR118' });
    expect(byAcme.headers['idempotent-replayed']).toBeUndefined();
  });

  it('when a user or an API key saves a count, then the audit entry names that actor, and the name the tablet typed is only a detail (issue 25 item 5b)', async () => {
    const audits = (stocktakeId: string) =>
      h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY && (e.data as { details: { stocktakeId?: string } }).details.stocktakeId === stocktakeId).map((e) => e.data);
    expect((await save({ data: data({ stocktakeId: 'ST-302', userName: 'admin' }) })).status).toBe(201);
    const key = await apiKey('DEMO');
    const byKey = await request(h.app).post('/merchant/stocktake').set('X-API-Key', key.key).send({ data: data({ stocktakeId: 'ST-302', userName: 'admin', items: ['E5000001'] }), update: true });
    expect(byKey.status).toBe(200);
    await published();
    expect(audits('ST-302')).toEqual([
      expect.objectContaining({ service: 'svc-stocktake', action: 'stocktake.saved', userId: adminClaims.sub, details: expect.objectContaining({ actor: 'user', tabletUserName: 'admin' }) }),
      expect.objectContaining({ action: 'stocktake.updated', userId: key.id, details: expect.objectContaining({ actor: 'api-key', apiKeyId: key.id, tabletUserName: 'admin' }) }),
    ]);
  });

  it('when the catalogue answers with the reconciled lines, then the report shows them with count confidence and the submitted event goes out once', async () => {
    const key = (await h.test.db.query<{ id: string; version: number }>(`select id, version from stocktake.stocktakes where stocktake_id = 'ST-100'`))[0]!;
    const lines: StocktakeLine[] = [
      { kind: 'counted', rfidTag: 'E2000001', productCode: 'P1', sid: 'BKK-SIAM', designNumber: null, itemType: 'Ring', karat: '18K', weight: 3, value: 7200, currency: 'THB', confidence: null },
      { kind: 'missing', rfidTag: 'E2000009', productCode: 'P9', sid: 'BKK-SIAM', designNumber: null, itemType: 'Ring', karat: '18K', weight: 2.5, value: 6000, currency: 'THB', confidence: null },
      { kind: 'unknown', rfidTag: 'E2000007', productCode: null, sid: null, designNumber: null, itemType: null, karat: null, weight: null, value: null, currency: null, confidence: null },
      // A necklace of the store read in a count of rings (issue 28 item 5): its own kind, not counted.
      { kind: 'outOfScope', rfidTag: 'E2000008', productCode: 'N8', sid: 'BKK-SIAM', designNumber: null, itemType: 'Necklace', karat: null, weight: null, value: null, currency: null, confidence: null },
    ];
    const summary = { expected: 2, counted: 1, missing: 1, misplaced: 0, unknown: 1, outOfScope: 1, missingWeight: 2.5, missingValue: 6000, currency: 'THB', missingByKarat: [{ karat: '18K', count: 1, weight: 2.5, value: 6000, currency: 'THB' }], likelyMissing: 0 };
    const resultKey = `stocktake/DEMO/${key.id}/lines-v${key.version}.json`;
    await h.deps.storage!.put(resultKey, [JSON.stringify(lines)]);
    await h.deps.bus.publish(createEvent(EVENT_TYPES.STOCKTAKE_RECONCILED, 'DEMO', { stocktakeKey: key.id, version: key.version, resultKey, summary }));
    await eventually('the submitted event', () => h.events.filter((e) => e.type === EVENT_TYPES.STOCKTAKE_SUBMITTED).length === 1);
    const report = await request(h.app).get('/merchant/stocktake/reports/ST-100').set('Authorization', admin);
    expect(report.body).toMatchObject({
      code: 'STR003',
      data: { stocktakeId: 'ST-100', storeName: 'BKK-SIAM store', status: 'Submitted', readCount: 7, reconciled: true, missingCount: 1, summary: { ...summary, likelyMissing: 0 } },
    });
    const missing = await request(h.app).get('/merchant/stocktake/reports/ST-100/items?kind=missing').set('Authorization', admin);
    expect(missing.body).toMatchObject({ code: 'STR004', data: { total: 1, rows: [{ productCode: 'P9', weight: 2.5, value: 6000, confidence: 'POSSIBLE_READ_MISS' }] } });
    const outOfScope = await request(h.app).get('/merchant/stocktake/reports/ST-100/items?kind=outOfScope').set('Authorization', admin);
    expect(outOfScope.body).toMatchObject({ code: 'STR004', data: { total: 1, rows: [{ kind: 'outOfScope', productCode: 'N8', itemType: 'Necklace' }] } });
    const csv = await request(h.app).get('/merchant/stocktake/reports/ST-100/items.csv?kind=missing').set('Authorization', admin);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toBe('\uFEFFkind,rfidTag,productCode,sid,designNumber,itemType,karat,weight,value,currency,confidence\r\nmissing,E2000009,P9,BKK-SIAM,,Ring,18K,2.5,6000,THB,POSSIBLE_READ_MISS\r\n');
    // The same answer again (a redelivery, an older version) changes nothing.
    await h.deps.bus.publish(createEvent(EVENT_TYPES.STOCKTAKE_RECONCILED, 'DEMO', { stocktakeKey: key.id, version: key.version - 1, resultKey, summary }));
    expect(h.events.filter((e) => e.type === EVENT_TYPES.STOCKTAKE_SUBMITTED)).toHaveLength(1);
  });

  // On PGlite every transaction has the one connection, so a save waits for any other transaction anyway.
  (target.name === 'postgres' ? it : it.skip)('when a count\'s reconciled lines are being written, then the tablet\'s next save of the count goes through meanwhile', async () => {
    expect((await save({ data: data({ stocktakeId: 'ST-400', status: 'Draft' }) })).status).toBe(201);
    const key = (await h.test.db.query<{ id: string; version: number }>(`select id, version from stocktake.stocktakes where stocktake_id = 'ST-400'`))[0]!;
    const resultKey = `stocktake/DEMO/${key.id}/lines-v${key.version}.json`;
    await h.deps.storage!.put(resultKey, ['[]']);
    // The lines' file is read inside the apply's transaction: it answers only when let go.
    const storage = h.deps.storage!;
    const read = storage.read.bind(storage);
    let reading!: () => void;
    const reached = new Promise<void>((resolve) => (reading = resolve));
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    storage.read = async (k: string) => {
      if (k === resultKey) {
        reading();
        await held;
      }
      return read(k);
    };
    try {
      const summary = { expected: 0, counted: 0, missing: 0, misplaced: 0, unknown: 0, outOfScope: 0, missingWeight: 0, missingValue: null, currency: null, missingByKarat: [], likelyMissing: 0 };
      const applying = h.deps.bus.publish(createEvent(EVENT_TYPES.STOCKTAKE_RECONCILED, 'DEMO', { stocktakeKey: key.id, version: key.version, resultKey, summary }));
      await reached;
      const next = save({ data: data({ stocktakeId: 'ST-400', status: 'Draft', items: ['E5000400'] }), update: true }).then((r) => r.status);
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([next, new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting after 5 s'), 5_000)))]);
      clearTimeout(timer);
      expect(answer).toBe(200);
      letGo();
      await applying;
      await eventually('the lines noted', async () => (await h.test.db.query<{ v: number }>(`select reconciled_version as v from stocktake.stocktakes where id = $1`, [key.id]))[0]?.v === key.version);
    } finally {
      letGo();
      storage.read = read;
    }
  });

  it('when the tablet is registered under a name, then the report shows that name beside the user name the tablet sent (issue 25 item 5b)', async () => {
    const report = () => request(h.app).get('/merchant/stocktake/reports/ST-100').set('Authorization', admin);
    expect((await report()).body.data).toMatchObject({ tabletId: 'TAB-A', userName: 'somchai', deviceName: null });
    const named = await request(h.app).put('/merchant/stocktake/tablets/TAB-A').set('Authorization', admin).send({ name: 'Front counter' });
    expect(named.status).toBe(200);
    expect((await report()).body.data).toMatchObject({ tabletId: 'TAB-A', userName: 'somchai', deviceName: 'Front counter' });
  });

  it('when another merchant or a store-bound role outside the store asks for the report, then 404 STR112', async () => {
    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    expect((await request(h.app).get('/merchant/stocktake/reports/ST-100').set('Authorization', acme)).body.code).toBe('STR112');
    const dubai = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['DXB-GOLDSOUK'] }))}`;
    expect((await request(h.app).get('/merchant/stocktake/reports/ST-100/items?kind=missing').set('Authorization', dubai)).status).toBe(404);
  });

  it('when an ACME tablet sends a count for a DEMO store, then it is refused and DEMO is untouched', async () => {
    await licence('ACME', 3);
    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    const res = await save({ data: data({ stocktakeId: 'ST-100' }), update: true }, undefined, acme);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('STR118');
  });

  it('when the role may not count, then 403 UAC114', async () => {
    const owner = `Bearer ${signTestToken(testClaims('OWNER', 'DEMO'))}`;
    expect((await save({ data: data() }, undefined, owner)).status).toBe(403);
  });

  it('when the routes are listed, then each declares its permission', () => {
    expect(h.service.routes.map((r) => `${r.method} ${r.path} ${describeAccess(r.permission)}`)).toEqual([
      'post /merchant/stocktake STOCK_TAKE_COUNT_CREATE',
      'get /merchant/stocktake/reports STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/reports/:stocktakeId STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/reports/:stocktakeId/items STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/reports/:stocktakeId/items.csv STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/calendar STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/totals STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/map STOCK_TAKE_REPORT_READ_PREVIEW',
      'get /merchant/stocktake/config STOCK_TAKE_CONFIGURATION_READ_PREVIEW',
      'put /merchant/stocktake/config STOCK_TAKE_CONFIGURATION_READ_PREVIEW&STOCK_TAKE_CONFIGURATION_MODIFY',
      'get /merchant/stocktake/report-config REPORT_CONFIGURATION_READ_STK_PREVIEW',
      'put /merchant/stocktake/report-config REPORT_CONFIGURATION_READ_STK_PREVIEW&REPORT_CONFIGURATION_MODIFY',
      'get /merchant/stocktake/devices DEVICES_MANAGEMENT_READ_PREVIEW',
      'post /merchant/stocktake/devices/types DEVICES_MANAGEMENT_READ_PREVIEW&DEVICES_MANAGEMENT_MODIFY',
      'put /merchant/stocktake/devices/types/:name DEVICES_MANAGEMENT_READ_PREVIEW&DEVICES_MANAGEMENT_MODIFY',
      'put /merchant/stocktake/tablets/:tabletId DEVICES_MANAGEMENT_READ_PREVIEW&DEVICES_MANAGEMENT_MODIFY',
      'get /merchant/stocktake/licences LICENCE_MANAGEMENT_READ_PREVIEW',
      'post /merchant/stocktake/licences LICENCE_MANAGEMENT_READ_PREVIEW&LICENCE_MANAGEMENT_MODIFY',
    ]);
  });
});
