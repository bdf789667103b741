import { EVENT_TYPES, type SetupModule } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

describe.each(testDatabaseTargets())('the setup wizard modules (issue 15 item 5) on %s', (target) => {
  const h = useAuthService(target);
  const statusOf = async (token: string, name: string) =>
    ((await request(h.app).get('/merchant/setup').set('Authorization', `Bearer ${token}`)).body.data.modules as SetupModule[]).find((m) => m.name === name)?.status;
  /** Waits until `check` answers `expected`, up to 30 s (a bound for a busy machine, not a guess at how long it takes). */
  const eventually = async (check: () => Promise<unknown>, expected: unknown) => {
    const end = Date.now() + 30_000;
    while ((await check()) !== expected && Date.now() < end) await new Promise((r) => setTimeout(r, 30));
    expect(await check()).toBe(expected);
  };

  it('when a store besides MASTER is created, a data mapping deleted and an import finishes, then Stores and Data Import are CREATED (in wizard order) and a deleted data mapping saves nothing', async () => {
    const { accessToken } = await tokensOf(h.app, 'admin@acme.hub');
    expect(await statusOf(accessToken, 'Stores')).toBeUndefined();
    const created = await request(h.app)
      .post('/merchant/store')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ code: 'ACME-NEW', name: 'New shop', profile: 'default', tz: 'Asia/Dubai' });
    expect(created.status).toBe(201);
    expect(await statusOf(accessToken, 'Stores')).toBe('CREATED');

    await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'ACME', { revision: 1, config: null }));
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_PROGRESS, 'ACME', { jobId: 'j', sid: 'ACME-NEW', status: 'FINISHED', message: null, start: null, end: null, totalCount: 1, processed: 1, nUpserted: 1, nModified: 0, nInserted: 1, skipped: 0, approxTime: { min: 0, sec: 0 } }));
    await eventually(() => statusOf(accessToken, 'Data Import'), 'CREATED');
    // A deleted mapping (config null) is no saved mapping.
    expect(await statusOf(accessToken, 'Data Mapping')).toBeUndefined();

    const names = ((await request(h.app).get('/merchant/setup').set('Authorization', `Bearer ${accessToken}`)).body.data.modules as SetupModule[]).map((m) => m.name);
    expect(names.slice(0, 3)).toEqual(['Setup', 'Stores', 'Data Import']);
  });

  it('when a user holds MODULES_CREATE or MODULES_MODIFY, then they may finish setup; a store manager may not', async () => {
    const manager = await tokensOf(h.app, 'storemanager@demo.hub');
    const refused = await request(h.app).post('/merchant/setup/complete').set('Authorization', `Bearer ${manager.accessToken}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'UAC114']);
    const developer = await tokensOf(h.app, 'developer@demo.hub');
    expect((await request(h.app).post('/merchant/setup/complete').set('Authorization', `Bearer ${developer.accessToken}`)).body.code).toBe('SETUP001');
  });
});
