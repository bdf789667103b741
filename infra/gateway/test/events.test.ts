import { EVENT_TYPES } from '@hub/contracts';
import { listStoreReplicas } from '@hub/service-kit';
import { allowOutboundTo, eventually, serverDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import type { Gateway } from '../src';
import { useAllInOne } from './support/all-in-one';

const targets = serverDatabaseTargets();

// All-in-one: the same outbox → bus → idempotent consumer path as distributed mode, on the in-process bus.

// The source database is the local server: opened to the outbound policy by its port (issue 25).
allowOutboundTo(5432);
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

  it("when a store's import source is tested or its connection changes, then svc-auth's store follows its data import connection status, and the replicas its revision", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const store = async () => ((await request(url).get('/merchant/store').set(auth)).body.data as { code: string; dataImport: { connectionStatus: string } }[]).find((s) => s.code === 'CNX-NIMMAN')!;
    const revision = async () => Number((await gateway.db.query<{ revision: number }>(`select revision from auth.stores where merchant_id = 'DEMO' and code = 'CNX-NIMMAN'`))[0]!.revision);
    const replicasAt = async (n: number) => {
      for (const schema of ['catalog', 'import', 'stocktake']) {
        await eventually(`the ${schema} replica at revision ${n}`, async () => (await listStoreReplicas(gateway.db, schema, 'DEMO')).find((r) => r.code === 'CNX-NIMMAN')?.revision === n);
      }
    };
    expect((await store()).dataImport.connectionStatus).toBe('Not Tested');
    const before = await revision();
    // A source reading the machine's PostgreSQL (trust auth), as the route matrices' DEMO source does.
    const settings = { engine: 'postgres', host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', query: `select 'EV-1' as "ITEM_CODE"`, ssl: false, pageSize: 100 };
    const created = await request(url).post('/merchant/import/sources').set(auth).send({ name: 'Store event source', sid: 'CNX-NIMMAN', kind: 'DATABASE', settings, secret: 'trust' });
    expect(created.status).toBe(201);
    expect((await request(url).post(`/merchant/import/sources/${created.body.data.id}/test`).set(auth)).body.data.connectionStatus).toBe('Tested');
    await eventually('the store Tested', async () => (await store()).dataImport.connectionStatus === 'Tested');
    expect(await revision()).toBe(before + 1);
    await replicasAt(before + 1);

    // A changed connection is Not Tested until tested again: so is the store.
    const changed = await request(url).put(`/merchant/import/sources/${created.body.data.id}`).set(auth).send({ name: 'Store event source', sid: 'CNX-NIMMAN', kind: 'DATABASE', settings: { ...settings, port: 1 } });
    expect(changed.body.data.connectionStatus).toBe('Not Tested');
    await eventually('the store Not Tested', async () => (await store()).dataImport.connectionStatus === 'Not Tested');
    await replicasAt(before + 2);
  });

  it('when svc-catalog changes the global config, then its audit entry is stored by svc-auth', async () => {
    const res = await request(url).post('/merchant/config/global').set({ Authorization: `Bearer ${token}` }).send({ allowPrinting: true });
    expect(res.status).toBe(200);
    const rows = await gateway.db.query<{ service: string; action: string }>(`select service, action from auth.audit_entries where merchant_id = 'DEMO' and service = 'svc-catalog'`);
    expect(rows).toContainEqual({ service: 'svc-catalog', action: 'global-config.changed' });
    expect(EVENT_TYPES.AUDIT_ENTRY).toBe('hub.audit.entry-recorded.v1');
  });
});
