import { splitLocalePath } from './locale';
import { PERMISSIONS as P, hasPermission } from './permissions';

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
   * Is the page built? A page not built yet shows the 404 page, and no menu or quick-settings entry
   * leads to it: setting this flag is what makes its entries appear.
   */
  built: boolean;
  /** The permission a user needs to open the page; without it the Access Denied page shows. */
  permission?: string;
}

/**
 * Every page path of spec section 2, the application that renders it, whether it is built and the
 * permission it needs (spec sections 2 and 6).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: '/', owner: 'mf-catalog', layout: 'default', built: true, permission: P.PRODUCTS_READ_PREVIEW },
  { pattern: '/products', owner: 'mf-catalog', layout: 'default', built: true, permission: P.PRODUCTS_READ_PREVIEW },
  { pattern: '/products/:code', owner: 'mf-catalog', layout: 'default', built: true, permission: P.PRODUCTS_READ_PREVIEW },
  { pattern: '/reusable-tag-mapping', owner: 'mf-catalog', layout: 'default', built: true, permission: P.TAG_MAPPING_READ_PREVIEW },
  { pattern: '/printing', owner: 'mf-catalog', layout: 'default', built: true, permission: P.RFID_PRINTING_MODIFY_PRINTING },
  { pattern: '/data-import', owner: 'mf-import', layout: 'default', built: true, permission: P.DATA_IMPORT_READ_PREVIEW },
  { pattern: '/image-import', owner: 'mf-import', layout: 'default', built: true, permission: P.IMAGE_IMPORT_READ_PREVIEW },
  { pattern: '/erp', owner: 'mf-import', layout: 'default', built: true, permission: P.ERP_READ_PREVIEW },
  { pattern: '/erp/:id', owner: 'mf-import', layout: 'default', built: true, permission: P.ERP_READ_PREVIEW },
  { pattern: '/config/catalog-view', owner: 'mf-config', layout: 'default', built: true, permission: P.CATLOG_VIEW_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/filter', owner: 'mf-config', layout: 'default', built: true, permission: P.FILTER_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/global', owner: 'mf-config', layout: 'default', built: true, permission: P.GLOBAL_CONFIGURATION_READ_PREVIEW },
  // Gold rate management: named in spec section 2 without a path; mf-config renders it here.
  { pattern: '/config/gold-rates', owner: 'mf-config', layout: 'default', built: true, permission: P.GOLD_RATE_READ_PREVIEW },
  { pattern: '/config/integrations', owner: 'mf-config', layout: 'default', built: true, permission: P.API_KEY_READ_PREVIEW },
  { pattern: '/config/notifications', owner: 'mf-config', layout: 'default', built: true, permission: P.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/pre-filter', owner: 'mf-config', layout: 'default', built: true, permission: P.PRE_FILTER_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/product-details', owner: 'mf-config', layout: 'default', built: true, permission: P.PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/report', owner: 'mf-config', layout: 'default', built: true, permission: P.REPORT_CONFIGURATION_READ_STK_PREVIEW },
  { pattern: '/config/rfid', owner: 'mf-config', layout: 'default', built: true, permission: P.RFID_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/stock-take', owner: 'mf-config', layout: 'default', built: true, permission: P.STOCK_TAKE_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/tag-design', owner: 'mf-config', layout: 'default', built: true, permission: P.TAG_DESIGN_CONFIGURATION_READ_PREVIEW },
  { pattern: '/config/theme', owner: 'mf-config', layout: 'default', built: true, permission: P.THEME_CONFIGURATION_READ_PREVIEW },
  { pattern: '/management/reports', owner: 'mf-reports', layout: 'default', built: true, permission: P.STOCK_TAKE_REPORT_READ_PREVIEW },
  { pattern: '/management/reports/empty', owner: 'mf-reports', layout: 'default', built: true, permission: P.STOCK_TAKE_REPORT_READ_PREVIEW },
  { pattern: '/management/reports/:id', owner: 'mf-reports', layout: 'default', built: true, permission: P.STOCK_TAKE_REPORT_READ_PREVIEW },
  { pattern: '/management/location', owner: 'mf-admin', layout: 'default', built: true, permission: P.STORES_MANAGEMENT_READ_PREVIEW },
  { pattern: '/management/user', owner: 'mf-admin', layout: 'default', built: true, permission: P.USERS_MANAGEMENT_READ_PREVIEW },
  { pattern: '/management/roles', owner: 'mf-admin', layout: 'default', built: true, permission: P.ROLES_MANAGEMENT_READ_PREVIEW },
  { pattern: '/management/roles/edit', owner: 'mf-admin', layout: 'default', built: true, permission: P.ROLES_MANAGEMENT_READ_PREVIEW },
  { pattern: '/management/roles/new', owner: 'mf-admin', layout: 'default', built: true, permission: P.ROLES_MANAGEMENT_READ_PREVIEW },
  { pattern: '/management/roles/preview', owner: 'mf-admin', layout: 'default', built: true, permission: P.ROLES_MANAGEMENT_READ_PREVIEW },
  // Device and licence management: named in spec section 2 without a path; mf-admin renders them here.
  { pattern: '/management/devices', owner: 'mf-admin', layout: 'default', built: true, permission: P.DEVICES_MANAGEMENT_READ_PREVIEW },
  { pattern: '/management/licences', owner: 'mf-admin', layout: 'default', built: true, permission: P.LICENCE_MANAGEMENT_READ_PREVIEW },
  { pattern: '/audit-trail', owner: 'mf-admin', layout: 'default', built: true, permission: P.ACTIVITIES_READ_PREVIEW_ANY },
  { pattern: '/profile', owner: 'shell', layout: 'default', built: true },
  { pattern: '/profile/password', owner: 'shell', layout: 'default', built: true },
  { pattern: '/profile/pin', owner: 'shell', layout: 'default', built: true },
  { pattern: '/notification', owner: 'shell', layout: 'default', built: true },
  { pattern: '/theme-temp', owner: 'shell', layout: 'default', built: true },
  { pattern: '/offline', owner: 'shell', layout: 'bare', public: true, built: true },
  { pattern: '/privacypolicy', owner: 'shell', layout: 'info', public: true, built: true },
  { pattern: '/setup', owner: 'shell', layout: 'setup', built: true },
  { pattern: '/auth/signin', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/auth/reset', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/auth/reset-password', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/auth/reset/:code', owner: 'shell', layout: 'auth', public: true, built: true },
  // E-mail verification (issue 29 item 2): the link a new user is mailed.
  { pattern: '/auth/verify-email/:code', owner: 'shell', layout: 'auth', public: true, built: true },
  // Merchant registration with a serial key (issue 15 item 5): not a spec path; linked from sign-in.
  { pattern: '/auth/register', owner: 'shell', layout: 'auth', public: true, built: true },
  { pattern: '/login', owner: 'shell', layout: 'auth', public: true, built: true },
];

function patternMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The pages built so far: checks that walk every page (accessibility, access) iterate over these. */
export const BUILT_PAGE_ROUTES: readonly PageRoute[] = PAGE_ROUTES.filter((r) => r.built);

/** A path of the pattern with each `:name` replaced by `params[name]` (else by the name itself). */
export function pathOfPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
}

/** Finds the page route of a browser path (locale prefix allowed); undefined when nothing matches. */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  const path = splitLocalePath(pathname).path.replace(/\/+$/, '') || '/';
  // Literal segments win over parameters: /management/reports/empty before /management/reports/:id.
  const exact = PAGE_ROUTES.find((r) => !r.pattern.includes(':') && r.pattern === path);
  return exact ?? PAGE_ROUTES.find((r) => patternMatches(r.pattern, path));
}

/** A browser path's page route and its parameters, decoded (`/products/A%2F1` → `{ code: 'A/1' }`). */
export interface PageMatch {
  route: PageRoute;
  params: Readonly<Record<string, string>>;
}

/**
 * The page of a browser path with its parameters; undefined when no page matches or a parameter is
 * malformed or blank (a path no link makes: the 404 page).
 */
export function matchPage(pathname: string): PageMatch | undefined {
  const route = matchPageRoute(pathname);
  if (!route) return undefined;
  const have = (splitLocalePath(pathname).path.replace(/\/+$/, '') || '/').split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const want = route.pattern.split('/').filter(Boolean);
  for (const [i, segment] of want.entries()) {
    if (!segment.startsWith(':')) continue;
    try {
      params[segment.slice(1)] = decodeURIComponent(have[i]!);
    } catch {
      return undefined;
    }
    if (params[segment.slice(1)]!.trim() === '') return undefined;
  }
  return { route, params };
}

/** Is this browser path one of `owner`'s pages? Used for single-spa activity functions. */
export function isPageOf(owner: PageOwner, pathname: string): boolean {
  return matchPageRoute(pathname)?.owner === owner;
}

/** Is the page of this browser path (or pattern) built? Unknown paths are not. */
export function isPageBuilt(pathname: string): boolean {
  return matchPageRoute(pathname)?.built ?? false;
}

/** May a user holding `granted` open this page? Pages without a permission are open to every user. */
export function mayOpenPage(route: PageRoute, granted: readonly string[] | undefined | null): boolean {
  return route.permission === undefined || hasPermission(granted, route.permission);
}

/** API paths of spec section 7, per owning service, as mounted by the gateway (and the imported product images, ADR 0028). */
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
    '/merchant/register',
    '/merchant/serial-keys',
    '/merchant/banner',
  ],
  'svc-catalog': [
    '/merchant/products',
    '/merchant/config/global',
    '/merchant/config/data-mapping',
    '/merchant/config/product-details',
    '/merchant/config/filter',
    '/merchant/config/pre-filter',
    '/merchant/config/catalog-view',
    '/merchant/config/rfid',
    '/merchant/config/tag-design',
    '/merchant/config/theme',
    '/media/theme',
    '/merchant/gold-rates',
  ],
  'svc-import': ['/merchant/import', '/media/products'],
  'svc-stocktake': ['/merchant/stocktake'],
  'svc-notify': ['/merchant/notification'],
} as const;
export type ServiceName = keyof typeof SERVICE_MOUNTS;
export const SERVICE_NAMES = Object.keys(SERVICE_MOUNTS) as ServiceName[];

/** The environment variable of a service's address in distributed mode: `svc-auth` → `SVC_AUTH_URL`. */
export function serviceUrlVariable(service: ServiceName): string {
  return `${service.toUpperCase().replace(/-/g, '_')}_URL`;
}
