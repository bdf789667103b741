import { MASTER_STORE, type ConnectionStatus } from '@hub/contracts';
import { sql, type Db } from '@hub/service-kit';
import { storeConnectionStatus } from '../domain/store-connection';
import { importDb } from './schema';

/**
 * After a change of the merchant's sources of `sids` in `tx`: each store's data import connection
 * status as its sources make it now, for the stores where it differs from the one last published
 * (recorded as published). MASTER is no store: its sources change none. The stores' rows are locked
 * (in code order) until `tx` ends, so concurrent changes of one store's sources are worked out one
 * after the other and their statuses published in commit order.
 */
export async function changedStoreStatuses(tx: Db, merchantId: string, sids: readonly string[]): Promise<{ sid: string; connectionStatus: ConnectionStatus }[]> {
  const stores = [...new Set(sids)].filter((sid) => sid !== MASTER_STORE).sort();
  if (stores.length === 0) return [];
  const db = importDb(tx);
  await db
    .insertInto('store_connection_status')
    .values(stores.map((sid) => ({ merchant_id: merchantId, sid, connection_status: null })))
    .onConflict((oc) => oc.columns(['merchant_id', 'sid']).doNothing())
    .execute();
  const published = await db
    .selectFrom('store_connection_status')
    .select(['sid', 'connection_status'])
    .where('merchant_id', '=', merchantId)
    .where('sid', 'in', stores)
    .orderBy('sid')
    .forUpdate()
    .execute();
  const sources = await db.selectFrom('import_sources').select(['sid', 'autosync', 'connection_status']).where('merchant_id', '=', merchantId).where('sid', 'in', stores).execute();
  const changed: { sid: string; connectionStatus: ConnectionStatus }[] = [];
  for (const { sid, connection_status: before } of published) {
    const connectionStatus = storeConnectionStatus(sources.filter((s) => s.sid === sid).map((s) => ({ autosync: s.autosync, connectionStatus: s.connection_status })));
    if (connectionStatus === before) continue;
    await db.updateTable('store_connection_status').set({ connection_status: connectionStatus, updated_at: sql<Date>`now()` }).where('merchant_id', '=', merchantId).where('sid', '=', sid).execute();
    changed.push({ sid, connectionStatus });
  }
  return changed;
}
