import { DEFAULT_ROLE_PERMISSIONS, EVENT_TYPES, type SerialKey, type SerialKeyCreate } from '@hub/contracts';
import { eventually, testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { startAuth, tokensOf, useAuthService } from './harness';

const TODAY = new Date().toISOString().slice(0, 10);
const addDays = (n: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const KEY_TERMS: SerialKeyCreate = { type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 3, startDate: addDays(-1), endDate: addDays(364) };

let serial = 0;
const form = (serialKey: string, overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { merchantName: `Siam Gold ${serial}`, userName: 'Nok Owner', email: `owner${serial}@siamgold.example`, password: 'Gold@2026', serialKey, tz: 'Asia/Bangkok', ...overrides };
};

describe.each(testDatabaseTargets())('merchant registration with a serial key (issue 15 item 5) on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let sadmin: string;
  const h = useAuthService(target, {
    setup: async (s) => {
      ({ test, app } = s);
      sadmin = (await tokensOf(app, 'sadmin@demo.hub')).accessToken;
    },
  });

  const issue = async (terms: SerialKeyCreate = KEY_TERMS): Promise<SerialKey> => {
    const res = await request(app).post('/merchant/serial-keys').set('Authorization', `Bearer ${sadmin}`).send(terms);
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('SK001');
    return res.body.data;
  };
  const register = (body: unknown) => request(app).post('/merchant/register').send(body as object);
  const count = async (sql: string, params: unknown[] = []) => Number((await test.db.query<{ n: string }>(sql, params))[0]!.n);
  const merchants = () => count('select count(*) as n from auth.merchants');
  const keyState = async (id: string) => {
    const res = await request(app).get('/merchant/serial-keys').set('Authorization', `Bearer ${sadmin}`);
    return (res.body.data.keys as SerialKey[]).find((k) => k.id === id)!;
  };

  it('when a provider issues a key, then it is listed AVAILABLE with its licence terms, and a merchant admin may neither list nor issue keys', async () => {
    const key = await issue();
    expect(key.key).toMatch(/^HUB(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    expect(await keyState(key.id)).toMatchObject({ state: 'AVAILABLE', type: 'SUBSCRIPTION', quantity: 3, startDate: KEY_TERMS.startDate, endDate: KEY_TERMS.endDate, merchantId: null });
    const admin = (await tokensOf(app, 'admin@demo.hub')).accessToken;
    expect((await request(app).get('/merchant/serial-keys').set('Authorization', `Bearer ${admin}`)).body.code).toBe('UAC114');
    expect((await request(app).post('/merchant/serial-keys').set('Authorization', `Bearer ${admin}`).send(KEY_TERMS)).status).toBe(403);
    const backwards = await request(app).post('/merchant/serial-keys').set('Authorization', `Bearer ${sadmin}`).send({ ...KEY_TERMS, endDate: addDays(-5) });
    expect([backwards.status, backwards.body.code]).toEqual([400, 'LIC100']);
  });

  it('when SUPPORT lists the keys, then each key is masked (first and last 4 kept) and SUPPORT may not issue one, while SADMIN reads them whole (issue 25 item 5c)', async () => {
    const key = await issue();
    const support = (await tokensOf(app, 'support@demo.hub')).accessToken;
    const asSupport = await request(app).get('/merchant/serial-keys').set('Authorization', `Bearer ${support}`);
    expect(asSupport.status).toBe(200);
    const seen = (asSupport.body.data.keys as SerialKey[]).find((k) => k.id === key.id)!;
    expect(seen).toMatchObject({ state: 'AVAILABLE', quantity: 3 });
    expect(seen.key).toBe(`HUB-*****-*****-*****-*${key.key.slice(-4)}`);
    expect(JSON.stringify(asSupport.body)).not.toContain(key.key);
    expect((await request(app).post('/merchant/serial-keys').set('Authorization', `Bearer ${support}`).send(KEY_TERMS)).status).toBe(403);
    expect((await keyState(key.id)).key).toBe(key.key);
  });

  it('when the key is missing, then UR103, before anything else is judged, and nothing is created', async () => {
    const before = await merchants();
    for (const serialKey of ['', '   ']) {
      const res = await register(form(serialKey, { email: 'not an e-mail' }));
      expect([res.status, res.body.code]).toEqual([400, 'UR103']);
    }
    const res = await register({ merchantName: 'No key' });
    expect(res.body.code).toBe('UR103');
    expect(await merchants()).toBe(before);
  });

  it('when a field is missing, the e-mail malformed or the password weak, then IP100, UR109 and IP100 with the failed rules', async () => {
    const { key } = await issue();
    const missing = await register(form(key, { merchantName: ' ' }));
    expect([missing.status, missing.body.code]).toEqual([400, 'IP100']);
    const email = await register(form(key, { email: 'owner@nowhere' }));
    expect([email.status, email.body.code]).toEqual([400, 'UR109']);
    const weak = await register(form(key, { password: 'short' }));
    expect([weak.status, weak.body.code]).toEqual([400, 'IP100']);
    expect(weak.body.details).toEqual(expect.arrayContaining([{ field: 'password', rule: 'uppercase' }, { field: 'password', rule: 'minLength' }]));
  });

  it('when the key is unknown, expired, revoked or not valid yet, then UR104, UR106, UR107, UR108 and nothing is created', async () => {
    const before = await merchants();
    const unknown = await register(form('HUB-00000-00000-00000-00000'));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'UR104']);
    expect((await register(form('not even a key'))).body.code).toBe('UR104');

    const expired = await issue({ ...KEY_TERMS, startDate: addDays(-30), endDate: addDays(-1) });
    expect(await keyState(expired.id)).toMatchObject({ state: 'EXPIRED' });
    expect((await register(form(expired.key))).body.code).toBe('UR106');

    const revoked = await issue();
    const revoke = await request(app).delete(`/merchant/serial-keys/${revoked.id}`).set('Authorization', `Bearer ${sadmin}`);
    expect([revoke.status, revoke.body.code, revoke.body.data.state]).toEqual([200, 'SK002', 'REVOKED']);
    expect((await register(form(revoked.key))).body.code).toBe('UR107');

    const later = await issue({ ...KEY_TERMS, startDate: addDays(1), endDate: null });
    expect(await keyState(later.id)).toMatchObject({ state: 'NOT_YET_VALID' });
    expect((await register(form(later.key))).body.code).toBe('UR108');
    expect(await merchants()).toBe(before);
  });

  it('when the e-mail is registered already, then UR100 and the key stays available', async () => {
    const key = await issue();
    const res = await register(form(key.key, { email: 'Admin@Demo.hub' }));
    expect([res.status, res.body.code]).toEqual([409, 'UR100']);
    expect((await keyState(key.id)).state).toBe('AVAILABLE');
  });

  it('when a merchant registers, then it has the key licence, a MASTER store, its first user is its ADMIN (argon2id) signed in, and setup is not done', async () => {
    const key = await issue();
    // Typed as a person may: lower case, spaces for dashes.
    const typed = key.key.toLowerCase().replace(/-/g, ' ');
    const res = await register({ merchantName: 'Chiang Rai Gems', userName: 'Lek', email: 'lek@chiangraigems.example', password: 'Gems@2026', serialKey: typed, tz: 'Asia/Bangkok' });
    expect([res.status, res.body.code]).toEqual([201, 'UR004']);
    const { merchantId, accessToken, user } = res.body.data;
    expect(merchantId).toBe('CHIANGRAIGEMS');
    expect(res.body.accessToken).toBe(accessToken);
    expect(user).toMatchObject({ userName: 'Lek', email: 'lek@chiangraigems.example', roleName: 'ADMIN', merchantID: 'CHIANGRAIGEMS', sid: 'MASTER' });
    expect([...user.roles].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.ADMIN].sort());

    const [stored] = await test.db.query<{ password_hash: string; role_name: string }>("select password_hash, role_name from auth.users where email = 'lek@chiangraigems.example'");
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    const stores = await request(app).get('/merchant/store').set('Authorization', `Bearer ${accessToken}`);
    expect(stores.body.data.map((s: { code: string; tz: string }) => [s.code, s.tz])).toEqual([['MASTER', 'Asia/Bangkok']]);
    const setup = await request(app).get('/merchant/setup').set('Authorization', `Bearer ${accessToken}`);
    expect(setup.body.data.setupDone).toBe(false);
    expect(await keyState(key.id)).toMatchObject({ state: 'REGISTERED', merchantId: 'CHIANGRAIGEMS' });
    expect((await request(app).post('/merchant/user/signin').send({ email: 'lek@chiangraigems.example', password: 'Gems@2026' })).status).toBe(200);

    // The other services learn of the store and the licence through the outbox.
    await eventually('merchant-registered published', () => h.events.some((e) => e.type === EVENT_TYPES.MERCHANT_REGISTERED && e.merchantId === 'CHIANGRAIGEMS'));
    const registered = h.events.find((e) => e.type === EVENT_TYPES.MERCHANT_REGISTERED && e.merchantId === 'CHIANGRAIGEMS');
    // The licence is the key's (its id): svc-stocktake holds it, and publishes it back for the banner.
    expect(registered?.data).toMatchObject({ name: 'Chiang Rai Gems', licence: { id: key.id, type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 3, startDate: KEY_TERMS.startDate, endDate: KEY_TERMS.endDate } });
    expect(h.events.some((e) => e.type === EVENT_TYPES.STORE_CREATED && e.merchantId === 'CHIANGRAIGEMS' && (e.data as { code: string }).code === 'MASTER')).toBe(true);

    // A second merchant of the same name gets the next id; the used key refuses it (UR105), the registered one cannot be revoked.
    const again = await register(form(key.key, { merchantName: 'Chiang Rai Gems' }));
    expect([again.status, again.body.code]).toEqual([409, 'UR105']);
    const other = await register(form((await issue()).key, { merchantName: 'Chiang Rai Gems' }));
    expect(other.body.data.merchantId).toBe('CHIANGRAIGEMS2');
    const revoke = await request(app).delete(`/merchant/serial-keys/${key.id}`).set('Authorization', `Bearer ${sadmin}`);
    expect([revoke.status, revoke.body.code]).toEqual([409, 'SK101']);
  });

  it('when two registrations race for one key, then one merchant registers and the other gets UR105', async () => {
    const { key } = await issue();
    const answers = await Promise.all([register(form(key)), register(form(key))]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(['UR004', 'UR105']);
  });

  it('when registration fails inside its transaction, then UR101 and nothing is left behind: no merchant, store, user or licence, and the key is available', async () => {
    const key = await issue();
    // A real failure of the database in the middle of the transaction (after the merchant and its store were written).
    await test.db.query(`create function auth.refuse_user() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await test.db.query(`create trigger refuse_user before insert on auth.users for each row when (new.email like '%@broken.example') execute function auth.refuse_user()`);
    try {
      const before = { merchants: await merchants(), stores: await count('select count(*) as n from auth.stores') };
      const res = await register(form(key.key, { merchantName: 'Broken Jewels', email: 'owner@broken.example' }));
      expect([res.status, res.body.code]).toEqual([500, 'UR101']);
      expect(JSON.stringify(res.body)).not.toContain('disk full');
      expect({ merchants: await merchants(), stores: await count('select count(*) as n from auth.stores') }).toEqual(before);
      expect(await count("select count(*) as n from auth.merchants where name = 'Broken Jewels'")).toBe(0);
      expect((await keyState(key.id)).state).toBe('AVAILABLE');
      expect(await count("select count(*) as n from auth.outbox where type = $1 and data::text like '%Broken Jewels%'", [EVENT_TYPES.MERCHANT_REGISTERED])).toBe(0);
    } finally {
      await test.db.query('drop trigger refuse_user on auth.users');
      await test.db.query('drop function auth.refuse_user()');
    }
    const ok = await register(form(key.key, { merchantName: 'Broken Jewels' }));
    expect(ok.body.code).toBe('UR004');
  });
});

describe.each(testDatabaseTargets())('merchant registration rate limit on %s', (target) => {
  let test: TestDatabase;
  afterAll(async () => test?.drop());

  it('when one address registers more often than the sign-in limit allows, then 429 UR111', async () => {
    test = await target.create();
    const { app, service } = await startAuth(test.db, { signinRateLimit: 2 });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await request(app).post('/merchant/register').send(form(''))).body.code);
      expect(codes).toEqual(['UR103', 'UR103', 'UR111']);
    } finally {
      await service.stop();
    }
  });
});
