/** mf-catalog's pages (spec section 2); the path comes with its locale prefix stripped. */
export type CatalogRoute =
  | { page: 'dashboard' }
  | { page: 'products' }
  | { page: 'product'; productCode: string }
  | { page: 'notBuilt' };

export type CatalogPage = CatalogRoute['page'];

function decoded(segment: string): string | undefined {
  try {
    const code = decodeURIComponent(segment);
    return code.trim() === '' ? undefined : code;
  } catch {
    return undefined;
  }
}

/** `/` is the dashboard, /products the list, /products/:code its child page; /reusable-tag-mapping and /printing are not built yet. */
export function catalogRouteFor(path: string): CatalogRoute {
  const bare = path.replace(/\/+$/, '') || '/';
  if (bare === '/') return { page: 'dashboard' };
  if (bare === '/products') return { page: 'products' };
  const child = /^\/products\/([^/]+)$/.exec(bare);
  const productCode = child ? decoded(child[1]!) : undefined;
  return productCode !== undefined ? { page: 'product', productCode } : { page: 'notBuilt' };
}

export function catalogPageFor(path: string): CatalogPage {
  return catalogRouteFor(path).page;
}

/** The child page's path of a product; the store travels as ?sid= (a code is unique per store). */
export function productPath(productCode: string, sid?: string): string {
  const path = `/products/${encodeURIComponent(productCode)}`;
  return sid ? `${path}?sid=${encodeURIComponent(sid)}` : path;
}
