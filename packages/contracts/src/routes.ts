import { splitLocalePath } from './locale';

/** The applications that render pages: the shell and the five federated remotes. */
export const REMOTE_NAMES = ['mf-catalog', 'mf-import', 'mf-config', 'mf-reports', 'mf-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type PageOwner = 'shell' | RemoteName;
export type PageLayout = 'auth' | 'default' | 'info' | 'setup' | 'bare';

export interface PageRoute {
  /** Path pattern; `:name` marks a parameter. */
  pattern: string;
  owner: PageOwner;
  layout: PageLayout;
  /** Pages anyone may see without signing in. */
  public?: boolean;
  /**
   * The page is built: its application renders it (every other page shows the 404 page). Checks
   * that walk every page (accessibility, access) iterate over the built ones.
   */
  built?: true;
}

/** Every page path of spec section 2 and the application that renders it. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '/', owner: 'mf-catalog', layout: 'default', built: true },
  { pattern: '/products', owner: 'mf-catalog', layout: 'default', built: true },
  { pattern: '/products/:code', owner: 'mf-catalog', layout: 'default', built: true },
  { pattern: '/reusable-tag-mapping', owner: 'mf-catalog', layout: 'default' },
  { pattern: '/printing', owner: 'mf-catalog', layout: 'default' },
  { pattern: '/data-import', owner: 'mf-import', layout: 'default', built: true },
  { pattern: '/image-import', owner: 'mf-import', layout: 'default' },
  { pattern: '/erp', owner: 'mf-import', layout: 'default' },
  { pattern: '/erp/:id', owner: 'mf-import', layout: 'default' },
  { pattern: '/config/catalog-view', owner: 'mf-config', layout: 'default', built: true },
  { pattern: '/config/filter', owner: 'mf-config', layout: 'default', built: true },
  { pattern: '/config/global', owner: 'mf-config', layout: 'default', built: true },
  // Gold rate management: named in spec section 2 without a path; mf-config renders it here.
  { pattern: '/config/gold-rates', owner: 'mf-config', layout: 'default', built: true },
  { pattern: '/config/integrations', owner: 'mf-config', layout: 'default', built: true },
  { pattern: '/config/notifications', owner: 'mf-config', layout: 'default' },
  { pattern: '/config/pre-filter', owner: 'mf-config', layout: 'default', built: true },
  { pattern: '/config/product-details', owner: 'mf-config', layout: 'default', built: true },
  { pattern: '/config/report', owner: 'mf-config', layout: 'default' },
  { pattern: '/config/rfid', owner: 'mf-config', layout: 'default' },
  { pattern: '/config/stock-take', owner: 'mf-config', layout: 'default' },
  { pattern: '/config/tag-design', owner: 'mf-config', layout: 'default' },
  { pattern: '/config/theme', owner: 'mf-config', layout: 'default' },
  { pattern: '/management/reports', owner: 'mf-reports', layout: 'default', built: true },
  { pattern: '/management/reports/empty', owner: 'mf-reports', layout: 'default' },
  { pattern: '/management/reports/:id', owner: 'mf-reports', layout: 'default' },
  { pattern: '/management/location', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/management/user', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/management/roles', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/management/roles/edit', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/management/roles/new', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/management/roles/preview', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/audit-trail', owner: 'mf-admin', layout: 'default', built: true },
  { pattern: '/profile', owner: 'shell', layout: 'default', built: true },
  { pattern: '/profile/password', owner: 'shell', layout: 'default', built: true },
  { pattern: '/profile/pin', owner: 'shell', layout: 'default', built: true },
  { pattern: '/notification', owner: 'shell', layout: 'default' },
  { pattern: '/theme-temp', owner: 'shell', layout: 'default' },
  { pattern: '/offline', owner: 'shell', layout: 'bare', public: true, built: true },
  { pattern: '/privacypolicy', owner: 'shell', layout: 'info', public: true, built: true },
  { pattern: '/setup', owner: 'shell', layout: 'setup', built: true },
  { pattern: '/auth/signin', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/auth/reset', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/auth/reset-password', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/auth/reset/:code', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/login', owner: 'shell', layout: 'auth', public: true, built: true },
];

/** The built pages of the table (those a remote or the shell renders). */
export const BUILT_PAGE_ROUTES: readonly PageRoute[] = PAGE_ROUTES.filter((r) => r.built);

/** A path of the pattern with each `:name` replaced by `params[name]` (else by the name itself). */
export function pathOfPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
}

function patternMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** Finds the page route of a browser path (locale prefix allowed); undefined when nothing matches. */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  const path = splitLocalePath(pathname).path.replace(/\/+$/, '') || '/';
  // Literal segments win over parameters: /management/reports/empty before /management/reports/:id.
  const exact = PAGE_ROUTES.find((r) => !r.pattern.includes(':') && r.pattern === path);
  return exact ?? PAGE_ROUTES.find((r) => patternMatches(r.pattern, path));
}

/** Is this browser path one of `owner`'s pages? Used for single-spa activity functions. */
export function isPageOf(owner: PageOwner, pathname: string): boolean {
  return matchPageRoute(pathname)?.owner === owner;
}

/** API paths of spec section 7, per owning service, as mounted by the gateway. */
export const SERVICE_MOUNTS = {
  'svc-auth': [
    '/merchant/user',
    '/merchant/users',
    '/merchant/store',
    '/merchant/setup',
    '/merchant/merchant',
    '/merchant/audit',
    '/merchant/roles',
    '/merchant/api-keys',
  ],
  'svc-catalog': [
    '/merchant/products',
    '/merchant/config/global',
    '/merchant/config/data-mapping',
    '/merchant/config/product-details',
    '/merchant/config/filter',
    '/merchant/config/pre-filter',
    '/merchant/config/catalog-view',
    '/merchant/gold-rates',
  ],
  'svc-import': ['/merchant/import'],
  'svc-stocktake': ['/merchant/stocktake'],
  'svc-notify': ['/merchant/notification'],
} as const;
export type ServiceName = keyof typeof SERVICE_MOUNTS;
export const SERVICE_NAMES = Object.keys(SERVICE_MOUNTS) as ServiceName[];
