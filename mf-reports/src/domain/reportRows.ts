import { ALL_FILTER, MASTER_STORE, type Stocktake } from '@hub/contracts';

/** 'All' is the wildcard of stock report filters (spec section 9). */
export const ALL_STORES = ALL_FILTER;

/** A stock-take as the reports list shows it; the list answer may leave out items and filters. */
export type StocktakeSummary = Pick<Stocktake, 'stocktakeId' | 'sid' | 'startTime' | 'status' | 'missingCount'> &
  Partial<Pick<Stocktake, 'userName' | 'tabletId' | 'deviceUdid' | 'counts'>>;

/**
 * The stock-takes of the chosen store ('All' for every store), newest first. MASTER is excluded
 * from reports (spec section 3).
 */
export function reportRows<T extends StocktakeSummary>(stocktakes: readonly T[], store: string): T[] {
  return stocktakes
    .filter((s) => s.sid !== MASTER_STORE && (store === ALL_STORES || s.sid === store))
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || a.stocktakeId.localeCompare(b.stocktakeId));
}

/** The store filter's value after the stores load: a store that no longer exists falls back to 'All'. */
export function validStoreFilter(store: string, storeCodes: readonly string[]): string {
  return store === ALL_STORES || storeCodes.includes(store) ? store : ALL_STORES;
}
