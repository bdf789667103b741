import { EVENT_TYPES, parseEventOf, type AccessClaims } from '@hub/contracts';
import { createAccessTokens } from '@hub/service-kit';
import { TEST_JWT_SECRET, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { signin, tokensOf, useSignedInAuthService } from './harness';

const newUser = (email: string, extra: object = {}) => ({
  userName: `User ${email}`,
  email,
  roleName: 'USER',
  password: 'Secret@12',
  pin: '123456',
  phone: '+66 2 000 0000',
  stores: ['BKK-SIAM'],
  ...extra,
});

describe.each(testDatabaseTargets())('users management API on %s', (target) => {
  const h = useSignedInAuthService(target, ['admin@demo.hub', 'owner@demo.hub', 'sadmin@demo.hub', 'storemanager@demo.hub', 'admin@acme.hub']);

  const list = (who: string, query: Record<string, string> = {}) =>
    request(h.app).get('/merchant/users').query(query).set('Authorization', h.bearer(who));
  const post = (who: string, body: unknown) =>
    request(h.app).post('/merchant/users').set('Authorization', h.bearer(who)).send(body as object);
  const put = (who: string, email: string, body: unknown) =>
    request(h.app).put(`/merchant/users/${encodeURIComponent(email)}`).set('Authorization', h.bearer(who)).send(body as object);
  const usersWith = async (email: string) => (await h.test.db.query('select 1 from auth.users where lower(email) = lower($1)', [email])).length;
  const emails = (res: { body: { data: { items: { email: string }[] } } }) => res.body.data.items.map((u) => u.email).sort();

  /** The caller's token with more permissions (same session), e.g. a store-bound role allowed to write users. */
  function withPermissions(accessToken: string, roles: string[]): string {
    const tokens = createAccessTokens(TEST_JWT_SECRET);
    const claims: AccessClaims = tokens.verify(accessToken);
    return tokens.sign({ ...claims, roles: [...claims.roles, ...roles] });
  }

  it("when an admin lists users, then UR001 with DEMO's users only, their fields, and the total", async () => {
    const res = await list('admin@demo.hub', { pageSize: '100' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', code: 'UR001', data: { total: 9, start: 0, pageSize: 100 } });
    expect(emails(res)).toContain('storeuser@demo.hub');
    expect(emails(res)).not.toContain('admin@acme.hub');
    expect(res.body.data.items.find((u: { email: string }) => u.email === 'storeuser@demo.hub')).toEqual({
      userName: 'Sara Store User',
      email: 'storeuser@demo.hub',
      active: true,
      roleName: 'STORE_USER',
      phone: null,
      stores: ['DXB-GOLDSOUK'],
      emailVerified: true,
      merchants: [],
    });
  });

  it('when searching and paging, then only matching users, one page at a time, with the full total', async () => {
    const search = await list('admin@demo.hub', { search: 'STORE' });
    expect(emails(search)).toEqual(['storemanager@demo.hub', 'storeuser@demo.hub']);
    expect(search.body.data.total).toBe(2);
    expect(emails(await list('admin@demo.hub', { search: 'Ursula' }))).toEqual(['user@demo.hub']);
    expect((await list('admin@demo.hub', { search: '%' })).body.data.total).toBe(0);
    const first = await list('admin@demo.hub', { start: '0', pageSize: '4' });
    const second = await list('admin@demo.hub', { start: '4', pageSize: '4' });
    expect(first.body.data.items).toHaveLength(4);
    expect(second.body.data.items).toHaveLength(4);
    expect(first.body.data.total).toBe(9);
    expect(new Set([...emails(first), ...emails(second)]).size).toBe(8);
    expect((await list('admin@demo.hub', { start: 'x' })).body).toMatchObject({ code: 'IP100' });
  });

  it("when ACME lists users, then it sees its own users and none of DEMO's", async () => {
    const res = await list('admin@acme.hub', { search: 'demo' });
    expect(res.body.data).toMatchObject({ total: 0, items: [] });
    expect(emails(await list('admin@acme.hub'))).toEqual(['admin@acme.hub']);
  });

  it("when a store-bound role lists users, then only users whose stores are within its own", async () => {
    const res = await list('storemanager@demo.hub');
    expect(res.status).toBe(200);
    expect(emails(res)).toEqual(['storemanager@demo.hub', 'user@demo.hub']);
    expect(res.body.data.total).toBe(2);
  });

  it('when the role lacks USERS_MANAGEMENT_READ_PREVIEW or CREATE, then 403', async () => {
    expect((await list('owner@demo.hub')).status).toBe(403);
    expect((await post('owner@demo.hub', newUser('nope@demo.hub'))).status).toBe(403);
    expect(await usersWith('nope@demo.hub')).toBe(0);
  });

  it('when an admin creates a user, then 201 UR000, it is listed, it can sign in with argon2id, and an audit entry is stored', async () => {
    const res = await post('admin@demo.hub', newUser('New.Person@demo.hub', { userName: 'New Person' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      code: 'UR000',
      data: { userName: 'New Person', email: 'New.Person@demo.hub', active: true, roleName: 'USER', phone: '+66 2 000 0000', stores: ['BKK-SIAM'] },
    });
    expect(emails(await list('admin@demo.hub', { search: 'new person' }))).toEqual(['New.Person@demo.hub']);
    const [row] = await h.test.db.query<{ password_hash: string; pin_hash: string; merchant_id: string }>(
      'select password_hash, pin_hash, merchant_id from auth.users where email = $1',
      ['New.Person@demo.hub'],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row!.merchant_id).toBe('DEMO');
    expect((await signin(h.app, 'new.person@demo.hub', 'Secret@12')).status).toBe(200);
    // The audit entry travels outbox → bus → svc-auth's audit consumer: once the sentinel is through, it has landed.
    await h.published();
    const audit = await h.test.db.query(`select 1 from auth.audit_entries where action = 'user.created' and merchant_id = 'DEMO'`);
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['an invalid e-mail', 400, 'UR109', newUser('not-an-email')],
    ['a duplicate e-mail (any case)', 409, 'UR100', newUser('USER@demo.hub')],
    ["another merchant's e-mail", 409, 'UR100', newUser('admin@acme.hub')],
    ['empty stores', 400, 'UAC112', newUser('bad1@demo.hub', { stores: [] })],
    ["another merchant's store", 400, 'UAC108', newUser('bad2@demo.hub', { stores: ['ACME-DXB-MALL'] })],
    ['an unknown store', 400, 'UAC108', newUser('bad3@demo.hub', { stores: ['NOPE'] })],
    ['a weak password', 400, 'IP100', newUser('bad4@demo.hub', { password: 'weakpass' })],
    ['a 4-digit PIN', 400, 'IP100', newUser('bad5@demo.hub', { pin: '1234' })],
    ['a provider role', 403, 'UAC114', newUser('bad6@demo.hub', { roleName: 'SADMIN' })],
    ['an unknown role', 400, 'IP100', newUser('bad7@demo.hub', { roleName: 'KING' })],
    ['no name', 400, 'IP100', newUser('bad8@demo.hub', { userName: '' })],
  ])('when the body has %s, then %i %s and nothing is written', async (_what, status, code, body) => {
    const before = await h.test.db.query('select 1 from auth.users');
    const res = await post('admin@demo.hub', body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 'error', code });
    expect(await h.test.db.query('select 1 from auth.users')).toHaveLength(before.length);
  });

  it('when the password breaks rules, then every broken rule is in the details', async () => {
    const res = await post('admin@demo.hub', newUser('bad9@demo.hub', { password: 'abc' }));
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'password', rule: 'minLength' }),
        expect.objectContaining({ field: 'password', rule: 'uppercase' }),
        expect.objectContaining({ field: 'password', rule: 'digit' }),
        expect.objectContaining({ field: 'password', rule: 'special' }),
      ]),
    );
  });

  it('when a provider creates a provider-role user, then it is allowed', async () => {
    const res = await post('sadmin@demo.hub', newUser('support2@demo.hub', { roleName: 'SUPPORT', pin: undefined }));
    expect(res.status).toBe(201);
  });

  it("when a store-bound caller creates or edits users, then only within its own stores", async () => {
    const manager = withPermissions(h.token['storemanager@demo.hub']!, ['USERS_MANAGEMENT_CREATE', 'USERS_MANAGEMENT_MODIFY']);
    expect((await post(manager, newUser('sb1@demo.hub', { stores: ['DXB-GOLDSOUK'] }))).body).toMatchObject({ code: 'UAC108' });
    expect((await post(manager, newUser('sb2@demo.hub', { roleName: 'ADMIN' }))).body).toMatchObject({ code: 'UAC114' });
    expect(await usersWith('sb1@demo.hub')).toBe(0);
    expect((await post(manager, newUser('sb3@demo.hub', { stores: ['CNX-NIMMAN'] }))).status).toBe(201);
    expect((await put(manager, 'storeuser@demo.hub', { userName: 'Hijack' })).status).toBe(404);
    expect((await put(manager, 'admin@demo.hub', { userName: 'Hijack' })).status).toBe(404);
    expect((await put(manager, 'sb3@demo.hub', { stores: ['DXB-GOLDSOUK'] })).body).toMatchObject({ code: 'UAC108' });
    const ok = await put(manager, 'sb3@demo.hub', { userName: 'Store Bound Three', stores: ['BKK-SIAM', 'CNX-NIMMAN'] });
    expect(ok.body).toMatchObject({ code: 'UR002', data: { userName: 'Store Bound Three', stores: ['BKK-SIAM', 'CNX-NIMMAN'] } });
    const [row] = await h.test.db.query<{ user_name: string }>(`select user_name from auth.users where email = 'storeuser@demo.hub'`);
    expect(row!.user_name).toBe('Sara Store User');
  });

  it("when ACME edits a DEMO user, then 404 and the user is unchanged", async () => {
    const acmeAll = withPermissions(h.token['admin@acme.hub']!, ['USERS_MANAGEMENT_MODIFY']);
    for (const t of ['admin@acme.hub', acmeAll]) {
      const res = await put(t, 'user@demo.hub', { userName: 'Hijacked', active: false });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'UR110' });
    }
    const [row] = await h.test.db.query<{ user_name: string; active: boolean }>(`select user_name, active from auth.users where email = 'user@demo.hub'`);
    expect(row).toEqual({ user_name: 'Ursula User', active: true });
  });

  it('when an admin edits a user, then UR002 with the new fields; unknown users 404 UR110; a provider account 403 UAC114', async () => {
    const res = await put('admin@demo.hub', 'new.person@demo.hub', { userName: 'Renamed', roleName: 'STORE_USER', phone: null, stores: ['DXB-GOLDSOUK', 'MASTER'] });
    expect(res.body).toMatchObject({ code: 'UR002', data: { email: 'New.Person@demo.hub', userName: 'Renamed', roleName: 'STORE_USER', phone: null, stores: ['DXB-GOLDSOUK', 'MASTER'], active: true } });
    const unknown = await put('admin@demo.hub', 'nobody@demo.hub', { userName: 'X' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('UR110');
    expect((await put('admin@demo.hub', 'new.person@demo.hub', { stores: [] })).body).toMatchObject({ code: 'UAC112' });
    expect((await put('admin@demo.hub', 'new.person@demo.hub', { roleName: 'SUPPORT' })).body).toMatchObject({ code: 'UAC114' });
    expect((await put('admin@demo.hub', 'sadmin@demo.hub', { userName: 'X' })).body).toMatchObject({ code: 'UAC114' });
  });

  it("when a user is deactivated, then its sessions are revoked (old token 401, session-revoked published) and it cannot sign in (UAC115)", async () => {
    const own = (await signin(h.app, 'new.person@demo.hub', 'Secret@12')).body.data;
    const own2 = (await signin(h.app, 'new.person@demo.hub', 'Secret@12')).body.data;
    expect((await request(h.app).get('/merchant/setup').set('Authorization', `Bearer ${own.accessToken}`)).status).toBe(200);
    const res = await put('admin@demo.hub', 'new.person@demo.hub', { active: false });
    expect(res.body).toMatchObject({ code: 'UR002', data: { active: false } });
    for (const t of [own, own2] as { accessToken: string; refreshToken: string }[]) {
      expect((await request(h.app).get('/merchant/setup').set('Authorization', `Bearer ${t.accessToken}`)).status).toBe(401);
      expect((await request(h.app).post('/merchant/user/refresh').send({ refreshToken: t.refreshToken })).status).toBe(401);
    }
    await h.published();
    const revoked = h.events.filter((e) => e.type === EVENT_TYPES.SESSION_REVOKED && parseEventOf(EVENT_TYPES.SESSION_REVOKED, e).data.reason === 'user-deactivated');
    const sessions = await h.test.db.query<{ id: string; revoked_reason: string | null }>(
      // sessions the earlier role and stores edit ended are 'user-rights-changed' (issue 9 item 1)
      `select id::text as id, revoked_reason from auth.sessions where user_id = (select id from auth.users where email = 'New.Person@demo.hub')
          and revoked_reason is distinct from 'user-rights-changed'`,
    );
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((x) => x.revoked_reason === 'user-deactivated')).toBe(true);
    expect(revoked.map((e) => (e.data as { sessionId: string }).sessionId).sort()).toEqual(sessions.map((x) => x.id).sort());
    const again = await signin(h.app, 'new.person@demo.hub', 'Secret@12');
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'UAC115' });
    expect((await put('admin@demo.hub', 'new.person@demo.hub', { active: true })).body).toMatchObject({ data: { active: true } });
    expect((await signin(h.app, 'new.person@demo.hub', 'Secret@12')).status).toBe(200);
  });

  it('when a user deactivates themself, or the last active ADMIN/OWNER would go, then UAC116 and nothing changes', async () => {
    const self = await put('admin@demo.hub', 'admin@demo.hub', { active: false });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'UAC116' });
    expect((await put('sadmin@demo.hub', 'owner@demo.hub', { active: false })).body).toMatchObject({ code: 'UR002', data: { active: false } });
    expect((await put('sadmin@demo.hub', 'admin@demo.hub', { active: false })).body).toMatchObject({ code: 'UAC116' });
    expect((await put('sadmin@demo.hub', 'admin@demo.hub', { roleName: 'USER' })).body).toMatchObject({ code: 'UAC116' });
    const [row] = await h.test.db.query<{ active: boolean; role_name: string }>(`select active, role_name from auth.users where email = 'admin@demo.hub'`);
    expect(row).toEqual({ active: true, role_name: 'ADMIN' });
    expect((await put('sadmin@demo.hub', 'owner@demo.hub', { active: true })).body).toMatchObject({ data: { active: true } });
    expect((await put('sadmin@demo.hub', 'admin@demo.hub', { roleName: 'OWNER' })).body).toMatchObject({ data: { roleName: 'OWNER' } });
    expect((await put('sadmin@demo.hub', 'admin@demo.hub', { roleName: 'ADMIN' })).body).toMatchObject({ data: { roleName: 'ADMIN' } });
  });

  it('when a provider administrator gives a user another merchant and takes it away (issue 29 item 3), then the switch follows, the sessions end, the audit trail says so; others may not', async () => {
    const before = await tokensOf(h.app, 'user@demo.hub');
    const admin = (await tokensOf(h.app, 'admin@demo.hub')).accessToken;
    const sadmin = (await tokensOf(h.app, 'sadmin@demo.hub')).accessToken;
    expect((await put(admin, 'user@demo.hub', { merchants: ['ACME'] })).body.code).toBe('UAC114');
    const unknown = await put(sadmin, 'user@demo.hub', { merchants: ['ACME', 'NO-SUCH'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UAC106');
    const given = await put(sadmin, 'user@demo.hub', { merchants: ['ACME', 'DEMO', 'ACME'] });
    expect(given.status).toBe(200);
    expect(given.body.data.merchants).toEqual(['ACME']);
    // A rights change: the sessions made before it end.
    expect((await request(h.app).get('/merchant/user/profile').set('Authorization', `Bearer ${before.accessToken}`)).status).toBe(401);
    const signedIn = (await signin(h.app, 'user@demo.hub')).body.data;
    expect(signedIn.user.merchants).toEqual(['ACME', 'DEMO']);
    const acme = await request(h.app).get('/merchant/merchant/ACME').set('Authorization', `Bearer ${signedIn.accessToken}`);
    expect(acme.status).toBe(200);
    const [audit] = await h.test.db.query<{ details: { merchants?: { added: string[]; removed: string[] } } }>(
      `select details from auth.audit_entries where action = 'user.updated' and details->>'email' = 'user@demo.hub' order by created_at desc limit 1`,
    );
    expect(audit?.details.merchants).toEqual({ added: ['ACME'], removed: [] });

    const taken = await put(sadmin, 'user@demo.hub', { merchants: [] });
    expect(taken.body.data.merchants).toEqual([]);
    expect((await request(h.app).get('/merchant/merchant/ACME').set('Authorization', `Bearer ${signedIn.accessToken}`)).status).toBe(401);
    const again = (await signin(h.app, 'user@demo.hub')).body.data;
    expect(again.user.merchants).toEqual(['DEMO']);
    const refused = await request(h.app).get('/merchant/merchant/ACME').set('Authorization', `Bearer ${again.accessToken}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });

  it('when an admin deletes a user (issue 29 item 3), then UR003: the sessions end, the keys the user made are revoked, the replicas hear of an inactive user, the audit trail says so', async () => {
    const admin = (await tokensOf(h.app, 'admin@demo.hub')).accessToken;
    expect((await post(admin, newUser('leaving@demo.hub', { roleName: 'ADMIN' }))).status).toBe(201);
    const leaving = (await signin(h.app, 'leaving@demo.hub', 'Secret@12')).body.data.accessToken as string;
    const key = await request(h.app)
      .post('/merchant/api-keys')
      .set('Authorization', `Bearer ${leaving}`)
      .send({ name: 'Leaving key', allowedOperations: ['PRODUCTS_READ'] });
    expect(key.status).toBe(201);
    const del = (who: string, email: string) => request(h.app).delete(`/merchant/users/${encodeURIComponent(email)}`).set('Authorization', `Bearer ${who}`);

    expect((await del(admin, 'admin@demo.hub')).body.code).toBe('UAC116');
    expect((await del(admin, 'sadmin@demo.hub')).body.code).toBe('UAC114');
    expect((await del(admin, 'nobody@demo.hub')).status).toBe(404);
    const acme = await del((await tokensOf(h.app, 'admin@acme.hub')).accessToken, 'leaving@demo.hub');
    expect(acme.status).toBe(404);
    expect(acme.body.code).toBe('UR110');

    const res = await del(admin, 'leaving@demo.hub');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', code: 'UR003' });
    expect(await usersWith('leaving@demo.hub')).toBe(0);
    expect((await request(h.app).get('/merchant/user/profile').set('Authorization', `Bearer ${leaving}`)).status).toBe(401);
    expect((await signin(h.app, 'leaving@demo.hub')).body.code).toBe('UAC100');
    await h.published();
    const revokedKeys = h.events.filter((e) => e.type === EVENT_TYPES.API_KEY_REVOKED).map((e) => parseEventOf(EVENT_TYPES.API_KEY_REVOKED, e).data);
    expect(revokedKeys.find((k) => k.id === key.body.data.id)?.status).toBe('REVOKED');
    const lastChange = h.events
      .filter((e) => e.type === EVENT_TYPES.USER_CHANGED)
      .map((e) => parseEventOf(EVENT_TYPES.USER_CHANGED, e).data)
      .filter((u) => u.email === 'leaving@demo.hub')
      .pop();
    expect(lastChange?.active).toBe(false);
    const [audit] = await h.test.db.query<{ details: { email: string } }>(`select details from auth.audit_entries where action = 'user.deleted' order by created_at desc limit 1`);
    expect(audit?.details.email).toBe('leaving@demo.hub');
  });
});
