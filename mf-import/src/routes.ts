import { lazyPage, type RemotePage } from '@hub/ui';

/** mf-import's built pages by their pattern in the page table (spec section 2), each its own chunk. */
export const IMPORT_PAGES: Readonly<Record<string, RemotePage>> = {
  '/data-import': lazyPage(() => import('./pages/DataImportPage').then((m) => m.DataImportPage)),
  '/image-import': lazyPage(() => import('./pages/ImageImportPage').then((m) => m.ImageImportPage)),
  '/erp': lazyPage(() => import('./pages/ImportSourcesPage').then((m) => m.ImportSourcesPage)),
  '/erp/:id': lazyPage(() => import('./pages/ImportSourcePage').then((m) => m.ImportSourcePage)),
};
