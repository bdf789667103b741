import { EVENT_TYPES, type DeviceLists, type EventEnvelope, type LicenceOverview, type StocktakeAppData, type StocktakeLinePage, type StocktakeLiveData, type StocktakeReport } from '@hub/contracts';
import { io as connect } from 'socket.io-client';
import { eventually, serverDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { useAllInOne } from './support/all-in-one';

// Issue 12 end to end in one process: tablets with an API key (STOCK_TAKE_SUBMIT) send a team count
// to svc-stocktake, svc-catalog reconciles its reads against DEMO's demo catalogue, and the report
// shows counted, missing, misplaced and unknown items with grams and value.
describe.each(serverDatabaseTargets())('a stock-take from tablets to the report on %s', (target) => {
  const hub = useAllInOne(target);
  let url: string;
  let admin: Record<string, string>;
  let tabletKey: string;
  let acmeKey: string;

  const createKey = async (auth: Record<string, string>, name: string) => {
    const res = await request(url).post('/merchant/api-keys').set(auth).send({ name, allowedOperations: ['STOCK_TAKE_SUBMIT'] });
    expect(res.status).toBe(201);
    return res.body.data.key as string;
  };

  beforeAll(async () => {
    url = hub.url;
    admin = await hub.signIn('admin@demo.hub');
    tabletKey = await createKey(admin, 'Stock-take tablets');
    acmeKey = await createKey(await hub.signIn('admin@acme.hub'), 'ACME tablets');
    // The demo's licence holds 5 tablets, 3 of them its own demo tablets; one more licence of one
    // tablet (the licence management screens come later): TAB-A, TAB-B and TAB-C fit, TAB-D does not.
    await hub.gateway.db.query(`insert into stocktake.licences (merchant_id, type, hardware_type, quantity, start_date, end_date) values ('DEMO', 'SUBSCRIPTION', 'TABLET', 1, current_date - 30, current_date + 335)`);
    const config = await request(url).put('/merchant/stocktake/report-config').set(admin).send({ itemFields: ['productCode', 'karat', 'netWeight'], likelyMissingAfter: 2 });
    expect(config.status).toBe(200);
    // The quick-settings entry follows the save: DEMO's Report module was CREATED, a save updates it.
    await eventually('the Report setup module to be updated', async () => {
      const setup = await request(url).get('/merchant/setup').set(admin);
      return (setup.body.data.modules as { name: string; status: string }[]).some((m) => m.name === 'Report' && m.status === 'UPDATED');
    });
  });

  const send = (key: string, data: Record<string, unknown>, update = false, idempotencyKey?: string) => {
    const req = request(url).post('/merchant/stocktake').set('X-API-Key', key);
    if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
    return req.send({ data, update });
  };
  const startTime = new Date().toISOString();
  const count = (tabletId: string, items: string[], status = 'Draft') => ({
    stocktakeId: 'ST-TEAM-1',
    sid: 'BKK-SIAM',
    deviceUdid: `UDID-${tabletId}`,
    tabletId,
    startTime,
    filters: { itemType: 'RING' },
    userName: 'Somchai',
    counts: { scanned: items.length },
    items,
    status,
  });

  it('when three tablets count a store together and one sends a late batch, then the report has every read once, the missing items with grams and value, the misplaced and the unknown', async () => {
    const rings = await hub.gateway.db.query<{ product_code: string; rfid_tag: string; fields: Record<string, unknown> }>(
      `select product_code, rfid_tag, fields from catalog.products where merchant_id = 'DEMO' and sid = 'BKK-SIAM' and active and item_type = 'RING' and coalesce(rfid_tag, '') <> '' order by product_code`,
    );
    expect(rings.length).toBeGreaterThan(20);
    const [other] = await hub.gateway.db.query<{ rfid_tag: string; product_code: string }>(
      `select rfid_tag, product_code from catalog.products where merchant_id = 'DEMO' and sid = 'CNX-NIMMAN' and coalesce(rfid_tag, '') <> '' limit 1`,
    );
    const tags = rings.map((r) => r.rfid_tag);
    const missing = rings.slice(-3);
    const read = tags.slice(0, -3);
    const half = Math.floor(read.length / 2);

    const a = await send(tabletKey, count('TAB-A', read.slice(0, half + 5)), false, 'tab-a-1');
    expect([a.status, a.body.code]).toEqual([201, 'STR000']);
    // A retry of the same request answers the same and writes nothing twice.
    const retry = await send(tabletKey, count('TAB-A', read.slice(0, half + 5)), false, 'tab-a-1');
    expect(retry.body).toEqual(a.body);
    const b = await send(tabletKey, count('TAB-B', read.slice(half - 5).map((t) => t.toLowerCase())), true);
    expect(b.body).toMatchObject({ code: 'STR001', data: { readCount: read.length, newReads: read.length - half - 5 } });
    const c = await send(tabletKey, count('TAB-C', [other!.rfid_tag, 'E2FFFFFFFFFFFFFFFFFFFFFF']), true);
    expect(c.body).toMatchObject({ code: 'STR001', data: { readCount: read.length + 2, tablets: ['TAB-A', 'TAB-B', 'TAB-C'] } });
    // A fourth tablet is beyond the licence.
    expect((await send(tabletKey, count('TAB-D', [tags[0]!]), true)).body.code).toBe('STR114');
    const late = await send(tabletKey, count('TAB-A', read.slice(0, 10), 'Submitted'), true);
    expect(late.body).toMatchObject({ code: 'STR001', data: { readCount: read.length + 2, newReads: 0, status: 'Submitted' } });

    let report: StocktakeReport | undefined;
    await eventually('the count to be reconciled', async () => {
      report = (await request(url).get('/merchant/stocktake/reports/ST-TEAM-1').set(admin)).body.data as StocktakeReport;
      return report.reconciled;
    }, { timeoutMs: 30_000 });
    expect(report).toMatchObject({ status: 'Submitted', storeName: expect.any(String), readCount: read.length + 2, missingCount: 3 });
    expect(report!.summary).toMatchObject({ expected: rings.length, counted: read.length, missing: 3, misplaced: 1, unknown: 1 });
    const weight = missing.reduce((sum, r) => sum + Number(r.fields.netWeight ?? 0), 0);
    expect(report!.summary.missingWeight).toBeCloseTo(weight, 3);
    expect(report!.summary.missingValue).toBeGreaterThan(0);
    expect(report!.summary.currency).toBe('THB');

    const lines = (kind: string) => request(url).get(`/merchant/stocktake/reports/ST-TEAM-1/items?kind=${kind}&pageSize=500`).set(admin);
    const missingPage = (await lines('missing')).body.data as StocktakeLinePage;
    expect(missingPage.rows.map((l) => l.productCode)).toEqual(missing.map((m) => m.product_code));
    expect(missingPage.rows.every((l) => l.confidence === 'POSSIBLE_READ_MISS' && l.value !== null && l.weight !== null)).toBe(true);
    expect(((await lines('misplaced')).body.data as StocktakeLinePage).rows).toMatchObject([{ productCode: other!.product_code, sid: 'CNX-NIMMAN' }]);
    expect(((await lines('unknown')).body.data as StocktakeLinePage).rows).toMatchObject([{ rfidTag: 'E2FFFFFFFFFFFFFFFFFFFFFF', productCode: null }]);
    expect(((await lines('counted')).body.data as StocktakeLinePage).total).toBe(read.length);
    const csv = await request(url).get('/merchant/stocktake/reports/ST-TEAM-1/items.csv?kind=missing').set(admin);
    expect(csv.text.trim().split('\r\n')).toHaveLength(4);

    // The month's list has it; the catalogue recorded each product's history.
    const month = `${String(new Date().getUTCMonth() + 1).padStart(2, '0')}-${new Date().getUTCFullYear()}`;
    const list = await request(url).get(`/merchant/stocktake/reports?month=${month}`).set(admin);
    expect(list.body.data.map((s: { stocktakeId: string }) => s.stocktakeId)).toContain('ST-TEAM-1');
    await eventually('the history to be recorded', async () => (await hub.gateway.db.query(`select 1 from catalog.stocktake_history where stocktake_id = 'ST-TEAM-1'`)).length === rings.length + 1);
  });

  it('when an ACME tablet sends a count into a DEMO store, then it is refused and DEMO is untouched', async () => {
    const res = await send(acmeKey, count('TAB-ACME', ['E2000000000000000000AC01']));
    expect([res.status, res.body.code]).toEqual([400, 'STR118']);
    const updateDemo = await send(acmeKey, count('TAB-ACME', ['E2000000000000000000AC01']), true);
    expect(updateDemo.body.code).toBe('STR118');
    expect((await request(url).get('/merchant/stocktake/reports/ST-TEAM-1').set('X-API-Key', acmeKey)).status).toBe(403);
  });

  it('when the tablet reads its store, then it gets the configs, the filters and every product page by page, and with the optimised sync only what changed since', async () => {
    type AppData = StocktakeAppData;
    const read = (query: string) => request(url).get(`/merchant/products/stocktake-app?${query}`).set('X-API-Key', tabletKey);
    const readAll = async (query: string) => {
      const first = await read(query);
      expect([first.status, first.body.code]).toEqual([200, 'STR007']);
      const pages: AppData[] = [first.body.data];
      while (pages[pages.length - 1]!.next) {
        const page = await read(`sid=BKK-SIAM&pageSize=40&cursor=${pages[pages.length - 1]!.next}`);
        expect(page.status).toBe(200);
        pages.push(page.body.data);
      }
      return pages;
    };
    // svc-stocktake's report config reaches svc-catalog through hub.stocktake.config-saved.v1.
    await eventually('the report config to reach the catalogue', async () => (await read('sid=BKK-SIAM&pageSize=1')).body.data.reportConfig?.itemFields?.includes('karat') === true);

    const pages = await readAll('sid=BKK-SIAM&pageSize=40');
    const [first] = pages;
    expect(first!.full).toBe(true);
    expect(first!.settings).toEqual({ allowPushStocktake: false, allowReportCaching: false, useOptimizedAppDataSync: false });
    expect(first!.stocktakeConfig).toMatchObject({ filterFields: ['itemType', 'karat'] });
    expect(first!.reportConfig).toEqual({ itemFields: ['productCode', 'karat', 'netWeight'], likelyMissingAfter: 2 });
    expect(first!.filters.find((f) => f.field === 'itemType')?.values).toContain('RING');
    expect(first!.filters.find((f) => f.field === 'karat')?.values.length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(pages.map((p) => p.version)).size).toBe(1);
    expect(pages.slice(1).every((p) => p.stocktakeConfig === null && p.filters.length === 0)).toBe(true);
    const codes = pages.flatMap((p) => p.products.map((x) => x.productCode));
    const [active] = await hub.gateway.db.query<{ n: string }>(`select count(*) as n from catalog.products where merchant_id = 'DEMO' and sid = 'BKK-SIAM' and active`);
    expect(codes).toHaveLength(Number(active!.n));
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);

    // Without the optimised sync a version is ignored: the whole store again.
    const version = first!.version;
    expect((await read(`sid=BKK-SIAM&pageSize=5&since=${version}`)).body.data.full).toBe(true);
    const on = await request(url).post('/merchant/config/global').set(admin).send({ useOptimizedAppDataSync: true });
    expect(on.status).toBe(200);
    const unchanged = await read(`sid=BKK-SIAM&since=${version}`);
    expect(unchanged.body.data).toMatchObject({ full: false, products: [], settings: { useOptimizedAppDataSync: true } });

    // An import changes one product and retires another (as import-runs.ts writes them): only those two come back.
    const [changed, retired] = codes.slice(3, 5);
    await hub.gateway.db.query(`update catalog.products set item_status = 'REPAIR', changed_xid = pg_current_xact_id() where merchant_id = 'DEMO' and sid = 'BKK-SIAM' and product_code = $1`, [changed]);
    await hub.gateway.db.query(`update catalog.products set active = false, changed_xid = pg_current_xact_id() where merchant_id = 'DEMO' and sid = 'BKK-SIAM' and product_code = $1`, [retired]);
    const delta = (await read(`sid=BKK-SIAM&since=${version}`)).body.data as AppData;
    expect(delta.full).toBe(false);
    expect(delta.products.map((p) => [p.productCode, p.itemStatus === 'REPAIR' || !p.active])).toEqual([
      [changed, true],
      [retired, true],
    ]);
    expect(delta.products[1]!.active).toBe(false);
    // The version answered with the delta holds both: nothing more since it.
    expect((await read(`sid=BKK-SIAM&since=${delta.version}`)).body.data.products).toEqual([]);
    await hub.gateway.db.query(`update catalog.products set active = true where merchant_id = 'DEMO' and product_code = $1`, [retired]);
    await request(url).post('/merchant/config/global').set(admin).send({ useOptimizedAppDataSync: false });
  });

  it('when the tablet asks for MASTER, an unknown store, another merchant\'s store or a made-up cursor, then it gets a coded refusal', async () => {
    const read = (key: string, query: string) => request(url).get(`/merchant/products/stocktake-app?${query}`).set('X-API-Key', key);
    expect((await read(tabletKey, 'sid=MASTER')).body.code).toBe('STR118');
    expect((await read(tabletKey, 'sid=NOWHERE')).body.code).toBe('STR118');
    expect((await read(acmeKey, 'sid=BKK-SIAM')).body.code).toBe('STR118');
    const cursor = await read(tabletKey, 'sid=BKK-SIAM&cursor=bm90YWN1cnNvcg');
    expect([cursor.status, cursor.body.code]).toEqual([400, 'STR110']);
    expect((await read(tabletKey, 'sid=BKK-SIAM&since=yesterday')).status).toBe(400);
    expect((await request(url).get('/merchant/products/stocktake-app?sid=BKK-SIAM')).status).toBe(401);
  });

  it('when an administrator deactivates a tablet, then its seat goes to the next tablet; licences list what is in force, in use and requested', async () => {
    const devices = await request(url).get('/merchant/stocktake/devices').set(admin);
    expect([devices.status, devices.body.code]).toEqual([200, 'DEV000']);
    const lists = devices.body.data as DeviceLists;
    expect(lists.deviceTypes.map((d) => d.name)).toEqual(expect.arrayContaining(['Tablet', 'Handheld RFID reader']));
    // The demo's three tablets and the team's three hold the six licensed seats.
    expect(lists.tablets.filter((t) => t.licensed).map((t) => t.tabletId)).toEqual(['TAB-01', 'TAB-02', 'TAB-03', 'TAB-A', 'TAB-B', 'TAB-C']);

    const off = await request(url).put('/merchant/stocktake/tablets/TAB-A').set(admin).send({ active: false });
    expect(off.body).toMatchObject({ code: 'DEV002', data: { tabletId: 'TAB-A', active: false, licensed: false } });
    expect((await send(tabletKey, { ...count('TAB-A', ['E2AAAAAAAAAAAAAAAAAAAAAA']), stocktakeId: 'ST-SEAT-1' })).body.code).toBe('STR116');
    const freed = await send(tabletKey, { ...count('TAB-D', ['E2AAAAAAAAAAAAAAAAAAAAAA']), stocktakeId: 'ST-SEAT-1' });
    expect([freed.status, freed.body.code]).toEqual([201, 'STR000']);
    // Back on, TAB-A takes its seat back (seats go in enrolment order) and TAB-D, enrolled last, is beyond the licence.
    const on = await request(url).put('/merchant/stocktake/tablets/TAB-A').set(admin).send({ active: true, name: 'Counter tablet' });
    expect(on.body.data).toMatchObject({ name: 'Counter tablet', active: true, licensed: true });
    expect((await send(tabletKey, { ...count('TAB-A', ['E2AAAAAAAAAAAAAAAAAAAAAB']), stocktakeId: 'ST-SEAT-1' }, true)).body.code).toBe('STR001');
    expect((await send(tabletKey, { ...count('TAB-D', ['E2AAAAAAAAAAAAAAAAAAAAAC']), stocktakeId: 'ST-SEAT-1' }, true)).body.code).toBe('STR114');

    const overview = await request(url).get('/merchant/stocktake/licences').set(admin);
    expect(overview.body.code).toBe('LIC000');
    expect(overview.body.data).toMatchObject({ licensedTablets: 6, hardware: [{ hardwareType: 'TABLET', licensed: 6, inUse: 6 }] });
    const requested = await request(url)
      .post('/merchant/stocktake/licences')
      .set(admin)
      .send({ type: 'SUBSCRIPTION', hardwareType: 'tablet', quantity: 4, startDate: '2027-01-01', endDate: '2027-12-31', note: 'Two new stores' });
    expect(requested.body).toMatchObject({ code: 'LIC001', data: { status: 'REQUESTED', inForce: false, hardwareType: 'TABLET', quantity: 4 } });
    const after = (await request(url).get('/merchant/stocktake/licences').set(admin)).body.data as LicenceOverview;
    expect(after.licensedTablets).toBe(6);
    expect(after.licences.filter((l) => l.status === 'REQUESTED')).toHaveLength(1);
    const backwards = await request(url).post('/merchant/stocktake/licences').set(admin).send({ type: 'TRIAL', hardwareType: 'TABLET', quantity: 1, startDate: '2027-02-01', endDate: '2027-01-01' });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'LIC100']);

    const type = await request(url).post('/merchant/stocktake/devices/types').set(admin).send({ name: 'tablet', quantity: 1 });
    expect([type.status, type.body.code]).toEqual([409, 'DEV101']);
    expect((await request(url).put('/merchant/stocktake/tablets/NO-SUCH').set(admin).send({ active: false })).body.code).toBe('DEV100');
    // Another merchant sees none of it.
    const acme = await hub.signIn('admin@acme.hub');
    const theirs = (await request(url).get('/merchant/stocktake/devices').set(acme)).body.data as DeviceLists;
    expect(theirs.tablets.map((t) => t.tabletId)).not.toContain('TAB-A');
    expect((await request(url).put('/merchant/stocktake/tablets/TAB-A').set(acme).send({ active: false })).body.code).toBe('DEV100');
  });

  it('when the global config turns on allowPushStocktake and allowReportCaching, then a count\'s changes reach the merchant\'s sockets and report answers may be kept and revalidated; off, neither', async () => {
    const calendarPath = `/merchant/stocktake/calendar?month=${startTime.slice(5, 7)}-${startTime.slice(0, 4)}&sid=All`;
    const before = await request(url).get(calendarPath).set(admin);
    expect(before.headers['cache-control']).toBe('no-store');

    const seen: StocktakeLiveData[] = [];
    const socket = connect(url, { path: '/socket.io', auth: { token: admin.Authorization!.slice('Bearer '.length) }, transports: ['websocket'], reconnection: false });
    socket.on('stocktake', (event: EventEnvelope<StocktakeLiveData>) => {
      if (event.type === EVENT_TYPES.STOCKTAKE_LIVE) seen.push(event.data);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      // Off (the default): a count's reconciliation pushes nothing.
      expect((await send(tabletKey, { ...count('TAB-B', ['E2CCCCCCCCCCCCCCCCCCCCC1']), stocktakeId: 'ST-LIVE-OFF' })).status).toBe(201);
      await eventually('ST-LIVE-OFF reconciled', async () => (await request(url).get('/merchant/stocktake/reports/ST-LIVE-OFF').set(admin)).body.data.reconciled === true);

      const on = await request(url).post('/merchant/config/global').set(admin).send({ allowPushStocktake: true, allowReportCaching: true });
      expect(on.body.code).toBe('CGC001');
      await eventually('report answers may be kept', async () => (await request(url).get(calendarPath).set(admin)).headers['cache-control'] === 'private, max-age=60, must-revalidate');
      const first = await request(url).get(calendarPath).set(admin);
      expect(first.headers.vary).toContain('Authorization');
      expect(first.headers.etag).toBeTruthy();
      const unchanged = await request(url).get(calendarPath).set(admin).set('If-None-Match', first.headers.etag!);
      expect(unchanged.status).toBe(304);

      expect((await send(tabletKey, { ...count('TAB-B', ['E2CCCCCCCCCCCCCCCCCCCCC2']), stocktakeId: 'ST-LIVE-ON' })).status).toBe(201);
      await eventually('the count pushed to the socket', () => seen.some((d) => d.stocktakeId === 'ST-LIVE-ON'));
      expect(seen.find((d) => d.stocktakeId === 'ST-LIVE-ON')).toMatchObject({ sid: 'BKK-SIAM', status: 'Draft', readCount: 1 });
      expect(seen.some((d) => d.stocktakeId === 'ST-LIVE-OFF')).toBe(false);
    } finally {
      socket.close();
      await request(url).post('/merchant/config/global').set(admin).send({ allowPushStocktake: false, allowReportCaching: false });
    }
    await eventually('report answers are never stored again', async () => (await request(url).get(calendarPath).set(admin)).headers['cache-control'] === 'no-store');
  });
});
