import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { type EventBus } from '@hub/service-kit';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { type AuthService } from '../src';
import { tokensOf, useAuthService } from './harness';

const store = (code: string, extra: object = {}) => ({ code, name: `Store ${code}`, tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 }, ...extra });

describe.each(testDatabaseTargets())('store writes and their events on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: AuthService;
  let admin: string;
  let acmeAdmin: string;
  let owner: string;
  let events: EventEnvelope[] = [];
  let bus: EventBus;

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app, service } = h);
      events = h.events;
      bus = h.deps.bus;
      admin = (await tokensOf(app, 'admin@demo.hub')).accessToken;
      owner = (await tokensOf(app, 'owner@demo.hub')).accessToken;
      const acme = await test.db.query<{ email: string }>(`select email from auth.users where merchant_id = 'ACME' and role_name = 'ADMIN' limit 1`);
      acmeAdmin = acme[0] ? (await tokensOf(app, acme[0].email)).accessToken : '';
    },
  });

  const post = (token: string, body: unknown) => request(app).post('/merchant/store').set('Authorization', `Bearer ${token}`).send(body as object);
  const put = (token: string, code: string, body: unknown) => request(app).put(`/merchant/store/${code}`).set('Authorization', `Bearer ${token}`).send(body as object);

  it('when an admin creates a store, then 201 ST000, it is listed, and store-created plus an audit entry are published and the entry stored', async () => {
    const res = await post(admin, store('EV-1'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', code: 'ST000', data: { code: 'EV-1', name: 'Store EV-1', tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 } } });
    const list = await request(app).get('/merchant/store').set('Authorization', `Bearer ${admin}`);
    expect(list.body.data.map((s: { code: string }) => s.code)).toContain('EV-1');
    const created = events.find((e) => e.type === EVENT_TYPES.STORE_CREATED && (e.data as { code: string }).code === 'EV-1');
    expect(created).toMatchObject({ merchantId: 'DEMO', data: { code: 'EV-1', name: 'Store EV-1', tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 }, revision: 1 } });
    const audit = await test.db.query<{ action: string; service: string }>(`select action, service from auth.audit_entries where action = 'store.created' and merchant_id = 'DEMO'`);
    expect(audit).toEqual([{ action: 'store.created', service: 'svc-auth' }]);
    expect(await service.isSessionActive('00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('when a store is created without coordinates, then it has none (null, not 0,0) in the answer, the row and store-created; an update can give and take them (issue 28 item 5)', async () => {
    const { location: _none, ...noLocation } = store('EV-NOLOC');
    const res = await post(admin, noLocation);
    expect(res.status).toBe(201);
    expect(res.body.data.location).toBeNull();
    expect(await test.db.query(`select lat, lng from auth.stores where code = 'EV-NOLOC'`)).toEqual([{ lat: null, lng: null }]);
    const created = events.find((e) => e.type === EVENT_TYPES.STORE_CREATED && (e.data as { code: string }).code === 'EV-NOLOC');
    expect(created?.data).toMatchObject({ location: null });

    expect((await put(admin, 'EV-NOLOC', store('EV-NOLOC'))).body.data.location).toEqual({ lat: 13.7, lng: 100.5 });
    expect((await put(admin, 'EV-NOLOC', { ...noLocation, location: null })).body.data.location).toBeNull();
    const listed = (await request(app).get('/merchant/store').set('Authorization', `Bearer ${admin}`)).body.data.find((s: { code: string }) => s.code === 'EV-NOLOC');
    expect(listed.location).toBeNull();
  });

  it('when the code exists already, then 409 ST102 and nothing is published', async () => {
    const before = events.length;
    const res = await post(admin, store('EV-1', { name: 'Other' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'error', code: 'ST102' });
    expect(events.length).toBe(before);
  });

  it.each([
    [{ autosync: { isEnable: true } }, 'ST100', 'INVALID_FREQUENCY'],
    [{ autosync: { isEnable: true, syncFrequency: 'DAILY' } }, 'ST100', 'INVALID_DATE'],
    [{ autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-03-01', startTime: '9am' } }, 'ST100', 'INVALID_TIME'],
    [{ tz: 'Nowhere/Zone' }, 'ST100', 'INVALID_TIMEZONE'],
    [{ name: '' }, 'IP100', undefined],
    [{ profile: 'no-such-profile' }, 'ST106', undefined],
  ])('when the body breaks a rule (%j), then 400 %s (the broken rule %s in details) and no store is created', async (extra, code, rule) => {
    const res = await post(admin, store('EV-BAD', extra));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', code });
    if (rule) expect(res.body.details).toContainEqual(expect.objectContaining({ message: rule }));
    const rows = await test.db.query(`select 1 from auth.stores where code = 'EV-BAD'`);
    expect(rows).toHaveLength(0);
  });

  it('when a store is updated, then ST001, the revision goes up and store-updated carries it', async () => {
    const res = await put(admin, 'EV-1', store('EV-1', { name: 'Renamed', autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-03-01', startTime: '09:30' } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'ST001', data: { name: 'Renamed', autosync: { isEnable: true, syncFrequency: 'DAILY' } } });
    expect(events.filter((e) => e.type === EVENT_TYPES.STORE_UPDATED).at(-1)).toMatchObject({ data: { code: 'EV-1', name: 'Renamed', revision: 2 } });
  });

  it('when an unknown store is updated, then 404 ST104; when the code in the body differs, then 400 ST105; a broken rule on update is 400 ST101', async () => {
    const unknown = await put(admin, 'NOPE', store('NOPE'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ST104' });
    const recoded = await put(admin, 'EV-1', store('EV-2'));
    expect(recoded.status).toBe(400);
    expect(recoded.body).toMatchObject({ code: 'ST105' });
    const broken = await put(admin, 'EV-1', store('EV-1', { tz: 'Nowhere/Zone' }));
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'ST101', details: [{ path: 'body.tz', message: 'INVALID_TIMEZONE' }] });
  });

  it("when another merchant's admin updates this store, then 404 ST104 (tenant-scoped), and it is unchanged", async () => {
    if (!acmeAdmin) return;
    expect((await put(acmeAdmin, 'EV-1', store('EV-1', { name: 'Hijacked' }))).status).toBe(404);
    const [row] = await test.db.query<{ name: string }>(`select name from auth.stores where merchant_id = 'DEMO' and code = 'EV-1'`);
    expect(row!.name).toBe('Renamed');
  });

  it('when the role lacks STORES_MANAGEMENT_CREATE, then 403 and nothing is created', async () => {
    const res = await post(owner, store('EV-OWN'));
    expect(res.status).toBe(403);
  });

  it('when a store is deleted, then it leaves the list and store-deleted is published; it can be created again with a newer revision', async () => {
    const del = await request(app).delete('/merchant/store/EV-1').set('Authorization', `Bearer ${admin}`);
    expect(del.status).toBe(200);
    expect(events.filter((e) => e.type === EVENT_TYPES.STORE_DELETED).at(-1)).toMatchObject({ data: { code: 'EV-1', revision: 3 } });
    const again = await post(admin, store('EV-1'));
    expect(again.status).toBe(201);
    expect(events.filter((e) => e.type === EVENT_TYPES.STORE_CREATED).at(-1)).toMatchObject({ data: { code: 'EV-1', revision: 4 } });
    const master = await request(app).delete('/merchant/store/MASTER').set('Authorization', `Bearer ${admin}`);
    expect(master.status).toBe(400);
    expect(master.body.code).toBe('ST107');
  });

  it('when an audit entry arrives from another service twice, then it is stored once', async () => {
    const event = { id: 'f6f0b7a2-1111-4222-8333-944455556666', type: EVENT_TYPES.AUDIT_ENTRY, merchantId: 'DEMO', occurredAt: new Date().toISOString(), data: { service: 'svc-catalog', userId: null, action: 'x.changed', details: { a: 1 } } };
    await bus.publish(event);
    await bus.publish(event);
    const rows = await test.db.query<{ service: string }>(`select service from auth.audit_entries where event_id = $1`, [event.id]);
    expect(rows).toEqual([{ service: 'svc-catalog' }]);
  });

  it('when stores are read, then each carries its currency: the demo prices in baht, dirham and yuan', async () => {
    const list = await request(app).get('/merchant/store').set('Authorization', `Bearer ${admin}`);
    const currencies = Object.fromEntries(list.body.data.map((s: { code: string; currency: string }) => [s.code, s.currency]));
    expect(currencies).toMatchObject({ MASTER: 'THB', 'BKK-SIAM': 'THB', 'CNX-NIMMAN': 'THB', 'DXB-GOLDSOUK': 'AED', 'SHA-NANJING': 'CNY' });
  });

  it('when a store is created with a currency, then it keeps it; without one, it takes its country’s, else the merchant’s most used', async () => {
    expect((await post(admin, store('CUR-1', { currency: 'CNY', address: { country: 'Thailand' } }))).body.data.currency).toBe('CNY');
    expect((await post(admin, store('CUR-2', { address: { country: 'United Arab Emirates' } }))).body.data.currency).toBe('AED');
    expect((await post(admin, store('CUR-3', { address: { country: 'Atlantis' } }))).body.data.currency).toBe('THB');
    const rows = await test.db.query<{ code: string; currency: string }>(`select code, currency from auth.stores where code like 'CUR-%' order by code`);
    expect(rows).toEqual([
      { code: 'CUR-1', currency: 'CNY' },
      { code: 'CUR-2', currency: 'AED' },
      { code: 'CUR-3', currency: 'THB' },
    ]);
  });

  it('when a store is updated without a currency, then it keeps its own; with one, it changes', async () => {
    expect((await put(admin, 'CUR-2', store('CUR-2', { address: { country: 'China' } }))).body.data.currency).toBe('AED');
    expect((await put(admin, 'CUR-2', store('CUR-2', { currency: 'USD' }))).body.data.currency).toBe('USD');
  });

  it('when a store is sent as { data: store } (spec section 7) on create and update, then it is saved as the plain body is; a broken field inside data is 400 IP100 and nothing is saved (issue 29 item 5)', async () => {
    const created = await post(admin, { data: store('ENV-1', { name: 'Wrapped' }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'success', code: 'ST000', message: 'Location created successfully', data: { code: 'ENV-1', name: 'Wrapped', tz: 'Asia/Bangkok' } });
    const updated = await put(admin, 'ENV-1', { data: store('ENV-1', { name: 'Wrapped again' }) });
    expect(updated.body).toMatchObject({ status: 'success', code: 'ST001', data: { code: 'ENV-1', name: 'Wrapped again' } });
    expect((await post(admin, { data: store('ENV-2', { code: 'bad code!' }) })).body).toMatchObject({ status: 'error', code: 'IP100' });
    expect((await put(admin, 'ENV-1', { data: { ...store('ENV-1'), name: '' } })).status).toBe(400);
    expect(await test.db.query(`select code, name from auth.stores where code like 'ENV-%' order by code`)).toEqual([{ code: 'ENV-1', name: 'Wrapped again' }]);
  });

  it("when a store is saved without a time zone, then it takes the merchant's default (MASTER's, else the zone most of its stores have), never UTC; an update without one keeps the store's (issue 29 item 5)", async () => {
    const { tz: _tz, ...noZone } = store('TZ-1');
    const acme = await post(acmeAdmin, { data: noZone });
    expect(acme.status).toBe(201);
    expect(acme.body.data.tz).toBe('Asia/Dubai'); // ACME's MASTER
    expect((await post(admin, { ...noZone, code: 'TZ-2' })).body.data.tz).toBe('Asia/Bangkok'); // DEMO's MASTER
    expect((await put(admin, 'TZ-2', { ...noZone, code: 'TZ-2', tz: 'Asia/Tokyo' })).body.data.tz).toBe('Asia/Tokyo');
    expect((await put(admin, 'TZ-2', { ...noZone, code: 'TZ-2', name: 'Renamed' })).body.data).toMatchObject({ name: 'Renamed', tz: 'Asia/Tokyo' });
    // A merchant whose MASTER has no zone: the zone most of its active stores have.
    await test.db.query(`update auth.stores set tz = null where merchant_id = 'ACME' and code = 'MASTER'`);
    try {
      const zones = await test.db.query<{ tz: string | null }>(`select tz from auth.stores where merchant_id = 'ACME' and active and code <> 'MASTER'`);
      expect(zones.filter((z) => z.tz === 'Asia/Dubai').length).toBeGreaterThan(zones.length / 2);
      expect((await post(acmeAdmin, { ...noZone, code: 'TZ-3' })).body.data.tz).toBe('Asia/Dubai');
    } finally {
      await test.db.query(`update auth.stores set tz = 'Asia/Dubai' where merchant_id = 'ACME' and code = 'MASTER'`);
    }
    expect(await test.db.query(`select code, tz from auth.stores where code like 'TZ-%' order by code`)).toEqual([
      { code: 'TZ-1', tz: 'Asia/Dubai' },
      { code: 'TZ-2', tz: 'Asia/Tokyo' },
      { code: 'TZ-3', tz: 'Asia/Dubai' },
    ]);
  });

  it.each([['aed'], ['DIRHAM'], ['XYZ'], [7]])('when the currency is not an ISO 4217 code (%j), then 400 IP100 and nothing changes', async (currency) => {
    expect((await post(admin, store('CUR-BAD', { currency }))).body).toMatchObject({ status: 'error', code: 'IP100' });
    expect((await put(admin, 'CUR-1', store('CUR-1', { currency }))).status).toBe(400);
    expect(await test.db.query(`select currency from auth.stores where code in ('CUR-BAD', 'CUR-1')`)).toEqual([{ currency: 'CNY' }]);
  });
});
