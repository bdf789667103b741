import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { StoreListPage } from './pages/StoreListPage';

/** mf-admin's own routes (the locale prefix is already stripped by useBrowserPath). */
export function AdminApp() {
  const { path } = useBrowserPath();
  if (path === '/management/location') return <StoreListPage />;
  // Users, roles and the audit trail are not built yet.
  return <NotFoundPage />;
}
