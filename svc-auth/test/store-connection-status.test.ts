import { EVENT_TYPES, type ConnectionStatus, type EventEnvelope, type StoreReplicaData } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { publishedSoFar, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

// Issue 13 item 2: a store's data import connection status (spec section 3) follows its import sources:
// svc-import publishes it (hub.import.source-status-changed.v1), svc-auth keeps it on the store and
// publishes the store's update so the replicas follow its revision.
describe.each(testDatabaseTargets())("svc-auth keeps a store's data import connection status on %s", (target) => {
  const h = useAuthService(target);
  const statusOf = async (merchant: 'DEMO' | 'ACME', code: string) => {
    const rows = await h.test.db.query<{ status: string; revision: number }>(`select data_import->>'connectionStatus' as status, revision from auth.stores where merchant_id = $1 and code = $2`, [
      merchant,
      code,
    ]);
    return rows[0] ? { status: rows[0].status, revision: Number(rows[0].revision) } : undefined;
  };
  /** svc-import's event, then everything svc-auth published because of it. */
  const sourceStatus = async (merchant: string, sid: string, connectionStatus: ConnectionStatus): Promise<EventEnvelope<StoreReplicaData>[]> => {
    const from = h.events.length;
    await h.deps.bus.publish(createEvent(EVENT_TYPES.SOURCE_STATUS_CHANGED, merchant, { sid, connectionStatus }));
    await publishedSoFar(h.service.eventing, h.deps.bus);
    return h.events.slice(from).filter((e) => e.type === EVENT_TYPES.STORE_UPDATED) as EventEnvelope<StoreReplicaData>[];
  };

  it("When a store's sources make it Tested, then the store answers Tested, its revision moves on and its update is published; the same status again changes nothing", async () => {
    const before = (await statusOf('DEMO', 'CNX-NIMMAN'))!;
    expect(before.status).toBe('Not Tested');
    const updates = await sourceStatus('DEMO', 'CNX-NIMMAN', 'Tested');
    expect(updates).toEqual([expect.objectContaining({ merchantId: 'DEMO', data: expect.objectContaining({ code: 'CNX-NIMMAN', revision: before.revision + 1 }) })]);
    expect(await statusOf('DEMO', 'CNX-NIMMAN')).toEqual({ status: 'Tested', revision: before.revision + 1 });

    const { accessToken } = await tokensOf(h.app, 'admin@demo.hub');
    const list = await request(h.app).get('/merchant/store').set('Authorization', `Bearer ${accessToken}`);
    expect(list.body.data.find((s: { code: string }) => s.code === 'CNX-NIMMAN')).toMatchObject({ dataImport: { connectionStatus: 'Tested' } });

    expect(await sourceStatus('DEMO', 'CNX-NIMMAN', 'Tested')).toEqual([]);
    expect(await statusOf('DEMO', 'CNX-NIMMAN')).toEqual({ status: 'Tested', revision: before.revision + 1 });

    expect(await sourceStatus('DEMO', 'CNX-NIMMAN', 'Not Tested')).toHaveLength(1);
    expect(await statusOf('DEMO', 'CNX-NIMMAN')).toEqual({ status: 'Not Tested', revision: before.revision + 2 });
  });

  it("When the status names a store the merchant does not have (another merchant's, or a deleted one), then nothing changes", async () => {
    const acme = (await h.test.db.query<{ code: string }>(`select code from auth.stores where merchant_id = 'ACME' and active and code <> 'MASTER' order by code limit 1`))[0]!.code;
    const acmeBefore = await statusOf('ACME', acme);
    expect(await sourceStatus('DEMO', acme, acmeBefore!.status === 'Tested' ? 'Not Tested' : 'Tested')).toEqual([]);
    expect(await statusOf('ACME', acme)).toEqual(acmeBefore);
    expect(await sourceStatus('DEMO', 'NO-SUCH-STORE', 'Tested')).toEqual([]);

    await h.test.db.query(`update auth.stores set active = false where merchant_id = 'DEMO' and code = 'SHA-NANJING'`);
    const gone = await statusOf('DEMO', 'SHA-NANJING');
    expect(await sourceStatus('DEMO', 'SHA-NANJING', gone!.status === 'Tested' ? 'Not Tested' : 'Tested')).toEqual([]);
    expect(await statusOf('DEMO', 'SHA-NANJING')).toEqual(gone);
  });
});
