import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

interface Item {
  id: string;
  merchantId: string;
  storeCode: string | null;
  userId: string | null;
  userName: string | null;
  entity: string;
  action: string;
  kind: string;
  summary: Record<string, unknown>;
  createdAt: string;
}

const store = (code: string) => ({ code, name: `Store ${code}`, tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 } });

describe.each(testDatabaseTargets())('audit trail read API on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let admin: string;
  let acmeAdmin: string;
  let sadmin: string;
  let adminId: string;

  const list = (token: string, query: Record<string, string> = {}) =>
    request(app).get('/merchant/audit').query(query).set('Authorization', `Bearer ${token}`);
  const items = (res: request.Response): Item[] => res.body.data.items;

  /** Store changes reach the audit table through the outbox and the consumer: wait for them. */
  async function waitForEntry(merchantId: string, action: string, storeCode: string): Promise<void> {
    // Up to 30 s: a bound for a busy machine, not a guess at how long the outbox takes.
    for (const end = Date.now() + 30_000; Date.now() < end; ) {
      const rows = await test.db.query(`select 1 from auth.audit_entries where merchant_id = $1 and action = $2 and store_code = $3`, [merchantId, action, storeCode]);
      if (rows.length > 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${action} entry for ${storeCode}`);
  }

  async function tokenWith(email: string, permissions: string[]): Promise<string> {
    await test.db.query(`update auth.users set permissions = $1::jsonb where lower(email) = $2`, [JSON.stringify(permissions), email]);
    return (await tokensOf(app, email)).accessToken;
  }

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app } = h);
      admin = (await tokensOf(app, 'admin@demo.hub')).accessToken;
      acmeAdmin = (await tokensOf(app, 'admin@acme.hub')).accessToken;
      sadmin = (await tokensOf(app, 'sadmin@demo.hub')).accessToken;
      [{ id: adminId }] = (await test.db.query<{ id: string }>(`select id::text as id from auth.users where email = 'admin@demo.hub'`)) as [{ id: string }];

      expect((await request(app).post('/merchant/store').set('Authorization', `Bearer ${admin}`).send(store('AUD-1'))).status).toBe(201);
      await waitForEntry('DEMO', 'store.created', 'AUD-1');
      const renamed = { ...store('AUD-1'), name: 'Audited renamed' };
      expect((await request(app).put('/merchant/store/AUD-1').set('Authorization', `Bearer ${admin}`).send(renamed)).status).toBe(200);
      await waitForEntry('DEMO', 'store.updated', 'AUD-1');
      expect((await request(app).post('/merchant/store').set('Authorization', `Bearer ${sadmin}`).send(store('AUD-SYS'))).status).toBe(201);
      await waitForEntry('DEMO', 'store.created', 'AUD-SYS');
      expect((await request(app).post('/merchant/store').set('Authorization', `Bearer ${acmeAdmin}`).send(store('AUD-ACME'))).status).toBe(201);
      await waitForEntry('ACME', 'store.created', 'AUD-ACME');
      // A merchant-defined role's activity (custom roles arrive with item 4; stored here directly).
      await test.db.query(
        `insert into auth.audit_entries (merchant_id, user_id, action, details, entity, kind, created_at) values ('DEMO', null, 'role.created', '{"name":"Auditor"}', 'role', 'custom', now() - interval '1 day')`,
      );
    },
  });

  it('when an admin lists, then AT000 with the entries real changes made, newest first, with who, store, entity, action, summary and kind', async () => {
    const res = await list(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', code: 'AT000' });
    const all = items(res);
    expect(res.body.data.total).toBeGreaterThanOrEqual(all.length);
    const created = all.find((i) => i.action === 'store.created' && i.storeCode === 'AUD-1');
    expect(created).toMatchObject({ merchantId: 'DEMO', userId: adminId, userName: 'Adam Admin', entity: 'store', kind: 'default', summary: { code: 'AUD-1', name: 'Store AUD-1' } });
    expect(all.find((i) => i.storeCode === 'AUD-SYS')).toMatchObject({ action: 'store.created', kind: 'system', userName: 'Sam Provider Admin' });
    const times = all.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((i) => i.kind))).toEqual(new Set(['system', 'default', 'custom']));
  });

  it('when filtered by entity, action, user and dates, then only matching entries come back', async () => {
    const byAction = items(await list(admin, { entity: 'store', action: 'store.updated' }));
    expect(byAction.map((i) => i.storeCode)).toEqual(['AUD-1']);
    const byUser = items(await list(admin, { user: adminId, entity: 'store' }));
    expect(byUser.length).toBeGreaterThanOrEqual(2);
    expect(byUser.every((i) => i.userId === adminId)).toBe(true);
    expect(byUser.some((i) => i.storeCode === 'AUD-SYS')).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(items(await list(admin, { from: today, to: today })).some((i) => i.action === 'role.created')).toBe(false);
    expect(items(await list(admin, { from: yesterday, to: yesterday })).map((i) => i.action)).toContain('role.created');
    const future = await list(admin, { from: '2999-01-01' });
    expect(future.body.data).toEqual({ items: [], total: 0 });
  });

  it('when paged, then pages do not overlap and the total stays the same', async () => {
    const first = await list(admin, { start: '0', pageSize: '2' });
    const second = await list(admin, { start: '2', pageSize: '2' });
    expect(items(first)).toHaveLength(2);
    expect(first.body.data.total).toBe(second.body.data.total);
    const ids = new Set(items(first).map((i) => i.id));
    expect(items(second).some((i) => ids.has(i.id))).toBe(false);
    expect(items(await list(admin, { start: '0', pageSize: '200' }))).toHaveLength(Math.min(first.body.data.total, 200));
  });

  it.each([
    ['owner@demo.hub', ['ACTIVITIES_READ_PREVIEW_DEFAULT'], ['default']],
    ['developer@demo.hub', ['ACTIVITIES_READ_PREVIEW_SYSTEM'], ['system']],
    ['printing@demo.hub', ['ACTIVITIES_READ_PREVIEW_CUSTOM'], ['custom']],
    ['storeuser@demo.hub', ['ACTIVITIES_READ_PREVIEW_**'], ['custom', 'default', 'system']],
  ])('when %s holds only %j, then only %j entries are listed', async (email, permissions, kinds) => {
    const token = await tokenWith(email, permissions);
    const res = await list(token, { pageSize: '200' });
    expect(res.status).toBe(200);
    expect([...new Set(items(res).map((i) => i.kind))].sort()).toEqual(kinds);
    expect(res.body.data.total).toBe(items(res).length);
  });

  it('when the role holds no ACTIVITIES read permission, then 403', async () => {
    const token = (await tokensOf(app, 'user@demo.hub')).accessToken;
    expect((await list(token)).status).toBe(403);
  });

  it("when ACME lists, then it sees only ACME's entries, and merchant=DEMO is refused", async () => {
    const res = await list(acmeAdmin, { pageSize: '200' });
    expect(res.status).toBe(200);
    expect(items(res).length).toBeGreaterThan(0);
    expect(items(res).every((i) => i.merchantId === 'ACME')).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/AUD-1|AUD-SYS|Adam Admin|DEMO/);
    // A wrong merchant is one answer, 404 UAC106, whether it exists or not (issue 29 item 5).
    for (const merchant of ['DEMO', 'NOPE']) {
      const other = await list(acmeAdmin, { merchant });
      expect(other.status).toBe(404);
      expect(other.body).toMatchObject({ status: 'error', code: 'UAC106' });
    }
    expect((await list(admin, { merchant: 'ACME' })).status).toBe(404);
    const unknown = await list(sadmin, { merchant: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'UAC106' });
  });

  it('when a provider with MERCHANTS_ALL_ACCESS passes merchant=, then that merchant is listed', async () => {
    const res = await list(sadmin, { merchant: 'ACME' });
    expect(res.status).toBe(200);
    expect(items(res).map((i) => i.storeCode)).toContain('AUD-ACME');
    expect(items(res).every((i) => i.merchantId === 'ACME')).toBe(true);
    expect((await list(sadmin, { merchant: 'NOPE' })).status).toBe(404);
  });

  it.each([
    [{ from: 'yesterday' }],
    [{ from: '2026-02-30' }],
    [{ to: '2026-13-01' }],
    [{ from: '2026-03-02', to: '2026-03-01' }],
    [{ from: '2026-03-01T10:00:00Z', to: '2026-03-01T09:00:00Z' }],
    [{ pageSize: '0' }],
    [{ pageSize: '1000' }],
    [{ start: '-1' }],
    [{ user: 'not-a-uuid' }],
  ])('when the query is bad (%j), then 400 IP100', async (query) => {
    const res = await list(admin, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', code: 'IP100' });
  });
});
