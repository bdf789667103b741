import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { DataImportPage } from './pages/DataImportPage';
import { importPageFor } from './routes';

/** mf-import's root: picks the page from the path without its locale prefix. */
export function App() {
  const { path } = useBrowserPath();
  return importPageFor(path) === 'dataImport' ? <DataImportPage /> : <NotFoundPage />;
}
