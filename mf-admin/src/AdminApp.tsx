import { NotFoundPage, useBrowserPath } from '@hub/ui';
import { AuditTrailPage } from './pages/AuditTrailPage';
import { RoleEditorPage, RolePreviewPage, RolesPage } from './pages/RolesPage';
import { StoreListPage } from './pages/StoreListPage';
import { UsersPage } from './pages/UsersPage';
import { adminPageFor } from './routes';

/** mf-admin's own routes (the locale prefix is already stripped by useBrowserPath). */
export function AdminApp() {
  const { path } = useBrowserPath();
  switch (adminPageFor(path)) {
    case 'stores':
      return <StoreListPage />;
    case 'users':
      return <UsersPage />;
    case 'auditTrail':
      return <AuditTrailPage />;
    case 'roles':
      return <RolesPage />;
    case 'roleNew':
      return <RoleEditorPage key="new" mode="new" />;
    case 'roleEdit':
      return <RoleEditorPage key="edit" mode="edit" />;
    case 'rolePreview':
      return <RolePreviewPage />;
    default:
      return <NotFoundPage />;
  }
}
