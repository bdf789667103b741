import { ACCESS_TOKEN_MAX_AGE_SECONDS, DEFAULT_ROLE_PERMISSIONS, REFRESH_TOKEN_MAX_AGE_SECONDS, isRoleName, sessionUserSchema } from '@hub/contracts';
import { decodeTokenTimes, describeAccess } from '@hub/service-kit';
import { expectNoStackTrace, testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { DEMO_USERS, type AuthService } from '../src';
import { signin, startAuth, tokensOf } from './harness';

describe.each(testDatabaseTargets())('svc-auth on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: AuthService;
  const bodies: unknown[] = [];
  const keep = <T extends { body: unknown }>(res: T): T => {
    bodies.push(res.body);
    return res;
  };

  beforeAll(async () => {
    test = await target.create();
    ({ app, service } = await startAuth(test.db));
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  describe('sign-in', () => {
    it.each(DEMO_USERS.map((u) => [u.roleName, u.email] as const))('when %s (%s) signs in with the demo password, then tokens and the session user come back', async (role, email) => {
      const res = keep(await signin(app, email));
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      expect(res.body.code).toBe('UAC000');
      const data = res.body.data;
      expect(data.accessTokenExpiresIn).toBe(518400);
      expect(data.refreshTokenExpiresIn).toBe(1296000);
      expect(typeof data.refreshToken).toBe('string');
      const user = sessionUserSchema.parse(data.user);
      expect(user.email).toBe(email);
      expect(user.roleName).toBe(role);
      if (isRoleName(role)) expect(user.roles).toEqual([...DEFAULT_ROLE_PERMISSIONS[role]]);
      if (role === 'SADMIN' || role === 'SUPPORT') expect(user.merchants).toEqual(['ACME', 'DEMO']);
      const { iat, exp } = decodeTokenTimes(data.accessToken);
      expect(exp - iat).toBe(ACCESS_TOKEN_MAX_AGE_SECONDS);
    });

    it('when a client written to spec section 7 signs in, then accessToken and refreshToken are at the top level too', async () => {
      const res = await signin(app, 'user@demo.hub');
      expect(res.body.accessToken).toBe(res.body.data.accessToken);
      expect(res.body.refreshToken).toBe(res.body.data.refreshToken);
      const refreshed = await request(app).post('/merchant/user/refresh').send({ refreshToken: res.body.refreshToken });
      expect(refreshed.body.accessToken).toBe(refreshed.body.data.accessToken);
      expect(refreshed.body.refreshToken).toBe(refreshed.body.data.refreshToken);
    });

    it('when a merchant user signs in, then only its own merchant is switchable', async () => {
      const res = await signin(app, 'owner@demo.hub');
      expect(res.body.data.user).toMatchObject({ merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] });
    });

    it('when the e-mail differs in case, then the user is still found', async () => {
      expect((await signin(app, 'Admin@Demo.HUB')).status).toBe(200);
    });

    it('when the session is stored, then its expiry is the refresh-token lifetime', async () => {
      const before = Date.now();
      await tokensOf(app, 'printing@demo.hub');
      const after = Date.now();
      const [row] = await test.db.query<{ expires_at: Date }>(
        `select s.expires_at from auth.sessions s join auth.users u on u.id = s.user_id where u.email = 'printing@demo.hub' order by s.created_at desc limit 1`,
      );
      // Stored during the sign-in, however long it took on a busy machine: the lifetime from a moment
      // between before and after (1 s either side for the database's clock and rounding).
      const storedAt = new Date(row!.expires_at).getTime() - REFRESH_TOKEN_MAX_AGE_SECONDS * 1000;
      expect(storedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(storedAt).toBeLessThanOrEqual(after + 1000);
    });

    it('when the password is wrong, then 401 UAC110 and no 500', async () => {
      const res = keep(await signin(app, 'admin@demo.hub', 'Wrong@1234'));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'error', code: 'UAC110', message: 'Invalid password' });
    });

    it('when the e-mail is unknown, then 401 UAC100', async () => {
      const res = keep(await signin(app, 'nobody@demo.hub'));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UAC100');
    });

    it('when the account is deactivated, then 403 UAC115', async () => {
      await test.db.query(
        `insert into auth.users (email, user_name, password_hash, role_name, merchant_id, active)
         select 'gone@demo.hub', 'Gone', password_hash, 'USER', 'DEMO', false from auth.users where email = 'user@demo.hub'`,
      );
      const res = keep(await signin(app, 'gone@demo.hub'));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('UAC115');
    });

    it('when the user belongs to no merchant, then 401 UAC105', async () => {
      await test.db.query(
        `insert into auth.users (email, user_name, password_hash, role_name, merchant_id)
         select 'orphan@demo.hub', 'Orphan', password_hash, 'USER', null from auth.users where email = 'user@demo.hub'`,
      );
      const res = keep(await signin(app, 'orphan@demo.hub'));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UAC105');
    });

    it('when the JSON is malformed, then 400 IP101', async () => {
      const res = keep(await request(app).post('/merchant/user/signin').set('Content-Type', 'application/json').send('{"email":'));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IP101');
    });

    it.each([[{}], [{ email: 'admin@demo.hub' }], [{ password: 'x' }], [{ email: '', password: '' }]])('when fields are missing (%j), then 400 IP100', async (body) => {
      const res = keep(await request(app).post('/merchant/user/signin').send(body));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IP100');
    });

    it('when the path is unknown under /merchant, then 404 SE101', async () => {
      const res = keep(await request(app).get('/merchant/user/nothing'));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('SE101');
    });
  });

  describe('refresh', () => {
    it('when a refresh token is used, then it works once; reusing it revokes the family and the newer token dies too', async () => {
      const first = await tokensOf(app, 'admin@demo.hub');
      const r1 = keep(await request(app).post('/merchant/user/refresh').send({ refreshToken: first.refreshToken }));
      expect(r1.status).toBe(200);
      expect(r1.body.code).toBe('UAC001');
      expect(r1.body.data.refreshToken).not.toBe(first.refreshToken);
      expect(r1.body.data.refreshTokenExpiresIn).toBe(1296000);
      const second = r1.body.data as { accessToken: string; refreshToken: string };

      // the new access token works
      expect((await request(app).get('/merchant/store').set('Authorization', `Bearer ${second.accessToken}`)).status).toBe(200);

      const replay = keep(await request(app).post('/merchant/user/refresh').send({ refreshToken: first.refreshToken }));
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('UAC102');

      const newer = keep(await request(app).post('/merchant/user/refresh').send({ refreshToken: second.refreshToken }));
      expect(newer.status).toBe(401);
      expect(newer.body.code).toBe('UAC102');

      const access = keep(await request(app).get('/merchant/store').set('Authorization', `Bearer ${second.accessToken}`));
      expect(access.status).toBe(401);
      expect(access.body.code).toBe('UAC104');
    });

    it('when the refresh token is missing, then 401 UAC101', async () => {
      const res = keep(await request(app).post('/merchant/user/refresh').send({}));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UAC101');
    });

    it('when the refresh token is unknown, then 401 UAC102', async () => {
      const res = keep(await request(app).post('/merchant/user/refresh').send({ refreshToken: 'not-a-token' }));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UAC102');
    });

    it('when the refresh token is not a string, then 401 UAC102', async () => {
      const res = keep(await request(app).post('/merchant/user/refresh').send({ refreshToken: 42 }));
      expect(res.body.code).toBe('UAC102');
    });
  });

  describe('sign-out', () => {
    it('when a user signs out, then its access token and refresh token are refused', async () => {
      const t = await tokensOf(app, 'developer@demo.hub');
      const out = keep(await request(app).delete('/merchant/user/signout').set('Authorization', `Bearer ${t.accessToken}`));
      expect(out.status).toBe(200);
      expect(out.body.code).toBe('UAC002');
      const access = keep(await request(app).get('/merchant/setup').set('Authorization', `Bearer ${t.accessToken}`));
      expect(access.status).toBe(401);
      expect(access.body.code).toBe('UAC104');
      const refresh = keep(await request(app).post('/merchant/user/refresh').send({ refreshToken: t.refreshToken }));
      expect(refresh.status).toBe(401);
      expect(refresh.body.code).toBe('UAC102');
      expect(await service.isSessionActive('not-a-uuid')).toBe(false);
    });

    it('when the bearer is missing, then 401 UAC103', async () => {
      const res = keep(await request(app).delete('/merchant/user/signout'));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UAC103');
    });

    it('when the bearer is invalid, then 401 UAC104', async () => {
      const res = keep(await request(app).get('/merchant/store').set('Authorization', 'Bearer abc.def.ghi'));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UAC104');
    });
  });

  describe('stores and setup', () => {
    const codes = (res: { body: { data: { code: string }[] } }) => res.body.data.map((s) => s.code).sort();

    it('when the DEMO admin lists stores, then every DEMO store comes back with autosync and tz', async () => {
      const t = await tokensOf(app, 'admin@demo.hub');
      const res = keep(await request(app).get('/merchant/store').set('Authorization', `Bearer ${t.accessToken}`));
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('ST002');
      expect(codes(res)).toEqual(['BKK-SIAM', 'CNX-NIMMAN', 'DXB-GOLDSOUK', 'MASTER', 'SHA-NANJING']);
      const siam = res.body.data.find((s: { code: string }) => s.code === 'BKK-SIAM');
      expect(siam).toMatchObject({ tz: 'Asia/Bangkok', autosync: { isEnable: true }, openingTime: { hours: 10, minutes: 0 }, address: { city: 'Pathum Wan' } });
      expect(siam.location.lat).toBeCloseTo(13.7462);
    });

    it('when the ACME admin lists stores, then no DEMO store ever comes back', async () => {
      const t = await tokensOf(app, 'admin@acme.hub');
      const res = keep(await request(app).get('/merchant/store').set('Authorization', `Bearer ${t.accessToken}`));
      expect(codes(res)).toEqual(['ACME-BKK-ICON', 'ACME-DXB-MALL', 'MASTER']);
      expect(JSON.stringify(res.body)).not.toMatch(/BKK-SIAM|DXB-GOLDSOUK|Siam Paragon/);
    });

    it('when store-bound users list stores, then they see only their own stores', async () => {
      const manager = await tokensOf(app, 'storemanager@demo.hub');
      expect(codes(keep(await request(app).get('/merchant/store').set('Authorization', `Bearer ${manager.accessToken}`)))).toEqual(['BKK-SIAM', 'CNX-NIMMAN']);
      const storeUser = await tokensOf(app, 'storeuser@demo.hub');
      expect(codes(keep(await request(app).get('/merchant/store').set('Authorization', `Bearer ${storeUser.accessToken}`)))).toEqual(['DXB-GOLDSOUK']);
    });

    it('when stores are listed without master, then MASTER is left out', async () => {
      const t = await tokensOf(app, 'owner@demo.hub');
      const res = keep(await request(app).get('/merchant/store/without-master').set('Authorization', `Bearer ${t.accessToken}`));
      expect(codes(res)).toEqual(['BKK-SIAM', 'CNX-NIMMAN', 'DXB-GOLDSOUK', 'SHA-NANJING']);
    });

    it('when a role holds neither store nor product permission, then 403 UAC114', async () => {
      await test.db.query(`update auth.users set permissions = '["ERP_READ_PREVIEW"]'::jsonb where email = 'developer@demo.hub'`);
      const t = await tokensOf(app, 'developer@demo.hub');
      await test.db.query(`update auth.users set permissions = null where email = 'developer@demo.hub'`);
      const res = keep(await request(app).get('/merchant/store').set('Authorization', `Bearer ${t.accessToken}`));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('UAC114');
    });

    it('when DEMO reads its setup, then setup is done and modules mix the three statuses', async () => {
      const t = await tokensOf(app, 'user@demo.hub');
      const res = keep(await request(app).get('/merchant/setup').set('Authorization', `Bearer ${t.accessToken}`));
      expect(res.status).toBe(200);
      expect(res.body.data.setupDone).toBe(true);
      const statuses = new Set(res.body.data.modules.map((m: { status: string }) => m.status));
      expect(statuses).toEqual(new Set(['CREATED', 'UPDATED', 'BEFORE_CREATED']));
      expect(res.body.data.modules[0]).toEqual({ name: 'Setup', status: 'CREATED' });
    });
  });

  describe('seed', () => {
    it('when the seed runs again, then nothing is duplicated', async () => {
      await service.seedDemo({ password: 'Other@1234' });
      expect(await service.seedDemoIfEmpty()).toBe(false);
      const [row] = await test.db.query<{ n: number }>('select count(*)::int as n from auth.users where email = $1', ['admin@demo.hub']);
      expect(row!.n).toBe(1);
      expect((await signin(app, 'admin@demo.hub')).status).toBe(200);
    });
  });

  it('when every answer of this suite is read, then none carries a stack trace', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expectNoStackTrace(body);
  });

  it('when the routes are listed, then each declares a permission or is explicitly public', () => {
    const table = service.routes.map((r) => `${r.method.toUpperCase()} ${r.path} ${describeAccess(r.permission)}`);
    expect(table).toEqual([
      'POST /merchant/user/signin public',
      'POST /merchant/user/signin/pin public',
      'POST /merchant/user/refresh public',
      'DELETE /merchant/user/signout authenticated',
      'POST /merchant/user/reset public',
      'POST /merchant/user/reset/check public',
      'POST /merchant/user/reset-password public',
      'POST /merchant/user/verify-email public',
      'POST /merchant/users/:email/verification USERS_MANAGEMENT_MODIFY',
      'POST /merchant/user/pin/reset authenticated',
      'POST /merchant/user/pin/reset/confirm authenticated',
      'GET /merchant/merchant/:merchantID authenticated',
      'POST /merchant/user/change authenticated',
      'GET /merchant/user/profile authenticated',
      'POST /merchant/user/password authenticated',
      'POST /merchant/user/pin authenticated',
      'GET /merchant/store STORES_MANAGEMENT_READ_PREVIEW|PRODUCTS_READ_PREVIEW',
      'GET /merchant/store/without-master STORES_MANAGEMENT_READ_PREVIEW|PRODUCTS_READ_PREVIEW',
      'GET /merchant/store/address STORES_MANAGEMENT_READ_PREVIEW|PRODUCTS_READ_PREVIEW',
      'GET /merchant/store/client-hub STORES_MANAGEMENT_READ_PREVIEW|PRODUCTS_READ_PREVIEW',
      'POST /merchant/store STORES_MANAGEMENT_CREATE',
      'PUT /merchant/store/:code STORES_MANAGEMENT_MODIFY',
      'DELETE /merchant/store/:code STORES_MANAGEMENT_MODIFY',
      'GET /merchant/setup authenticated',
      'POST /merchant/setup/complete MODULES_CREATE|MODULES_MODIFY',
      'GET /merchant/audit ACTIVITIES_READ_PREVIEW_**',
      'GET /merchant/users USERS_MANAGEMENT_READ_PREVIEW',
      'POST /merchant/users USERS_MANAGEMENT_CREATE',
      'PUT /merchant/users/:email USERS_MANAGEMENT_MODIFY',
      'DELETE /merchant/users/:email USERS_MANAGEMENT_MODIFY',
      'POST /merchant/users/:email/temporary-password USERS_MANAGEMENT_MODIFY',
      'GET /merchant/roles ROLES_MANAGEMENT_READ_PREVIEW',
      'GET /merchant/roles/:id ROLES_MANAGEMENT_READ_PREVIEW',
      'POST /merchant/roles ROLES_MANAGEMENT_**',
      'PUT /merchant/roles/:id ROLES_MANAGEMENT_**',
      'DELETE /merchant/roles/:id ROLES_MANAGEMENT_**',
      'GET /merchant/api-keys API_KEY_READ_PREVIEW',
      'POST /merchant/api-keys API_KEY_CREATE',
      'PUT /merchant/api-keys/:id API_KEY_MODIFY',
      'DELETE /merchant/api-keys/:id API_KEY_MODIFY',
      'POST /merchant/register public',
      'GET /merchant/serial-keys SERIAL_KEYS_READ_PREVIEW&MERCHANTS_ALL_ACCESS',
      'POST /merchant/serial-keys SERIAL_KEYS_CREATE&MERCHANTS_ALL_ACCESS',
      'DELETE /merchant/serial-keys/:id SERIAL_KEYS_MODIFY&MERCHANTS_ALL_ACCESS',
      'GET /merchant/banner authenticated',
      'POST /merchant/banner/dismiss authenticated',
      'GET /merchant/user/bootstrap authenticated',
    ]);
  });
});

describe.each(testDatabaseTargets())('sign-in limits on %s (issue 9 item 2)', (target) => {
  let test: TestDatabase;
  let app: Express;
  beforeAll(async () => {
    test = await target.create();
    ({ app } = await startAuth(test.db, { signinRateLimit: 3, signinProtection: { perAddressFailures: 6, account: { freeFailures: 2, baseDelayMs: 60_000 } } }));
  }, 180_000);
  afterAll(async () => {
    await test.drop();
  });
  it('when the same IP and e-mail try too often, then 429 UAC118 (not the reset code UAC117); another e-mail still gets through', async () => {
    for (let i = 0; i < 3; i++) expect((await signin(app, 'nobody-1@demo.hub', 'Wrong@1')).status).toBe(401);
    const limited = await signin(app, 'nobody-1@demo.hub');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 'error', code: 'UAC118', message: 'Too many sign-in attempts for this e-mail. Please wait and try again later.' });
    expect((await signin(app, 'owner@demo.hub')).status).toBe(200);
  });

  it('when one address sprays many e-mails, then past the failure limit it gets 429 UAC119 even for a new e-mail; successes do not count', async () => {
    // the address of the previous case already has 4 failures (3 + the refused one); 2 more reach 6
    expect((await signin(app, 'spray-1@demo.hub', 'Wrong@1')).body.code).toBe('UAC100');
    expect((await signin(app, 'spray-2@demo.hub', 'Wrong@1')).body.code).toBe('UAC100');
    const sprayed = await signin(app, 'spray-3@demo.hub', 'Wrong@1');
    expect(sprayed.status).toBe(429);
    expect(sprayed.body.code).toBe('UAC119');
    expect((await signin(app, 'owner@demo.hub')).status).toBe(429);
  });
});

describe.each(testDatabaseTargets())('per-account sign-in backoff on %s (issue 9 item 2)', (target) => {
  let test: TestDatabase;
  let app: Express;
  beforeAll(async () => {
    test = await target.create();
    ({ app } = await startAuth(test.db, { signinProtection: { account: { freeFailures: 2, baseDelayMs: 60_000 } } }));
  }, 180_000);
  afterAll(async () => {
    await test.drop();
  });

  it('when an account gets more wrong passwords than the free ones, then it waits (429 UAC120, Retry-After) even with the right password; the spec answers come first', async () => {
    expect((await signin(app, 'storeuser@demo.hub', 'Wrong@1')).body.code).toBe('UAC110');
    expect((await signin(app, 'storeuser@demo.hub', 'Wrong@1')).body.code).toBe('UAC110');
    const third = await signin(app, 'storeuser@demo.hub', 'Wrong@1');
    expect(third.body.code).toBe('UAC110');
    const locked = await signin(app, 'storeuser@demo.hub');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('UAC120');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // another account is not affected
    expect((await signin(app, 'printing@demo.hub')).status).toBe(200);
  });

  it('when the wait is over, then the right password signs in and the count starts again', async () => {
    await test.db.query(`update auth.signin_failures set locked_until = now() - interval '1 second', last_failed_at = now() - interval '1 second'`);
    expect((await signin(app, 'storeuser@demo.hub')).status).toBe(200);
    const rows = await test.db.query(`select 1 from auth.signin_failures f join auth.users u on u.id = f.user_id where u.email = 'storeuser@demo.hub'`);
    expect(rows).toHaveLength(0);
    expect((await signin(app, 'storeuser@demo.hub', 'Wrong@1')).body.code).toBe('UAC110');
  });
});
