import { EVENT_TYPES } from '@hub/contracts';
import request from 'supertest';
import { createServiceApp } from '../src/app';
import { createEvent, InProcessEventBus } from '../src/bus';
import { migrateSchema } from '../src/db/migrate';
import { createAccessTokens } from '../src/jwt';
import { createServiceEventing } from '../src/eventing';
import { RevokedSessionList } from '../src/revoked-sessions';
import { route } from '../src/route';
import { createService } from '../src/service';
import { signTestToken, testClaims, testDatabaseTargets, TEST_JWT_SECRET, type TestDatabase } from '../src/testing';
import { join } from 'node:path';

// A service running alone learns revoked sessions from hub.auth.session-revoked.v1 and its guard refuses them.
describe.each(testDatabaseTargets())('revoked sessions on %s', (target) => {
  let test: TestDatabase;
  let bus: InProcessEventBus;
  let app: ReturnType<typeof createServiceApp>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    test = await target.create();
    await migrateSchema(test.db, 'rev_svc', join(__dirname, 'fixtures', 'none'));
    bus = new InProcessEventBus();
    const eventing = createServiceEventing({ db: test.db, bus, schema: 'rev_svc', service: 'svc-rev' });
    const isSessionActive = eventing.trackRevokedSessions();
    const service = createService({
      name: 'svc-rev',
      routes: [route({ method: 'get', path: '/merchant/rev', permission: 'authenticated', summary: 'test', handler: async () => ({ code: 'OK', data: null }) })],
      auth: { tokens: createAccessTokens(TEST_JWT_SECRET), isSessionActive },
      migrate: async () => undefined,
    });
    app = createServiceApp([service]);
    stop = () => eventing.stop();
  }, 180_000);
  afterAll(async () => {
    await stop();
    await test.drop();
  });

  it('when svc-auth revokes a session, then its token gets 401 UAC104 and another session still passes; a repeat is harmless', async () => {
    const revoked = testClaims('ADMIN', 'DEMO');
    const alive = testClaims('ADMIN', 'DEMO');
    const get = (claims: typeof revoked) => request(app).get('/merchant/rev').set('Authorization', `Bearer ${signTestToken(claims)}`);
    expect((await get(revoked)).status).toBe(200);
    const event = createEvent(EVENT_TYPES.SESSION_REVOKED, 'DEMO', { sessionId: revoked.sessionId, userId: revoked.sub, expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    await bus.publish(event);
    await bus.publish(event);
    const res = await get(revoked);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UAC104' });
    expect((await get(alive)).status).toBe(200);
    expect(await test.db.query('select session_id from rev_svc.revoked_sessions')).toEqual([{ session_id: revoked.sessionId }]);
  });

  it('when the in-memory list (gateway) sees a revocation, then its check refuses that session only', async () => {
    const list = new RevokedSessionList().subscribe(bus);
    await bus.publish(createEvent(EVENT_TYPES.SESSION_REVOKED, 'DEMO', { sessionId: 's-1', userId: 'u-1', expiresAt: new Date().toISOString() }));
    expect(await list.isSessionActive('s-1')).toBe(false);
    expect(await list.isSessionActive('s-2')).toBe(true);
    list.unsubscribe();
  });
});
