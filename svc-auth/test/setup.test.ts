import { EVENT_TYPES, type SetupModule } from '@hub/contracts';
import { createEvent, type EventBus } from '@hub/service-kit';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

describe.each(testDatabaseTargets())('setup status (issue 4 item 9) on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let bus: EventBus;

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app } = h);
      bus = h.deps.bus;
    },
  });

  const setupOf = async (email: string): Promise<{ setupDone: boolean; modules: SetupModule[] }> => {
    const { accessToken } = await tokensOf(app, email);
    const res = await request(app).get('/merchant/setup').set('Authorization', `Bearer ${accessToken}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const statusOf = async (email: string, name: string) =>
    (await setupOf(email)).modules.find((m) => m.name === name)?.status;
  /** Waits until `check` answers `expected`, up to 30 s (a bound for a busy machine, not a guess at how long it takes). */
  const eventually = async (check: () => Promise<unknown>, expected: unknown) => {
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      if ((await check()) === expected) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await check()).toBe(expected);
  };

  it('when a service reports a module saved, then it becomes CREATED the first time and UPDATED after, for that merchant only', async () => {
    expect(await statusOf('admin@acme.hub', 'Theme')).toBeUndefined();
    await bus.publish(createEvent(EVENT_TYPES.SETUP_MODULE_SAVED, 'ACME', { module: 'Theme' }));
    await eventually(() => statusOf('admin@acme.hub', 'Theme'), 'CREATED');
    await bus.publish(createEvent(EVENT_TYPES.SETUP_MODULE_SAVED, 'ACME', { module: 'Theme' }));
    await eventually(() => statusOf('admin@acme.hub', 'Theme'), 'UPDATED');
    expect(await statusOf('admin@demo.hub', 'Theme')).toBe('UPDATED');

    expect(await statusOf('admin@demo.hub', 'Pre Filter')).toBe('BEFORE_CREATED');
    await bus.publish(createEvent(EVENT_TYPES.SETUP_MODULE_SAVED, 'DEMO', { module: 'Pre Filter' }));
    await eventually(() => statusOf('admin@demo.hub', 'Pre Filter'), 'CREATED');
  });

  it('when setup is not done, then only a holder of MODULES_MODIFY can finish it, and then setupDone is true and audited', async () => {
    await test.db.query(
      "update auth.setup_modules set status = 'BEFORE_CREATED' where merchant_id = 'ACME' and name = 'Setup'",
    );
    expect((await setupOf('admin@acme.hub')).setupDone).toBe(false);

    const user = await tokensOf(app, 'user@demo.hub');
    const refused = await request(app)
      .post('/merchant/setup/complete')
      .set('Authorization', `Bearer ${user.accessToken}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('UAC114');
    expect((await setupOf('admin@acme.hub')).setupDone).toBe(false);

    const { accessToken } = await tokensOf(app, 'admin@acme.hub');
    const done = await request(app)
      .post('/merchant/setup/complete')
      .set('Authorization', `Bearer ${accessToken}`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'success', code: 'SETUP001', data: { setupDone: true } });
    expect((await setupOf('admin@acme.hub')).setupDone).toBe(true);
    await eventually(async () => {
      const rows = await test.db.query<{ n: string | number }>(
        "select count(*) as n from auth.audit_entries where merchant_id = 'ACME' and action = 'setup.completed'",
      );
      return Number(rows[0]!.n);
    }, 1);
  });
});
