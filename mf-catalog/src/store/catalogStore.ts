import { createStore, useStore } from 'zustand';
import { EMPTY_STORE_FILTER, onHubEvent, type StoreFilter } from '@hub/contracts';
import { DEFAULT_PAGE_SIZE } from '@hub/ui';
import type { FilterDrafts } from '../domain/productFilters';
import type { Activity } from '../domain/productListQuery';

export interface StoreFilterSlice {
  /** The top bar's location filter (Country, State, City, Store); null levels are 'All'. */
  storeFilter: StoreFilter;
  setStoreFilter: (filter: StoreFilter) => void;
}

/** The product list's criteria; kept while the user opens a product and comes back. */
export interface ProductListSlice {
  searchInput: string;
  activity: Activity;
  drafts: FilterDrafts;
  pageSize: number;
  /** The page's start, valid for the criteria it was set under (`startKey`); other criteria start at 0. */
  start: number;
  startKey: string;
  setSearchInput: (searchInput: string) => void;
  setActivity: (activity: Activity) => void;
  setDraft: (fieldName: string, draft: FilterDrafts[string] | undefined) => void;
  setDrafts: (drafts: FilterDrafts) => void;
  setPageSize: (pageSize: number) => void;
  setStart: (start: number, startKey: string) => void;
}

export type CatalogState = StoreFilterSlice & ProductListSlice;

type SetState = (partial: Partial<CatalogState> | ((state: CatalogState) => Partial<CatalogState>)) => void;

export const createStoreFilterSlice = (set: SetState): StoreFilterSlice => ({
  storeFilter: EMPTY_STORE_FILTER,
  setStoreFilter: (storeFilter) => set({ storeFilter }),
});

export const INITIAL_PRODUCT_LIST = {
  searchInput: '',
  activity: 'active' as Activity,
  drafts: {} as FilterDrafts,
  pageSize: DEFAULT_PAGE_SIZE,
  start: 0,
  startKey: '',
};

export const createProductListSlice = (set: SetState): ProductListSlice => ({
  ...INITIAL_PRODUCT_LIST,
  setSearchInput: (searchInput) => set({ searchInput }),
  setActivity: (activity) => set({ activity }),
  setDraft: (fieldName, draft) =>
    set((state) => {
      const drafts = { ...state.drafts };
      if (draft === undefined) delete drafts[fieldName];
      else drafts[fieldName] = draft;
      return { drafts };
    }),
  setDrafts: (drafts) => set({ drafts }),
  setPageSize: (pageSize) => set({ pageSize }),
  setStart: (start, startKey) => set({ start, startKey }),
});

/** mf-catalog's own UI state; it outlives mounts so the filter stays while the user moves around. */
export function createCatalogStore() {
  return createStore<CatalogState>()((set) => ({ ...createStoreFilterSlice(set), ...createProductListSlice(set) }));
}

export const catalogStore = createCatalogStore();

if (typeof window !== 'undefined') {
  onHubEvent('hub:store-filter-change', (filter) => catalogStore.getState().setStoreFilter(filter), window);
}

export function useCatalogStore<T>(selector: (state: CatalogState) => T): T {
  return useStore(catalogStore, selector);
}
