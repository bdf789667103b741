import { DEFAULT_NAVIGATION_FLAGS, DEFAULT_ROLE_PERMISSIONS, PERMISSIONS as P, visibleNavigation, type RoleSummary } from '@hub/contracts';
import {
  baseRoleChoices,
  createBody,
  groupRolesByKind,
  menuPreview,
  otherGrants,
  permissionAction,
  pickerModel,
  roleFormErrors,
  toggleModuleAll,
  togglePermission,
  updateBody,
  valuesFromRole,
} from './roleEditor';

const role = (over: Partial<RoleSummary>): RoleSummary => ({
  id: 'r1',
  kind: 'custom',
  name: 'Auditor',
  label: 'Auditor',
  description: '',
  baseRole: 'USER',
  permissions: [],
  userCount: 0,
  overridden: false,
  clonedFrom: null,
  updatedAt: null,
  ...over,
});

const admin = DEFAULT_ROLE_PERMISSIONS.ADMIN;
const moduleOf = (model: ReturnType<typeof pickerModel>, name: string) => model.find((m) => m.module === name)!;

describe('roles list', () => {
  it('when roles are grouped, then system, default and custom come in that order, empty groups kept', () => {
    const groups = groupRolesByKind([role({ id: 'OWNER', kind: 'system' }), role({ id: 'c1' })]);
    expect(groups.map((g) => [g.kind, g.roles.map((r) => r.id)])).toEqual([
      ['system', ['OWNER']],
      ['default', []],
      ['custom', ['c1']],
    ]);
  });
});

describe('permission picker (modules from the permission name prefix)', () => {
  it('when nothing is selected, then every module is listed with its permissions unticked, and what ADMIN may not grant is disabled', () => {
    const model = pickerModel([], admin);
    const stock = moduleOf(model, 'STOCK_TAKE_REPORT');
    expect(stock.items.map((i) => [i.permission, i.action, i.checked, i.disabled])).toEqual([[P.STOCK_TAKE_REPORT_READ_PREVIEW, 'READ_PREVIEW', false, false]]);
    expect(stock.all).toEqual({ checked: false, disabled: false, coveredBy: [] });
    expect(moduleOf(model, 'DASH').items[0]!.disabled).toBe(true);
    const roles = moduleOf(model, 'ROLES_MANAGEMENT');
    expect(roles.items.find((i) => i.permission === P.ROLES_MANAGEMENT_MODIFY_SYSTEM)!.disabled).toBe(true);
    expect(roles.items.find((i) => i.permission === P.ROLES_MANAGEMENT_CREATE_CUSTOM)!.disabled).toBe(false);
    // ADMIN does not hold every ROLES_MANAGEMENT permission, so it may not grant ROLES_MANAGEMENT_**.
    expect(roles.all.disabled).toBe(true);
  });

  it("when a module's \"all\" is on, then it grants MODULE_** alone, and its permissions show as covered and locked", () => {
    const selected = toggleModuleAll([P.ERP_CREATE, P.PRODUCTS_READ_PREVIEW], 'ERP_**', true);
    expect(selected).toEqual(['ERP_**', P.PRODUCTS_READ_PREVIEW]);
    const erp = moduleOf(pickerModel(selected, admin), 'ERP');
    expect(erp.all.checked).toBe(true);
    expect(erp.covers).toEqual([P.ERP_READ_PREVIEW, P.ERP_CREATE, P.ERP_MODIFY]);
    expect(erp.items.every((i) => i.checked && i.disabled && i.coveredBy.includes('ERP_**'))).toBe(true);
    expect(erp.selectedCount).toBe(3);
    expect(toggleModuleAll(selected, 'ERP_**', false)).toEqual([P.PRODUCTS_READ_PREVIEW]);
  });

  it('when a wider wildcard is selected, then the modules it covers are ticked through it', () => {
    const model = pickerModel(['STOCK_TAKE_**'], DEFAULT_ROLE_PERMISSIONS.SADMIN);
    expect(moduleOf(model, 'STOCK_TAKE_REPORT').all).toMatchObject({ checked: true, disabled: true, coveredBy: ['STOCK_TAKE_**'] });
    expect(moduleOf(model, 'STOCK_TAKE_CONFIGURATION').items[0]).toMatchObject({ checked: true, coveredBy: ['STOCK_TAKE_**'] });
    expect(otherGrants(['STOCK_TAKE_**', 'ERP_**', P.ERP_CREATE])).toEqual(['STOCK_TAKE_**']);
  });

  it('when the role already holds a permission the caller lacks, then it can still be unticked; once gone, not ticked again', () => {
    const kept = [P.DASH_READ_ADMIN];
    expect(moduleOf(pickerModel(kept, admin, kept), 'DASH').items[0]).toMatchObject({ checked: true, grantable: true, disabled: false });
    expect(moduleOf(pickerModel([], admin), 'DASH').items[0]).toMatchObject({ checked: false, disabled: true });
    // Copied from a clone source, not grantable: ticked, flagged, and enabled so it can be unticked.
    expect(moduleOf(pickerModel([P.DASH_READ_ADMIN], admin), 'DASH').items[0]).toMatchObject({ checked: true, grantable: false, disabled: false });
  });

  it('when the view is read-only, then everything is disabled', () => {
    expect(pickerModel([], admin, [], true).every((m) => m.all.disabled && m.items.every((i) => i.disabled))).toBe(true);
  });

  it('when single permissions are toggled, then the list stays sorted and without duplicates', () => {
    expect(togglePermission([P.PRODUCTS_READ_PREVIEW], P.ERP_CREATE, true)).toEqual([P.ERP_CREATE, P.PRODUCTS_READ_PREVIEW]);
    expect(togglePermission([P.ERP_CREATE], P.ERP_CREATE, true)).toEqual([P.ERP_CREATE]);
    expect(togglePermission([P.ERP_CREATE], P.ERP_CREATE, false)).toEqual([]);
    expect(permissionAction(P.ACTIVITIES_READ_PREVIEW_ANY)).toBe('READ_PREVIEW_**');
  });
});

describe('role form', () => {
  it('when required fields are missing, then each is named', () => {
    expect(roleFormErrors({ kind: 'clone', cloneOf: '', name: ' ', description: '', baseRole: '', permissions: [] })).toEqual({
      name: 'required',
      cloneOf: 'required',
      baseRole: 'required',
    });
    expect(roleFormErrors({ kind: 'custom', cloneOf: '', name: 'x'.repeat(61), description: '', baseRole: 'USER', permissions: [] })).toEqual({ name: 'tooLong' });
  });

  it('when a clone is saved, then the body is a custom role naming its source', () => {
    const values = { ...valuesFromRole(role({ id: 'OWNER', kind: 'system', baseRole: 'OWNER', permissions: [P.DASH_READ_ADMIN] }), 'clone'), name: ' Copy ' };
    expect(createBody(values)).toEqual({ kind: 'custom', cloneOf: 'OWNER', name: 'Copy', description: '', baseRole: 'OWNER', permissions: [P.DASH_READ_ADMIN] });
  });

  it('when an edit is saved, then only what changed is sent; a system role sends its permissions only', () => {
    const custom = role({ permissions: [P.ERP_CREATE], description: 'd' });
    expect(updateBody(custom, { ...valuesFromRole(custom), description: 'new' })).toEqual({ description: 'new' });
    expect(updateBody(custom, { ...valuesFromRole(custom), permissions: [P.PRODUCTS_READ_PREVIEW, P.ERP_CREATE] })).toEqual({
      permissions: [P.ERP_CREATE, P.PRODUCTS_READ_PREVIEW],
    });
    const system = role({ id: 'USER', kind: 'system' });
    expect(updateBody(system, { ...valuesFromRole(system), name: 'x' })).toEqual({ permissions: [] });
  });

  it('when base roles are offered, then never a provider role, and store-bound callers get store-bound ones', () => {
    expect(baseRoleChoices('ADMIN')).toEqual(['ADMIN', 'OWNER', 'STORE_MANAGER', 'USER', 'DEVELOPER', 'PRINTING', 'STORE_USER']);
    expect(baseRoleChoices('STORE_MANAGER')).toEqual(['STORE_MANAGER', 'USER', 'STORE_USER']);
  });
});

describe('menu preview (the shell menu rules of spec sections 2 and 6)', () => {
  const keys = (items: ReturnType<typeof menuPreview>['navigation']) =>
    items.map((i) => (i.kind === 'group' ? `${i.key}[${i.children.map((c) => c.key).join(',')}]` : i.key));

  it('when a role grants products and every stock-take report, then the menu is Dashboard, Products, Reports', () => {
    const preview = menuPreview({ permissions: [P.PRODUCTS_READ_PREVIEW, 'STOCK_TAKE_REPORT_**'], baseRole: 'USER' }, DEFAULT_NAVIGATION_FLAGS);
    expect(keys(preview.navigation)).toEqual(['dashboard', 'products', 'reports']);
    expect(preview.quickSettings).toEqual([]);
  });

  it('when a role grants both tagging permissions, then the tagging group holds both built pages (tag mapping and printing), each following its flag', () => {
    const perms = [P.TAG_MAPPING_READ_PREVIEW, P.RFID_PRINTING_MODIFY_PRINTING, P.THEME_CONFIGURATION_READ_PREVIEW, P.FILTER_CONFIGURATION_READ_PREVIEW];
    const preview = menuPreview({ permissions: perms, baseRole: 'PRINTING' }, DEFAULT_NAVIGATION_FLAGS);
    expect(keys(preview.navigation)).toEqual(['tagging[tagMapping,tagPrinting]']);
    // allowTagMapping off leaves Tag Printing alone; allowPrinting off leaves Tag Mapping.
    expect(keys(menuPreview({ permissions: perms, baseRole: 'PRINTING' }, { ...DEFAULT_NAVIGATION_FLAGS, allowTagMapping: false }).navigation)).toEqual(['tagPrinting']);
    expect(keys(menuPreview({ permissions: perms, baseRole: 'PRINTING' }, { ...DEFAULT_NAVIGATION_FLAGS, allowPrinting: false }).navigation)).toEqual(['tagMapping']);
    // Theme's page and Filters' are built: both quick settings show.
    expect(preview.quickSettings.map((q) => q.key)).toEqual(['filter', 'theme']);
    // The shell's own rules, flags included.
    expect(preview.navigation).toEqual(visibleNavigation(perms, DEFAULT_NAVIGATION_FLAGS));
    const noPrinting = { ...DEFAULT_NAVIGATION_FLAGS, allowPrinting: false };
    expect(menuPreview({ permissions: perms, baseRole: 'PRINTING' }, noPrinting).navigation).toEqual(visibleNavigation(perms, noPrinting));
  });

  it('when the role is based on OWNER, then quick settings stay hidden, as the shell hides them for the owner role', () => {
    expect(menuPreview({ permissions: [P.THEME_CONFIGURATION_READ_PREVIEW], baseRole: 'OWNER' }, DEFAULT_NAVIGATION_FLAGS).quickSettings).toEqual([]);
  });
});
