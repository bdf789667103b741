import { EVENT_TYPES } from '@hub/contracts';
import { listStoreReplicas } from '@hub/service-kit';
import { serverDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import type { Gateway } from '../src';
import { useAllInOne } from './support/all-in-one';

const targets = serverDatabaseTargets();

// All-in-one: the same outbox → bus → idempotent consumer path as distributed mode, on the in-process bus.
describe.each(targets)('store events across services (all-in-one) on %s', (target) => {
  const hub = useAllInOne(target);
  let gateway: Gateway;
  let url: string;
  let token: string;

  beforeAll(async () => {
    ({ gateway, url } = hub);
    token = (await hub.signIn('admin@demo.hub')).Authorization!.slice('Bearer '.length);
  });

  it('when a store is created, updated and deleted, then svc-catalog, svc-import and svc-stocktake replicas follow, each change applied once', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request(url).post('/merchant/store').set(auth).send({ code: 'REP-1', name: 'Replica one', tz: 'Asia/Dubai', location: { lat: 25.2, lng: 55.3 } })).status).toBe(201);
    expect((await request(url).put('/merchant/store/REP-1').set(auth).send({ name: 'Replica renamed', tz: 'Asia/Dubai', location: { lat: 25.2, lng: 55.3 } })).status).toBe(200);
    for (const schema of ['catalog', 'import', 'stocktake']) {
      const replicas = await listStoreReplicas(gateway.db, schema, 'DEMO');
      expect(replicas.find((r) => r.code === 'REP-1')).toEqual({ code: 'REP-1', name: 'Replica renamed', tz: 'Asia/Dubai', location: { lat: 25.2, lng: 55.3 }, active: true, revision: 2, appliedChanges: 2, autosync: expect.objectContaining({ isEnable: false }) });
    }
    expect((await request(url).delete('/merchant/store/REP-1').set(auth)).status).toBe(200);
    for (const schema of ['catalog', 'import', 'stocktake']) {
      expect((await listStoreReplicas(gateway.db, schema, 'DEMO')).find((r) => r.code === 'REP-1')).toMatchObject({ active: false, revision: 3, appliedChanges: 3 });
    }
  });

  it('when svc-catalog changes the global config, then its audit entry is stored by svc-auth', async () => {
    const res = await request(url).post('/merchant/config/global').set({ Authorization: `Bearer ${token}` }).send({ allowPrinting: true });
    expect(res.status).toBe(200);
    const rows = await gateway.db.query<{ service: string; action: string }>(`select service, action from auth.audit_entries where merchant_id = 'DEMO' and service = 'svc-catalog'`);
    expect(rows).toContainEqual({ service: 'svc-catalog', action: 'global-config.changed' });
    expect(EVENT_TYPES.AUDIT_ENTRY).toBe('hub.audit.entry-recorded.v1');
  });
});
