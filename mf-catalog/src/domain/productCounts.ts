import type { ProductTypesAndCount } from '@hub/contracts';

/**
 * The dashboard's product counts (spec section 3, client state productTypesAndCount: total and a
 * store map), narrowed to the stores the top bar's location filter keeps.
 */

export interface StoreProductCount {
  sid: string;
  total: number;
  /** Item types by count, most first; an untyped product counts under ''. */
  types: [type: string, count: number][];
}

export interface ProductCounts {
  total: number;
  types: [type: string, count: number][];
  stores: StoreProductCount[];
}

const byCount = (types: Readonly<Record<string, number>>): [string, number][] =>
  Object.entries(types)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/**
 * Counts over the kept stores (`storeCodes`; null keeps every store): the total and the types
 * summed over them, and each kept store with its count, most products first.
 */
export function productCounts(answer: ProductTypesAndCount, storeCodes: readonly string[] | null): ProductCounts {
  const keep = storeCodes === null ? null : new Set(storeCodes);
  const stores = Object.entries(answer.stores)
    .filter(([sid]) => keep === null || keep.has(sid))
    .map(([sid, s]) => ({ sid, total: s.total, types: byCount(s.types) }))
    .sort((a, b) => b.total - a.total || a.sid.localeCompare(b.sid));
  if (keep === null) return { total: answer.total, types: byCount(answer.types), stores };
  const types: Record<string, number> = {};
  for (const store of stores) for (const [type, n] of store.types) types[type] = (types[type] ?? 0) + n;
  return { total: stores.reduce((sum, s) => sum + s.total, 0), types: byCount(types), stores };
}

/** A store's share of the kept total, in whole per cent (the bar beside each store). */
export function shareOf(count: number, total: number): number {
  return total <= 0 ? 0 : Math.round((count * 100) / total);
}
