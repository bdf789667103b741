import { DEFAULT_ROLE_PERMISSIONS, EVENT_TYPES, type AuditEntryData, type EventEnvelope, type RoleSummary } from '@hub/contracts';
import { createEvent, type EventBus } from '@hub/service-kit';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { signin, tokensOf, useAuthService } from './harness';

const newUser = (email: string, roleName: string, extra: object = {}) => ({
  userName: `User ${email}`,
  email,
  roleName,
  password: 'Secret@12',
  stores: ['BKK-SIAM'],
  ...extra,
});

describe.each(testDatabaseTargets())('roles management API on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let bus: EventBus;
  let events: EventEnvelope[] = [];
  const token: Record<string, string> = {};

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app, events } = h);
      bus = h.deps.bus;
      for (const who of ['admin@demo.hub', 'sadmin@demo.hub', 'owner@demo.hub', 'storemanager@demo.hub', 'admin@acme.hub'])
        token[who] = (await tokensOf(app, who)).accessToken;
    },
  });

  const auth = (who: string) => `Bearer ${token[who] ?? who}`;
  const list = (who: string) => request(app).get('/merchant/roles').set('Authorization', auth(who));
  const get = (who: string, id: string) => request(app).get(`/merchant/roles/${id}`).set('Authorization', auth(who));
  const post = (who: string, body: object) => request(app).post('/merchant/roles').set('Authorization', auth(who)).send(body);
  const put = (who: string, id: string, body: object) => request(app).put(`/merchant/roles/${id}`).set('Authorization', auth(who)).send(body);
  const del = (who: string, id: string) => request(app).delete(`/merchant/roles/${id}`).set('Authorization', auth(who));
  const roleAudits = () =>
    events.filter((e): e is EventEnvelope<AuditEntryData> => e.type === EVENT_TYPES.AUDIT_ENTRY && String((e.data as AuditEntryData).action).startsWith('role.'));
  const byName = (roles: RoleSummary[], name: string) => roles.find((r) => r.name === name);

  it('when an admin lists roles, then the nine system roles, the default roles and only its own custom roles come, with user counts', async () => {
    const res = await list('admin@demo.hub');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('RL000');
    const roles: RoleSummary[] = res.body.data;
    expect(roles.filter((r) => r.kind === 'system').map((r) => r.id)).toEqual(['SADMIN', 'SUPPORT', 'ADMIN', 'OWNER', 'STORE_MANAGER', 'USER', 'DEVELOPER', 'PRINTING', 'STORE_USER']);
    expect(byName(roles, 'ADMIN')).toMatchObject({ kind: 'system', label: 'Management User', userCount: 1, permissions: [...DEFAULT_ROLE_PERMISSIONS.ADMIN], overridden: false });
    expect(byName(roles, 'DEVELOPER')?.label).toBeNull();
    expect(byName(roles, 'Catalogue viewer')).toMatchObject({ kind: 'default', label: 'Catalogue viewer', baseRole: 'USER', permissions: ['PRODUCTS_READ_PREVIEW'] });
    expect(byName(roles, 'Stock auditor')).toMatchObject({ kind: 'custom', baseRole: 'STORE_USER', userCount: 0 });
    const acme: RoleSummary[] = (await list('admin@acme.hub')).body.data;
    expect(byName(acme, 'Stock auditor')).toBeUndefined();
    expect(byName(acme, 'Catalogue viewer')).toBeDefined();
  });

  it('when a role without ROLES_MANAGEMENT_READ_PREVIEW lists roles, then 403 UAC114', async () => {
    expect((await list('owner@demo.hub')).body).toMatchObject({ code: 'UAC114' });
    expect((await list('owner@demo.hub')).status).toBe(403);
  });

  let auditorId = '';
  it('when an admin creates a custom role, then 201 RL002, the role is stored and a role.created audit event of kind custom is published', async () => {
    const res = await post('admin@demo.hub', {
      kind: 'custom',
      name: 'Floor auditor',
      description: 'Counts stock on the floor',
      baseRole: 'STORE_USER',
      permissions: ['STOCK_TAKE_REPORT_**', 'PRODUCTS_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'RL002', data: { kind: 'custom', name: 'Floor auditor', baseRole: 'STORE_USER', permissions: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'] } });
    auditorId = res.body.data.id;
    expect((await get('admin@demo.hub', auditorId)).body.data).toMatchObject({ id: auditorId, description: 'Counts stock on the floor' });
    const audit = roleAudits().find((e) => e.data.action === 'role.created' && e.data.details.id === auditorId);
    expect(audit).toMatchObject({ merchantId: 'DEMO', data: { kind: 'custom', service: 'svc-auth' } });
    const [stored] = await test.db.query<{ kind: string }>("select kind from auth.audit_entries where action = 'role.created' and details->>'id' = $1", [auditorId]);
    expect(stored?.kind).toBe('custom');
  });

  it('when the same name comes again in another case, or a built-in name is used, then 409 RL101', async () => {
    const again = await post('admin@demo.hub', { name: 'FLOOR AUDITOR', baseRole: 'USER', permissions: [] });
    expect([again.status, again.body.code]).toEqual([409, 'RL101']);
    const dflt = await post('admin@demo.hub', { name: 'catalogue VIEWER', baseRole: 'USER', permissions: [] });
    expect([dflt.status, dflt.body.code]).toEqual([409, 'RL101']);
    expect((await post('admin@demo.hub', { name: 'Owner', baseRole: 'USER', permissions: [] })).body.code).toBe('RL101');
    // Another merchant may use the name.
    expect((await post('admin@acme.hub', { name: 'Floor auditor', baseRole: 'USER', permissions: [] })).status).toBe(201);
  });

  it.each([
    ['a default role by a merchant admin', 403, 'UAC114', { kind: 'default', name: 'Template', baseRole: 'USER', permissions: [] }],
    ['a role based on SADMIN', 403, 'UAC114', { name: 'Boss', baseRole: 'SADMIN', permissions: [] }],
    ['a permission the admin does not hold', 403, 'UAC114', { name: 'Owner-like', baseRole: 'USER', permissions: ['DASH_READ_ADMIN'] }],
    ['a provider-only permission', 403, 'UAC114', { name: 'Cross', baseRole: 'USER', permissions: ['MERCHANTS_ALL_ACCESS'] }],
    ['an unknown permission', 400, 'IP100', { name: 'Typo', baseRole: 'USER', permissions: ['PRODUCT_READ_PREVIEW'] }],
    ['no name', 400, 'IP100', { name: ' ', baseRole: 'USER', permissions: [] }],
  ])('when an admin creates %s, then %i %s and nothing is stored', async (_what, status, code, body) => {
    const before = (await test.db.query('select id from auth.roles')).length;
    const res = await post('admin@demo.hub', body);
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect((await test.db.query('select id from auth.roles')).length).toBe(before);
  });

  it('when a store manager (no roles-management permission) creates a role, then 403 UAC114', async () => {
    const res = await post('storemanager@demo.hub', { name: 'Mine', baseRole: 'STORE_USER', permissions: [] });
    expect([res.status, res.body.code]).toEqual([403, 'UAC114']);
  });

  it('when an admin clones a system role, then a custom role with its base role and permissions is created', async () => {
    const res = await post('admin@demo.hub', { name: 'Printing desk', cloneOf: 'PRINTING' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'custom', baseRole: 'PRINTING', clonedFrom: 'PRINTING', permissions: [...DEFAULT_ROLE_PERMISSIONS.PRINTING].sort() });
    // Cloning OWNER would grant DASH_READ_ADMIN, which ADMIN does not hold.
    expect((await post('admin@demo.hub', { name: 'Owner copy', cloneOf: 'OWNER' })).body.code).toBe('UAC114');
    // Another merchant's custom role is not visible.
    expect((await post('admin@acme.hub', { name: 'Stolen', cloneOf: auditorId })).status).toBe(404);
  });

  it('when a provider creates a default role, then every merchant sees it; a merchant admin cannot change it', async () => {
    const res = await post('sadmin@demo.hub', { kind: 'default', name: 'Report reader', baseRole: 'USER', permissions: ['STOCK_TAKE_REPORT_READ_PREVIEW'] });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    expect(byName((await list('admin@acme.hub')).body.data, 'Report reader')).toMatchObject({ kind: 'default' });
    expect((await put('admin@demo.hub', id, { description: 'mine now' })).body.code).toBe('UAC114');
    expect((await put('sadmin@demo.hub', id, { description: 'Reads reports' })).body).toMatchObject({ code: 'RL003', data: { description: 'Reads reports' } });
    // A default role's name is taken for the merchants' custom roles too.
    expect((await post('admin@acme.hub', { name: 'report READER', baseRole: 'USER', permissions: [] })).body.code).toBe('RL101');
  });

  it('when ACME names a DEMO custom role, then 404 RL100 for reading, changing and deleting', async () => {
    for (const res of [await get('admin@acme.hub', auditorId), await put('admin@acme.hub', auditorId, { description: 'x' }), await del('admin@acme.hub', auditorId)]) {
      expect([res.status, res.body.code]).toEqual([404, 'RL100']);
    }
  });

  describe('a user given a custom role', () => {
    const email = 'floor.auditor@demo.hub';

    it('when the users API gives a user the role by name (any case), then the user is listed with it and signs in with exactly its permissions', async () => {
      const res = await request(app).post('/merchant/users').set('Authorization', auth('admin@demo.hub')).send(newUser(email, 'floor AUDITOR'));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ roleName: 'Floor auditor', roleId: auditorId, roleKind: 'custom' });
      const session = await signin(app, email, 'Secret@12');
      expect(session.status).toBe(200);
      expect(session.body.data.user).toMatchObject({ roleName: 'STORE_USER', roles: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'] });
      expect(byName((await list('admin@demo.hub')).body.data, 'Floor auditor')?.userCount).toBe(1);
      // The base role's behaviour: store-bound, so the token carries the user's stores.
      const claims = JSON.parse(Buffer.from(session.body.data.accessToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ roleName: 'STORE_USER', stores: ['BKK-SIAM'], roles: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'] });
    });

    it('when the user acts, then its audit entries (from any service) are of kind custom', async () => {
      const [user] = await test.db.query<{ id: string }>('select id::text as id from auth.users where email = $1', [email]);
      // publish resolves once every handler (svc-auth's audit consumer included) has run.
      await bus.publish(createEvent(EVENT_TYPES.AUDIT_ENTRY, 'DEMO', { service: 'svc-catalog', userId: user!.id, action: 'product.viewed', details: {} }));
      const rows = await test.db.query<{ kind: string }>("select kind from auth.audit_entries where action = 'product.viewed' and user_id = $1", [user!.id]);
      expect(rows.map((r) => r.kind)).toEqual(['custom']);
    });

    it("when the role's permissions change, then the user's sessions end and the next sign-in carries the new set", async () => {
      const before = (await signin(app, email, 'Secret@12')).body.data as { accessToken: string; refreshToken: string };
      const res = await put('admin@demo.hub', auditorId, { permissions: ['PRODUCTS_READ_PREVIEW'] });
      expect(res.body).toMatchObject({ code: 'RL003', data: { permissions: ['PRODUCTS_READ_PREVIEW'], userCount: 1 } });
      const stale = await request(app).get('/merchant/user/profile').set('Authorization', `Bearer ${before.accessToken}`);
      expect([stale.status, stale.body.code]).toEqual([401, 'UAC104']);
      const refreshed = await request(app).post('/merchant/user/refresh').send({ refreshToken: before.refreshToken });
      expect(refreshed.status).toBe(401);
      const again = await signin(app, email, 'Secret@12');
      expect(again.body.data.user.roles).toEqual(['PRODUCTS_READ_PREVIEW']);
      const audit = roleAudits().find((e) => e.data.action === 'role.updated' && e.data.details.id === auditorId);
      expect(audit?.data).toMatchObject({ kind: 'custom', details: { revokedSessions: expect.any(Number) } });
    });

    it('when only the description changes, then the sessions stay', async () => {
      const session = (await signin(app, email, 'Secret@12')).body.data as { accessToken: string; refreshToken: string };
      expect((await put('admin@demo.hub', auditorId, { description: 'Counts stock' })).status).toBe(200);
      expect((await request(app).get('/merchant/user/profile').set('Authorization', `Bearer ${session.accessToken}`)).status).toBe(200);
    });

    it('when a refresh follows a change of the role, then the refreshed token carries the new permissions (resolution at refresh)', async () => {
      const session = (await signin(app, email, 'Secret@12')).body.data as { accessToken: string; refreshToken: string };
      await test.db.query(`update auth.roles set permissions = '["PRODUCTS_READ_PREVIEW","ERP_READ_PREVIEW"]' where id = $1`, [auditorId]);
      const refreshed = await request(app).post('/merchant/user/refresh').send({ refreshToken: session.refreshToken });
      expect(refreshed.body.data.user.roles).toEqual(['PRODUCTS_READ_PREVIEW', 'ERP_READ_PREVIEW']);
    });

    it('when the role is deleted while the user holds it, then 409 RL102; once the user has another role, it can be', async () => {
      expect(await del('admin@demo.hub', auditorId).then((r) => [r.status, r.body.code])).toEqual([409, 'RL102']);
      const moved = await request(app).put(`/merchant/users/${email}`).set('Authorization', auth('admin@demo.hub')).send({ roleName: 'STORE_USER' });
      expect(moved.body.data).toEqual(expect.objectContaining({ roleName: 'STORE_USER' }));
      expect(moved.body.data.roleId).toBeUndefined();
      expect((await signin(app, email, 'Secret@12')).body.data.user.roles).toEqual([...DEFAULT_ROLE_PERMISSIONS.STORE_USER]);
      const deleted = await del('admin@demo.hub', auditorId);
      expect([deleted.status, deleted.body.code]).toEqual([200, 'RL004']);
      expect((await get('admin@demo.hub', auditorId)).status).toBe(404);
      expect(roleAudits().find((e) => e.data.action === 'role.deleted' && e.data.details.id === auditorId)?.data.kind).toBe('custom');
    });

    it('when the users API names an unknown role, or ACME names a DEMO custom role, then 400 IP100', async () => {
      const unknown = await request(app).post('/merchant/users').set('Authorization', auth('admin@demo.hub')).send(newUser('nobody1@demo.hub', 'No such role'));
      expect([unknown.status, unknown.body.code]).toEqual([400, 'IP100']);
      const foreign = await request(app).post('/merchant/users').set('Authorization', auth('admin@acme.hub')).send(newUser('nobody2@acme.hub', 'Stock auditor', { stores: ['MASTER'] }));
      expect([foreign.status, foreign.body.code]).toEqual([400, 'IP100']);
    });
  });

  describe('system roles', () => {
    it('when a merchant admin overrides a system role, then 403 UAC114', async () => {
      expect((await put('admin@demo.hub', 'USER', { permissions: ['PRODUCTS_READ_PREVIEW'] })).body.code).toBe('UAC114');
    });

    it("when a provider overrides USER, then the override is global, audited as system, ends USER sessions, and reset brings the defaults back", async () => {
      const user = await tokensOf(app, 'user@demo.hub');
      const res = await put('sadmin@demo.hub', 'USER', { permissions: ['PRODUCTS_READ_PREVIEW', 'ERP_READ_PREVIEW'] });
      expect(res.body).toMatchObject({ code: 'RL003', data: { id: 'USER', kind: 'system', overridden: true, permissions: ['ERP_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW'] } });
      expect((await request(app).get('/merchant/user/profile').set('Authorization', `Bearer ${user.accessToken}`)).status).toBe(401);
      expect((await signin(app, 'user@demo.hub')).body.data.user.roles).toEqual(['ERP_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW']);
      expect(byName((await list('admin@acme.hub')).body.data, 'USER')).toMatchObject({ overridden: true });
      expect(roleAudits().find((e) => e.data.action === 'role.updated' && e.data.details.id === 'USER')?.data.kind).toBe('system');
      expect((await put('sadmin@demo.hub', 'USER', { name: 'Renamed' })).body.code).toBe('IP100');
      const reset = await del('sadmin@demo.hub', 'USER');
      expect(reset.body.code).toBe('RL005');
      expect((await signin(app, 'user@demo.hub')).body.data.user.roles).toEqual([...DEFAULT_ROLE_PERMISSIONS.USER]);
    });

    it('when anyone changes SADMIN, then 403 UAC114', async () => {
      expect((await put('sadmin@demo.hub', 'SADMIN', { permissions: ['PRODUCTS_READ_PREVIEW'] })).body.code).toBe('UAC114');
    });
  });

});
