import {
  DEFAULT_NAVIGATION_FLAGS,
  MODULE_PAGES,
  NAVIGATION,
  QUICK_SETTINGS,
  isOwnerDashboardRole,
  moduleHasPage,
  showsLocationSelector,
  visibleNavigation,
  visibleQuickSettings,
  type NavItem,
  type NavigationFlags,
} from './navigation';
import { PERMISSIONS as P } from './permissions';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES, type RoleName } from './roles';
import { PAGE_ROUTES, isPageBuilt, matchPageRoute } from './routes';
import { SETUP_MODULE, DATA_IMPORT_MODULE } from './setup';

/** The spec's menu rules are tested as if every page were built; the page table's filter after them. */
const ALL_BUILT = () => true;

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
  return shape(visibleNavigation(granted, { ...DEFAULT_NAVIGATION_FLAGS, ...flags }, ALL_BUILT));
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
    const items = visibleNavigation(DEFAULT_ROLE_PERMISSIONS.OWNER, undefined, ALL_BUILT);
    expect(items.map((i) => i.key)).toEqual(['dashboard', 'products', 'reports', 'stores']);
    expect(items.every((i) => i.kind === 'link')).toBe(true);
  });

  it('ADMIN sees the data and tagging groups with both children', () => {
    const items = visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN, undefined, ALL_BUILT);
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
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN, undefined, ALL_BUILT))).toEqual(FULL_MENU);
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

  it('with the page table as it is (Tag Mapping built, issue 14), Tag Mapping shows while allowTagMapping is on, for the roles that may read it', () => {
    const tagMapping = (granted: readonly string[], flags?: Partial<NavigationFlags>) =>
      shape(visibleNavigation(granted, { ...DEFAULT_NAVIGATION_FLAGS, ...flags })).some((item) => JSON.stringify(item).includes('/reusable-tag-mapping'));
    for (const role of ['ADMIN', 'STORE_MANAGER', 'PRINTING', 'STORE_USER'] as const) {
      expect([role, tagMapping(DEFAULT_ROLE_PERMISSIONS[role])]).toEqual([role, true]);
      expect([role, tagMapping(DEFAULT_ROLE_PERMISSIONS[role], { allowTagMapping: false })]).toEqual([role, false]);
    }
    expect(tagMapping(DEFAULT_ROLE_PERMISSIONS.USER)).toBe(false);
  });

  it('with the page table as it is (Tag Printing built, issue 14), Tag Printing shows while allowPrinting is on, for the roles that may print', () => {
    const tagPrinting = (granted: readonly string[], flags?: Partial<NavigationFlags>) =>
      shape(visibleNavigation(granted, { ...DEFAULT_NAVIGATION_FLAGS, ...flags })).some((item) => JSON.stringify(item).includes('/printing'));
    for (const role of ['ADMIN', 'STORE_MANAGER', 'PRINTING'] as const) {
      expect([role, tagPrinting(DEFAULT_ROLE_PERMISSIONS[role])]).toEqual([role, true]);
      expect([role, tagPrinting(DEFAULT_ROLE_PERMISSIONS[role], { allowPrinting: false })]).toEqual([role, false]);
    }
    for (const role of ['USER', 'STORE_USER', 'SUPPORT'] as const) expect([role, tagPrinting(DEFAULT_ROLE_PERMISSIONS[role])]).toEqual([role, false]);
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.PRINTING, { ...DEFAULT_NAVIGATION_FLAGS, allowTagMapping: false }))).toEqual([DASHBOARD, PRODUCTS, TAG_PRINTING]);
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
    const [item] = visibleNavigation([P.IMAGE_IMPORT_READ_PREVIEW], undefined, ALL_BUILT);
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
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.OWNER, 'OWNER', ALL_BUILT)).toEqual([]);
    expect(visibleQuickSettings(['**'], 'OWNER', ALL_BUILT)).toEqual([]);
  });

  it('filters the entries by permission, in menu order', () => {
    expect(
      visibleQuickSettings([P.THEME_CONFIGURATION_READ_PREVIEW, P.CATLOG_VIEW_CONFIGURATION_READ_PREVIEW], 'CUSTOM', ALL_BUILT).map(
        (e) => e.key,
      ),
    ).toEqual(['catalogView', 'theme']);
    expect(visibleQuickSettings([P.API_KEY_READ_PREVIEW], 'DEVELOPER', ALL_BUILT).map((e) => e.path)).toEqual([
      '/config/integrations',
    ]);
  });

  it('is empty without matching permissions', () => {
    expect(visibleQuickSettings([], 'USER', ALL_BUILT)).toEqual([]);
    expect(visibleQuickSettings([P.PRODUCTS_READ_PREVIEW], 'USER', ALL_BUILT)).toEqual([]);
  });

  it('shows every entry for a wildcard grant or the ADMIN defaults', () => {
    expect(visibleQuickSettings(['**'], 'SADMIN', ALL_BUILT).map((e) => e.key)).toEqual(ALL_KEYS);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.ADMIN, 'ADMIN', ALL_BUILT).map((e) => e.key)).toEqual(ALL_KEYS);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.SUPPORT, 'SUPPORT', ALL_BUILT).map((e) => e.key)).toEqual(ALL_KEYS);
  });

  it('gives each default role its entries', () => {
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.STORE_MANAGER, 'STORE_MANAGER', ALL_BUILT).map((e) => e.key)).toEqual([
      'stockTake',
    ]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.DEVELOPER, 'DEVELOPER', ALL_BUILT).map((e) => e.key)).toEqual([
      'integrations',
      'global',
    ]);
    // Printing encodes EPCs as the RFID config says: the role reads it (issue 14).
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.PRINTING, 'PRINTING', ALL_BUILT).map((e) => e.key)).toEqual([
      'tagDesign',
      'rfid',
    ]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.USER, 'USER', ALL_BUILT)).toEqual([]);
    expect(visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS.STORE_USER, 'STORE_USER', ALL_BUILT)).toEqual([]);
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

/** Every link a menu holds, group children included. */
function menuPaths(items: readonly NavItem[]): string[] {
  return items.flatMap((i) => (i.kind === 'link' ? [i.path] : i.children.map((c) => c.path)));
}

const FLAG_SETS: NavigationFlags[] = [true, false].flatMap((allowPrinting) =>
  [true, false].flatMap((allowTagMapping) =>
    [true, false].map((allowImgImport) => ({ allowPrinting, allowTagMapping, allowImgImport })),
  ),
);
const GRANT_SETS: Record<string, readonly string[]> = {
  ...DEFAULT_ROLE_PERMISSIONS,
  everything: ['**'],
  ...Object.fromEntries(NAVIGATION.flatMap((i) => (i.kind === 'link' ? [i] : i.children)).map((l) => [l.key, [l.permission]])),
};

describe('no menu or quick-settings entry leads to a page that is not built', () => {
  it.each(Object.keys(GRANT_SETS).map((k) => [k]))('%s: every menu entry shown points to a built page', (name) => {
    for (const flags of FLAG_SETS) {
      for (const path of menuPaths(visibleNavigation(GRANT_SETS[name]!, flags))) {
        expect([path, isPageBuilt(path)]).toEqual([path, true]);
      }
    }
  });

  it.each(ROLE_NAMES.map((r) => [r]))('%s: every quick-settings entry shown points to a built page', (role) => {
    for (const entry of visibleQuickSettings(DEFAULT_ROLE_PERMISSIONS[role], role)) {
      expect([entry.path, isPageBuilt(entry.path)]).toEqual([entry.path, true]);
    }
    for (const entry of visibleQuickSettings(['**'], 'SADMIN')) expect(isPageBuilt(entry.path)).toBe(true);
  });

  it('every entry of the menu and of quick settings is a page of the page table, with the same permission', () => {
    const links = NAVIGATION.flatMap((i) => (i.kind === 'link' ? [i] : i.children));
    for (const entry of [...links, ...QUICK_SETTINGS]) {
      expect([entry.path, matchPageRoute(entry.path)?.permission]).toEqual([entry.path, entry.permission]);
    }
  });

  it('a built page gets its entry: the full menu and quick settings are the built part of the spec menu', () => {
    const builtMenu = menuPaths(visibleNavigation(['**']));
    const specMenu = menuPaths(visibleNavigation(['**'], DEFAULT_NAVIGATION_FLAGS, ALL_BUILT));
    expect(builtMenu).toEqual(specMenu.filter(isPageBuilt));
    expect(visibleQuickSettings(['**'], 'SADMIN').map((e) => e.path)).toEqual(
      QUICK_SETTINGS.map((e) => e.path).filter(isPageBuilt),
    );
  });

  it("today's admin menu: the data group holds Data Import and Image Import, the tagging group holds Tag Mapping and Tag Printing (both built, issue 14)", () => {
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN))).toEqual([
      DASHBOARD,
      DATA_GROUP,
      PRODUCTS,
      TAGGING_GROUP,
      REPORTS,
      USERS,
      STORES,
      AUDIT,
    ]);
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.STORE_USER))).toEqual([DASHBOARD, PRODUCTS, TAG_MAPPING]);
    // allowImgImport off: Image Import leaves the menu, the data group is a Data Import link again.
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.ADMIN, { ...DEFAULT_NAVIGATION_FLAGS, allowImgImport: false }))[1]).toEqual(DATA_IMPORT);
  });

  it('a group whose pages get built shows again, from the page table alone', () => {
    const withTagging = (path: string) => isPageBuilt(path) || path === '/reusable-tag-mapping' || path === '/printing';
    expect(shape(visibleNavigation(DEFAULT_ROLE_PERMISSIONS.PRINTING, DEFAULT_NAVIGATION_FLAGS, withTagging))).toEqual([
      DASHBOARD,
      PRODUCTS,
      TAGGING_GROUP,
    ]);
  });
});

describe('moduleHasPage: the setup modules the dashboard counts', () => {
  it('knows the page of setup, data import and every quick-settings module', () => {
    expect(MODULE_PAGES[SETUP_MODULE]).toBe('/setup');
    expect(MODULE_PAGES[DATA_IMPORT_MODULE]).toBe('/data-import');
    for (const entry of QUICK_SETTINGS) expect(MODULE_PAGES[entry.module]).toBe(entry.path);
    for (const path of Object.values(MODULE_PAGES)) expect(PAGE_ROUTES.some((r) => r.pattern === path)).toBe(true);
  });

  it('counts a module only when its page is built', () => {
    expect(moduleHasPage(SETUP_MODULE)).toBe(true);
    expect(moduleHasPage(DATA_IMPORT_MODULE)).toBe(true);
    expect(moduleHasPage('Filter')).toBe(true);
    expect(moduleHasPage('Stock Take')).toBe(true);
    expect(moduleHasPage('Report')).toBe(true);
    expect(moduleHasPage('Theme')).toBe(true);
    expect(moduleHasPage('Unknown module')).toBe(false);
    expect(moduleHasPage('Theme', ALL_BUILT)).toBe(true);
    for (const entry of QUICK_SETTINGS) expect(moduleHasPage(entry.module)).toBe(isPageBuilt(entry.path));
  });
});
