import { EVENT_TYPES, parseEventOf, type EventEnvelope, type LicenceChangedData } from '@hub/contracts';
import { createEvent, createServiceApp, type EventBus } from '@hub/service-kit';
import { eventually, publishedSoFar, signTestToken, testClaims, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import request from 'supertest';
import { createStocktakeService, type StocktakeService } from '../src';

// svc-auth's banner (issue 15 item 6) knows a merchant's licences only from hub.stocktake.licence-changed.v1:
// every licence svc-stocktake holds reaches it, whether it changed through a route, an event, the demo seed,
// or was stored before the event existed.
describe.each(testDatabaseTargets())('svc-stocktake publishes its licences (hub.stocktake.licence-changed.v1) on %s', (target) => {
  let test: TestDatabase;
  const running: StocktakeService[] = [];

  beforeAll(async () => {
    test = await target.create();
  }, 180_000);
  afterAll(async () => {
    for (const s of running) await s.stop();
    await test.drop();
  });

  /** svc-stocktake started on the test database (migrate, then its start announces), every event it publishes in `events`. */
  const start = async (events: EventEnvelope[], bus?: EventBus) => {
    const deps = testServiceDeps(test.db, bus ? { bus } : {});
    if (!bus) deps.bus.subscribe('*', (e) => void events.push(e));
    const service = createStocktakeService(deps);
    running.push(service);
    await service.migrate();
    return { service, deps, app: createServiceApp([service]) };
  };
  const stop = async (service: StocktakeService) => {
    await service.stop();
    running.splice(running.indexOf(service), 1);
  };
  const licences = (events: EventEnvelope[]): (LicenceChangedData & { merchantId: string })[] =>
    events.filter((e) => e.type === EVENT_TYPES.LICENCE_CHANGED).map((e) => ({ merchantId: e.merchantId, ...parseEventOf(EVENT_TYPES.LICENCE_CHANGED, e).data }));
  const count = async (sql: string, params: unknown[] = []) => Number((await test.db.query<{ n: string }>(sql, params))[0]!.n);
  const written = () => count('select count(*) as n from stocktake.outbox where type = $1', [EVENT_TYPES.LICENCE_CHANGED]);

  it('when a licence is requested, a serial key adds one (delivered twice) or the demo is seeded, then each is published once in its transaction; the next start publishes none', async () => {
    const events: EventEnvelope[] = [];
    const { service, deps, app } = await start(events);

    const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'GEMS'))}`;
    const requested = await request(app)
      .post('/merchant/stocktake/licences')
      .set('Authorization', admin)
      .send({ type: 'SUBSCRIPTION', hardwareType: 'tablet', quantity: 4, startDate: '2027-01-01', endDate: '2027-12-31', note: 'Four more' });
    expect([requested.status, requested.body.code]).toEqual([201, 'LIC001']);

    const key = { id: '7d4e2c1a-3b5f-4a6e-8c9d-0e1f2a3b4c5d', type: 'TRIAL' as const, hardwareType: 'TABLET', quantity: 2, startDate: '2026-11-01', endDate: '2026-12-12' };
    await deps.bus.publish(createEvent(EVENT_TYPES.MERCHANT_REGISTERED, 'NEWGEMS', { name: 'New Gems', licence: key }));
    await deps.bus.publish(createEvent(EVENT_TYPES.MERCHANT_REGISTERED, 'NEWGEMS', { name: 'New Gems', licence: key }));
    await service.seedDemo([{ merchantId: 'DEMO', tablets: 3 }]);
    // Seeding again adds nothing (DEMO holds a licence), so publishes nothing.
    await service.seedDemo([{ merchantId: 'DEMO', tablets: 3 }]);
    await eventually('three licences published', () => licences(events).length >= 3);
    await publishedSoFar(service.eventing, deps.bus);

    const byMerchant = Object.fromEntries(licences(events).map((l) => [l.merchantId, l]));
    expect(licences(events)).toHaveLength(3);
    expect(byMerchant.GEMS).toEqual({
      merchantId: 'GEMS',
      licenceId: requested.body.data.id,
      type: 'SUBSCRIPTION',
      hardwareType: 'TABLET',
      quantity: 4,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      status: 'REQUESTED',
      version: 1,
    });
    expect(byMerchant.NEWGEMS).toEqual({ merchantId: 'NEWGEMS', licenceId: key.id, type: 'TRIAL', hardwareType: 'TABLET', quantity: 2, startDate: '2026-11-01', endDate: '2026-12-12', status: 'ACTIVE', version: 1 });
    expect(byMerchant.DEMO).toMatchObject({ type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 3, status: 'ACTIVE', version: 1 });
    expect(await count('select count(*) as n from stocktake.licences where announced_version < version')).toBe(0);
    await stop(service);

    const before = await written();
    const again: EventEnvelope[] = [];
    const next = await start(again);
    await stop(next.service);
    expect(await written()).toBe(before);
    expect(licences(again)).toEqual([]);
  });

  it('when licences were stored before the event existed (an upgrade), then the next start publishes exactly them, once, even with two instances starting together', async () => {
    // As an earlier version left them: rows of the demo seed and of a key, never published.
    await test.db.query(
      `insert into stocktake.licences (merchant_id, type, hardware_type, quantity, start_date, end_date, created_by)
       values ('OLDDEMO', 'SUBSCRIPTION', 'TABLET', 2, '2026-01-01', '2026-12-10', 'demo-seed'), ('OLDKEY', 'PERPETUAL', 'TABLET', 1, '2025-05-01', null, 'svc-auth')`,
    );
    const before = await written();
    // Two instances on one bus (as on Kafka): whichever relay holds the outbox publishes.
    const events: EventEnvelope[] = [];
    const a = await start(events);
    const b = await start(events, a.deps.bus);
    await eventually('two licences published', () => licences(events).length >= 2);
    await Promise.all([publishedSoFar(a.service.eventing, a.deps.bus), publishedSoFar(b.service.eventing, b.deps.bus)]);
    await Promise.all([stop(a.service), stop(b.service)]);

    const published = licences(events).sort((x, y) => x.merchantId.localeCompare(y.merchantId));
    expect(published.map((l) => [l.merchantId, l.type, l.startDate, l.endDate, l.status, l.version])).toEqual([
      ['OLDDEMO', 'SUBSCRIPTION', '2026-01-01', '2026-12-10', 'ACTIVE', 1],
      ['OLDKEY', 'PERPETUAL', '2025-05-01', null, 'ACTIVE', 1],
    ]);
    expect(await written()).toBe(before + 2);

    const again: EventEnvelope[] = [];
    const next = await start(again);
    await stop(next.service);
    expect(await written()).toBe(before + 2);
  });
});
