import { createStore, useStore } from 'zustand';
import { EMPTY_STORE_FILTER, onHubEvent, type StoreFilter } from '@hub/contracts';

export interface StoreFilterSlice {
  /** The top bar's location filter (Country, State, City, Store); null levels are 'All'. */
  storeFilter: StoreFilter;
  setStoreFilter: (filter: StoreFilter) => void;
}

export type CatalogState = StoreFilterSlice;

type SetState = (partial: Partial<CatalogState>) => void;

export const createStoreFilterSlice = (set: SetState): StoreFilterSlice => ({
  storeFilter: EMPTY_STORE_FILTER,
  setStoreFilter: (storeFilter) => set({ storeFilter }),
});

/** mf-catalog's own UI state; it outlives mounts so the filter stays while the user moves around. */
export function createCatalogStore() {
  return createStore<CatalogState>()((set) => ({ ...createStoreFilterSlice(set) }));
}

export const catalogStore = createCatalogStore();

if (typeof window !== 'undefined') {
  onHubEvent('hub:store-filter-change', (filter) => catalogStore.getState().setStoreFilter(filter), window);
}

export function useCatalogStore<T>(selector: (state: CatalogState) => T): T {
  return useStore(catalogStore, selector);
}
