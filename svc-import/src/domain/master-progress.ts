import type { ImportPlan, ImportStoreCounts, ImportStoreStatus, MasterImportProgress, MasterStoreProgress } from '@hub/contracts';

/**
 * Master import progress (spec section 3) and the import status per store (spec section 4): a
 * MASTER file's rows go to the stores their store column names, and each store is followed on its
 * own while the import's overall status stays IDLE.
 */

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.floor((part / whole) * 100)) : 100);

/** A store's status from its counts: WAITING until its first product is processed, FINISHED with its last. */
export function storeStatus(processed: number, totalCount: number): ImportStoreStatus {
  if (processed <= 0) return 'WAITING';
  return processed >= totalCount ? 'FINISHED' : 'IMPORTING';
}

/** Reset (spec section 4): every store back to WAITING with zero counts. */
export function resetStores(stores: readonly MasterStoreProgress[]): MasterStoreProgress[] {
  return stores.map((s) => ({ ...s, processed: 0, importProgress: 0, status: 'WAITING', nInserted: 0, nModified: 0, skipped: 0 }));
}

const overall = (stores: readonly MasterStoreProgress[], totalCount: number) => percent(
  stores.reduce((n, s) => n + s.processed, 0),
  totalCount,
);

/**
 * The progress a master import starts from once its dry run is known: a store with nothing to write
 * (every product unchanged or rejected) is SKIPPED and so not in the list; every other store WAITING
 * with zero counts. Products the import will not write are listed with their reason.
 */
export function masterFromPlan(plan: Pick<ImportPlan, 'stores' | 'skippedItems'>): MasterImportProgress {
  const stores: MasterStoreProgress[] = plan.stores
    .filter((s) => s.create + s.update > 0)
    .map((s) => ({
      sid: s.sid,
      totalCount: s.create + s.update + s.unchanged + s.reject,
      processed: 0,
      importProgress: 0,
      status: 'WAITING',
      nInserted: 0,
      nModified: 0,
      skipped: 0,
    }));
  return { totalCount: stores.reduce((n, s) => n + s.totalCount, 0), status: 'IDLE', importProgress: 0, stores: resetStores(stores), skippedItems: plan.skippedItems };
}

/**
 * svc-catalog's cumulative counts per store applied to the progress. Counts only grow (events may
 * come again or out of order); a store the counts do not name keeps its entry.
 */
export function advanceMaster(master: MasterImportProgress, counts: readonly ImportStoreCounts[]): MasterImportProgress {
  const bySid = new Map(counts.map((c) => [c.sid, c]));
  const stores = master.stores.map((s) => {
    const c = bySid.get(s.sid);
    if (!c) return s;
    const processed = Math.min(s.totalCount, Math.max(s.processed, c.processed));
    return {
      ...s,
      processed,
      importProgress: percent(processed, s.totalCount),
      status: storeStatus(processed, s.totalCount),
      nInserted: Math.max(s.nInserted, c.nInserted),
      nModified: Math.max(s.nModified, c.nModified),
      skipped: Math.max(s.skipped, c.skipped),
    };
  });
  return { ...master, stores, importProgress: overall(stores, master.totalCount) };
}

/**
 * The import ended: FINISHED leaves every store FINISHED; CANCELLED or FAILED leave each store where
 * its counts are (a store not reached stays WAITING).
 */
export function endMaster(master: MasterImportProgress, status: 'FINISHED' | 'CANCELLED' | 'FAILED'): MasterImportProgress {
  const stores =
    status === 'FINISHED'
      ? master.stores.map((s) => ({ ...s, processed: s.totalCount, importProgress: 100, status: 'FINISHED' as const }))
      : master.stores;
  return { ...master, status, stores, importProgress: overall(stores, master.totalCount) };
}
