import { lazyPage, type RemotePage } from '@hub/ui';

/** mf-reports' built pages by their pattern in the page table (spec section 2), each its own chunk. */
export const REPORTS_PAGES: Readonly<Record<string, RemotePage>> = {
  '/management/reports': lazyPage(() => import('./pages/ReportsPage').then((m) => m.ReportsPage)),
  '/management/reports/empty': lazyPage(() => import('./pages/ReportsEmptyPage').then((m) => m.ReportsEmptyPage)),
  '/management/reports/:id': lazyPage(() => import('./pages/ReportPage').then((m) => m.ReportPage)),
};
