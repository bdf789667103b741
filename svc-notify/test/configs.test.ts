import { notificationConfigSchema } from '@hub/contracts';
import { createServiceApp, describeAccess } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { createNotifyService, type NotifyService } from '../src';

describe.each(testDatabaseTargets())('svc-notify configs on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: NotifyService;
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;

  beforeAll(async () => {
    test = await target.create();
    service = createNotifyService(testServiceDeps(test.db));
    await service.migrate();
    app = createServiceApp([service]);
  });
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when nothing is configured, then the list is empty', async () => {
    const res = await request(app).get('/merchant/notification/configs').set('Authorization', admin);
    expect(res.body).toEqual({ status: 'success', code: 'NC000', data: [] });
  });

  it('when DEMO is seeded, then DEMO sees its configs and ACME sees none', async () => {
    await service.seedDemo();
    await service.seedDemo();
    const res = await request(app).get('/merchant/notification/configs').set('Authorization', admin);
    expect(res.body.data).toHaveLength(3);
    for (const c of res.body.data) notificationConfigSchema.parse(c);
    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    expect((await request(app).get('/merchant/notification/configs').set('Authorization', acme)).body.data).toEqual([]);
  });

  it('when a config would have no role, then the database refuses it', async () => {
    await expect(
      test.db.query(`insert into notify.notification_configs (merchant_id, type, channel, roles) values ('ACME', 'DAILY_STOCKTAKE_REPORT', 'EMAIL', '{}')`),
    ).rejects.toThrow();
  });

  it('when the role lacks the permission, then 403 UAC114', async () => {
    const user = `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`;
    expect((await request(app).get('/merchant/notification/configs').set('Authorization', user)).status).toBe(403);
  });

  it('when the routes are listed, then each declares its permission', () => {
    expect(service.routes.map((r) => `${r.method} ${r.path} ${describeAccess(r.permission)}`)).toEqual([
      'get /merchant/notification/configs NOTIFICATIONS_CONFIGURATION_READ_PREVIEW',
    ]);
  });
});
