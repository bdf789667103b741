/** One page of a server-paged list (start is the offset of the first row), as the pager shows it. */
export interface PageWindow {
  /** 1-based number of the first row shown; 0 when there is none. */
  first: number;
  /** 1-based number of the last row shown. */
  last: number;
  total: number;
  previousStart: number | null;
  nextStart: number | null;
}

/** The rows a page covers and where the previous and next pages start (null: no such page). */
export function pageWindow(start: number, pageSize: number, shown: number, total: number): PageWindow {
  const first = shown > 0 ? start + 1 : 0;
  const last = shown > 0 ? start + shown : 0;
  return {
    first,
    last,
    total,
    previousStart: start > 0 ? Math.max(0, start - pageSize) : null,
    nextStart: start + pageSize < total ? start + pageSize : null,
  };
}
