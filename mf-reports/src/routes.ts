/** mf-reports' pages (spec section 2); the path comes with its locale prefix stripped. */
export type ReportsPageName = 'list' | 'notBuilt';

/** /management/reports is the list; /management/reports/empty and /management/reports/:id are not built yet. */
export function reportsPageFor(path: string): ReportsPageName {
  const bare = path.replace(/\/+$/, '') || '/';
  return bare === '/management/reports' ? 'list' : 'notBuilt';
}
