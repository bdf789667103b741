import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent, storageKey, type Db, type FileStorage } from '@hub/service-kit';
import { addReads, advanceCount, insertCount, readTags, type CountRow } from '../db/counts';
import { nextStatus, scopeFilters, type StocktakeSave } from '../domain/stocktake-save';

/** The storage key of a count's reads at one version (the claim check svc-catalog reads). */
export function readsKey(merchantId: string, stocktake: string, version: number): string {
  return storageKey('stocktake', merchantId, stocktake, `reads-v${version}.json`);
}

/**
 * One save's reads merged into its count (a new count when `existing` is null), in the caller's
 * transaction: the count's next version, its distinct reads in storage, and the event asking
 * svc-catalog to reconcile that version. Null when a concurrent first save created the same id.
 */
export async function mergeReads(
  tx: Db,
  storage: FileStorage,
  merchantId: string,
  save: StocktakeSave,
  existing: CountRow | null,
  tz: string,
): Promise<{ row: CountRow; newReads: number; event: EventEnvelope } | null> {
  const base = existing ?? (await insertCount(tx, merchantId, { ...save, status: 'Draft', tz }));
  if (!base) return null;
  const newReads = await addReads(tx, base.id, save.tabletId, save.tags);
  const row = await advanceCount(tx, base.id, {
    newReads,
    tabletId: save.tabletId,
    status: nextStatus(existing?.status, save.status),
    counts: save.counts,
    userName: save.userName,
  });
  const reads = readsKey(merchantId, row.id, row.version);
  await storage.put(reads, [JSON.stringify(await readTags(tx, row.id))]);
  const event = createEvent(EVENT_TYPES.STOCKTAKE_COUNT_CHANGED, merchantId, {
    stocktakeKey: row.id,
    stocktakeId: save.stocktakeId,
    sid: row.sid,
    filters: scopeFilters(row.filters),
    status: row.status,
    version: row.version,
    readsKey: reads,
    day: row.report_day,
  });
  return { row, newReads, event };
}
