import { merchantSchema, sessionUserSchema } from '@hub/contracts';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { PASSWORD, signin, tokensOf, useAuthService } from './harness';

describe.each(testDatabaseTargets())('account switch, password and PIN on %s', (target) => {
  let test: TestDatabase;
  let app: Express;

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app } = h);
    },
  });

  const bearer = (token: string) => `Bearer ${token}`;
  const getMerchant = (token: string, id: string) =>
    request(app).get(`/merchant/merchant/${id}`).set('Authorization', bearer(token));
  const change = (token: string, body: object) =>
    request(app).post('/merchant/user/change').set('Authorization', bearer(token)).send(body);
  const hashOf = async (email: string) =>
    (
      await test.db.query<{ password_hash: string; pin_hash: string | null }>(
        'select password_hash, pin_hash from auth.users where email = $1',
        [email],
      )
    )[0]!;

  describe('merchant by id', () => {
    it('when a provider asks for ACME, then its profiles and stores come back', async () => {
      const { accessToken } = await tokensOf(app, 'sadmin@demo.hub');
      const res = await getMerchant(accessToken, 'ACME');
      expect(res.status).toBe(200);
      const merchant = merchantSchema.parse(res.body.data);
      expect(merchant.id).toBe('ACME');
      expect(merchant.profile).toEqual([
        {
          name: 'default',
          stores: [
            { code: 'MASTER', name: 'Master location' },
            { code: 'ACME-BKK-ICON', name: 'Acme ICONSIAM' },
            { code: 'ACME-DXB-MALL', name: 'Acme The Dubai Mall' },
          ],
        },
      ]);
    });

    it('when an ACME user asks for DEMO, then 404 UAC106 and nothing of DEMO is shown', async () => {
      const { accessToken } = await tokensOf(app, 'admin@acme.hub');
      const res = await getMerchant(accessToken, 'DEMO');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', code: 'UAC106' });
      expect(JSON.stringify(res.body)).not.toContain('BKK-SIAM');
    });

    it('when a store-bound user asks for the own merchant, then only the assigned stores show', async () => {
      const { accessToken } = await tokensOf(app, 'storemanager@demo.hub');
      const res = await getMerchant(accessToken, 'DEMO');
      expect(res.status).toBe(200);
      expect(res.body.data.profile).toEqual([
        { name: 'default', stores: [{ code: 'BKK-SIAM', name: 'Bangkok Siam Paragon' }] },
        { name: 'north', stores: [{ code: 'CNX-NIMMAN', name: 'Chiang Mai Nimman' }] },
      ]);
    });

    it('when no token is sent, then 401 UAC103', async () => {
      expect((await request(app).get('/merchant/merchant/DEMO')).status).toBe(401);
    });
  });

  describe('POST /merchant/user/change', () => {
    it('when a provider switches to ACME, then new tokens for ACME, the old session is revoked and the new one works', async () => {
      const old = await tokensOf(app, 'sadmin@demo.hub');
      const res = await change(old.accessToken, { merchantID: 'ACME', profile: 'default', sid: 'MASTER' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', code: 'UAC003' });
      const data = res.body.data;
      expect(typeof data.accessToken).toBe('string');
      expect(typeof data.refreshToken).toBe('string');
      expect(data.redirect).toBeNull();
      expect(data.roles).toEqual(['**']);
      // Spec section 7 reads these at the top level of the answer.
      expect(res.body).toMatchObject({ status: 'success', accessToken: data.accessToken, refreshToken: data.refreshToken, redirect: null, roles: ['**'] });
      expect(sessionUserSchema.parse(data.user)).toMatchObject({
        merchantID: 'ACME',
        profile: 'default',
        sid: 'MASTER',
        merchants: ['ACME', 'DEMO'],
      });
      // The old access and refresh tokens are dead; the new ones live.
      expect((await getMerchant(old.accessToken, 'ACME')).status).toBe(401);
      expect(
        (await request(app).post('/merchant/user/refresh').send({ refreshToken: old.refreshToken })).status,
      ).toBe(401);
      const stores = await request(app).get('/merchant/store').set('Authorization', bearer(data.accessToken));
      expect(stores.status).toBe(200);
      expect(stores.body.data.map((s: { code: string }) => s.code)).toContain('ACME-DXB-MALL');
      const refreshed = await request(app)
        .post('/merchant/user/refresh')
        .send({ refreshToken: data.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.data.user.merchantID).toBe('ACME');
    });

    it('when a store-bound user picks another profile and its store, then the session follows', async () => {
      const { accessToken } = await tokensOf(app, 'storemanager@demo.hub');
      const res = await change(accessToken, { merchantID: 'DEMO', profile: 'north', sid: 'CNX-NIMMAN' });
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ merchantID: 'DEMO', profile: 'north', sid: 'CNX-NIMMAN' });
    });

    it.each([
      [
        'an ACME user asks for DEMO',
        'admin@acme.hub',
        { merchantID: 'DEMO', profile: 'default', sid: 'MASTER' },
        404,
        'UAC106',
      ],
      [
        'the merchant does not exist',
        'sadmin@demo.hub',
        { merchantID: 'NOPE', profile: 'default', sid: 'MASTER' },
        404,
        'UAC106',
      ],
      [
        'the profile is unknown',
        'admin@demo.hub',
        { merchantID: 'DEMO', profile: 'south', sid: 'MASTER' },
        400,
        'UAC107',
      ],
      [
        'the store is not in the profile',
        'admin@demo.hub',
        { merchantID: 'DEMO', profile: 'north', sid: 'BKK-SIAM' },
        400,
        'UAC108',
      ],
      [
        'a store-bound user asks for MASTER',
        'storemanager@demo.hub',
        { merchantID: 'DEMO', profile: 'default', sid: 'MASTER' },
        400,
        'UAC108',
      ],
      [
        'a store-bound user asks for a store not assigned',
        'user@demo.hub',
        { merchantID: 'DEMO', profile: 'default', sid: 'DXB-GOLDSOUK' },
        400,
        'UAC108',
      ],
    ])('when %s, then %s %s and the session stays', async (_case, email, body, status, code) => {
      const { accessToken } = await tokensOf(app, email);
      const res = await change(accessToken, body);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ status: 'error', code });
      expect(
        (await request(app).get('/merchant/user/profile').set('Authorization', bearer(accessToken))).status,
      ).toBe(200);
    });

    it('when the body misses fields, then 400 IP100', async () => {
      const { accessToken } = await tokensOf(app, 'admin@demo.hub');
      const res = await change(accessToken, { merchantID: 'DEMO' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IP100');
    });

    it('when the user no longer belongs to a merchant, then UAC105', async () => {
      const { accessToken } = await tokensOf(app, 'developer@demo.hub');
      await test.db.query(`update auth.users set merchant_id = null where email = 'developer@demo.hub'`);
      const res = await change(accessToken, { merchantID: 'DEMO', profile: 'default', sid: 'MASTER' });
      expect(res.body.code).toBe('UAC105');
      await test.db.query(`update auth.users set merchant_id = 'DEMO' where email = 'developer@demo.hub'`);
    });
  });

  describe('POST /merchant/user/password', () => {
    const post = (token: string, body: object) =>
      request(app).post('/merchant/user/password').set('Authorization', bearer(token)).send(body);

    it('when rules fail, then 400 IP100 with each failed rule by field, and nothing changes', async () => {
      const { accessToken } = await tokensOf(app, 'printing@demo.hub');
      const before = await hashOf('printing@demo.hub');
      const res = await post(accessToken, {
        currentPassword: PASSWORD,
        password: 'abc',
        confirmPassword: 'abd',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', code: 'IP100' });
      expect(res.body.details).toEqual([
        { field: 'password', rule: 'minLength' },
        { field: 'password', rule: 'uppercase' },
        { field: 'password', rule: 'digit' },
        { field: 'password', rule: 'special' },
        { field: 'confirmPassword', rule: 'matches' },
      ]);
      const same = await post(accessToken, {
        currentPassword: PASSWORD,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(same.body.details).toEqual([{ field: 'password', rule: 'differs' }]);
      const empty = await post(accessToken, {});
      expect(empty.body.details.map((d: { rule: string }) => d.rule)).toEqual([
        'required',
        'required',
        'required',
      ]);
      expect(await hashOf('printing@demo.hub')).toEqual(before);
    });

    it('when the current password is wrong, then 401 UAC110, the session stays and nothing changes', async () => {
      const { accessToken } = await tokensOf(app, 'printing@demo.hub');
      const before = await hashOf('printing@demo.hub');
      const res = await post(accessToken, {
        currentPassword: 'Wrong@1234',
        password: 'Better#567',
        confirmPassword: 'Better#567',
      });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', code: 'UAC110' });
      expect(await hashOf('printing@demo.hub')).toEqual(before);
      expect(
        (await request(app).get('/merchant/user/profile').set('Authorization', bearer(accessToken))).status,
      ).toBe(200);
    });

    it('when everything holds, then UAC006, and only the new password signs in', async () => {
      const { accessToken } = await tokensOf(app, 'printing@demo.hub');
      const res = await post(accessToken, {
        currentPassword: PASSWORD,
        password: 'Better#567',
        confirmPassword: 'Better#567',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', code: 'UAC006' });
      expect((await signin(app, 'printing@demo.hub')).status).toBe(401);
      expect((await signin(app, 'printing@demo.hub', 'Better#567')).status).toBe(200);
      const profile = await request(app)
        .get('/merchant/user/profile')
        .set('Authorization', bearer(accessToken));
      expect(profile.body.data.passwordChangedAt).not.toBeNull();
    });
  });

  describe('wrong current values', () => {
    it('when a user enters a wrong current PIN five times, then the next change answers 429 UAC117 even with the right PIN, and other users are unaffected', async () => {
      const { accessToken } = await tokensOf(app, 'developer@demo.hub');
      const pin = (body: object) =>
        request(app).post('/merchant/user/pin').set('Authorization', bearer(accessToken)).send(body);
      expect((await pin({ pin: '111111', confirmPin: '111111' })).status).toBe(200);
      const before = await hashOf('developer@demo.hub');
      for (let i = 0; i < 5; i += 1) {
        const wrong = await pin({ currentPin: '999999', pin: '222222', confirmPin: '222222' });
        expect(wrong.status).toBe(401);
        expect(wrong.body.code).toBe('UAC111');
      }
      const locked = await pin({ currentPin: '111111', pin: '222222', confirmPin: '222222' });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ status: 'error', code: 'UAC117' });
      expect(await hashOf('developer@demo.hub')).toEqual(before);
      const refused = await test.db.query<{ n: string | number }>(
        "select count(*) as n from auth.audit_entries a join auth.users u on u.id = a.user_id where u.email = 'developer@demo.hub' and a.action = 'user.pin-change-refused'",
      );
      expect(Number(refused[0]!.n)).toBe(5);
      const other = await tokensOf(app, 'storeuser@demo.hub');
      const otherWrong = await request(app)
        .post('/merchant/user/password')
        .set('Authorization', bearer(other.accessToken))
        .send({ currentPassword: 'Wrong@1234', password: 'Better#567', confirmPassword: 'Better#567' });
      expect(otherWrong.status).toBe(401);
    });
  });

  describe('POST /merchant/user/pin', () => {
    const post = (token: string, body: object) =>
      request(app).post('/merchant/user/pin').set('Authorization', bearer(token)).send(body);

    it('when the user has no PIN yet, then the profile says so and a first PIN needs no current one', async () => {
      const { accessToken } = await tokensOf(app, 'support@demo.hub');
      const profile = await request(app)
        .get('/merchant/user/profile')
        .set('Authorization', bearer(accessToken));
      expect(profile.body.data).toMatchObject({
        email: 'support@demo.hub',
        hasPin: false,
        merchantID: 'DEMO',
      });
      const bad = await post(accessToken, { pin: '12a45', confirmPin: '12345' });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual([
        { field: 'pin', rule: 'pinDigits' },
        { field: 'confirmPin', rule: 'matches' },
      ]);
      expect((await hashOf('support@demo.hub')).pin_hash).toBeNull();
      const ok = await post(accessToken, { pin: '123456', confirmPin: '123456' });
      expect(ok.status).toBe(200);
      expect(ok.body.code).toBe('UAC007');
    });

    it('when a PIN exists, then the current PIN is required, must be right (401 UAC111), and the new one must differ', async () => {
      const { accessToken } = await tokensOf(app, 'support@demo.hub');
      const before = await hashOf('support@demo.hub');
      const missing = await post(accessToken, { pin: '654321', confirmPin: '654321' });
      expect(missing.body.details).toEqual([{ field: 'currentPin', rule: 'required' }]);
      const same = await post(accessToken, { currentPin: '123456', pin: '123456', confirmPin: '123456' });
      expect(same.body.details).toEqual([{ field: 'pin', rule: 'differs' }]);
      const wrong = await post(accessToken, { currentPin: '000000', pin: '654321', confirmPin: '654321' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('UAC111');
      expect(await hashOf('support@demo.hub')).toEqual(before);
      const ok = await post(accessToken, { currentPin: '123456', pin: '654321', confirmPin: '654321' });
      expect(ok.status).toBe(200);
      expect((await hashOf('support@demo.hub')).pin_hash).not.toEqual(before.pin_hash);
    });
  });
});
