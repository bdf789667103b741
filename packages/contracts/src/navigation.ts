import { splitLocalePath } from './locale';
import { PERMISSIONS as P, hasAllPermissions, hasAnyPermission, hasPermission } from './permissions';
import { isPageBuilt } from './routes';
import { DATA_IMPORT_MODULE, SETUP_MODULE } from './setup-modules';

/** Flags of the global config that hide menu items (spec section 2). */
export interface NavigationFlags {
  allowPrinting: boolean;
  allowTagMapping: boolean;
  allowImgImport: boolean;
}

export const DEFAULT_NAVIGATION_FLAGS: NavigationFlags = {
  allowPrinting: true,
  allowTagMapping: true,
  allowImgImport: true,
};

export interface NavLinkItem {
  kind: 'link';
  /** i18n key under `nav.` */
  key: string;
  path: string;
  permission: string;
  /** Shown to the owner dashboard role (DASH_READ_ADMIN). */
  forOwner?: boolean;
  flag?: keyof NavigationFlags;
}

export interface NavGroupItem {
  kind: 'group';
  key: string;
  children: readonly NavLinkItem[];
  forOwner?: boolean;
}

export type NavItem = NavLinkItem | NavGroupItem;

/** Spec section 2, "Top navigation and the permission each item needs", in menu order. */
export const NAVIGATION: readonly NavItem[] = [
  { kind: 'link', key: 'dashboard', path: '/', permission: P.PRODUCTS_READ_PREVIEW, forOwner: true },
  {
    kind: 'group',
    key: 'data',
    children: [
      { kind: 'link', key: 'dataImport', path: '/data-import', permission: P.DATA_IMPORT_READ_PREVIEW },
      {
        kind: 'link',
        key: 'imageImport',
        path: '/image-import',
        permission: P.IMAGE_IMPORT_READ_PREVIEW,
        flag: 'allowImgImport',
      },
    ],
  },
  { kind: 'link', key: 'products', path: '/products', permission: P.PRODUCTS_READ_PREVIEW, forOwner: true },
  {
    kind: 'group',
    key: 'tagging',
    children: [
      {
        kind: 'link',
        key: 'tagMapping',
        path: '/reusable-tag-mapping',
        permission: P.TAG_MAPPING_READ_PREVIEW,
        flag: 'allowTagMapping',
      },
      {
        kind: 'link',
        key: 'tagPrinting',
        path: '/printing',
        permission: P.RFID_PRINTING_MODIFY_PRINTING,
        flag: 'allowPrinting',
      },
    ],
  },
  {
    kind: 'link',
    key: 'reports',
    path: '/management/reports',
    permission: P.STOCK_TAKE_REPORT_READ_PREVIEW,
    forOwner: true,
  },
  { kind: 'link', key: 'users', path: '/management/user', permission: P.USERS_MANAGEMENT_READ_PREVIEW },
  {
    kind: 'link',
    key: 'stores',
    path: '/management/location',
    permission: P.STORES_MANAGEMENT_READ_PREVIEW,
    forOwner: true,
  },
  { kind: 'link', key: 'auditTrail', path: '/audit-trail', permission: P.ACTIVITIES_READ_PREVIEW_ANY },
];

/**
 * Is this user the owner dashboard role (DASH_READ_ADMIN)? The grant must be explicit: a wildcard
 * such as SADMIN's `**` must not switch a user into the owner's reduced menu.
 */
export function isOwnerDashboardRole(granted: readonly string[]): boolean {
  return granted.includes(P.DASH_READ_ADMIN);
}

/** Tells whether the page of a path is built; the page table (routes.ts) by default. */
export type PageBuiltCheck = (path: string) => boolean;

function flagAllows(item: NavLinkItem, flags: NavigationFlags, built: PageBuiltCheck): boolean {
  return (item.flag === undefined || flags[item.flag]) && built(item.path);
}

/**
 * The menu a user sees (spec sections 2 and 6): the owner dashboard role sees only items flagged
 * for owners; a group needs all of its permissions; when it lacks some, a single-link fallback
 * needs any one of them and links to the first child the user holds; global-config flags hide
 * Tag Printing, Tag Mapping and Image Import. An item whose page is not built yet is left out as a
 * flag that is off would leave it out, so no entry leads to the 404 page.
 */
export function visibleNavigation(
  granted: readonly string[],
  flags: NavigationFlags = DEFAULT_NAVIGATION_FLAGS,
  built: PageBuiltCheck = isPageBuilt,
): NavItem[] {
  const owner = isOwnerDashboardRole(granted);
  const result: NavItem[] = [];
  for (const item of NAVIGATION) {
    if (owner && !item.forOwner) continue;
    if (item.kind === 'link') {
      if (flagAllows(item, flags, built) && hasPermission(granted, item.permission)) result.push(item);
      continue;
    }
    const children = item.children.filter((c) => flagAllows(c, flags, built));
    const permissions = children.map((c) => c.permission);
    if (children.length > 1 && hasAllPermissions(granted, permissions)) {
      result.push({ ...item, children });
    } else if (hasAnyPermission(granted, permissions)) {
      const first = children.find((c) => hasPermission(granted, c.permission));
      if (first) result.push(first);
    }
  }
  return result;
}

export interface QuickSettingsEntry {
  key: string;
  path: string;
  permission: string;
  /** Module name in the setup status list. */
  module: string;
}

/** Spec section 6, "Quick-settings entries and their permissions", in menu order. */
export const QUICK_SETTINGS: readonly QuickSettingsEntry[] = [
  { key: 'catalogView', path: '/config/catalog-view', permission: P.CATLOG_VIEW_CONFIGURATION_READ_PREVIEW, module: 'Catalog View' },
  { key: 'productDetails', path: '/config/product-details', permission: P.PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW, module: 'Product Details' },
  { key: 'filter', path: '/config/filter', permission: P.FILTER_CONFIGURATION_READ_PREVIEW, module: 'Filter' },
  { key: 'preFilter', path: '/config/pre-filter', permission: P.PRE_FILTER_CONFIGURATION_READ_PREVIEW, module: 'Pre Filter' },
  { key: 'stockTake', path: '/config/stock-take', permission: P.STOCK_TAKE_CONFIGURATION_READ_PREVIEW, module: 'Stock Take' },
  { key: 'theme', path: '/config/theme', permission: P.THEME_CONFIGURATION_READ_PREVIEW, module: 'Theme' },
  { key: 'tagDesign', path: '/config/tag-design', permission: P.TAG_DESIGN_CONFIGURATION_READ_PREVIEW, module: 'Tag Design' },
  { key: 'report', path: '/config/report', permission: P.REPORT_CONFIGURATION_READ_STK_PREVIEW, module: 'Report' },
  { key: 'rfid', path: '/config/rfid', permission: P.RFID_CONFIGURATION_READ_PREVIEW, module: 'RFID' },
  { key: 'notifications', path: '/config/notifications', permission: P.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW, module: 'Notifications' },
  { key: 'integrations', path: '/config/integrations', permission: P.API_KEY_READ_PREVIEW, module: 'Integrations' },
  { key: 'global', path: '/config/global', permission: P.GLOBAL_CONFIGURATION_READ_PREVIEW, module: 'Global' },
];

/**
 * Entries of the quick-settings menu this user may open, whose page is built. Empty means the whole
 * menu is hidden; it is also hidden for the owner role (spec section 2).
 */
export function visibleQuickSettings(
  granted: readonly string[],
  roleName: string,
  built: PageBuiltCheck = isPageBuilt,
): QuickSettingsEntry[] {
  if (roleName === 'OWNER') return [];
  return QUICK_SETTINGS.filter((e) => built(e.path) && hasPermission(granted, e.permission));
}

/** The page where each setup module is configured: the quick-settings entries, setup and data import. */
export const MODULE_PAGES: Readonly<Record<string, string>> = {
  [SETUP_MODULE]: '/setup',
  [DATA_IMPORT_MODULE]: '/data-import',
  ...Object.fromEntries(QUICK_SETTINGS.map((q) => [q.module, q.path])),
};

/**
 * Does the setup module have a built page? A module without one cannot be set up yet, so the
 * dashboard's setup progress neither lists nor counts it.
 */
export function moduleHasPage(module: string, built: PageBuiltCheck = isPageBuilt): boolean {
  const path = MODULE_PAGES[module];
  return path !== undefined && built(path);
}

/** Spec section 2: the location-selector button shows for the owner dashboard role on the dashboard or reports pages. */
export function showsLocationSelector(granted: readonly string[], path: string): boolean {
  if (!isOwnerDashboardRole(granted)) return false;
  const bare = splitLocalePath(path).path;
  return bare === '/' || bare === '/management/reports' || bare.startsWith('/management/reports/');
}
