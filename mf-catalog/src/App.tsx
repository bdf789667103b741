import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { DashboardPage } from './pages/DashboardPage';
import { ProductPage } from './pages/ProductPage';
import { ProductsPage } from './pages/ProductsPage';
import { catalogRouteFor } from './routes';

/** mf-catalog's root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  const route = catalogRouteFor(path);
  switch (route.page) {
    case 'dashboard':
      return <DashboardPage />;
    case 'products':
      return <ProductsPage />;
    case 'product':
      return <ProductPage key={route.productCode} productCode={route.productCode} />;
    default:
      return <NotFoundPage />;
  }
}
