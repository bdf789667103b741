import type { ComponentType } from 'react';
import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { CatalogViewConfigPage } from './pages/CatalogViewConfigPage';
import { FilterConfigPage } from './pages/FilterConfigPage';
import { GlobalConfigPage } from './pages/GlobalConfigPage';
import { GoldRatesPage } from './pages/GoldRatesPage';
import { IntegrationsPage } from './pages/IntegrationsPage';
import { PreFilterConfigPage } from './pages/PreFilterConfigPage';
import { ProductDetailsConfigPage } from './pages/ProductDetailsConfigPage';
import { configPageFor, type ConfigPage } from './routes';

const PAGES: Readonly<Record<Exclude<ConfigPage, 'notBuilt'>, ComponentType>> = {
  global: GlobalConfigPage,
  integrations: IntegrationsPage,
  productDetails: ProductDetailsConfigPage,
  filter: FilterConfigPage,
  preFilter: PreFilterConfigPage,
  catalogView: CatalogViewConfigPage,
  goldRates: GoldRatesPage,
};

/** mf-config's root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  const page = configPageFor(path);
  if (page === 'notBuilt') return <NotFoundPage />;
  const Page = PAGES[page];
  return <Page />;
}
