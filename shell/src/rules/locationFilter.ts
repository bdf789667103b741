import { MASTER_STORE, type Store, type StoreFilter } from '@hub/contracts';

export type LocationLevel = keyof StoreFilter;
export const LOCATION_LEVELS: readonly LocationLevel[] = ['country', 'state', 'city', 'store'];

function valueOf(store: Store, level: LocationLevel): string {
  if (level === 'store') return store.code;
  return store.address[level];
}

/** Stores matching the levels above `level` of the filter; MASTER is never listed (spec section 3). */
function storesAbove(stores: readonly Store[], filter: StoreFilter, level: LocationLevel): Store[] {
  const index = LOCATION_LEVELS.indexOf(level);
  return stores.filter(
    (s) =>
      s.code !== MASTER_STORE &&
      LOCATION_LEVELS.slice(0, index).every((l) => filter[l] === null || valueOf(s, l) === filter[l]),
  );
}

/** Options of one cascading dropdown (without 'All', which the view adds). */
export function locationOptions(
  stores: readonly Store[],
  filter: StoreFilter,
  level: LocationLevel,
): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const s of storesAbove(stores, filter, level)) {
    const value = valueOf(s, level);
    if (value && !seen.has(value)) seen.set(value, level === 'store' ? `${s.name} (${s.code})` : value);
  }
  return [...seen.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Spec section 5: picking a parent level clears the lower levels; 'All' (null) resets that level. */
export function pickLocation(filter: StoreFilter, level: LocationLevel, value: string | null): StoreFilter {
  const index = LOCATION_LEVELS.indexOf(level);
  const next: StoreFilter = { ...filter, [level]: value };
  for (const lower of LOCATION_LEVELS.slice(index + 1)) next[lower] = null;
  return next;
}
