import { EVENT_TYPES, type BannerAnswer, type EventDataInput, type EventEnvelope, type ImportJobStatus } from '@hub/contracts';
import { createEvent, type EventBus } from '@hub/service-kit';
import { testDatabaseTargets } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

/** The service's clock: the tests move it (no sleeps, no reliance on today's date). */
let clock = new Date('2026-11-27T09:00:00Z');

describe.each(testDatabaseTargets())('the banner (issue 15 item 6) on %s', (target) => {
  let app: Express;
  let bus: EventBus;
  let sadmin: string;
  const h = useAuthService(target, {
    config: { now: () => clock },
    setup: async (h) => {
      ({ app } = h);
      bus = h.deps.bus;
      sadmin = (await tokensOf(app, 'sadmin@demo.hub')).accessToken;
    },
  });

  const tokenOf = async (email: string, password?: string) => {
    const res = await request(app).post('/merchant/user/signin').send({ email, password: password ?? 'Demo@1234' });
    expect(res.status).toBe(200);
    return res.body.data.accessToken as string;
  };
  const bannerOf = async (token: string): Promise<BannerAnswer> => {
    const res = await request(app).get('/merchant/banner').set('Authorization', `Bearer ${token}`);
    expect([res.status, res.body.code]).toEqual([200, 'BNR000']);
    return res.body.data;
  };
  const kindsOf = async (token: string) => (await bannerOf(token)).conditions.map((c) => c.kind);
  const dismiss = (token: string, kind: string, key: string) => request(app).post('/merchant/banner/dismiss').set('Authorization', `Bearer ${token}`).send({ kind, key });
  /**
   * Waits until the banner of `token` answers `expected` (events are consumed asynchronously), up to
   * 30 s: a bound for a busy machine, not a guess at how long consuming takes.
   */
  const eventually = async (check: () => Promise<unknown>, expected: unknown) => {
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      if (JSON.stringify(await check()) === JSON.stringify(expected)) return;
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(await check()).toEqual(expected);
  };
  /** Resolves once svc-auth's consumer has handled `event` (its id is in auth.processed_events): a positive marker. */
  const handled = async (event: EventEnvelope) =>
    eventually(async () => (await h.test.db.query('select 1 from auth.processed_events where event_id = $1', [event.id])).length, 1);

  const registerWithLicenceEnding = async (name: string, email: string, endDate: string) => {
    const key = await request(app).post('/merchant/serial-keys').set('Authorization', `Bearer ${sadmin}`).send({ type: 'SUBSCRIPTION', quantity: 2, startDate: '2026-01-01', endDate });
    const res = await request(app).post('/merchant/register').send({ merchantName: name, userName: 'Owner', email, password: 'Gold@2026', serialKey: key.body.data.key });
    expect(res.status).toBe(201);
    return res.body.data.merchantId as string;
  };

  /** svc-stocktake's announcement of a licence (its only source: DEMO's seeded licence, a key's, a request). */
  const licenceChanged = (merchantId: string, licence: Partial<EventDataInput<typeof EVENT_TYPES.LICENCE_CHANGED>> & { licenceId: string; version: number }) =>
    bus.publish(
      createEvent(EVENT_TYPES.LICENCE_CHANGED, merchantId, { type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 3, startDate: '2026-01-01', endDate: '2026-12-12', status: 'ACTIVE', ...licence }),
    );
  const licenceBanner = (endDate: string, daysLeft: number) => [{ kind: 'LICENCE_ENDING', key: endDate, action: '/management/licences', params: { endDate, daysLeft } }];

  it("when svc-stocktake announces DEMO's licence (not a key's), then no banner 15 days before its end and the licence banner 13 days before; a requested renewal changes nothing, an issued one starting the day after lifts it; a late older version changes nothing", async () => {
    clock = new Date('2026-11-27T09:00:00Z');
    const admin = await tokenOf('admin@demo.hub');
    const current = 'a1b2c3d4-0000-4000-8000-000000000001';
    const renewal = 'a1b2c3d4-0000-4000-8000-000000000002';
    await licenceChanged('DEMO', { licenceId: current, version: 1 });
    // Delivered twice: one licence.
    await licenceChanged('DEMO', { licenceId: current, version: 1 });
    await eventually(async () => Number((await h.test.db.query<{ n: string }>("select count(*) as n from auth.licence_replicas where merchant_id = 'DEMO'"))[0]!.n), 1);
    expect(await bannerOf(admin)).toEqual({ show: false, conditions: [] });

    clock = new Date('2026-11-29T09:00:00Z');
    expect(await bannerOf(admin)).toEqual({ show: true, conditions: licenceBanner('2026-12-12', 13) });
    // ACME holds no licence of DEMO's.
    expect(await kindsOf(await tokenOf('admin@acme.hub'))).toEqual([]);

    await licenceChanged('DEMO', { licenceId: renewal, version: 1, startDate: '2026-12-13', endDate: '2027-12-12', status: 'REQUESTED' });
    await eventually(async () => Number((await h.test.db.query<{ n: string }>("select count(*) as n from auth.licence_replicas where merchant_id = 'DEMO'"))[0]!.n), 2);
    expect((await bannerOf(admin)).conditions).toEqual(licenceBanner('2026-12-12', 13));
    await licenceChanged('DEMO', { licenceId: renewal, version: 2, startDate: '2026-12-13', endDate: '2027-12-12', status: 'ACTIVE' });
    await eventually(() => kindsOf(admin), []);
    // The in-process bus has run svc-auth's consumer when publish resolves: the replica keeps version 2.
    await licenceChanged('DEMO', { licenceId: renewal, version: 1, startDate: '2026-12-13', endDate: '2027-12-12', status: 'REQUESTED' });
    expect(await h.test.db.query('select status, version from auth.licence_replicas where id = $1', [renewal])).toEqual([{ status: 'ACTIVE', version: 2 }]);
    expect(await kindsOf(admin)).toEqual([]);
  });

  it('when a merchant registered with a key whose licence ends in 15 days, then no banner; in 13 days (the clock moved), then the licence banner with its end date and days left, until the admin dismisses it', async () => {
    clock = new Date('2026-11-27T09:00:00Z');
    // svc-stocktake's part: it adds the key's licence on merchant-registered and announces it.
    const off = bus.subscribe(EVENT_TYPES.MERCHANT_REGISTERED, async (e) => {
      const { licence } = (e as EventEnvelope<EventDataInput<typeof EVENT_TYPES.MERCHANT_REGISTERED>>).data;
      await licenceChanged(e.merchantId, { ...licence, licenceId: licence.id, status: 'ACTIVE', version: 1 });
    });
    const merchantId = await registerWithLicenceEnding('Licence Ending Gems', 'lic@ending.example', '2026-12-12');
    off();
    await eventually(async () => Number((await h.test.db.query<{ n: string }>('select count(*) as n from auth.licence_replicas where merchant_id = $1', [merchantId]))[0]!.n), 1);
    const admin = await tokenOf('lic@ending.example', 'Gold@2026');
    expect(await bannerOf(admin)).toEqual({ show: false, conditions: [] });

    clock = new Date('2026-11-29T09:00:00Z');
    expect(await bannerOf(admin)).toEqual({
      show: true,
      conditions: [{ kind: 'LICENCE_ENDING', key: '2026-12-12', action: '/management/licences', params: { endDate: '2026-12-12', daysLeft: 13 } }],
    });
    // A dismissal holds for this end date only.
    const dismissed = await dismiss(admin, 'LICENCE_ENDING', '2026-12-12');
    expect([dismissed.status, dismissed.body.code, dismissed.body.data.show]).toEqual([200, 'BNR001', false]);
    expect(await bannerOf(admin)).toEqual({ show: false, conditions: [] });
  });

  const progress = (sid: string, jobId: string, status: ImportJobStatus, scheduled: boolean, errorCode: string | null = null): EventDataInput<typeof EVENT_TYPES.IMPORT_PROGRESS> => ({
    jobId,
    sid,
    status,
    message: null,
    start: null,
    end: null,
    totalCount: 10,
    processed: 0,
    nUpserted: 0,
    nModified: 0,
    nInserted: 0,
    skipped: 0,
    approxTime: { min: 0, sec: 0 },
    scheduled,
    errorCode,
  });

  it('when a scheduled import fails, then the banner shows it to users who may import; a dismissal is per user; a new failure shows again; the next success clears it', async () => {
    const admin = await tokenOf('admin@demo.hub');
    const manager = await tokenOf('storemanager@demo.hub');
    const user = await tokenOf('user@demo.hub');
    expect(await kindsOf(admin)).toEqual([]);

    // A run a person started is no banner matter: they see it fail on the import page.
    await bus.publish(createEvent(EVENT_TYPES.IMPORT_PROGRESS, 'DEMO', progress('BKK-SIAM', 'job-by-hand', 'FAILED', false)));
    await bus.publish(createEvent(EVENT_TYPES.IMPORT_PROGRESS, 'DEMO', progress('BKK-SIAM', 'job-1', 'FAILED', true, 'DBC100')));
    const failure = { kind: 'IMPORT_FAILED', key: 'job-1', action: '/data-import', params: { sid: 'BKK-SIAM', status: 'FAILED', errorCode: 'DBC100' } };
    await eventually(async () => (await bannerOf(admin)).conditions, [failure]);
    expect((await bannerOf(manager)).conditions).toEqual([failure]);
    expect(await kindsOf(user)).toEqual([]);
    // ACME sees nothing of DEMO's failure.
    expect(await kindsOf(await tokenOf('admin@acme.hub'))).toEqual([]);

    expect((await dismiss(admin, 'IMPORT_FAILED', 'job-1')).body.data.conditions).toEqual([]);
    expect(await kindsOf(admin)).toEqual([]);
    expect((await bannerOf(manager)).conditions).toEqual([failure]);

    // The next scheduled run fails too: another occurrence, shown again to the admin who dismissed the first.
    await bus.publish(createEvent(EVENT_TYPES.IMPORT_PROGRESS, 'DEMO', progress('BKK-SIAM', 'job-2', 'REJECTED', true, 'PDDI103')));
    await eventually(async () => (await bannerOf(admin)).conditions.map((c) => c.key), ['job-2']);

    await bus.publish(createEvent(EVENT_TYPES.IMPORT_PROGRESS, 'DEMO', progress('BKK-SIAM', 'job-3', 'FINISHED', true)));
    await eventually(() => kindsOf(admin), []);
    expect(await kindsOf(manager)).toEqual([]);
  });

  it('when a notification channel fails, then the banner shows it to users of the notification settings until it works again; failing again later shows again after a dismissal', async () => {
    const admin = await tokenOf('admin@demo.hub');
    const user = await tokenOf('user@demo.hub');
    await bus.publish(createEvent(EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED, 'DEMO', { channel: 'TELEGRAM', ok: false, error: 'Unauthorized' }, new Date('2026-11-29T10:00:00Z')));
    await eventually(async () => (await bannerOf(admin)).conditions, [
      { kind: 'NOTIFY_CHANNEL_FAILING', key: 'TELEGRAM@2026-11-29T10:00:00.000Z', action: '/config/notifications', params: { channel: 'TELEGRAM', error: 'Unauthorized' } },
    ]);
    expect(await kindsOf(user)).toEqual([]);
    // Failing on: the same occurrence, still dismissed once dismissed.
    await dismiss(admin, 'NOTIFY_CHANNEL_FAILING', 'TELEGRAM@2026-11-29T10:00:00.000Z');
    const failingOn = createEvent(EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED, 'DEMO', { channel: 'TELEGRAM', ok: false, error: 'Too Many Requests' }, new Date('2026-11-29T10:05:00Z'));
    await bus.publish(failingOn);
    // Once the consumer has handled it (not after a guessed pause), the banner still shows nothing.
    await handled(failingOn);
    expect(await kindsOf(admin)).toEqual([]);

    await bus.publish(createEvent(EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED, 'DEMO', { channel: 'TELEGRAM', ok: true }, new Date('2026-11-29T11:00:00Z')));
    await bus.publish(createEvent(EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED, 'DEMO', { channel: 'TELEGRAM', ok: false, error: 'Bad Gateway' }, new Date('2026-11-29T12:00:00Z')));
    await eventually(async () => (await bannerOf(admin)).conditions.map((c) => c.key), ['TELEGRAM@2026-11-29T12:00:00.000Z']);
  });

  it('when a new merchant finishes setup before importing data, then the banner invites to import until the Data Import module is saved; no token, no banner', async () => {
    clock = new Date('2026-11-29T09:00:00Z');
    const merchantId = await registerWithLicenceEnding('Fresh Gems', 'fresh@gems.example', '2027-12-31');
    const admin = await tokenOf('fresh@gems.example', 'Gold@2026');
    expect(await kindsOf(admin)).toEqual([]);
    expect((await request(app).post('/merchant/setup/complete').set('Authorization', `Bearer ${admin}`)).body.code).toBe('SETUP001');
    expect((await bannerOf(admin)).conditions).toEqual([{ kind: 'DATA_NOT_IMPORTED', key: 'none', action: '/data-import', params: {} }]);
    await bus.publish(createEvent(EVENT_TYPES.SETUP_MODULE_SAVED, merchantId, { module: 'Data Import' }));
    await eventually(() => kindsOf(admin), []);
    expect((await request(app).get('/merchant/banner')).status).toBe(401);
    const unknownKind = await request(app).post('/merchant/banner/dismiss').set('Authorization', `Bearer ${admin}`).send({ kind: 'SOMETHING', key: 'x' });
    expect([unknownKind.status, unknownKind.body.code]).toEqual([400, 'IP100']);
  });
});
