/** mf-config's pages (spec section 2); the path comes with its locale prefix stripped. */
export type ConfigPage =
  | 'global'
  | 'integrations'
  | 'productDetails'
  | 'filter'
  | 'preFilter'
  | 'catalogView'
  | 'goldRates'
  | 'notBuilt';

const BUILT: Readonly<Record<string, ConfigPage>> = {
  '/config/global': 'global',
  '/config/integrations': 'integrations',
  '/config/product-details': 'productDetails',
  '/config/filter': 'filter',
  '/config/pre-filter': 'preFilter',
  '/config/catalog-view': 'catalogView',
  '/config/gold-rates': 'goldRates',
};

/** The built /config pages; every other /config/* page is not built yet (404 page). */
export function configPageFor(path: string): ConfigPage {
  const bare = path.replace(/\/+$/, '') || '/';
  return BUILT[bare] ?? 'notBuilt';
}
