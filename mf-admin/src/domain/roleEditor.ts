import {
  MERCHANT_BASE_ROLES,
  ROLE_KINDS,
  ROLE_NAME_MAX_LENGTH,
  canGrant,
  grantsCovering,
  mayUseBaseRole,
  permissionModule,
  permissionModules,
  permissionsCoveredBy,
  visibleNavigation,
  visibleQuickSettings,
  type NavItem,
  type NavigationFlags,
  type QuickSettingsEntry,
  type RoleKind,
  type RoleName,
  type RoleSummary,
  type RoleUpdateBody,
} from '@hub/contracts';

/** The roles screens' rules (issue 4 item 4); pure, the pages render them. */

export interface RoleGroup {
  kind: RoleKind;
  roles: RoleSummary[];
}

/** The list grouped by kind, in the order system, default, custom; every group present (an empty one says so). */
export function groupRolesByKind(roles: readonly RoleSummary[]): RoleGroup[] {
  return ROLE_KINDS.map((kind) => ({ kind, roles: roles.filter((r) => r.kind === kind) }));
}

// ------------------------------------------------------------------------------------------------
// The permission picker
// ------------------------------------------------------------------------------------------------

export interface PickerItem {
  permission: string;
  /** The action part after the module, e.g. READ_PREVIEW (an i18n key). */
  action: string;
  checked: boolean;
  /** Selected wildcards that include it (then it cannot be unticked on its own). */
  coveredBy: string[];
  /** May the caller grant it (or keep it: the role had it)? A ticked one it may not is left enabled, to be unticked. */
  grantable: boolean;
  disabled: boolean;
}

export interface PickerModule {
  module: string;
  wildcard: string;
  items: PickerItem[];
  /** The module-level "all" toggle: grants `MODULE_**`. */
  all: { checked: boolean; disabled: boolean; coveredBy: string[] };
  /** Permissions (no wildcards) the module wildcard covers today. */
  covers: string[];
  /** Ticked items (directly or through a wildcard). */
  selectedCount: number;
}

/** The part of a permission after its module: STOCK_TAKE_REPORT_READ_PREVIEW → READ_PREVIEW. */
export function permissionAction(permission: string): string {
  const module = permissionModule(permission);
  return permission.length > module.length ? permission.slice(module.length + 1) : permission;
}

/**
 * The picker's state: every module with its permissions ticked (directly, or through a selected
 * wildcard), and disabled where the caller may not grant (a permission already in the role stays
 * removable: it is not a new grant) or where a wildcard already covers it.
 */
export function pickerModel(selected: readonly string[], held: readonly string[], kept: readonly string[] = [], readOnly = false): PickerModule[] {
  const grantable = (p: string) => kept.includes(p) || canGrant(held, p);
  return permissionModules().map(({ module, wildcard, permissions }) => {
    const wider = grantsCovering(selected, wildcard).filter((g) => g !== wildcard);
    const items = permissions.map((permission) => {
      const coveredBy = grantsCovering(selected, permission).filter((g) => g !== permission);
      return {
        permission,
        action: permissionAction(permission),
        checked: selected.includes(permission) || coveredBy.length > 0,
        coveredBy,
        grantable: grantable(permission),
        disabled: readOnly || coveredBy.length > 0 || (!grantable(permission) && !selected.includes(permission)),
      };
    });
    const allChecked = selected.includes(wildcard) || wider.length > 0;
    return {
      module,
      wildcard,
      items,
      all: { checked: allChecked, coveredBy: wider, disabled: readOnly || wider.length > 0 || (!grantable(wildcard) && !selected.includes(wildcard)) },
      covers: permissionsCoveredBy(wildcard),
      selectedCount: items.filter((i) => i.checked).length,
    };
  });
}

/** Selected grants that are no module's permission or module wildcard (e.g. `**`, `STOCK_TAKE_**`): shown apart. */
export function otherGrants(selected: readonly string[]): string[] {
  const modules = permissionModules();
  const known = new Set(modules.flatMap((m) => [m.wildcard, ...m.permissions]));
  return selected.filter((g) => !known.has(g));
}

export function togglePermission(selected: readonly string[], permission: string, on: boolean): string[] {
  const without = selected.filter((p) => p !== permission);
  return on ? [...without, permission].sort() : without;
}

/** The "all" toggle: on grants `MODULE_**` (the module's single permissions become redundant and go); off takes it away. */
export function toggleModuleAll(selected: readonly string[], wildcard: string, on: boolean): string[] {
  const prefix = wildcard.slice(0, -2);
  if (!on) return selected.filter((p) => p !== wildcard);
  return [...selected.filter((p) => !(p === wildcard || (p.startsWith(prefix) && p !== wildcard))), wildcard].sort();
}

// ------------------------------------------------------------------------------------------------
// The form
// ------------------------------------------------------------------------------------------------

export type RoleFormKind = 'custom' | 'default' | 'clone';

export interface RoleFormValues {
  kind: RoleFormKind;
  /** The role cloned (kind clone). */
  cloneOf: string;
  name: string;
  description: string;
  baseRole: RoleName | '';
  permissions: string[];
}

export type RoleFormErrors = Partial<Record<'name' | 'baseRole' | 'cloneOf', 'required' | 'tooLong'>>;

export function roleFormErrors(v: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  const name = v.name.trim();
  if (name.length === 0) errors.name = 'required';
  else if (name.length > ROLE_NAME_MAX_LENGTH) errors.name = 'tooLong';
  if (v.kind === 'clone' && !v.cloneOf) errors.cloneOf = 'required';
  if (v.baseRole === '') errors.baseRole = 'required';
  return errors;
}

/** The body of POST /merchant/roles. */
export function createBody(v: RoleFormValues) {
  const common = { name: v.name.trim(), description: v.description.trim(), baseRole: v.baseRole || undefined, permissions: v.permissions };
  return v.kind === 'clone' ? { kind: 'custom' as const, cloneOf: v.cloneOf, ...common } : { kind: v.kind, ...common };
}

/** The body of PUT /merchant/roles/{id}: a system role changes its permissions only; others only what changed. */
export function updateBody(role: RoleSummary, v: RoleFormValues): RoleUpdateBody {
  if (role.kind === 'system') return { permissions: v.permissions };
  const body: RoleUpdateBody = {};
  if (v.name.trim() !== role.name) body.name = v.name.trim();
  if (v.description.trim() !== role.description) body.description = v.description.trim();
  if (v.baseRole && v.baseRole !== role.baseRole) body.baseRole = v.baseRole;
  const sorted = [...v.permissions].sort();
  if (sorted.join() !== [...role.permissions].sort().join()) body.permissions = sorted;
  return body;
}

/** The form filled from a role (edit), or from the role to clone (new name left to the user). */
export function valuesFromRole(role: RoleSummary, kind: RoleFormKind = role.kind === 'default' ? 'default' : 'custom'): RoleFormValues {
  return {
    kind,
    cloneOf: kind === 'clone' ? role.id : '',
    name: kind === 'clone' ? '' : role.name,
    description: role.description,
    baseRole: role.baseRole,
    permissions: [...role.permissions],
  };
}

/** Base roles the caller may choose for a custom or default role. */
export function baseRoleChoices(callerRoleName: string): RoleName[] {
  return MERCHANT_BASE_ROLES.filter((r) => mayUseBaseRole(callerRoleName, r));
}

// ------------------------------------------------------------------------------------------------
// The menu preview
// ------------------------------------------------------------------------------------------------

export interface MenuPreview {
  navigation: NavItem[];
  quickSettings: QuickSettingsEntry[];
}

/**
 * The menu a holder of the role would see: the shell's own rules (contracts' visibleNavigation and
 * visibleQuickSettings) on the role's permissions, its base role and the merchant's menu flags.
 */
export function menuPreview(role: Pick<RoleSummary, 'permissions' | 'baseRole'>, flags: NavigationFlags): MenuPreview {
  return {
    navigation: visibleNavigation(role.permissions, flags),
    quickSettings: visibleQuickSettings(role.permissions, role.baseRole),
  };
}
