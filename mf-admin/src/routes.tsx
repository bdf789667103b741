import { lazyPage, type RemotePage } from '@hub/ui';

/** mf-admin's built pages by their pattern in the page table (spec section 2), each its own chunk. */
export const ADMIN_PAGES: Readonly<Record<string, RemotePage>> = {
  '/management/location': lazyPage(() => import('./pages/StoreListPage').then((m) => m.StoreListPage)),
  '/management/user': lazyPage(() => import('./pages/UsersPage').then((m) => m.UsersPage)),
  '/management/devices': lazyPage(() => import('./pages/DevicesPage').then((m) => m.DevicesPage)),
  '/management/licences': lazyPage(() => import('./pages/LicencesPage').then((m) => m.LicencesPage)),
  '/audit-trail': lazyPage(() => import('./pages/AuditTrailPage').then((m) => m.AuditTrailPage)),
  '/management/roles': lazyPage(() => import('./pages/RolesPage').then((m) => m.RolesPage)),
  '/management/roles/new': lazyPage(() => import('./pages/RolesPage').then((m) => () => <m.RoleEditorPage mode="new" />)),
  '/management/roles/edit': lazyPage(() => import('./pages/RolesPage').then((m) => () => <m.RoleEditorPage mode="edit" />)),
  '/management/roles/preview': lazyPage(() => import('./pages/RolesPage').then((m) => m.RolePreviewPage)),
};
