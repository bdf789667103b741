import { MASTER_STORE, type EndpointQueryInput, type productsApi, type StoreFilter } from '@hub/contracts';

/**
 * The query of the product list calls (spec section 7: POST /merchant/products/all with start,
 * pageSize, active, searchText, sid; .../count and .../export-products without paging).
 */

/** The list's active/inactive toggle: active products, sold or withdrawn ones, or both. */
export const ACTIVITY_OPTIONS = ['active', 'inactive', 'all'] as const;
export type Activity = (typeof ACTIVITY_OPTIONS)[number];

export interface ProductListCriteria {
  sid: string;
  activity: Activity;
  searchText: string;
}

export type CountQuery = EndpointQueryInput<typeof productsApi.count>;
export type ListQuery = EndpointQueryInput<typeof productsApi.list>;

/** The query of .../count and .../export-products: blank search and 'all' are left out. */
export function countQuery({ sid, activity, searchText }: ProductListCriteria): CountQuery {
  const text = searchText.trim().slice(0, 128);
  return {
    sid,
    active: activity === 'all' ? undefined : activity === 'active' ? 'true' : 'false',
    searchText: text === '' ? undefined : text,
  };
}

/** The query of .../all: the count query plus the page. */
export function listQuery(criteria: ProductListCriteria, start: number, pageSize: number): ListQuery {
  return { ...countQuery(criteria), start, pageSize };
}

/**
 * The store the list reads: the store picked in the top bar's location selector, else the
 * session's store (spec section 3: sid 'MASTER' means all the stores the user may see).
 */
export function productListSid(sessionSid: string | undefined, filter: StoreFilter): string {
  return filter.store ?? (sessionSid && sessionSid.length > 0 ? sessionSid : MASTER_STORE);
}

/** Whether the list spans all the user's stores (then a store column says where each product is). */
export function spansStores(sid: string): boolean {
  return sid === MASTER_STORE;
}
