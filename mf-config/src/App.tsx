import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { GlobalConfigPage } from './pages/GlobalConfigPage';
import { configPageFor } from './routes';

/** mf-config's root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  return configPageFor(path) === 'global' ? <GlobalConfigPage /> : <NotFoundPage />;
}
