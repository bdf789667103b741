import { EVENT_TYPES, type ApiKeyCreated, type EventEnvelope } from '@hub/contracts';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

// Issue 9 item 1: a change of a user's role, stores or active flag ends their sessions, and their
// API keys never grant more than they may do now (ADR 0011: narrowed, or revoked when nothing is left).
describe.each(testDatabaseTargets())('rights changes on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let events: EventEnvelope[] = [];
  let admin: string;

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app, events } = h);
      admin = (await tokensOf(app, 'admin@demo.hub')).accessToken;
    },
  });

  const bearer = (t: string) => `Bearer ${t}`;
  const editUser = (email: string, body: object) => request(app).put(`/merchant/users/${encodeURIComponent(email)}`).set('Authorization', bearer(admin)).send(body);
  const withToken = (t: string, path: string) => request(app).get(path).set('Authorization', bearer(t));
  const withKey = (key: string, path: string) => request(app).get(path).set('X-API-Key', key);
  const keyOf = async (id: string) =>
    ((await request(app).get('/merchant/api-keys').set('Authorization', bearer(admin))).body.data as { id: string; allowedOperations: string[]; status: string }[]).find((k) => k.id === id)!;

  async function newAdmin(email: string): Promise<{ token: string; key: ApiKeyCreated }> {
    const created = await request(app)
      .post('/merchant/users')
      .set('Authorization', bearer(admin))
      .send({ userName: email, email, roleName: 'ADMIN', password: 'Secret@12', stores: ['MASTER'] });
    expect(created.status).toBe(201);
    const token = (await request(app).post('/merchant/user/signin').send({ email, password: 'Secret@12' })).body.data.accessToken as string;
    const key = await request(app).post('/merchant/api-keys').set('Authorization', bearer(token)).send({ name: `${email} key`, allowedOperations: ['PRODUCTS_READ', 'STORES_READ'] });
    expect(key.status).toBe(201);
    return { token, key: key.body.data as ApiKeyCreated };
  }

  it('when an admin is demoted to DEVELOPER, then their old token is refused, and their key keeps only what a DEVELOPER may grant (PRODUCTS_READ): store records shrink to the summary', async () => {
    const { token, key } = await newAdmin('demoted.dev@demo.hub');
    const before = await withKey(key.key, '/merchant/store');
    expect(before.status).toBe(200);
    expect(before.body.data.find((s: { code: string }) => s.code !== 'MASTER')).toHaveProperty('location');

    const res = await editUser('demoted.dev@demo.hub', { roleName: 'DEVELOPER' });
    expect(res.body.code).toBe('UR002');

    const old = await withToken(token, '/merchant/setup');
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('UAC104');
    // the demoted user cannot create a key with the old token either
    expect((await request(app).post('/merchant/api-keys').set('Authorization', bearer(token)).send({ name: 'late', allowedOperations: ['STORES_READ'] })).status).toBe(401);

    expect(await keyOf(key.id)).toMatchObject({ allowedOperations: ['PRODUCTS_READ'], status: 'ACTIVE' });
    const after = await withKey(key.key, '/merchant/store');
    expect(after.status).toBe(200);
    for (const store of after.body.data as Record<string, unknown>[]) {
      expect(store).not.toHaveProperty('location');
      expect(store).not.toHaveProperty('manager');
      expect(store).not.toHaveProperty('autosync');
    }
    const updated = events.filter((e) => e.type === EVENT_TYPES.API_KEY_UPDATED && (e.data as { id: string }).id === key.id).at(-1);
    expect(updated?.data).toMatchObject({ operations: ['PRODUCTS_READ'], permissions: ['PRODUCTS_READ_PREVIEW'] });

    // and a promotion back never widens the key
    await editUser('demoted.dev@demo.hub', { roleName: 'ADMIN' });
    expect(await keyOf(key.id)).toMatchObject({ allowedOperations: ['PRODUCTS_READ'], status: 'ACTIVE' });
  });

  it('when an admin is demoted to a store-bound role, then their key is revoked (401 UAC113) and a revocation is published', async () => {
    const { key } = await newAdmin('demoted.user@demo.hub');
    await editUser('demoted.user@demo.hub', { roleName: 'USER', stores: ['BKK-SIAM'] });
    expect(await keyOf(key.id)).toMatchObject({ status: 'REVOKED' });
    const res = await withKey(key.key, '/merchant/store');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UAC113');
    expect(events.some((e) => e.type === EVENT_TYPES.API_KEY_REVOKED && (e.data as { id: string }).id === key.id)).toBe(true);
  });

  it("when a user's stores change, then their sessions end; a change of name or phone leaves them", async () => {
    const { token } = await newAdmin('moved@demo.hub');
    await editUser('moved@demo.hub', { userName: 'Moved Person', phone: '+66 2 000 0000' });
    expect((await withToken(token, '/merchant/setup')).status).toBe(200);
    await editUser('moved@demo.hub', { stores: ['MASTER', 'BKK-SIAM'] });
    expect((await withToken(token, '/merchant/setup')).status).toBe(401);
    const [row] = await test.db.query<{ n: string }>(
      `select count(*) as n from auth.sessions where revoked_reason = 'user-rights-changed' and user_id = (select id from auth.users where email = 'moved@demo.hub')`,
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
  });

  it("when a custom role loses a permission, then its holders' keys lose the operation that needed it", async () => {
    const role = await request(app)
      .post('/merchant/roles')
      .set('Authorization', bearer(admin))
      .send({ name: 'Key keeper', baseRole: 'DEVELOPER', permissions: ['PRODUCTS_READ_PREVIEW', 'STORES_MANAGEMENT_READ_PREVIEW', 'API_KEY_READ_PREVIEW', 'API_KEY_CREATE'] });
    expect(role.status).toBe(201);
    const { key } = await newAdmin('keeper@demo.hub');
    await editUser('keeper@demo.hub', { roleName: 'Key keeper' });
    expect(await keyOf(key.id)).toMatchObject({ allowedOperations: ['PRODUCTS_READ', 'STORES_READ'], status: 'ACTIVE' });
    const cut = await request(app)
      .put(`/merchant/roles/${role.body.data.id as string}`)
      .set('Authorization', bearer(admin))
      .send({ permissions: ['PRODUCTS_READ_PREVIEW', 'API_KEY_READ_PREVIEW', 'API_KEY_CREATE'] });
    expect(cut.body.code).toBe('RL003');
    expect(await keyOf(key.id)).toMatchObject({ allowedOperations: ['PRODUCTS_READ'], status: 'ACTIVE' });
  });
});
