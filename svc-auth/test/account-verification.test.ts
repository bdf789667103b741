import { EVENT_TYPES, parseEventOf } from '@hub/contracts';
import { testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { signin, useSignedInAuthService } from './harness';

// Issue 29 items 1 and 2 against svc-auth on each database: e-mail verification (pending → verified,
// resend, a corrected address) and the PIN reset by a mailed one-time password.
const NEW_PASSWORD = 'Secret@12';

describe.each(testDatabaseTargets())('e-mail verification and PIN reset on %s', (target) => {
  const h = useSignedInAuthService(target, ['admin@demo.hub', 'admin@acme.hub']);

  const auth = h.bearer;
  const create = (email: string, extra: object = {}) =>
    request(h.app)
      .post('/merchant/users')
      .set('Authorization', auth('admin@demo.hub'))
      .send({ userName: `New ${email}`, email, roleName: 'USER', password: NEW_PASSWORD, pin: '246810', phone: null, stores: ['BKK-SIAM'], ...extra });
  const verify = (code: string, language?: string) => {
    const req = request(h.app).post('/merchant/user/verify-email');
    if (language) req.set('Accept-Language', language);
    return req.send({ code });
  };
  const resend = (who: string, email: string) =>
    request(h.app).post(`/merchant/users/${encodeURIComponent(email)}/verification`).set('Authorization', auth(who)).send({ locale: 'th' });
  const listed = async (email: string) => {
    const res = await request(h.app).get('/merchant/users').query({ search: email }).set('Authorization', auth('admin@demo.hub'));
    return (res.body.data.items as { email: string; emailVerified: boolean }[]).find((u) => u.email === email);
  };

  /** The verification mails published so far to `email`, oldest first. */
  async function verificationMails(email: string) {
    await h.published();
    return h.events
      .filter((e) => e.type === EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED)
      .map((e) => parseEventOf(EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED, e))
      .filter((e) => e.data.email === email);
  }
  const codeOf = (path: string) => path.replace('/auth/verify-email/', '');
  async function latestCode(email: string): Promise<string> {
    const mails = await verificationMails(email);
    return codeOf(mails[mails.length - 1]!.data.verifyPath);
  }
  async function replicaOf(email: string) {
    await h.published();
    const changes = h.events.filter((e) => e.type === EVENT_TYPES.USER_CHANGED).map((e) => parseEventOf(EVENT_TYPES.USER_CHANGED, e).data);
    return changes.filter((c) => c.email === email).pop();
  }
  const auditActions = async (action: string) =>
    (await h.test.db.query<{ n: number }>('select count(*)::int as n from auth.audit_entries where action = $1', [action]))[0]!.n;

  it('when an admin creates a user, then the address is pending, a link is mailed in the language asked, and the user signs in all the same', async () => {
    const res = await create('pending.one@demo.hub', { locale: 'ar' });
    expect(res.status).toBe(201);
    expect(res.body.data.emailVerified).toBe(false);
    const mails = await verificationMails('pending.one@demo.hub');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.merchantId).toBe('DEMO');
    expect(mails[0]!.data).toMatchObject({ locale: 'ar', userName: 'New pending.one@demo.hub' });
    expect(mails[0]!.data.verifyPath).toMatch(/^\/auth\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect((await listed('pending.one@demo.hub'))?.emailVerified).toBe(false);
    expect((await replicaOf('pending.one@demo.hub'))?.emailVerified).toBe(false);
    // Spec section 4 is silent on what a pending user may do: sign in, yes (notifications wait).
    expect((await signin(h.app, 'pending.one@demo.hub', NEW_PASSWORD)).status).toBe(200);
    // Only the hash of the code is kept.
    const stored = await h.test.db.query<{ code_hash: string }>('select code_hash from auth.email_verification_codes');
    expect(stored.map((r) => r.code_hash)).not.toContain(codeOf(mails[0]!.data.verifyPath));
  });

  it('when the link is followed, then the address is verified once: a badge in the list, the replica, the audit trail; again it is UAC124', async () => {
    await create('pending.two@demo.hub');
    const code = await latestCode('pending.two@demo.hub');
    const before = await auditActions('user.email-verified');
    const ok = await verify(code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', code: 'UAC009', data: null });
    expect((await listed('pending.two@demo.hub'))?.emailVerified).toBe(true);
    expect((await replicaOf('pending.two@demo.hub'))?.emailVerified).toBe(true);
    expect(await auditActions('user.email-verified')).toBe(before + 1);
    const again = await verify(code, 'ar');
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'UAC124', message: 'رابط التحقق هذا لم يعد صالحاً: تم استخدامه، أو أُرسل رابط أحدث' });
  });

  it('when a link is unknown, malformed or expired, then UAC122 or UAC123 and nothing is verified', async () => {
    expect((await verify('x'.repeat(43))).body.code).toBe('UAC122');
    expect((await verify('../../etc')).status).toBe(404);
    await create('pending.three@demo.hub');
    const code = await latestCode('pending.three@demo.hub');
    await h.test.db.query(
      `update auth.email_verification_codes set expires_at = now() - interval '1 minute'
        where user_id = (select id from auth.users where email = 'pending.three@demo.hub')`,
    );
    const expired = await verify(code, 'th');
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'UAC123', message: 'ลิงก์ยืนยันอีเมลนี้หมดอายุแล้ว' });
    expect((await listed('pending.three@demo.hub'))?.emailVerified).toBe(false);
  });

  it('when an admin resends, then a new link works and the older one is void; a verified address or another merchant is refused', async () => {
    await create('pending.four@demo.hub');
    const first = await latestCode('pending.four@demo.hub');
    const res = await resend('admin@demo.hub', 'pending.four@demo.hub');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'UAC008', data: { email: 'pending.four@demo.hub', emailVerified: false } });
    const mails = await verificationMails('pending.four@demo.hub');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.data.locale).toBe('th');
    expect((await verify(first)).body.code).toBe('UAC124');
    expect((await verify(codeOf(mails[1]!.data.verifyPath))).status).toBe(200);
    expect((await resend('admin@demo.hub', 'pending.four@demo.hub')).body).toMatchObject({ code: 'UAC125' });
    expect((await resend('admin@demo.hub', 'pending.four@demo.hub')).status).toBe(409);
    await create('pending.five@demo.hub');
    const acme = await resend('admin@acme.hub', 'pending.five@demo.hub');
    expect(acme.status).toBe(404);
    expect(acme.body.code).toBe('UR110');
    expect(await verificationMails('pending.five@demo.hub')).toHaveLength(1);
  });

  it('when an admin corrects a pending address, then the new one is mailed, the old link is void, and a verified address cannot change', async () => {
    await create('mistyped@demo.hbu');
    const old = await latestCode('mistyped@demo.hbu');
    const put = (email: string, body: object) =>
      request(h.app).put(`/merchant/users/${encodeURIComponent(email)}`).set('Authorization', auth('admin@demo.hub')).send(body);
    expect((await put('mistyped@demo.hbu', { email: 'not an address' })).body.code).toBe('UR109');
    expect((await put('mistyped@demo.hbu', { email: 'user@demo.hub' })).body.code).toBe('UR100');
    const before = await auditActions('user.email-corrected');
    const res = await put('mistyped@demo.hbu', { email: 'corrected@demo.hub' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'corrected@demo.hub', emailVerified: false });
    expect(await auditActions('user.email-corrected')).toBe(before + 1);
    expect((await verify(old)).body.code).toBe('UAC124');
    expect((await replicaOf('corrected@demo.hub'))?.emailVerified).toBe(false);
    expect((await verify(await latestCode('corrected@demo.hub'))).status).toBe(200);
    const refused = await put('corrected@demo.hub', { email: 'again@demo.hub' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('UAC125');
    expect(await listed('again@demo.hub')).toBeUndefined();
  });

  describe('PIN reset by a mailed one-time password', () => {
    let user: string;
    const askOtp = () => request(h.app).post('/merchant/user/pin/reset').set('Authorization', `Bearer ${user}`).send({ locale: 'zh' });
    const confirm = (body: object, language?: string) => {
      const req = request(h.app).post('/merchant/user/pin/reset/confirm').set('Authorization', `Bearer ${user}`);
      if (language) req.set('Accept-Language', language);
      return req.send(body);
    };
    async function latestOtp(): Promise<string> {
      await h.published();
      const mails = h.events.filter((e) => e.type === EVENT_TYPES.PIN_RESET_REQUESTED).map((e) => parseEventOf(EVENT_TYPES.PIN_RESET_REQUESTED, e).data);
      const mine = mails.filter((m) => m.email === 'pinreset@demo.hub');
      return mine[mine.length - 1]!.otp;
    }
    const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

    beforeAll(async () => {
      await create('pinreset@demo.hub');
      user = (await signin(h.app, 'pinreset@demo.hub', NEW_PASSWORD)).body.data.accessToken as string;
    });
    beforeEach(async () => {
      // Each test asks within the per-user limit.
      await h.test.db.query(`delete from auth.pin_reset_otps where user_id = (select id from auth.users where email = 'pinreset@demo.hub')`);
    });

    it('when the OTP is right and the PIN follows the rules, then UAC011 and the new PIN is the current one', async () => {
      const asked = await askOtp();
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ code: 'UAC010' });
      expect(Date.parse(asked.body.data.expiresAt)).toBeGreaterThan(Date.now());
      const otp = await latestOtp();
      expect(otp).toMatch(/^\d{6}$/);
      const stored = await h.test.db.query<{ otp_hash: string }>('select otp_hash from auth.pin_reset_otps');
      expect(stored.map((r) => r.otp_hash)).not.toContain(otp);
      const rules = await confirm({ otp, pin: '12345', confirmPin: '12345' });
      expect(rules.status).toBe(400);
      expect(rules.body).toMatchObject({ code: 'IP100', details: [{ field: 'pin', rule: 'pinDigits' }] });
      const same = await confirm({ otp, pin: '246810', confirmPin: '246810' });
      expect(same.body.details).toEqual([{ field: 'pin', rule: 'differs' }]);
      const ok = await confirm({ otp, pin: '975310', confirmPin: '975310' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ code: 'UAC011' });
      // The new PIN is the one a PIN change must now quote.
      const change = await request(h.app)
        .post('/merchant/user/pin')
        .set('Authorization', `Bearer ${user}`)
        .send({ currentPin: '975310', pin: '135790', confirmPin: '135790' });
      expect(change.body.code).toBe('UAC007');
      const reused = await confirm({ otp, pin: '864200', confirmPin: '864200' }, 'zh-CN');
      expect(reused.status).toBe(410);
      expect(reused.body).toMatchObject({ code: 'URR101', message: 'PIN 码重置失败' });
    });

    it('when the OTP is wrong, expired or tried too often, then URR104, URR105, then URR101, and the PIN stays', async () => {
      const refusedBefore = await auditActions('user.pin-reset-refused');
      await askOtp();
      const otp = await latestOtp();
      const wrong = await confirm({ otp: wrongOtp(otp), pin: '111222', confirmPin: '111222' }, 'ar');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'URR104', message: 'رمز OTP غير صحيح' });
      await h.test.db.query(`update auth.pin_reset_otps set expires_at = now() - interval '1 second' where used_at is null and revoked_at is null`);
      const expired = await confirm({ otp, pin: '111222', confirmPin: '111222' });
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('URR105');
      await askOtp();
      const fresh = await latestOtp();
      for (let i = 0; i < 5; i++) expect((await confirm({ otp: wrongOtp(fresh), pin: '111222', confirmPin: '111222' })).body.code).toBe('URR104');
      // Voided at the fifth wrong try: even the right OTP no longer works.
      expect((await confirm({ otp: fresh, pin: '111222', confirmPin: '111222' })).body.code).toBe('URR101');
      const change = await request(h.app)
        .post('/merchant/user/pin')
        .set('Authorization', `Bearer ${user}`)
        .send({ currentPin: '111222', pin: '222333', confirmPin: '222333' });
      expect(change.body.code).toBe('UAC111');
      // Each refusal is in the audit trail: one wrong, one expired, five wrong, one void.
      expect(await auditActions('user.pin-reset-refused')).toBe(refusedBefore + 8);
    });

    it('when OTPs are asked past the per-user limit, then 429 UAC117 and no mail', async () => {
      for (let i = 0; i < 3; i++) expect((await askOtp()).status).toBe(200);
      await h.published();
      const mailed = h.events.filter((e) => e.type === EVENT_TYPES.PIN_RESET_REQUESTED).length;
      const over = await askOtp();
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('UAC117');
      await h.published();
      expect(h.events.filter((e) => e.type === EVENT_TYPES.PIN_RESET_REQUESTED).length).toBe(mailed);
    });

    it('when nobody is signed in, then the PIN reset routes answer 401 UAC103', async () => {
      expect((await request(h.app).post('/merchant/user/pin/reset').send({})).body.code).toBe('UAC103');
      expect((await request(h.app).post('/merchant/user/pin/reset/confirm').send({ otp: '123456' })).body.code).toBe('UAC103');
    });
  });

  describe('PIN sign-in of a shared store device (ADR 0037)', () => {
    const pinSignin = (email: string, pin: string, language?: string) => {
      const req = request(h.app).post('/merchant/user/signin/pin');
      if (language) req.set('Accept-Language', language);
      return req.send({ email, pin });
    };
    beforeAll(async () => {
      await create('counter@demo.hub', { roleName: 'STORE_USER', pin: '135246' });
      await create('nopin@demo.hub', { roleName: 'STORE_USER', pin: null });
      await create('manager.pin@demo.hub', { roleName: 'ADMIN', pin: '135246', stores: ['BKK-SIAM'] });
    });

    it('when a store-bound user gives the right PIN, then a session like the password sign-in, recorded as a PIN sign-in', async () => {
      const res = await pinSignin('Counter@demo.hub ', '135246');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 'UAC000', accessToken: expect.any(String), refreshToken: expect.any(String) });
      const profile = await request(h.app).get('/merchant/user/profile').set('Authorization', `Bearer ${res.body.accessToken}`);
      expect(profile.body.data).toMatchObject({ email: 'counter@demo.hub' });
      const [audit] = await h.test.db.query<{ details: { method?: string } }>(
        `select details from auth.audit_entries where action = 'user.signin'
            and user_id = (select id from auth.users where email = 'counter@demo.hub') order by created_at desc limit 1`,
      );
      expect(audit?.details.method).toBe('pin');
    });

    it('when the PIN is wrong or missing, the e-mail unknown, or the role not store-bound, then UAC111, UAC100 or UAC114 and no session', async () => {
      const wrong = await pinSignin('counter@demo.hub', '999999', 'th');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 'UAC111', message: 'PIN ไม่ถูกต้อง' });
      expect((await pinSignin('nopin@demo.hub', '123456')).body.code).toBe('UAC111');
      expect((await pinSignin('nobody@demo.hub', '123456')).body.code).toBe('UAC100');
      const admin = await pinSignin('manager.pin@demo.hub', '135246');
      expect(admin.status).toBe(403);
      expect(admin.body.code).toBe('UAC114');
      expect(admin.body.accessToken).toBeUndefined();
    });
  });
});
