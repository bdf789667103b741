import { EVENT_TYPES, parseEventOf, type NotificationConfig } from '@hub/contracts';
import { describeAccess } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createNotifyService } from '../src';
import { publishStore } from './support/notify-fixtures';

describe.each(testDatabaseTargets())('svc-notify configs on %s', (target) => {
  const h = useService(target, (deps) => createNotifyService(deps, { scheduleTickMs: 0 }), {
    setup: async (h) => {
      await publishStore(h.deps.bus, 'DEMO', 'BKK-SIAM', 'Bangkok Siam Paragon', 'Asia/Bangkok');
      await publishStore(h.deps.bus, 'DEMO', 'DXB-GOLDSOUK', 'Dubai Gold Souk', 'Asia/Dubai');
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;

  it('when nothing is configured, then the list is empty', async () => {
    const res = await request(h.app).get('/merchant/notification/configs').set('Authorization', admin);
    expect(res.body).toEqual({ status: 'success', code: 'NC000', message: expect.any(String), data: [] });
  });

  it('when DEMO is seeded, then DEMO sees its configs and ACME sees none', async () => {
    await h.service.seedDemo();
    await h.service.seedDemo();
    const res = await request(h.app).get('/merchant/notification/configs').set('Authorization', admin);
    expect((res.body.data as NotificationConfig[]).map((c) => `${c.type} ${c.sid} ${c.roles.join(',')}`)).toEqual([
      'DAILY_STOCKTAKE_REPORT MASTER OWNER,ADMIN',
      'STOCKTAKE_DISCREPANCY MASTER ADMIN,STORE_MANAGER',
    ]);
    expect((await request(h.app).get('/merchant/notification/configs').set('Authorization', acme)).body.data).toEqual([]);
  });

  it('when a store gets its own daily config, then the send time is checked and kept; another merchant cannot touch it', async () => {
    const create = (body: object, auth = admin) => request(h.app).post('/merchant/notification/configs').set('Authorization', auth).send(body);
    const base = { type: 'DAILY_STOCKTAKE_REPORT', sid: 'DXB-GOLDSOUK', channels: ['EMAIL'], roles: ['OWNER'] };
    expect((await create({ ...base, sendTime: '25:00' })).body.code).toBe('NC103');
    expect((await create({ ...base, sendTime: '18:30', channels: [] })).body.code).toBe('NC105');
    expect((await create({ ...base, sendTime: '18:30' }, acme)).body.code).toBe('NC106');
    const created = await create({ ...base, sendTime: '18:30', threshold: { kind: 'COUNT', value: 2 } });
    expect(created.body).toMatchObject({ code: 'NC001', data: { sid: 'DXB-GOLDSOUK', sendTime: '18:30', threshold: null } });
    const id = created.body.data.id as string;
    expect((await request(h.app).put(`/merchant/notification/configs/${id}`).set('Authorization', acme).send({ ...base, sendTime: '07:00' })).status).toBe(404);
    expect((await request(h.app).delete(`/merchant/notification/configs/${id}`).set('Authorization', acme)).status).toBe(404);
    const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'], roles: ['NOTIFICATIONS_CONFIGURATION_READ_PREVIEW'] }))}`;
    expect((await request(h.app).get('/merchant/notification/configs').set('Authorization', manager)).body.data.map((c: NotificationConfig) => c.sid)).not.toContain('DXB-GOLDSOUK');
    expect((await request(h.app).delete(`/merchant/notification/configs/${id}`).set('Authorization', admin)).body).toMatchObject({ code: 'NC003', data: { id } });
    expect((await request(h.app).delete(`/merchant/notification/configs/${id}`).set('Authorization', admin)).body.code).toBe('NC107');
  });

  it('when a config is created and saved, then the Notifications quick-settings entry counts as saved each time', async () => {
    const savedModules = () =>
      h.events
        .filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED && e.merchantId === 'DEMO')
        .map((e) => parseEventOf(EVENT_TYPES.SETUP_MODULE_SAVED, e).data.module)
        .filter((module) => module === 'Notifications').length;
    const before = savedModules();
    const body = { type: 'STOCKTAKE_DISCREPANCY', sid: 'BKK-SIAM', channels: ['EMAIL'], roles: ['OWNER'], threshold: { kind: 'COUNT', value: 1 } };
    const created = await request(h.app).post('/merchant/notification/configs').set('Authorization', admin).send(body);
    expect(created.body.code).toBe('NC001');
    await eventually('the module saved on create', () => savedModules() === before + 1);
    const id = created.body.data.id as string;
    const saved = await request(h.app).put(`/merchant/notification/configs/${id}`).set('Authorization', admin).send({ ...body, roles: ['OWNER', 'ADMIN'] });
    expect(saved.body.code).toBe('NC002');
    await eventually('the module saved on save', () => savedModules() === before + 2);
    await request(h.app).delete(`/merchant/notification/configs/${id}`).set('Authorization', admin);
  });

  it('when a config would have no role, then the database refuses it too', async () => {
    await expect(
      h.test.db.query(`insert into notify.notification_configs (merchant_id, type, sid, roles) values ('ACME', 'DAILY_STOCKTAKE_REPORT', 'MASTER', '{}')`),
    ).rejects.toThrow();
  });

  it('when the role lacks the permission, then 403', async () => {
    const user = `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`;
    expect((await request(h.app).get('/merchant/notification/configs').set('Authorization', user)).status).toBe(403);
    expect((await request(h.app).get('/merchant/notification/list').set('Authorization', user)).status).toBe(200);
  });

  it('when the routes are listed, then each declares its permission', () => {
    const modify = 'NOTIFICATIONS_CONFIGURATION_READ_PREVIEW&NOTIFICATIONS_CONFIGURATION_MODIFY';
    expect(h.service.routes.map((r) => `${r.method} ${r.path} ${describeAccess(r.permission)}`)).toEqual([
      'get /merchant/notification/configs NOTIFICATIONS_CONFIGURATION_READ_PREVIEW',
      `post /merchant/notification/configs ${modify}`,
      `put /merchant/notification/configs/:id ${modify}`,
      `delete /merchant/notification/configs/:id ${modify}`,
      'get /merchant/notification/channels NOTIFICATIONS_CONFIGURATION_READ_PREVIEW',
      `post /merchant/notification/channels ${modify}`,
      `post /merchant/notification/channels/test ${modify}`,
      'get /merchant/notification/list authenticated',
      'get /merchant/notification/contact authenticated',
      'put /merchant/notification/contact authenticated',
    ]);
  });
});
