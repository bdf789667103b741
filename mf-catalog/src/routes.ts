/** mf-catalog's pages (spec section 2); the path comes with its locale prefix stripped. */
export type CatalogPage = 'dashboard' | 'notBuilt';

/** `/` is the dashboard; /products, /products/:code, /reusable-tag-mapping and /printing are not built yet. */
export function catalogPageFor(path: string): CatalogPage {
  const bare = path.replace(/\/+$/, '') || '/';
  return bare === '/' ? 'dashboard' : 'notBuilt';
}
