import { ALL_PERMISSIONS, PERMISSIONS as P, hasPermission } from './permissions';
import {
  canGrant,
  grantsCovering,
  invalidPermissions,
  isKnownPermission,
  mayCreateRole,
  mayModifyRole,
  mayUseBaseRole,
  normalizePermissions,
  permissionModule,
  permissionModules,
  permissionsCoveredBy,
  providerOnlyGrants,
  roleActionsFor,
  roleCreateBodySchema,
  roleIdSchema,
  roleUpdateBodySchema,
  ungrantablePermissions,
} from './role-admin';
import { DEFAULT_ROLE_PERMISSIONS, PROVIDER_ONLY_PERMISSIONS, ROLE_NAMES } from './roles';

const admin = { roles: DEFAULT_ROLE_PERMISSIONS.ADMIN, roleName: 'ADMIN' };
const sadmin = { roles: DEFAULT_ROLE_PERMISSIONS.SADMIN, roleName: 'SADMIN' };
const manager = { roles: DEFAULT_ROLE_PERMISSIONS.STORE_MANAGER, roleName: 'STORE_MANAGER' };

describe('role kinds (spec section 6: ROLES_MANAGEMENT create custom/default/clone, modify system/default/custom)', () => {
  it('when only provider roles hold ROLES_MANAGEMENT_MODIFY_SYSTEM and the default-role permissions, then ADMIN lacks them and SADMIN holds them', () => {
    for (const p of PROVIDER_ONLY_PERMISSIONS) {
      expect([p, hasPermission(DEFAULT_ROLE_PERMISSIONS.ADMIN, p)]).toEqual([p, false]);
      expect([p, hasPermission(DEFAULT_ROLE_PERMISSIONS.SADMIN, p)]).toEqual([p, true]);
    }
    expect(hasPermission(DEFAULT_ROLE_PERMISSIONS.ADMIN, P.ROLES_MANAGEMENT_CREATE_CUSTOM)).toBe(true);
    expect(hasPermission(DEFAULT_ROLE_PERMISSIONS.ADMIN, P.ROLES_MANAGEMENT_MODIFY_CUSTOM)).toBe(true);
  });

  it('when a merchant admin creates, then custom roles and clones are allowed, default roles are not', () => {
    expect(mayCreateRole(admin, 'custom')).toBe(true);
    expect(mayCreateRole(admin, 'custom', true)).toBe(true);
    expect(mayCreateRole(admin, 'default')).toBe(false);
  });

  it('when the caller lacks the kind permission, then the create is refused, whatever the kind', () => {
    const onlyClone = { roles: [P.ROLES_MANAGEMENT_READ_PREVIEW, P.ROLES_MANAGEMENT_CREATE_CLONE], roleName: 'ADMIN' };
    expect(mayCreateRole(onlyClone, 'custom')).toBe(false);
    expect(mayCreateRole(onlyClone, 'custom', true)).toBe(true);
    expect(mayCreateRole(manager, 'custom')).toBe(false);
  });

  it('when a default role is created, then the caller must be a provider as well as hold CREATE_DEFAULT', () => {
    expect(mayCreateRole(sadmin, 'default')).toBe(true);
    expect(mayCreateRole({ roles: [P.ROLES_MANAGEMENT_CREATE_DEFAULT], roleName: 'ADMIN' }, 'default')).toBe(false);
  });

  it('when roles are modified, then custom needs MODIFY_CUSTOM, default and system a provider with their permission, SADMIN never', () => {
    expect(mayModifyRole(admin, { kind: 'custom', id: 'x' })).toBe(true);
    expect(mayModifyRole(admin, { kind: 'default', id: 'x' })).toBe(false);
    expect(mayModifyRole(admin, { kind: 'system', id: 'OWNER' })).toBe(false);
    expect(mayModifyRole(sadmin, { kind: 'system', id: 'OWNER' })).toBe(true);
    expect(mayModifyRole(sadmin, { kind: 'default', id: 'x' })).toBe(true);
    expect(mayModifyRole(sadmin, { kind: 'system', id: 'SADMIN' })).toBe(false);
    expect(mayModifyRole({ roles: DEFAULT_ROLE_PERMISSIONS.SUPPORT, roleName: 'SUPPORT' }, { kind: 'custom', id: 'x' })).toBe(false);
  });

  it('when a base role is chosen, then provider roles are refused and a store-bound caller keeps to store-bound roles', () => {
    expect(mayUseBaseRole('ADMIN', 'SADMIN')).toBe(false);
    expect(mayUseBaseRole('SADMIN', 'SUPPORT')).toBe(false);
    expect(mayUseBaseRole('ADMIN', 'OWNER')).toBe(true);
    expect(mayUseBaseRole('STORE_MANAGER', 'STORE_USER')).toBe(true);
    expect(mayUseBaseRole('STORE_MANAGER', 'ADMIN')).toBe(false);
  });

  it('when the screen asks what it may offer, then the actions follow the same rules', () => {
    const custom = { id: 'r1', kind: 'custom' as const, baseRole: 'USER' as const, userCount: 0, overridden: false };
    expect(roleActionsFor(admin, custom)).toEqual({ modify: true, remove: true, clone: true });
    expect(roleActionsFor(admin, { ...custom, id: 'OWNER', kind: 'system', baseRole: 'OWNER' })).toEqual({ modify: false, remove: false, clone: true });
    expect(roleActionsFor(admin, { ...custom, id: 'SADMIN', kind: 'system', baseRole: 'SADMIN' }).clone).toBe(false);
    expect(roleActionsFor(sadmin, { ...custom, id: 'OWNER', kind: 'system', baseRole: 'OWNER' })).toEqual({ modify: true, remove: false, clone: true });
    expect(roleActionsFor(sadmin, { ...custom, id: 'OWNER', kind: 'system', baseRole: 'OWNER', overridden: true }).remove).toBe(true);
  });
});

describe('permission validation and the grant subset check', () => {
  it('when permissions are listed, then known ones and wildcards on a known prefix pass, others do not', () => {
    expect(isKnownPermission(P.PRODUCTS_READ_PREVIEW)).toBe(true);
    expect(isKnownPermission('STOCK_TAKE_**')).toBe(true);
    expect(isKnownPermission('ACTIVITIES_READ_PREVIEW_**')).toBe(true);
    expect(isKnownPermission('**')).toBe(true);
    expect(invalidPermissions(['PRODUCTS_READ', 'STOCKS_**', 'PRODUCTS_*', 'A**B**', P.ERP_CREATE])).toEqual(['PRODUCTS_READ', 'STOCKS_**', 'PRODUCTS_*', 'A**B**']);
  });

  it('when a wildcard is granted, then it covers every known permission with its prefix', () => {
    expect(permissionsCoveredBy('STOCK_TAKE_REPORT_**')).toEqual([P.STOCK_TAKE_REPORT_READ_PREVIEW]);
    expect(permissionsCoveredBy('ROLES_MANAGEMENT_**')).toHaveLength(7);
    expect(permissionsCoveredBy('ACTIVITIES_**')).toEqual([P.ACTIVITIES_READ_PREVIEW_SYSTEM, P.ACTIVITIES_READ_PREVIEW_DEFAULT, P.ACTIVITIES_READ_PREVIEW_CUSTOM]);
    expect(permissionsCoveredBy(P.ERP_CREATE)).toEqual([P.ERP_CREATE]);
  });

  it('when a caller grants, then it may grant only what it holds itself (wildcards: all they cover today, or a wider wildcard)', () => {
    const storeManager = DEFAULT_ROLE_PERMISSIONS.STORE_MANAGER;
    expect(canGrant(storeManager, P.PRODUCTS_READ_PREVIEW)).toBe(true);
    expect(canGrant(storeManager, P.USERS_MANAGEMENT_CREATE)).toBe(false);
    // STORE_MANAGER holds the only STOCK_TAKE_REPORT permission, not all of USERS_MANAGEMENT.
    expect(canGrant(storeManager, 'STOCK_TAKE_REPORT_**')).toBe(true);
    expect(canGrant(storeManager, 'USERS_MANAGEMENT_**')).toBe(false);
    expect(canGrant(DEFAULT_ROLE_PERMISSIONS.ADMIN, 'ROLES_MANAGEMENT_**')).toBe(false);
    expect(canGrant(DEFAULT_ROLE_PERMISSIONS.ADMIN, 'ERP_**')).toBe(true);
    expect(canGrant(DEFAULT_ROLE_PERMISSIONS.ADMIN, '**')).toBe(false);
    expect(canGrant(['STOCK_TAKE_**'], 'STOCK_TAKE_REPORT_**')).toBe(true);
    // hasPermission would let a narrower wildcard "match" a wider one; granting must not.
    expect(hasPermission(['STOCK_TAKE_REPORT_**'], 'STOCK_TAKE_**')).toBe(true);
    expect(canGrant(['STOCK_TAKE_REPORT_**'], 'STOCK_TAKE_**')).toBe(false);
    expect(canGrant(['**'], 'STOCK_TAKE_**')).toBe(true);
  });

  it('when a role is edited, then permissions it already had are kept without being new grants', () => {
    expect(ungrantablePermissions([P.PRODUCTS_READ_PREVIEW], [P.PRODUCTS_READ_PREVIEW, P.ERP_CREATE])).toEqual([P.ERP_CREATE]);
    expect(ungrantablePermissions([P.PRODUCTS_READ_PREVIEW], [P.PRODUCTS_READ_PREVIEW, P.ERP_CREATE], [P.ERP_CREATE])).toEqual([]);
  });

  it('when a custom or default role lists a provider-only permission, directly or through a wildcard, then it is named', () => {
    expect(providerOnlyGrants([P.PRODUCTS_READ_PREVIEW, 'ROLES_MANAGEMENT_**', P.MERCHANTS_ALL_ACCESS, '**', P.ROLES_MANAGEMENT_CREATE_CUSTOM])).toEqual([
      'ROLES_MANAGEMENT_**',
      P.MERCHANTS_ALL_ACCESS,
      '**',
    ]);
  });

  it('when a list is stored, then it is trimmed, deduplicated and sorted', () => {
    expect(normalizePermissions([' ERP_CREATE', 'DASH_READ_ADMIN', 'ERP_CREATE', ''])).toEqual(['DASH_READ_ADMIN', 'ERP_CREATE']);
  });
});

describe('permission modules (the picker groups by the name before READ/CREATE/MODIFY/ALL)', () => {
  it.each([
    [P.STOCK_TAKE_REPORT_READ_PREVIEW, 'STOCK_TAKE_REPORT'],
    [P.STOCK_TAKE_CONFIGURATION_READ_PREVIEW, 'STOCK_TAKE_CONFIGURATION'],
    [P.ROLES_MANAGEMENT_CREATE_CUSTOM, 'ROLES_MANAGEMENT'],
    [P.ACTIVITIES_READ_PREVIEW_ANY, 'ACTIVITIES'],
    [P.RFID_PRINTING_MODIFY_PRINTING, 'RFID_PRINTING'],
    [P.MERCHANTS_ALL_ACCESS, 'MERCHANTS'],
    [P.ERP_CREATE, 'ERP'],
    [P.DASH_READ_ADMIN, 'DASH'],
  ])('%s → %s', (permission, module) => {
    expect(permissionModule(permission)).toBe(module);
  });

  it('when every permission is grouped, then each is in exactly one module and each module wildcard covers exactly its module', () => {
    const modules = permissionModules();
    expect(modules.flatMap((m) => m.permissions).sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const m of modules) {
      const covered = ALL_PERMISSIONS.filter((p) => p.startsWith(m.wildcard.slice(0, -2)));
      expect([m.module, covered.sort()]).toEqual([m.module, [...m.permissions].sort()]);
      expect(isKnownPermission(m.wildcard)).toBe(true);
    }
  });

  it('when a wildcard is selected, then the permissions it covers show which grant covers them', () => {
    expect(grantsCovering(['STOCK_TAKE_**', P.ERP_CREATE], P.STOCK_TAKE_REPORT_READ_PREVIEW)).toEqual(['STOCK_TAKE_**']);
    expect(grantsCovering(['ACTIVITIES_**'], P.ACTIVITIES_READ_PREVIEW_ANY)).toEqual(['ACTIVITIES_**']);
    expect(grantsCovering([P.ERP_CREATE], P.ERP_MODIFY)).toEqual([]);
  });
});

describe('role schemas', () => {
  it('when a role is created without cloneOf, then base role and permissions are required; a clone is custom', () => {
    expect(roleCreateBodySchema.safeParse({ name: 'Auditor' }).success).toBe(false);
    expect(roleCreateBodySchema.parse({ name: ' Auditor ', baseRole: 'USER', permissions: [] })).toMatchObject({ kind: 'custom', name: 'Auditor', description: '' });
    expect(roleCreateBodySchema.safeParse({ name: 'Copy', cloneOf: 'OWNER' }).success).toBe(true);
    expect(roleCreateBodySchema.safeParse({ name: 'Copy', cloneOf: 'OWNER', kind: 'default' }).success).toBe(false);
    expect(roleCreateBodySchema.safeParse({ name: 'x'.repeat(61), baseRole: 'USER', permissions: [] }).success).toBe(false);
  });

  it('when a role id is given, then a built-in name or a UUID is accepted', () => {
    for (const r of ROLE_NAMES) expect(roleIdSchema.safeParse(r).success).toBe(true);
    expect(roleIdSchema.safeParse('0b9d6c2e-6f4c-4a53-9d7a-5d0a2f7f3a11').success).toBe(true);
    expect(roleIdSchema.safeParse('owner').success).toBe(false);
    expect(roleUpdateBodySchema.safeParse({}).success).toBe(false);
  });
});
