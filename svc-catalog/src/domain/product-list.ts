import { PRODUCT_COUNT_LIMIT, type ProductCount } from '@hub/contracts';

/**
 * How the product list (POST /merchant/products/all and .../count) finds its answer at any size
 * (issue 9, "Lists fast in every shape"; figures and plans in bench/RESULTS.md).
 *
 * A call is split into what an index orders by (merchant, stores, active) and what each row must
 * be checked for (search text, filters: the predicate). Without a predicate, a page is an
 * index-ordered read and a count is a sum of the per-store counts the database keeps. With one:
 * - a page first reads the base rows in product code order up to a budget (cheap when matches are
 *   common among them), and only when that finds too few asks every match from the search and filter
 *   indexes and sorts them (cheap when matches are rare). Neither plan alone is safe: the planner
 *   assumes matches are spread evenly in code order, while a search for a design series or a code
 *   prefix finds them all in one stretch, so an index-ordered read with LIMIT once took 2 s;
 * - a count stops at PRODUCT_COUNT_LIMIT + 1 and then answers `{ count: limit, exact: false }`.
 */

/** A product's place in the list order: product code, then store. */
export interface ProductKey {
  sid: string;
  productCode: string;
}

/** A page as keys in list order, and whether more products follow it. */
export interface KeyPage {
  keys: ProductKey[];
  hasMore: boolean;
}

/** Rows a page with a predicate reads in code order before asking the indexes for every match. */
export const PAGE_SCAN = { min: 1000, perWanted: 10, max: 10_000 } as const;

/**
 * How many base rows the code-order read of a page looks at: ten per wanted row (start + page + 1,
 * so the read still succeeds when one row in ten matches), at least 1,000. Undefined when a page
 * lies so deep that the read would pass PAGE_SCAN.max rows: the indexes are asked directly.
 */
export function scanBudget(start: number, pageSize: number): number | undefined {
  const wanted = start + pageSize + 1;
  const budget = Math.max(PAGE_SCAN.min, wanted * PAGE_SCAN.perWanted);
  return budget <= PAGE_SCAN.max ? budget : undefined;
}

/** What the code-order read found: how many base rows it read, and the first matches (at most start + pageSize + 1). */
export interface OrderedScan {
  scanned: number;
  matches: ProductKey[];
}

/**
 * The page the code-order read settles, or undefined when it cannot: it does when it found a row
 * beyond the page (the page is full and more follow), or when it read fewer rows than its budget
 * (it saw every base row, so every match).
 */
export function pageOfScan(scan: OrderedScan, budget: number, start: number, pageSize: number): KeyPage | undefined {
  const complete = scan.scanned < budget;
  if (!complete && scan.matches.length <= start + pageSize) return undefined;
  return { keys: scan.matches.slice(start, start + pageSize), hasMore: scan.matches.length > start + pageSize };
}

/** A count that stopped at `limit` + 1 rows: exact up to the limit, else "more than limit". */
export function countAnswer(counted: number, limit: number = PRODUCT_COUNT_LIMIT): ProductCount {
  return counted > limit ? { count: limit, exact: false } : { count: counted, exact: true };
}

/** Rows in `keys` order (a page read by keys comes back in any order). */
export function inKeyOrder<T extends { sid: string; product_code: string }>(rows: readonly T[], keys: readonly ProductKey[]): T[] {
  const byKey = new Map(rows.map((r) => [`${r.sid}\u0000${r.product_code}`, r]));
  return keys.map((k) => byKey.get(`${k.sid}\u0000${k.productCode}`)).filter((r): r is T => r !== undefined);
}
