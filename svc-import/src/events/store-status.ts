import { EVENT_TYPES } from '@hub/contracts';
import { createEvent, type Db } from '@hub/service-kit';
import { changedStoreStatuses } from '../db/store-status';

/**
 * `hub.import.source-status-changed.v1` for each store whose data import connection status a change of
 * its sources in `tx` changed (svc-auth keeps it on the store): emitted in the same transaction.
 */
export async function storeStatusEvents(tx: Db, merchantId: string, sids: readonly string[]) {
  const changed = await changedStoreStatuses(tx, merchantId, sids);
  return changed.map((status) => createEvent(EVENT_TYPES.SOURCE_STATUS_CHANGED, merchantId, status));
}
