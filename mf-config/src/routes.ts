import { lazyPage, type RemotePage } from '@hub/ui';

/** mf-config's built pages by their pattern in the page table (spec section 2), each its own chunk. */
export const CONFIG_PAGES: Readonly<Record<string, RemotePage>> = {
  '/config/global': lazyPage(() => import('./pages/GlobalConfigPage').then((m) => m.GlobalConfigPage)),
  '/config/integrations': lazyPage(() => import('./pages/IntegrationsPage').then((m) => m.IntegrationsPage)),
  '/config/product-details': lazyPage(() => import('./pages/ProductDetailsConfigPage').then((m) => m.ProductDetailsConfigPage)),
  '/config/filter': lazyPage(() => import('./pages/FilterConfigPage').then((m) => m.FilterConfigPage)),
  '/config/pre-filter': lazyPage(() => import('./pages/PreFilterConfigPage').then((m) => m.PreFilterConfigPage)),
  '/config/catalog-view': lazyPage(() => import('./pages/CatalogViewConfigPage').then((m) => m.CatalogViewConfigPage)),
  '/config/gold-rates': lazyPage(() => import('./pages/GoldRatesPage').then((m) => m.GoldRatesPage)),
  '/config/stock-take': lazyPage(() => import('./pages/StockTakeConfigPage').then((m) => m.StockTakeConfigPage)),
  '/config/report': lazyPage(() => import('./pages/ReportConfigPage').then((m) => m.ReportConfigPage)),
  '/config/rfid': lazyPage(() => import('./pages/RfidConfigPage').then((m) => m.RfidConfigPage)),
  '/config/tag-design': lazyPage(() => import('./pages/TagDesignPage').then((m) => m.TagDesignPage)),
  '/config/theme': lazyPage(() => import('./pages/ThemeConfigPage').then((m) => m.ThemeConfigPage)),
  '/config/notifications': lazyPage(() => import('./pages/NotificationsConfigPage').then((m) => m.NotificationsConfigPage)),
};
