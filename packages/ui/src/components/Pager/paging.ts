import { LIST_DEFAULT_PAGE_SIZE } from '@hub/contracts';

/** Paging of server-paged lists: pages of `pageSize`, `start` counted from 0 (spec section 7). */

export const PAGE_SIZES = [25, 50, 100] as const;
/** Declared in the contracts: the product list's first page is asked by the entry script (issue 30 item 1). */
export const DEFAULT_PAGE_SIZE = LIST_DEFAULT_PAGE_SIZE;

/** How many pages `total` products fill (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The 1-based page that `start` falls on. */
export function pageOf(start: number, pageSize: number): number {
  return Math.floor(Math.max(0, start) / pageSize) + 1;
}

/** The start of a 1-based page, kept within the pages `total` fills. */
export function startOfPage(page: number, pageSize: number, total: number): number {
  const last = pageCount(total, pageSize);
  const clamped = Math.min(Math.max(1, Math.floor(page)), last);
  return (clamped - 1) * pageSize;
}

/** "21–40 of 95": the 1-based first and last product shown; 0–0 when the page is empty. */
export function shownRange(start: number, shown: number, total: number): { from: number; to: number; total: number } {
  if (shown <= 0) return { from: 0, to: 0, total: Math.max(total, 0) };
  return { from: start + 1, to: start + shown, total: Math.max(total, start + shown) };
}
