import { EVENT_TYPES, type StocktakeCountChangedData } from '@hub/contracts';
import { createEvent, readStoredJson, StorageMissingError, storageKey, type Db, type FileStorage, type ServiceEventing } from '@hub/service-kit';
import { currentGoldRates } from '../db/gold-rates';
import { productsByTags, recordHistory, scopeConditions, scopeProducts } from '../db/stocktake-reconcile';
import { reconcile } from '../domain/stocktake-lines';

/** The storage key of a count's reconciled lines at one version (svc-stocktake reads it). */
export function linesKey(merchantId: string, stocktakeKey: string, version: number): string {
  return storageKey('stocktake', merchantId, stocktakeKey, `lines-v${version}.json`);
}

/**
 * Reconciles one version of a count's reads (issue 12 items 1, 6 and 8) in the consuming
 * transaction: counted, misplaced, unknown and missing lines with gold weight and value at the
 * count day's rates; a submitted count goes into each product's history. A version whose reads are
 * gone (a newer one was reconciled already) is skipped.
 */
export async function reconcileCount(deps: { db: Db; storage: FileStorage; eventing: ServiceEventing }, merchantId: string, count: StocktakeCountChangedData): Promise<void> {
  const { db, storage, eventing } = deps;
  let tags: string[];
  try {
    tags = await readStoredJson<string[]>(storage, count.readsKey);
  } catch (error) {
    if (error instanceof StorageMissingError) return;
    throw error;
  }
  const conditions = await scopeConditions(db, merchantId, count.filters);
  const readItems = await productsByTags(db, merchantId, tags);
  const { expected, missing } = await scopeProducts(db, merchantId, count.sid, conditions, tags);
  const rates = await currentGoldRates(db, merchantId, count.day);
  const result = reconcile({ sid: count.sid, tags, readItems, missingItems: missing, expected, rates });
  if (count.status === 'Submitted') {
    const entries = [
      ...readItems.map((item) => ({ productId: item.id, result: item.sid === count.sid ? ('counted' as const) : ('misplaced' as const) })),
      ...missing.map((item) => ({ productId: item.id, result: 'missing' as const })),
    ];
    await recordHistory(db, merchantId, count, entries);
  }
  const resultKey = linesKey(merchantId, count.stocktakeKey, count.version);
  await storage.put(resultKey, [JSON.stringify(result.lines)]);
  await eventing.outbox.add(db, [
    createEvent(EVENT_TYPES.STOCKTAKE_RECONCILED, merchantId, { stocktakeKey: count.stocktakeKey, version: count.version, resultKey, summary: result.summary }),
  ]);
}
