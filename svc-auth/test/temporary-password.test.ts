import { EVENT_TYPES, PERMISSIONS, newPasswordViolations, parseEventOf } from '@hub/contracts';
import { createAccessTokens } from '@hub/service-kit';
import { TEST_JWT_SECRET, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { PASSWORD, signin, tokensOf, useSignedInAuthService } from './harness';

/** Issue 29 item 3: an administrator sets a temporary password; the user must choose a new one at the next sign-in. */
describe.each(testDatabaseTargets())('temporary password on %s', (target) => {
  const h = useSignedInAuthService(target, ['admin@demo.hub', 'owner@demo.hub', 'admin@acme.hub', 'storemanager@demo.hub'], {
    setup: async ({ token }) => {
      // A store-bound role allowed to edit users (same session, one more permission).
      const tokens = createAccessTokens(TEST_JWT_SECRET);
      const claims = tokens.verify(token['storemanager@demo.hub']!);
      token['storemanager+modify'] = tokens.sign({ ...claims, roles: [...claims.roles, PERMISSIONS.USERS_MANAGEMENT_MODIFY] });
    },
  });

  const setTemporary = (who: string, email: string) =>
    request(h.app)
      .post(`/merchant/users/${encodeURIComponent(email)}/temporary-password`)
      .set('Authorization', h.bearer(who));
  const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
  const userRow = async (email: string) =>
    (
      await h.test.db.query<{ password_hash: string; password_change_required: boolean }>(
        'select password_hash, password_change_required from auth.users where email = $1',
        [email],
      )
    )[0]!;
  /** Everything svc-auth keeps or sends about a change: audit rows, the outbox and the published h.events. */
  const everythingWritten = async () =>
    JSON.stringify(h.events) +
    JSON.stringify(await h.test.db.query('select action, details::text from auth.audit_entries')) +
    JSON.stringify(await h.test.db.query('select data::text from auth.outbox'));

  it('when an admin sets a temporary password, then UR005 answers it once, it is stored as argon2id, the old password and sessions end, and the audit names the act but never the password', async () => {
    const before = await tokensOf(h.app, 'user@demo.hub');
    const res = await setTemporary('admin@demo.hub', 'USER@demo.hub');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', code: 'UR005', data: { email: 'user@demo.hub' } });
    const temporary: string = res.body.data.temporaryPassword;
    expect(newPasswordViolations(temporary)).toEqual([]);
    const row = await userRow('user@demo.hub');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_change_required).toBe(true);
    // Like any rights change: the sessions the user had are over.
    expect((await request(h.app).get('/merchant/user/profile').set(bearer(before.accessToken))).body).toMatchObject({ code: 'UAC104' });
    expect((await request(h.app).post('/merchant/user/refresh').send({ refreshToken: before.refreshToken })).status).toBe(401);
    expect((await signin(h.app, 'user@demo.hub', PASSWORD)).body).toMatchObject({ code: 'UAC110' });
    await h.published();
    const revoked = h.events.filter(
      (e) => e.type === EVENT_TYPES.SESSION_REVOKED && parseEventOf(EVENT_TYPES.SESSION_REVOKED, e).data.reason === 'temporary-password',
    );
    expect(revoked.length).toBeGreaterThanOrEqual(1);
    const audit = await h.test.db.query<{ details: { email: string } }>(
      `select details from auth.audit_entries where action = 'user.temporary-password-set' and merchant_id = 'DEMO'`,
    );
    expect(audit.map((a) => a.details.email)).toEqual(['user@demo.hub']);
    expect(await everythingWritten()).not.toContain(temporary);
  });

  it('when the user signs in with it, then UAC012 says a new password comes first, every other call is 403 UAC126, and the change then gives full rights', async () => {
    const temporary: string = (await setTemporary('admin@demo.hub', 'user@demo.hub')).body.data.temporaryPassword;
    const signed = await signin(h.app, 'user@demo.hub', temporary);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'success', code: 'UAC012', data: { user: { email: 'user@demo.hub', passwordChangeRequired: true } } });
    const held = signed.body.data as { accessToken: string; refreshToken: string };
    // Nothing but the password change, the profile and sign-out until a new password is chosen.
    for (const call of [
      request(h.app).get('/merchant/merchant/DEMO'),
      request(h.app).get('/merchant/setup'),
      request(h.app).post('/merchant/user/pin').send({ currentPin: '', pin: '123456', confirmPin: '123456' }),
    ]) {
      const refused = await call.set(bearer(held.accessToken));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ status: 'error', code: 'UAC126' });
    }
    const thai = await request(h.app).get('/merchant/setup').set(bearer(held.accessToken)).set('Accept-Language', 'th');
    expect(thai.body.message).toBe('โปรดตั้งรหัสผ่านใหม่ก่อน: รหัสผ่านที่คุณใช้เข้าสู่ระบบเป็นรหัสผ่านชั่วคราว');
    expect((await request(h.app).get('/merchant/user/profile').set(bearer(held.accessToken))).body).toMatchObject({ code: 'UAC005' });
    // A refreshed token keeps the hold while the password is still the temporary one.
    const refreshed = await request(h.app).post('/merchant/user/refresh').send({ refreshToken: held.refreshToken });
    expect(refreshed.body).toMatchObject({ code: 'UAC001', data: { user: { passwordChangeRequired: true } } });
    expect((await request(h.app).get('/merchant/setup').set(bearer(refreshed.body.data.accessToken))).body).toMatchObject({ code: 'UAC126' });

    const same = await request(h.app)
      .post('/merchant/user/password')
      .set(bearer(refreshed.body.data.accessToken))
      .send({ currentPassword: temporary, password: temporary, confirmPassword: temporary });
    expect(same.body).toMatchObject({ code: 'IP100' });
    const changed = await request(h.app)
      .post('/merchant/user/password')
      .set(bearer(refreshed.body.data.accessToken))
      .send({ currentPassword: temporary, password: 'Chosen@123', confirmPassword: 'Chosen@123' });
    expect(changed.body).toMatchObject({ code: 'UAC006' });
    expect((await userRow('user@demo.hub')).password_change_required).toBe(false);
    const full = await request(h.app).post('/merchant/user/refresh').send({ refreshToken: refreshed.body.data.refreshToken });
    expect(full.body.code).toBe('UAC001');
    expect(full.body.data.user.passwordChangeRequired).toBeUndefined();
    expect((await request(h.app).get('/merchant/setup').set(bearer(full.body.data.accessToken))).status).toBe(200);
    expect((await signin(h.app, 'user@demo.hub', temporary)).body).toMatchObject({ code: 'UAC110' });
    const again = await signin(h.app, 'user@demo.hub', 'Chosen@123');
    expect(again.body.code).toBe('UAC000');
    expect(again.body.data.user.passwordChangeRequired).toBeUndefined();
    const audit = await h.test.db.query(`select 1 from auth.audit_entries where action = 'user.password-changed' and details->>'replacedTemporary' = 'true'`);
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['an unknown user', 'admin@demo.hub', 'nobody@demo.hub', 404, 'UR110'],
    ["another merchant's user", 'admin@acme.hub', 'user@demo.hub', 404, 'UR110'],
    ['oneself (the password change is for that)', 'admin@demo.hub', 'admin@demo.hub', 400, 'UAC116'],
    ['a provider account', 'admin@demo.hub', 'sadmin@demo.hub', 403, 'UAC114'],
    ['a role without USERS_MANAGEMENT_MODIFY', 'owner@demo.hub', 'user@demo.hub', 403, 'UAC114'],
    ["a user outside a store-bound caller's stores", 'storemanager+modify', 'storeuser@demo.hub', 404, 'UR110'],
  ])('when the target is %s (caller %s, user %s), then %i %s and the password stays', async (_what, who, email, status, code) => {
    const before = (await h.test.db.query<{ password_hash: string }>('select password_hash from auth.users where lower(email) = lower($1)', [email]))[0]?.password_hash;
    const res = await setTemporary(who, email);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 'error', code });
    expect(res.body.data?.temporaryPassword).toBeUndefined();
    const after = (await h.test.db.query<{ password_hash: string }>('select password_hash from auth.users where lower(email) = lower($1)', [email]))[0]?.password_hash;
    expect(after).toBe(before);
  });
});
