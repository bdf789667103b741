import { MASTER_STORE, type StoreAddressTree, type StoreFilter } from '@hub/contracts';

export type LocationLevel = keyof StoreFilter;
export const LOCATION_LEVELS: readonly LocationLevel[] = ['country', 'state', 'city', 'store'];

/** One store as the selector sees it: code, name and the three address levels. */
export interface SelectableStore {
  code: string;
  name: string;
  address: { country: string; state: string; city: string };
}

/** Flattens GET /merchant/store/address (Country → State → City → Store) into selectable stores. */
export function storesOfAddressTree(tree: StoreAddressTree): SelectableStore[] {
  return tree.flatMap(({ country, states }) =>
    states.flatMap(({ state, cities }) =>
      cities.flatMap(({ city, stores }) =>
        stores.map(({ code, name }) => ({ code, name, address: { country, state, city } })),
      ),
    ),
  );
}

function valueOf(store: SelectableStore, level: LocationLevel): string {
  if (level === 'store') return store.code;
  return store.address[level];
}

/** Stores matching the levels above `level` of the filter; MASTER is never listed (spec section 3). */
function storesAbove(
  stores: readonly SelectableStore[],
  filter: StoreFilter,
  level: LocationLevel,
): SelectableStore[] {
  const index = LOCATION_LEVELS.indexOf(level);
  return stores.filter(
    (s) =>
      s.code !== MASTER_STORE &&
      LOCATION_LEVELS.slice(0, index).every((l) => filter[l] === null || valueOf(s, l) === filter[l]),
  );
}

/** Options of one cascading dropdown (without 'All', which the view adds). */
export function locationOptions(
  stores: readonly SelectableStore[],
  filter: StoreFilter,
  level: LocationLevel,
): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const s of storesAbove(stores, filter, level)) {
    const value = valueOf(s, level);
    if (value && !seen.has(value)) seen.set(value, level === 'store' ? `${s.name} (${s.code})` : value);
  }
  return [...seen.entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Spec section 5: picking a parent level clears the lower levels; 'All' (null) resets that level. */
export function pickLocation(filter: StoreFilter, level: LocationLevel, value: string | null): StoreFilter {
  const index = LOCATION_LEVELS.indexOf(level);
  const next: StoreFilter = { ...filter, [level]: value };
  for (const lower of LOCATION_LEVELS.slice(index + 1)) next[lower] = null;
  return next;
}
