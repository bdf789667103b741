import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { ReportsPage } from './pages/ReportsPage';
import { reportsPageFor } from './routes';

/** mf-reports' root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  return reportsPageFor(path) === 'list' ? <ReportsPage /> : <NotFoundPage />;
}
