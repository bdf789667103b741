import { EVENT_TYPES, type EventEnvelope, type PasswordResetRequestedData, type SessionRevokedData } from '@hub/contracts';
import { createLogger, createServiceApp, InProcessEventBus } from '@hub/service-kit';
import { TEST_JWT_SECRET, eventually, expectNoStackTrace, publishedSoFar, testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createAuthService, type AuthService } from '../src';
import { PASSWORD, signin, tokensOf } from './harness';

// Issue 4 item 6: password reset by e-mail, svc-auth's part (request, check, reset; the event svc-notify mails).
const NEW_PASSWORD = 'Reset#2026';

const waitFor = (what: string, ok: () => boolean) => eventually(what, ok);

describe.each(testDatabaseTargets())('password reset on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: AuthService;
  let bus: InProcessEventBus;
  const requested: EventEnvelope<PasswordResetRequestedData>[] = [];
  const revoked: EventEnvelope<SessionRevokedData>[] = [];
  const logLines: string[] = [];
  const bodies: unknown[] = [];
  const keep = <T extends { body: unknown }>(res: T): T => {
    bodies.push(res.body);
    return res;
  };

  const ask = async (email: string, extra: Record<string, unknown> = {}, language?: string) => {
    const req = request(app).post('/merchant/user/reset');
    if (language) req.set('Accept-Language', language);
    return keep(await req.send({ email, ...extra }));
  };
  const check = async (code: string) => keep(await request(app).post('/merchant/user/reset/check').send({ code }));
  const reset = async (code: string, password: string, confirmPassword = password) =>
    keep(await request(app).post('/merchant/user/reset-password').send({ code, password, confirmPassword }));
  const codeOf = (event: EventEnvelope<PasswordResetRequestedData>) => event.data.resetPath.replace('/auth/reset/', '');

  /** Asks for a link for `email` and returns the code its event carries. */
  async function requestCode(email: string): Promise<string> {
    const before = requested.length;
    expect((await ask(email)).status).toBe(200);
    await waitFor('the reset event', () => requested.length > before);
    return codeOf(requested[requested.length - 1]!);
  }

  beforeAll(async () => {
    test = await target.create();
    bus = new InProcessEventBus();
    bus.subscribe(EVENT_TYPES.PASSWORD_RESET_REQUESTED, (e) => void requested.push(e as EventEnvelope<PasswordResetRequestedData>));
    bus.subscribe(EVENT_TYPES.SESSION_REVOKED, (e) => void revoked.push(e as EventEnvelope<SessionRevokedData>));
    const destination = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    service = createAuthService({
      db: test.db,
      bus,
      logger: createLogger({ name: 'svc-auth', level: 'trace', destination }),
      config: { jwtSecret: TEST_JWT_SECRET, signinRateLimit: 1000, passwordReset: { ttlMinutes: 30, limits: { perEmail: 3, perIp: 1000 } } },
    });
    await service.migrate();
    await service.seedDemo({ password: PASSWORD });
    app = createServiceApp([service]);
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when a registered and an unregistered e-mail ask, then the answers are identical and only the registered one gets a link', async () => {
    const before = requested.length;
    const registered = await ask('printing@demo.hub', { locale: 'th' });
    const unknown = await ask('nobody-here@demo.hub', { locale: 'th' });
    expect(registered.status).toBe(200);
    expect(unknown.status).toBe(registered.status);
    expect(unknown.body).toEqual(registered.body);
    expect(registered.body).toEqual({ status: 'success', code: 'URR000', message: expect.any(String), data: null });
    await waitFor('the reset event', () => requested.length > before);
    // Everything svc-auth wrote before the sentinel has been published: no second event can follow.
    await publishedSoFar(service.eventing, bus);
    expect(requested.slice(before)).toHaveLength(1);
    const event = requested[requested.length - 1]!;
    expect(event.merchantId).toBe('DEMO');
    expect(event.data).toMatchObject({ email: 'printing@demo.hub', userName: 'Pim Printing', locale: 'th' });
    expect(event.data.resetPath).toMatch(/^\/auth\/reset\/[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(event.data.expiresAt) - Date.parse(event.occurredAt)) / 60000;
    expect(minutes).toBe(30);
    // Only the SHA-256 of the code is stored.
    const code = codeOf(event);
    const rows = await test.db.query<{ code_hash: string }>('select code_hash from auth.password_reset_codes');
    expect(rows.map((r) => r.code_hash)).toContain(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('when no locale is given, then the mail is in the language of the request (Accept-Language)', async () => {
    const before = requested.length;
    expect((await ask('developer@demo.hub', {}, 'ar-AE,ar;q=0.9')).status).toBe(200);
    await waitFor('the reset event', () => requested.length > before);
    expect(requested[requested.length - 1]!.data.locale).toBe('ar');
  });

  it('when the address is malformed, then 400 UR109; when the body lacks it, then 400 IP100', async () => {
    const bad = await ask('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('UR109');
    const missing = keep(await request(app).post('/merchant/user/reset').send({}));
    expect([missing.status, missing.body.code]).toEqual([400, 'IP100']);
  });

  it('when one e-mail asks past the limit, then 429 UAC117, registered or not alike; another e-mail still gets through', async () => {
    for (const email of ['storeuser@demo.hub', 'ghost@demo.hub']) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
      const limited = await ask(email);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ status: 'error', code: 'UAC117', message: 'Too many password or PIN requests. Please wait and try again later.' });
    }
    expect((await ask('ghost2@demo.hub')).status).toBe(200);
  });

  it('when a code is checked, then a valid one answers its expiry; unknown or malformed codes 404 URR102', async () => {
    const code = await requestCode('user@demo.hub');
    const ok = await check(code);
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe('URR002');
    expect(Date.parse(ok.body.data.expiresAt)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    for (const bad of ['A'.repeat(43), 'short', '../../etc/passwd', '']) {
      const res = await check(bad);
      expect([bad, res.status, res.body.code]).toEqual([bad, 404, 'URR102']);
    }
  });

  it('when the code has expired, then check and reset answer 410 URR103 and the password stays', async () => {
    const code = await requestCode('owner@demo.hub');
    await test.db.query(`update auth.password_reset_codes set expires_at = now() - interval '1 second' where code_hash = $1`, [
      createHash('sha256').update(code).digest('hex'),
    ]);
    expect([(await check(code)).status, (await check(code)).body.code]).toEqual([410, 'URR103']);
    const res = await reset(code, NEW_PASSWORD);
    expect([res.status, res.body.code]).toEqual([410, 'URR103']);
    expect((await signin(app, 'owner@demo.hub')).status).toBe(200);
  });

  it('when the new password breaks section-5 rules or equals the previous one, then 400 IP100 names each rule and nothing changes', async () => {
    const code = await requestCode('support@demo.hub');
    const weak = await reset(code, 'abc', 'abd');
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('IP100');
    expect(weak.body.details).toEqual([
      { field: 'password', rule: 'minLength' },
      { field: 'password', rule: 'uppercase' },
      { field: 'password', rule: 'digit' },
      { field: 'password', rule: 'special' },
      { field: 'confirmPassword', rule: 'matches' },
    ]);
    const same = await reset(code, PASSWORD);
    expect(same.status).toBe(400);
    expect(same.body.details).toEqual([{ field: 'password', rule: 'differs' }]);
    // The code still works after refusals of the rules.
    expect((await check(code)).status).toBe(200);
    expect((await signin(app, 'support@demo.hub')).status).toBe(200);
  });

  it('when the reset succeeds, then every session is revoked, the old password fails, the new one works and the code cannot be reused', async () => {
    const email = 'admin@demo.hub';
    const older = await requestCode(email);
    const first = await tokensOf(app, email);
    const second = await tokensOf(app, email);
    const profile = (token: string) => request(app).get('/merchant/user/profile').set('Authorization', `Bearer ${token}`);
    expect((await profile(first.accessToken)).status).toBe(200);
    const code = await requestCode(email);
    revoked.length = 0;

    const done = await reset(code, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'success', code: 'URR001', message: expect.any(String), data: null });

    for (const t of [first, second]) {
      const res = await profile(t.accessToken);
      expect([res.status, res.body.code]).toEqual([401, 'UAC104']);
      expect((await request(app).post('/merchant/user/refresh').send({ refreshToken: t.refreshToken })).status).toBe(401);
    }
    expect(revoked.map((e) => e.data.reason)).toEqual(['password-reset', 'password-reset']);
    const old = await signin(app, email);
    expect([old.status, old.body.code]).toEqual([401, 'UAC110']);
    expect((await signin(app, email, NEW_PASSWORD)).status).toBe(200);

    const reused = await reset(code, 'Another#2026');
    expect([reused.status, reused.body.code]).toEqual([410, 'URR100']);
    expect((await check(code)).body.code).toBe('URR100');
    // A link mailed before the reset is void too.
    const voided = await reset(older, 'Another#2026');
    expect([voided.status, voided.body.code]).toEqual([410, 'URR100']);
    expect((await signin(app, email, NEW_PASSWORD)).status).toBe(200);

    const audit = await test.db.query<{ action: string; details: unknown }>(
      `select action, details from auth.audit_entries where action like 'user.password-reset%' order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['user.password-reset-requested', 'user.password-reset']));
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('when a user is deactivated, then a request answers alike but mails nothing, and an earlier code answers 403 UAC115', async () => {
    const code = await requestCode('storemanager@demo.hub');
    await test.db.query(`update auth.users set active = false where email = 'storemanager@demo.hub'`);
    const before = requested.length;
    const res = await ask('storemanager@demo.hub');
    expect(res.body).toEqual({ status: 'success', code: 'URR000', message: expect.any(String), data: null });
    await publishedSoFar(service.eventing, bus);
    expect(requested.length).toBe(before);
    const refused = await reset(code, NEW_PASSWORD);
    expect([refused.status, refused.body.code]).toEqual([403, 'UAC115']);
  });

  it('when the whole suite ran, then no code was logged and no answer carried a stack trace', () => {
    const codes = requested.map(codeOf);
    expect(codes.length).toBeGreaterThan(3);
    const log = logLines.join('');
    for (const code of codes) expect(log).not.toContain(code);
    for (const body of bodies) expectNoStackTrace(body);
  });
});

describe.each(testDatabaseTargets())('password reset limit per address on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: AuthService;

  beforeAll(async () => {
    test = await target.create();
    service = createAuthService({
      db: test.db,
      bus: new InProcessEventBus(),
      config: { jwtSecret: TEST_JWT_SECRET, passwordReset: { limits: { perEmail: 100, perIp: 3 } } },
    });
    await service.migrate();
    app = createServiceApp([service]);
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when one address asks for many different e-mails, then past its limit 429 UAC117', async () => {
    for (const n of [1, 2, 3]) expect((await request(app).post('/merchant/user/reset').send({ email: `someone${n}@demo.hub` })).status).toBe(200);
    const limited = await request(app).post('/merchant/user/reset').send({ email: 'someone4@demo.hub' });
    expect([limited.status, limited.body.code]).toEqual([429, 'UAC117']);
  });
});
