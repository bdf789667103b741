import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { AuditTrailPage } from './pages/AuditTrailPage';
import { RoleEditorPage, RolePreviewPage, RolesPage } from './pages/RolesPage';
import { StoreListPage } from './pages/StoreListPage';
import { UsersPage } from './pages/UsersPage';

/** mf-admin's own routes (the locale prefix is already stripped by useBrowserPath). */
export function AdminApp() {
  const { path } = useBrowserPath();
  if (path === '/management/location') return <StoreListPage />;
  if (path === '/management/user') return <UsersPage />;
  if (path === '/audit-trail') return <AuditTrailPage />;
  if (path === '/management/roles') return <RolesPage />;
  if (path === '/management/roles/new') return <RoleEditorPage key="new" mode="new" />;
  if (path === '/management/roles/edit') return <RoleEditorPage key="edit" mode="edit" />;
  if (path === '/management/roles/preview') return <RolePreviewPage />;
  return <NotFoundPage />;
}
