import { API_KEY_PATTERN, EVENT_TYPES, type ApiKeyCreated, type ApiKeySummary, type EventEnvelope } from '@hub/contracts';
import { createEvent, type EventBus } from '@hub/service-kit';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

// Issue 4 item 7: API keys of /config/integrations (spec sections 3 "API key", 4, 6, 8 UAC113/UAC114).
describe.each(testDatabaseTargets())('API keys in svc-auth on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let bus: EventBus;
  let events: EventEnvelope[] = [];
  const tokens: Record<string, string> = {};

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app, events } = h);
      bus = h.deps.bus;
      for (const email of ['admin@demo.hub', 'developer@demo.hub', 'owner@demo.hub', 'support@demo.hub', 'admin@acme.hub']) tokens[email] = (await tokensOf(app, email)).accessToken;
    },
  });

  const as = (email: string) => ({
    list: () => request(app).get('/merchant/api-keys').set('Authorization', `Bearer ${tokens[email]}`),
    create: (body: unknown) => request(app).post('/merchant/api-keys').set('Authorization', `Bearer ${tokens[email]}`).send(body as object),
    update: (id: string, body: unknown) => request(app).put(`/merchant/api-keys/${id}`).set('Authorization', `Bearer ${tokens[email]}`).send(body as object),
    revoke: (id: string) => request(app).delete(`/merchant/api-keys/${id}`).set('Authorization', `Bearer ${tokens[email]}`),
  });
  const withKey = (key: string, path: string) => request(app).get(path).set('X-API-Key', key);

  async function created(email: string, body: unknown): Promise<ApiKeyCreated> {
    const res = await as(email).create(body);
    if (res.status !== 201) throw new Error(`create answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as ApiKeyCreated;
  }

  it('when an admin creates a key, then 201 CAK001 answers the full key once, with its prefix, operations and status ACTIVE', async () => {
    const res = await as('admin@demo.hub').create({ name: 'ERP sync', allowedOperations: ['STORES_READ', 'PRODUCTS_READ'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      code: 'CAK001',
      data: { name: 'ERP sync', allowedOperations: ['PRODUCTS_READ', 'STORES_READ'], status: 'ACTIVE', createdBy: { email: 'admin@demo.hub' }, lastUsedAt: null, revokedAt: null },
    });
    const data = res.body.data as ApiKeyCreated;
    expect(data.key).toMatch(API_KEY_PATTERN);
    expect(data.key.startsWith(`${data.prefix}_`)).toBe(true);
  });

  it('when keys are listed, then no answer carries a key or its hash, and the database holds only the SHA-256', async () => {
    const key = await created('admin@demo.hub', { name: 'Listed', allowedOperations: ['PRODUCTS_READ'] });
    const list = await as('admin@demo.hub').list();
    expect(list.status).toBe(200);
    expect(list.body.code).toBe('CAK000');
    const mine = (list.body.data as ApiKeySummary[]).find((k) => k.id === key.id);
    expect(mine).toEqual({ ...key, key: undefined, createdAt: key.createdAt });
    expect(Object.keys(mine!)).not.toContain('key');
    const hash = createHash('sha256').update(key.key).digest('hex');
    expect(JSON.stringify(list.body)).not.toContain(key.key.slice(key.prefix.length + 1));
    expect(JSON.stringify(list.body)).not.toContain(hash);
    const rows = await test.db.query<Record<string, unknown>>('select * from auth.api_keys where id = $1', [key.id]);
    expect(rows[0]).toMatchObject({ key_hash: hash, prefix: key.prefix, status: 'ACTIVE' });
    // Not in any column of any table of the schema: key rows, events, audit entries.
    const everything = await test.db.query<{ t: string }>(
      `select (select coalesce(json_agg(k), '[]')::text from auth.api_keys k) || (select coalesce(json_agg(o), '[]')::text from auth.outbox o) || (select coalesce(json_agg(a), '[]')::text from auth.audit_entries a) as t`,
    );
    expect(everything[0]!.t).not.toContain(key.key);
    expect(everything[0]!.t).toContain(hash);
  });

  it('when a key is created, then api-key-created carries its hash and permissions (not the key), and the audit entry names it without the key', async () => {
    const key = await created('admin@demo.hub', { name: 'Evented', allowedOperations: ['STOCK_TAKE_REPORTS_READ'] });
    const event = events.find((e) => e.type === EVENT_TYPES.API_KEY_CREATED && (e.data as { id: string }).id === key.id);
    expect(event).toMatchObject({
      merchantId: 'DEMO',
      data: { keyHash: createHash('sha256').update(key.key).digest('hex'), operations: ['STOCK_TAKE_REPORTS_READ'], permissions: ['STOCK_TAKE_REPORT_READ_PREVIEW'], status: 'ACTIVE', revision: 1 },
    });
    expect(JSON.stringify(event)).not.toContain(key.key);
    const audit = await test.db.query<{ action: string; details: unknown; entity: string }>(`select action, details, entity from auth.audit_entries where action = 'api-key.created' and details->>'id' = $1`, [key.id]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'api-key', details: { name: 'Evented', prefix: key.prefix } });
    expect(JSON.stringify(audit)).not.toContain(key.key);
  });

  it('when a key calls svc-auth, then it reads what its operations allow for its merchant only, never user-only routes, and its last use is recorded', async () => {
    const key = await created('admin@demo.hub', { name: 'Stores reader', allowedOperations: ['STORES_READ'] });
    const stores = await withKey(key.key, '/merchant/store');
    expect(stores.status).toBe(200);
    const codes = (stores.body.data as { code: string }[]).map((s) => s.code);
    expect(codes).toContain('BKK-SIAM');
    const acme = await test.db.query<{ code: string }>(`select code from auth.stores where merchant_id = 'ACME' and code <> 'MASTER'`);
    for (const { code } of acme) expect(codes).not.toContain(code);
    // Another merchant's stores need MERCHANTS_ALL_ACCESS, which no key holds: a merchant the caller
    // cannot reach is one answer, UAC106 404, whether it exists or not (issue 29 item 5).
    const other = await withKey(key.key, '/merchant/store/client-hub?merchant=ACME');
    expect([other.status, other.body.code]).toEqual([404, 'UAC106']);
    for (const path of ['/merchant/user/profile', '/merchant/setup', '/merchant/api-keys', '/merchant/merchant/DEMO']) {
      const res = await withKey(key.key, path);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'UAC114']);
    }
    for (const path of ['/merchant/users', '/merchant/audit']) {
      const res = await withKey(key.key, path);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'UAC114']);
    }
    const deadline = Date.now() + 30_000;
    let lastUsedAt: string | null = null;
    while (!lastUsedAt && Date.now() < deadline) {
      lastUsedAt = ((await as('admin@demo.hub').list()).body.data as ApiKeySummary[]).find((k) => k.id === key.id)!.lastUsedAt;
      if (!lastUsedAt) await new Promise((r) => setTimeout(r, 50));
    }
    expect(lastUsedAt).not.toBeNull();
  });

  it('when another service reports a use, then svc-auth records the last-used time (never moving it backwards)', async () => {
    const key = await created('admin@demo.hub', { name: 'Used elsewhere', allowedOperations: ['PRODUCTS_READ'] });
    await bus.publish(createEvent(EVENT_TYPES.API_KEY_USED, 'DEMO', { id: key.id, usedAt: '2026-03-01T10:00:00.000Z', service: 'svc-catalog' }));
    await bus.publish(createEvent(EVENT_TYPES.API_KEY_USED, 'DEMO', { id: key.id, usedAt: '2026-02-01T10:00:00.000Z', service: 'svc-stocktake' }));
    // Another merchant's report of this key changes nothing.
    await bus.publish(createEvent(EVENT_TYPES.API_KEY_USED, 'ACME', { id: key.id, usedAt: '2026-04-01T10:00:00.000Z', service: 'svc-catalog' }));
    const mine = ((await as('admin@demo.hub').list()).body.data as ApiKeySummary[]).find((k) => k.id === key.id)!;
    expect(mine.lastUsedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it.each([
    ['no operation', { name: 'x', allowedOperations: [] }],
    ['an unknown operation', { name: 'x', allowedOperations: ['PRODUCTS_WRITE'] }],
    ['no name', { allowedOperations: ['PRODUCTS_READ'] }],
    ['a key chosen by the caller', { name: 'x', allowedOperations: ['PRODUCTS_READ'], key: 'hub_00000000_xyz' }],
  ])('when the body has %s, then 400 IP100 and no key is made', async (_what, body) => {
    const before = await test.db.query('select id from auth.api_keys');
    const res = await as('admin@demo.hub').create(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', code: 'IP100' });
    expect(await test.db.query('select id from auth.api_keys')).toHaveLength(before.length);
  });

  it('when a developer grants an operation whose permission they do not hold, then 403 UAC114; their own operations work', async () => {
    const refused = await as('developer@demo.hub').create({ name: 'Too much', allowedOperations: ['PRODUCTS_READ', 'STORES_READ'] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'UAC114', details: [{ path: 'body.allowedOperations', message: expect.stringContaining('STORES_READ') }] });
    const ok = await as('developer@demo.hub').create({ name: 'Developer key', allowedOperations: ['PRODUCTS_READ', 'IMPORT_JOBS_READ'] });
    expect(ok.status).toBe(201);
  });

  it('when a role without API-key permissions calls, then 403 UAC114 (owner: nothing; support: read only)', async () => {
    expect((await as('owner@demo.hub').list()).status).toBe(403);
    expect((await as('owner@demo.hub').create({ name: 'x', allowedOperations: ['PRODUCTS_READ'] })).status).toBe(403);
    expect((await as('support@demo.hub').list()).status).toBe(200);
    expect((await as('support@demo.hub').create({ name: 'x', allowedOperations: ['PRODUCTS_READ'] })).body.code).toBe('UAC114');
  });

  it('when a key is renamed and given other operations, then CAK002, the revision goes up, and the key acts with the new operations', async () => {
    const key = await created('admin@demo.hub', { name: 'Before', allowedOperations: ['PRODUCTS_READ'] });
    expect((await withKey(key.key, '/merchant/store')).status).toBe(200); // PRODUCTS_READ_PREVIEW reads stores too
    const res = await as('admin@demo.hub').update(key.id, { name: 'After', allowedOperations: ['IMPORT_JOBS_READ'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'CAK002', data: { id: key.id, name: 'After', allowedOperations: ['IMPORT_JOBS_READ'], status: 'ACTIVE' } });
    expect(events.filter((e) => e.type === EVENT_TYPES.API_KEY_UPDATED && (e.data as { id: string }).id === key.id).map((e) => (e.data as { revision: number }).revision)).toEqual([2]);
    const stores = await withKey(key.key, '/merchant/store');
    expect([stores.status, stores.body.code]).toEqual([403, 'UAC114']);
  });

  it('when a developer adds an operation they cannot grant to an existing key, then 403 UAC114; renaming it is fine', async () => {
    const key = await created('admin@demo.hub', { name: 'Admin made', allowedOperations: ['STORES_READ'] });
    expect((await as('developer@demo.hub').update(key.id, { allowedOperations: ['STORES_READ', 'STOCK_TAKE_REPORTS_READ'] })).body.code).toBe('UAC114');
    const renamed = await as('developer@demo.hub').update(key.id, { name: 'Renamed by developer' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Renamed by developer', allowedOperations: ['STORES_READ'] });
  });

  it('when a key is revoked, then CAK003, it is listed REVOKED, the next call is 401 UAC113, it cannot change, and revoking again changes nothing', async () => {
    const key = await created('admin@demo.hub', { name: 'To revoke', allowedOperations: ['STORES_READ'] });
    expect((await withKey(key.key, '/merchant/store')).status).toBe(200);
    const res = await as('admin@demo.hub').revoke(key.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'CAK003', data: { id: key.id, status: 'REVOKED', revokedAt: expect.any(String) } });
    const after = await withKey(key.key, '/merchant/store');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: 'error', code: 'UAC113', message: 'Invalid API key' });
    const revokedEvents = () => events.filter((e) => e.type === EVENT_TYPES.API_KEY_REVOKED && (e.data as { id: string }).id === key.id);
    expect(revokedEvents()).toHaveLength(1);
    expect(revokedEvents()[0]!.data).toMatchObject({ status: 'REVOKED', revision: 2 });
    expect((await as('admin@demo.hub').update(key.id, { name: 'Back' })).body.code).toBe('CAK101');
    expect((await as('admin@demo.hub').update(key.id, { status: 'ACTIVE' })).status).toBe(409);
    expect((await as('admin@demo.hub').revoke(key.id)).body.code).toBe('CAK003');
    expect((await as('admin@demo.hub').update(key.id, { status: 'REVOKED' })).body.code).toBe('CAK003');
    expect(revokedEvents()).toHaveLength(1);
    expect((await withKey(key.key, '/merchant/store')).status).toBe(401);
    const audit = await test.db.query<{ action: string }>(`select action from auth.audit_entries where details->>'id' = $1 order by created_at`, [key.id]);
    expect(audit.map((a) => a.action)).toEqual(['api-key.created', 'api-key.revoked']);
  });

  it('when a key is revoked through PUT status REVOKED, then it is refused at once too', async () => {
    const key = await created('admin@demo.hub', { name: 'Put revoke', allowedOperations: ['STORES_READ'] });
    const res = await as('admin@demo.hub').update(key.id, { status: 'REVOKED' });
    expect(res.body).toMatchObject({ code: 'CAK003', data: { status: 'REVOKED' } });
    expect((await withKey(key.key, '/merchant/store')).body.code).toBe('UAC113');
  });

  it("when ACME's admin aims at DEMO's key, then it is not listed and PUT and DELETE answer 404 CAK100 without a change", async () => {
    const key = await created('admin@demo.hub', { name: 'DEMO only', allowedOperations: ['STORES_READ'] });
    const list = await as('admin@acme.hub').list();
    expect((list.body.data as ApiKeySummary[]).map((k) => k.id)).not.toContain(key.id);
    expect((await as('admin@acme.hub').update(key.id, { name: 'Stolen' })).body).toMatchObject({ code: 'CAK100' });
    const del = await as('admin@acme.hub').revoke(key.id);
    expect([del.status, del.body.code]).toEqual([404, 'CAK100']);
    expect((await withKey(key.key, '/merchant/store')).status).toBe(200);
    // ACME's own key acts for ACME only.
    const acmeKey = await created('admin@acme.hub', { name: 'ACME key', allowedOperations: ['STORES_READ'] });
    const acmeStores = await withKey(acmeKey.key, '/merchant/store');
    expect((acmeStores.body.data as { code: string }[]).map((s) => s.code)).not.toContain('BKK-SIAM');
  });

  it('when garbage or an unknown key is sent, then 401 UAC113; a key with a bearer token too', async () => {
    expect((await withKey('garbage', '/merchant/store')).body.code).toBe('UAC113');
    expect((await withKey('hub_0123abcd_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/merchant/store')).body.code).toBe('UAC113');
    const key = await created('admin@demo.hub', { name: 'Both', allowedOperations: ['STORES_READ'] });
    const res = await request(app).get('/merchant/store').set('X-API-Key', key.key).set('Authorization', `Bearer ${tokens['admin@demo.hub']}`);
    expect([res.status, res.body.code]).toEqual([401, 'UAC113']);
  });
});
