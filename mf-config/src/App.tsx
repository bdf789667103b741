import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { GlobalConfigPage } from './pages/GlobalConfigPage';
import { IntegrationsPage } from './pages/IntegrationsPage';
import { configPageFor } from './routes';

/** mf-config's root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  const page = configPageFor(path);
  if (page === 'global') return <GlobalConfigPage />;
  if (page === 'integrations') return <IntegrationsPage />;
  return <NotFoundPage />;
}
