import {
  DEFAULT_NAVIGATION_FLAGS,
  NAVIGATION,
  QUICK_SETTINGS,
  isOwnerDashboardRole,
  showsLocationSelector,
  visibleNavigation,
  visibleQuickSettings,
  type NavItem,
  type NavigationFlags,
} from './navigation';
import { PERMISSIONS as P } from './permissions';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES, type RoleName } from './roles';

/** A compact picture of a menu: a link is `key path`, a group is `{ key: [child links] }`. */
type MenuShape = string | { [group: string]: string[] };

function shape(items: readonly NavItem[]): MenuShape[] {
  return items.map((item) =>
    item.kind === 'link'
      ? `${item.key} ${item.path}`
      : { [item.key]: item.children.map((c) => `${c.key} ${c.path}`) },
  );
}

function menuOf(granted: readonly string[], flags?: Partial<NavigationFlags>): MenuShape[] {
  return shape(visibleNavigation(granted, { ...DEFAULT_NAVIGATION_FLAGS, ...flags }));
}

const DASHBOARD = 'dashboard /';
const PRODUCTS = 'products /products';
const DATA_IMPORT = 'dataImport /data-import';
const IMAGE_IMPORT = 'imageImport /image-import';
const TAG_MAPPING = 'tagMapping /reusable-tag-mapping';
const TAG_PRINTING = 'tagPrinting /printing';
const REPORTS = 'reports /management/reports';
const USERS = 'users /management/user';
const STORES = 'stores /management/location';
const AUDIT = 'auditTrail /audit-trail';
const DATA_GROUP = { data: [DATA_IMPORT, IMAGE_IMPORT] };
const TAGGING_GROUP = { tagging: [TAG_MAPPING, TAG_PRINTING] };

const FULL_MENU: MenuShape[] = [DASHBOARD, DATA_GROUP, PRODUCTS, TAGGING_GROUP, REPORTS, USERS, STORES, AUDIT];

const EXPECTED_MENUS: Record<RoleName, MenuShape[]> = {
  // '**' grants everything; a wildcard must not turn the provider admin into the owner dashboard role.
  SADMIN: FULL_MENU,
  // Read permissions only: no RFID_PRINTING_MODIFY_PRINTING, so tagging falls back to Tag Mapping.
  SUPPORT: [DASHBOARD, DATA_GROUP, PRODUCTS, TAG_MAPPING, REPORTS, USERS, STORES, AUDIT],
  ADMIN: FULL_MENU,
  OWNER: [DASHBOARD, PRODUCTS, REPORTS, STORES],
  STORE_MANAGER: [DASHBOARD, DATA_GROUP, PRODUCTS, TAGGING_GROUP, REPORTS, USERS, STORES],
  USER: [DASHBOARD, PRODUCTS, REPORTS],
  DEVELOPER: [DASHBOARD, DATA_IMPORT, PRODUCTS],
  PRINTING: [DASHBOARD, PRODUCTS, TAGGING_GROUP],
  STORE_USER: [DASHBOARD, PRODUCTS, TAG_MAPPING],
};

describe('visibleNavigation for every default role', () => {
  it('covers every role', () => {
    expect(Object.keys(EXPECTED_MENUS).sort()).toEqual([...ROLE_NAMES].sort());
    expect(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort()).toEqual([...ROLE_NAMES].sort());
  });

  it.each(ROLE_NAMES.map((role) => [role]))('%s sees exactly its menu', (role) => {
    expect(menuOf(DEFAULT_ROLE_PERMISSIONS[role])).toEqual(EXPECTED_MENUS[role]);
  });

  it('OWNER sees exactly dashboard, products, reports and stores', () => {
    const items = visibleNavigation(DEFAULT_ROLE_PERMISSIONS.OWNER);
    expect(items.map((i) => i.key)).toEqual(['dashboard', 'products', 'reports', 'stores']);
    expect(items.every((i) => i.kind === 'link')).toBe(true);
  });

  it('ADMIN sees the data and tagging groups with both children', () => {
    const items = visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN);
    expect(items.map((i) => i.key)).toEqual([
      'dashboard',
      'data',
      'products',
      'tagging',
      'reports',
      'users',
      'stores',
      'auditTrail',
    ]);
    const data = items.find((i) => i.key === 'data');
    const tagging = items.find((i) => i.key === 'tagging');
    expect(data?.kind).toBe('group');
    expect(tagging?.kind).toBe('group');
    if (data?.kind === 'group') expect(data.children.map((c) => c.key)).toEqual(['dataImport', 'imageImport']);
    if (tagging?.kind === 'group') expect(tagging.children.map((c) => c.key)).toEqual(['tagMapping', 'tagPrinting']);
  });

  it('uses the default flags when none are given', () => {
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN))).toEqual(FULL_MENU);
  });
});

describe('visibleNavigation and the global-config flags', () => {
  const admin = DEFAULT_ROLE_PERMISSIONS.ADMIN;

  it('allowPrinting false hides Tag Printing; the tagging group becomes a Tag Mapping link', () => {
    expect(menuOf(admin, { allowPrinting: false })).toEqual([
      DASHBOARD,
      DATA_GROUP,
      PRODUCTS,
      TAG_MAPPING,
      REPORTS,
      USERS,
      STORES,
      AUDIT,
    ]);
  });

  it('allowTagMapping false hides Tag Mapping; the tagging group becomes a Tag Printing link', () => {
    expect(menuOf(admin, { allowTagMapping: false })).toEqual([
      DASHBOARD,
      DATA_GROUP,
      PRODUCTS,
      TAG_PRINTING,
      REPORTS,
      USERS,
      STORES,
      AUDIT,
    ]);
  });

  it('allowImgImport false hides Image Import; the data group becomes a Data Import link', () => {
    expect(menuOf(admin, { allowImgImport: false })).toEqual([
      DASHBOARD,
      DATA_IMPORT,
      PRODUCTS,
      TAGGING_GROUP,
      REPORTS,
      USERS,
      STORES,
      AUDIT,
    ]);
  });

  it('allowPrinting and allowTagMapping false remove the tagging entry entirely', () => {
    expect(menuOf(admin, { allowPrinting: false, allowTagMapping: false })).toEqual([
      DASHBOARD,
      DATA_GROUP,
      PRODUCTS,
      REPORTS,
      USERS,
      STORES,
      AUDIT,
    ]);
  });

  it('all flags false', () => {
    expect(menuOf(admin, { allowPrinting: false, allowTagMapping: false, allowImgImport: false })).toEqual([
      DASHBOARD,
      DATA_IMPORT,
      PRODUCTS,
      REPORTS,
      USERS,
      STORES,
      AUDIT,
    ]);
  });

  it('a flag hides the item even from a user holding only that permission', () => {
    expect(menuOf([P.IMAGE_IMPORT_READ_PREVIEW], { allowImgImport: false })).toEqual([]);
    expect(menuOf([P.RFID_PRINTING_MODIFY_PRINTING], { allowPrinting: false })).toEqual([]);
    expect(menuOf([P.TAG_MAPPING_READ_PREVIEW], { allowTagMapping: false })).toEqual([]);
  });

  it('flags do not hide items that have no flag', () => {
    expect(menuOf([P.DATA_IMPORT_READ_PREVIEW], { allowImgImport: false })).toEqual([DATA_IMPORT]);
  });
});

describe('visibleNavigation single-link fallback and plain permissions', () => {
  it('one permission of a group gives a single link to that child', () => {
    expect(menuOf([P.DATA_IMPORT_READ_PREVIEW])).toEqual([DATA_IMPORT]);
    expect(menuOf([P.IMAGE_IMPORT_READ_PREVIEW])).toEqual([IMAGE_IMPORT]);
    expect(menuOf([P.TAG_MAPPING_READ_PREVIEW])).toEqual([TAG_MAPPING]);
    expect(menuOf([P.RFID_PRINTING_MODIFY_PRINTING])).toEqual([TAG_PRINTING]);
  });

  it('the fallback link is the child item itself, not a group', () => {
    const [item] = visibleNavigation([P.IMAGE_IMPORT_READ_PREVIEW]);
    expect(item).toMatchObject({ kind: 'link', key: 'imageImport', path: '/image-import' });
  });

  it('both permissions of a group give the group', () => {
    expect(menuOf([P.DATA_IMPORT_READ_PREVIEW, P.IMAGE_IMPORT_READ_PREVIEW])).toEqual([DATA_GROUP]);
    expect(menuOf([P.RFID_PRINTING_MODIFY_PRINTING, P.TAG_MAPPING_READ_PREVIEW])).toEqual([TAGGING_GROUP]);
  });

  it('shows nothing without permissions', () => {
    expect(menuOf([])).toEqual([]);
    expect(menuOf(['PRODUCTS_READ'])).toEqual([]);
  });

  it('the dashboard and products both need PRODUCTS_READ_PREVIEW', () => {
    expect(menuOf([P.PRODUCTS_READ_PREVIEW])).toEqual([DASHBOARD, PRODUCTS]);
  });

  it('the audit trail shows for any ACTIVITIES_READ_PREVIEW_* grant and for ACTIVITIES_**', () => {
    expect(menuOf([P.ACTIVITIES_READ_PREVIEW_SYSTEM])).toEqual([AUDIT]);
    expect(menuOf([P.ACTIVITIES_READ_PREVIEW_CUSTOM])).toEqual([AUDIT]);
    expect(menuOf(['ACTIVITIES_**'])).toEqual([AUDIT]);
    expect(menuOf(['ACTIVITIES_MODIFY_SYSTEM'])).toEqual([]);
  });

  it('the owner dashboard role only sees owner items, whatever else it holds', () => {
    expect(menuOf([P.DASH_READ_ADMIN, P.USERS_MANAGEMENT_READ_PREVIEW, P.DATA_IMPORT_READ_PREVIEW])).toEqual([]);
    expect(menuOf([P.DASH_READ_ADMIN, P.PRODUCTS_READ_PREVIEW, P.ACTIVITIES_READ_PREVIEW_SYSTEM])).toEqual([
      DASHBOARD,
      PRODUCTS,
    ]);
  });

  it('does not change the NAVIGATION table', () => {
    const before = JSON.stringify(NAVIGATION);
    visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN, { allowPrinting: false, allowTagMapping: true, allowImgImport: false });
    expect(JSON.stringify(NAVIGATION)).toBe(before);
  });
});

describe('isOwnerDashboardRole', () => {
  it('is true for DASH_READ_ADMIN holders only', () => {
    expect(isOwnerDashboardRole(DEFAULT_ROLE_PERMISSIONS.OWNER)).toBe(true);
    expect(isOwnerDashboardRole([P.DASH_READ_ADMIN])).toBe(true);
    for (const role of ROLE_NAMES.filter((r) => r !== 'OWNER')) {
      expect([role, isOwnerDashboardRole(DEFAULT_ROLE_PERMISSIONS[role])]).toEqual([role, false]);
    }
  });
});

describe('visibleQuickSettings', () => {
  const ALL_KEYS = QUICK_SETTINGS.map((e) => e.key);

  it('hides the whole menu for the OWNER role name, whatever the grants', () => {
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.OWNER, 'OWNER')).toEqual([]);
    expect(visibleQuickSettings(['**'], 'OWNER')).toEqual([]);
  });

  it('filters the entries by permission, in menu order', () => {
    expect(
      visibleQuickSettings([P.THEME_CONFIGURATION_READ_PREVIEW, P.CATLOG_VIEW_CONFIGURATION_READ_PREVIEW], 'CUSTOM').map(
        (e) => e.key,
      ),
    ).toEqual(['catalogView', 'theme']);
    expect(visibleQuickSettings([P.API_KEY_READ_PREVIEW], 'DEVELOPER').map((e) => e.path)).toEqual([
      '/config/integrations',
    ]);
  });

  it('is empty without matching permissions', () => {
    expect(visibleQuickSettings([], 'USER')).toEqual([]);
    expect(visibleQuickSettings([P.PRODUCTS_READ_PREVIEW], 'USER')).toEqual([]);
  });

  it('shows every entry for a wildcard grant or the ADMIN defaults', () => {
    expect(visibleQuickSettings(['**'], 'SADMIN').map((e) => e.key)).toEqual(ALL_KEYS);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.ADMIN, 'ADMIN').map((e) => e.key)).toEqual(ALL_KEYS);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.SUPPORT, 'SUPPORT').map((e) => e.key)).toEqual(ALL_KEYS);
  });

  it('gives each default role its entries', () => {
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.STORE_MANAGER, 'STORE_MANAGER').map((e) => e.key)).toEqual([
      'stockTake',
    ]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.DEVELOPER, 'DEVELOPER').map((e) => e.key)).toEqual([
      'integrations',
      'global',
    ]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.PRINTING, 'PRINTING').map((e) => e.key)).toEqual([
      'tagDesign',
    ]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.USER, 'USER')).toEqual([]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.STORE_USER, 'STORE_USER')).toEqual([]);
  });

  it('has twelve entries with unique keys and /config paths', () => {
    expect(QUICK_SETTINGS).toHaveLength(12);
    expect(new Set(ALL_KEYS).size).toBe(12);
    for (const entry of QUICK_SETTINGS) expect(entry.path.startsWith('/config/')).toBe(true);
  });
});

describe('showsLocationSelector', () => {
  const owner = DEFAULT_ROLE_PERMISSIONS.OWNER;

  it('shows for the owner dashboard role on the dashboard and the reports pages', () => {
    expect(showsLocationSelector(owner, '/')).toBe(true);
    expect(showsLocationSelector(owner, '/management/reports')).toBe(true);
    expect(showsLocationSelector(owner, '/management/reports/42')).toBe(true);
    expect(showsLocationSelector(owner, '/management/reports/empty')).toBe(true);
  });

  it('also shows on the localized dashboard and reports pages', () => {
    expect(showsLocationSelector(owner, '/th')).toBe(true);
    expect(showsLocationSelector(owner, '/ar/')).toBe(true);
    expect(showsLocationSelector(owner, '/zh/management/reports')).toBe(true);
    expect(showsLocationSelector(owner, '/th/management/reports/42')).toBe(true);
  });

  it('hides on other pages', () => {
    expect(showsLocationSelector(owner, '/products')).toBe(false);
    expect(showsLocationSelector(owner, '/management/location')).toBe(false);
    expect(showsLocationSelector(owner, '/management/reportsx')).toBe(false);
    expect(showsLocationSelector(owner, '/th/products')).toBe(false);
    expect(showsLocationSelector(owner, '/thx')).toBe(false);
  });

  it('hides for every role that is not the owner dashboard role', () => {
    for (const role of ROLE_NAMES.filter((r) => r !== 'OWNER')) {
      expect([role, showsLocationSelector(DEFAULT_ROLE_PERMISSIONS[role], '/')]).toEqual([role, false]);
      expect([role, showsLocationSelector(DEFAULT_ROLE_PERMISSIONS[role], '/management/reports')]).toEqual([
        role,
        false,
      ]);
    }
    expect(showsLocationSelector([], '/')).toBe(false);
  });
});
