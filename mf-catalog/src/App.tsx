import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { DashboardPage } from './pages/DashboardPage';
import { catalogPageFor } from './routes';

/** mf-catalog's root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  return catalogPageFor(path) === 'dashboard' ? <DashboardPage /> : <NotFoundPage />;
}
