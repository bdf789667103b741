import { MASTER_STORE, type StoreFilter, type StoreListEntry } from '@hub/contracts';

/** Does a store pass the top bar's location filter? A null level is 'All'. */
export function matchesStoreFilter(store: Pick<StoreListEntry, 'code' | 'address'>, filter: StoreFilter): boolean {
  return (
    (filter.country === null || store.address?.country === filter.country) &&
    (filter.state === null || store.address?.state === filter.state) &&
    (filter.city === null || store.address?.city === filter.city) &&
    (filter.store === null || store.code === filter.store)
  );
}

/** Spec section 3: the MASTER location is excluded from store lists. */
export function dashboardStores<T extends Pick<StoreListEntry, 'code' | 'address' | 'name'>>(stores: readonly T[], filter: StoreFilter): T[] {
  return stores
    .filter((s) => s.code !== MASTER_STORE && matchesStoreFilter(s, filter))
    .sort((a, b) => a.name.localeCompare(b.name));
}
