import { pathOfPattern } from '@hub/contracts';
import { lazyPage, type RemotePage } from '@hub/ui';

/** mf-catalog's built pages by their pattern in the page table (spec section 2), each its own chunk. */
export const CATALOG_PAGES: Readonly<Record<string, RemotePage>> = {
  '/': lazyPage(() => import('./pages/DashboardPage').then((m) => m.DashboardPage)),
  '/products': lazyPage(() => import('./pages/ProductsPage').then((m) => m.ProductsPage)),
  '/products/:code': lazyPage(() =>
    import('./pages/ProductPage').then((m) => ({ params }) => <m.ProductPage productCode={params.code!} />),
  ),
  '/reusable-tag-mapping': lazyPage(() => import('./pages/TagMappingPage').then((m) => m.TagMappingPage)),
  '/printing': lazyPage(() => import('./pages/PrintingPage').then((m) => m.PrintingPage)),
};

/** The child page's path of a product; the store travels as ?sid= (a code is unique per store). */
export function productPath(productCode: string, sid?: string): string {
  const path = pathOfPattern('/products/:code', { code: productCode });
  return sid ? `${path}?sid=${encodeURIComponent(sid)}` : path;
}
