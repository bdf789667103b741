import { EVENT_TYPES, type StocktakeCountChangedData } from '@hub/contracts';
import { createEvent, readStoredJson, StorageMissingError, storageKey, type Db, type FileStorage, type ServiceEventing } from '@hub/service-kit';
import { currentGoldRates } from '../db/gold-rates';
import { inScopeProductCodes, productsByTags, recordHistory, scopeConditions, scopeProducts } from '../db/stocktake-reconcile';
import { addTagEvents, deleteTagEventsOf } from '../db/tag-events';
import { missingLines, reconcile, type CatalogItem } from '../domain/stocktake-lines';
import { inTurns, jsonArrayInTurns } from './in-turns';

/** The storage key of a count's reconciled lines at one version (svc-stocktake reads it). */
export function linesKey(merchantId: string, stocktakeKey: string, version: number): string {
  return storageKey('stocktake', merchantId, stocktakeKey, `lines-v${version}.json`);
}

/**
 * Each tag a submitted count read, in the tag's history (issue 14: SEEN_IN_STOCKTAKE), one statement;
 * a count reconciled again (a late batch) replaces its entries.
 */
async function recordSightings(db: Db, merchantId: string, count: StocktakeCountChangedData, readItems: readonly CatalogItem[]): Promise<void> {
  await deleteTagEventsOf(db, merchantId, 'SEEN_IN_STOCKTAKE', count.stocktakeKey);
  // Seen on the count's day at the latest: a past day's count (late reads, the demo's history) sorts by its day.
  const endOfDay = new Date(`${count.day}T23:59:59.999Z`);
  const at = endOfDay.getTime() < Date.now() ? endOfDay : undefined;
  const tagged = [...new Map(readItems.filter((item) => item.rfidTag).map((item) => [item.rfidTag!, item])).values()];
  await addTagEvents(
    db,
    merchantId,
    tagged.map((item) => ({
      epc: item.rfidTag!,
      kind: 'SEEN_IN_STOCKTAKE' as const,
      product: { sid: item.sid, productCode: item.productCode },
      ref: count.stocktakeKey,
      details: { stocktakeId: count.stocktakeId, countSid: count.sid, day: count.day, result: item.sid === count.sid ? 'counted' : 'misplaced' },
      at,
    })),
  );
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
  const ownStore = readItems.filter((item) => item.sid === count.sid).map((item) => item.productCode);
  const inScope = await inScopeProductCodes(db, merchantId, count.sid, conditions, ownStore);
  const rates = await currentGoldRates(db, merchantId, count.day);
  const result = reconcile({ sid: count.sid, tags, readItems, inScope, missing: await inTurns(missing, (items) => missingLines(items, rates)), expected, rates });
  if (count.status === 'Submitted') {
    // A product whose several tags were read is one entry of its history; each tag read is one of the tag's.
    // A product of the store read outside the count's scope was seen where it belongs: counted in its history.
    const seenProducts = [...new Map(readItems.map((item) => [item.id, item])).values()];
    const entries = [
      ...seenProducts.map((item) => ({ productId: item.id, result: item.sid === count.sid ? ('counted' as const) : ('misplaced' as const) })),
      ...missing.map((item) => ({ productId: item.id, result: 'missing' as const })),
    ];
    await recordHistory(db, merchantId, count, entries);
    await recordSightings(db, merchantId, count, readItems);
  }
  const resultKey = linesKey(merchantId, count.stocktakeKey, count.version);
  await storage.put(resultKey, jsonArrayInTurns(result.lines));
  await eventing.outbox.add(db, [
    createEvent(EVENT_TYPES.STOCKTAKE_RECONCILED, merchantId, { stocktakeKey: count.stocktakeKey, version: count.version, resultKey, summary: result.summary }),
  ]);
}
