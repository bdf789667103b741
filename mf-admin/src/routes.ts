/** mf-admin's pages (spec section 2); the path comes with its locale prefix stripped. */
export type AdminPage = 'stores' | 'users' | 'auditTrail' | 'roles' | 'roleNew' | 'roleEdit' | 'rolePreview' | 'notBuilt';

const BUILT: Readonly<Record<string, AdminPage>> = {
  '/management/location': 'stores',
  '/management/user': 'users',
  '/audit-trail': 'auditTrail',
  '/management/roles': 'roles',
  '/management/roles/new': 'roleNew',
  '/management/roles/edit': 'roleEdit',
  '/management/roles/preview': 'rolePreview',
};

export function adminPageFor(path: string): AdminPage {
  const bare = path.replace(/\/+$/, '') || '/';
  return BUILT[bare] ?? 'notBuilt';
}
