import { EVENT_TYPES, parseEventOf, type EventEnvelope, type UserReplicaData } from '@hub/contracts';
import { createServiceApp } from '@hub/service-kit';
import { TEST_JWT_SECRET, eventually, publishedSoFar, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { createAuthService, type AuthService } from '../src';
import { PASSWORD, tokensOf } from './harness';

// svc-notify knows a merchant's users only from hub.auth.user-changed.v1 (issue 15): every user's current
// state reaches it, whether it changed through a route or before the event existed.
describe.each(testDatabaseTargets())('svc-auth announces its users (hub.auth.user-changed.v1) on %s', (target) => {
  let test: TestDatabase;
  const running: AuthService[] = [];

  beforeAll(async () => {
    test = await target.create();
  }, 180_000);
  afterAll(async () => {
    for (const s of running) await s.stop();
    await test.drop();
  });

  /** svc-auth started on the test database (migrate, then its start announces), every event it publishes in `events`. */
  const start = async (events: EventEnvelope[]) => {
    const deps = testServiceDeps(test.db);
    deps.bus.subscribe('*', (e) => void events.push(e));
    const service = createAuthService({ ...deps, config: { jwtSecret: TEST_JWT_SECRET, signinRateLimit: 1000, signinProtection: { perAddressFailures: 1000 } } });
    running.push(service);
    await service.migrate();
    return { service, deps, app: createServiceApp([service]) };
  };
  const stop = async (service: AuthService) => {
    await service.stop();
    running.splice(running.indexOf(service), 1);
  };
  const announced = (events: EventEnvelope[]): (UserReplicaData & { merchantId: string })[] =>
    events.filter((e) => e.type === EVENT_TYPES.USER_CHANGED).map((e) => ({ merchantId: e.merchantId, ...parseEventOf(EVENT_TYPES.USER_CHANGED, e).data }));
  const idOf = async (email: string) => (await test.db.query<{ id: string }>('select id::text as id from auth.users where email = $1', [email]))[0]!.id;
  const unannounced = async () => Number((await test.db.query<{ n: string }>('select count(*) as n from auth.users where merchant_id is not null and announced_state is null'))[0]!.n);

  it('when the demo is seeded, then each user is announced once with its fields, never a secret, and the next start announces none', async () => {
    const events: EventEnvelope[] = [];
    const { service, deps } = await start(events);
    await service.seedDemo({ password: PASSWORD });
    await publishedSoFar(service.eventing, deps.bus);
    const users = announced(events);
    const seeded = Number((await test.db.query<{ n: string }>('select count(*) as n from auth.users where merchant_id is not null'))[0]!.n);
    expect(users).toHaveLength(seeded);
    expect(new Set(users.map((u) => u.userId)).size).toBe(seeded);
    expect(users.find((u) => u.email === 'storeuser@demo.hub')).toMatchObject({ merchantId: 'DEMO', roleName: 'STORE_USER', stores: ['DXB-GOLDSOUK'], active: true, userName: 'Sara Store User' });
    expect(JSON.stringify(users)).not.toMatch(/password|pin_hash|\$argon|\$2[aby]\$/i);
    expect(await unannounced()).toBe(0);
    await stop(service);

    const again: EventEnvelope[] = [];
    const next = await start(again);
    await stop(next.service);
    expect(announced(again)).toEqual([]);
  });

  it('when users were stored or changed without an announcement (an upgrade), then the next start announces exactly them, once, as they are now', async () => {
    // As an earlier version left them: never announced, and a change made where no event was written.
    await test.db.query(`update auth.users set announced_state = null where email in ('owner@demo.hub', 'user@demo.hub')`);
    await test.db.query(`update auth.users set phone = '+66 81 234 5678' where email = 'admin@acme.hub'`);
    await test.db.query(
      `insert into auth.users (email, user_name, password_hash, role_name, merchant_id, stores) values ('old@demo.hub', 'Old Timer', 'x', 'STORE_MANAGER', 'DEMO', '{BKK-SIAM}')`,
    );
    const events: EventEnvelope[] = [];
    const { service } = await start(events);
    await eventually('four users announced', () => announced(events).length === 4);
    await stop(service);
    const users = announced(events).sort((a, b) => a.email.localeCompare(b.email));
    expect(users.map((u) => [u.email, u.merchantId])).toEqual([
      ['admin@acme.hub', 'ACME'],
      ['old@demo.hub', 'DEMO'],
      ['owner@demo.hub', 'DEMO'],
      ['user@demo.hub', 'DEMO'],
    ]);
    expect(users[0]).toMatchObject({ phone: '+66 81 234 5678', roleName: 'ADMIN' });
    expect(users[1]).toMatchObject({ userId: await idOf('old@demo.hub'), userName: 'Old Timer', roleName: 'STORE_MANAGER', stores: ['BKK-SIAM'], active: true, phone: null });

    const later: EventEnvelope[] = [];
    const last = await start(later);
    await stop(last.service);
    expect(announced(later)).toEqual([]);
  });

  it('when two instances start together, then each unannounced user is announced by one of them', async () => {
    await test.db.query(`update auth.users set announced_state = null where merchant_id is not null`);
    const total = Number((await test.db.query<{ n: string }>('select count(*) as n from auth.users where merchant_id is not null'))[0]!.n);
    const a: EventEnvelope[] = [];
    const b: EventEnvelope[] = [];
    const [one, two] = await Promise.all([start(a), start(b)]);
    // Wait for the events themselves, not only the rows marked announced: the outbox relays them after
    // the commit, and on a busy machine a stop could come between the two.
    await eventually('every user announced', async () => (await unannounced()) === 0 && announced(a).length + announced(b).length >= total);
    await stop(one.service);
    await stop(two.service);
    const ids = [...announced(a), ...announced(b)].map((u) => u.userId);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  describe('every change of a field the event carries is announced in its transaction', () => {
    let app: Express;
    let service: AuthService;
    let bus: ReturnType<typeof testServiceDeps>['bus'];
    const events: EventEnvelope[] = [];
    let admin: string;
    let sadmin: string;

    beforeAll(async () => {
      ({ app, service, deps: { bus } } = await start(events));
      admin = (await tokensOf(app, 'admin@demo.hub')).accessToken;
      sadmin = (await tokensOf(app, 'sadmin@demo.hub')).accessToken;
    }, 180_000);
    /** The announcements published by what `act` did. */
    const announcedBy = async (act: () => Promise<void>) => {
      await publishedSoFar(service.eventing, bus);
      const from = events.length;
      await act();
      await publishedSoFar(service.eventing, bus);
      return announced(events.slice(from));
    };

    it('a user created, then its stores, phone and deactivation', async () => {
      const body = { userName: 'Nina New', email: 'nina@demo.hub', roleName: 'USER', password: 'Secret@12', pin: '123456', phone: null, stores: ['BKK-SIAM'] };
      const created = await announcedBy(async () => {
        expect((await request(app).post('/merchant/users').set('Authorization', `Bearer ${admin}`).send(body)).status).toBe(201);
      });
      expect(created).toEqual([expect.objectContaining({ email: 'nina@demo.hub', roleName: 'USER', stores: ['BKK-SIAM'], active: true, phone: null })]);
      const put = (change: object) => request(app).put('/merchant/users/nina@demo.hub').set('Authorization', `Bearer ${admin}`).send(change);
      const moved = await announcedBy(async () => {
        expect((await put({ stores: ['DXB-GOLDSOUK'], phone: '+66 2 123 4567' })).body.code).toBe('UR002');
      });
      expect(moved).toEqual([expect.objectContaining({ stores: ['DXB-GOLDSOUK'], phone: '+66 2 123 4567', active: true })]);
      const gone = await announcedBy(async () => {
        expect((await put({ active: false })).body.code).toBe('UR002');
      });
      expect(gone).toEqual([expect.objectContaining({ email: 'nina@demo.hub', active: false })]);
      expect(Date.parse(gone[0]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(moved[0]!.updatedAt));
      expect(await unannounced()).toBe(0);
    });

    it("a custom role's base role changed: its holders announced with the new base role", async () => {
      const role = await request(app).post('/merchant/roles').set('Authorization', `Bearer ${admin}`).send({ name: 'Counter lead', baseRole: 'USER', permissions: [] });
      expect(role.status).toBe(201);
      await request(app)
        .post('/merchant/users')
        .set('Authorization', `Bearer ${admin}`)
        .send({ userName: 'Lek Lead', email: 'lek@demo.hub', roleName: 'Counter lead', password: 'Secret@12', pin: '123456', phone: null, stores: ['BKK-SIAM'] })
        .expect(201);
      const changed = await announcedBy(async () => {
        const res = await request(app).put(`/merchant/roles/${role.body.data.id}`).set('Authorization', `Bearer ${admin}`).send({ baseRole: 'STORE_MANAGER' });
        expect(res.body.code).toBe('RL003');
      });
      expect(changed).toEqual([expect.objectContaining({ email: 'lek@demo.hub', roleName: 'STORE_MANAGER' })]);
    });

    it("a merchant registered: its first ADMIN announced under the new merchant", async () => {
      const today = new Date().toISOString().slice(0, 10);
      const key = await request(app)
        .post('/merchant/serial-keys')
        .set('Authorization', `Bearer ${sadmin}`)
        .send({ type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 1, startDate: today, endDate: null });
      expect(key.status).toBe(201);
      let merchantId = '';
      const registered = await announcedBy(async () => {
        const res = await request(app)
          .post('/merchant/register')
          .send({ merchantName: 'Chiang Mai Gold', userName: 'Mali Owner', email: 'mali@cmgold.example', password: 'Gold@2026', serialKey: key.body.data.key, tz: 'Asia/Bangkok' });
        expect(res.body.code).toBe('UR004');
        merchantId = res.body.data.merchantId;
      });
      expect(registered).toEqual([expect.objectContaining({ merchantId, email: 'mali@cmgold.example', userName: 'Mali Owner', roleName: 'ADMIN', stores: [], active: true })]);
    });
  });
});
