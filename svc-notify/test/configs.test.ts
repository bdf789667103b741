import { notificationConfigSchema } from '@hub/contracts';
import { describeAccess } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createNotifyService } from '../src';

describe.each(testDatabaseTargets())('svc-notify configs on %s', (target) => {
  const h = useService(target, createNotifyService);
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;

  it('when nothing is configured, then the list is empty', async () => {
    const res = await request(h.app).get('/merchant/notification/configs').set('Authorization', admin);
    expect(res.body).toEqual({ status: 'success', code: 'NC000', data: [] });
  });

  it('when DEMO is seeded, then DEMO sees its configs and ACME sees none', async () => {
    await h.service.seedDemo();
    await h.service.seedDemo();
    const res = await request(h.app).get('/merchant/notification/configs').set('Authorization', admin);
    expect(res.body.data).toHaveLength(3);
    for (const c of res.body.data) notificationConfigSchema.parse(c);
    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    expect((await request(h.app).get('/merchant/notification/configs').set('Authorization', acme)).body.data).toEqual([]);
  });

  it('when a config would have no role, then the database refuses it', async () => {
    await expect(
      h.test.db.query(`insert into notify.notification_configs (merchant_id, type, channel, roles) values ('ACME', 'DAILY_STOCKTAKE_REPORT', 'EMAIL', '{}')`),
    ).rejects.toThrow();
  });

  it('when the role lacks the permission, then 403 UAC114', async () => {
    const user = `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`;
    expect((await request(h.app).get('/merchant/notification/configs').set('Authorization', user)).status).toBe(403);
  });

  it('when the routes are listed, then each declares its permission', () => {
    expect(h.service.routes.map((r) => `${r.method} ${r.path} ${describeAccess(r.permission)}`)).toEqual([
      'get /merchant/notification/configs NOTIFICATIONS_CONFIGURATION_READ_PREVIEW',
    ]);
  });
});
