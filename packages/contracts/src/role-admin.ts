import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { ALL_PERMISSIONS, PERMISSIONS as P, grantMatches, hasPermission } from './permissions';
import { isProviderRole, PROVIDER_ONLY_PERMISSIONS, PROVIDER_ROLES, ROLE_NAMES, STORE_BOUND_ROLES, type RoleName } from './roles';

/**
 * Roles management of issue 4 item 4 (spec sections 2 "/management/roles", 6 "Roles and
 * permissions"): system roles are the nine built-in roles (code-defined; a provider may override
 * their permission sets globally), default roles are provider-defined templates every merchant may
 * assign, custom roles belong to one merchant. The rules here are pure: svc-auth enforces them, the
 * roles screens use the same functions to show what the caller may do.
 */

export const ROLE_KINDS = ['system', 'default', 'custom'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];
/** Kinds a caller can create; a clone is always a custom role. */
export const CREATABLE_ROLE_KINDS = ['custom', 'default'] as const;
export type CreatableRoleKind = (typeof CREATABLE_ROLE_KINDS)[number];

export const ROLE_NAME_MAX_LENGTH = 60;
export const ROLE_DESCRIPTION_MAX_LENGTH = 300;
export const ROLE_PERMISSIONS_MAX = 200;

/** The wildcard that matches every permission (SADMIN's grant). */
export const ALL_PERMISSIONS_WILDCARD = '**';

/** Built-in roles a custom or default role may be based on: not the provider roles. */
export const MERCHANT_BASE_ROLES: readonly RoleName[] = ROLE_NAMES.filter((r) => !PROVIDER_ROLES.includes(r));

/** A role id: the built-in name for system roles, a UUID for default and custom roles. */
export const roleIdSchema = z.union([z.enum(ROLE_NAMES), z.string().uuid()]);
export const roleIdParamsSchema = z.object({ id: roleIdSchema });

const roleNameField = z.string().trim().min(1).max(ROLE_NAME_MAX_LENGTH);
const descriptionField = z.string().trim().max(ROLE_DESCRIPTION_MAX_LENGTH);
/** Checked against the known permissions by `invalidPermissions` (IP100 with details), not here. */
const permissionsField = z.array(z.string().trim().min(1).max(100)).max(ROLE_PERMISSIONS_MAX);

/**
 * POST /merchant/roles. `cloneOf` copies a visible role into a new custom role: its base role and
 * permissions are taken from the source unless the body gives them. Without `cloneOf`, both are required.
 */
export const roleCreateBodySchema = z
  .object({
    kind: z.enum(CREATABLE_ROLE_KINDS).default('custom'),
    name: roleNameField,
    description: descriptionField.default(''),
    baseRole: z.enum(ROLE_NAMES).optional(),
    permissions: permissionsField.optional(),
    cloneOf: roleIdSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.cloneOf !== undefined) {
      if (b.kind !== 'custom') ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['kind'], message: 'a clone is a custom role' });
      return;
    }
    if (b.baseRole === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['baseRole'], message: 'Required' });
    if (b.permissions === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['permissions'], message: 'Required' });
  });
export type RoleCreateBody = z.input<typeof roleCreateBodySchema>;

/**
 * PUT /merchant/roles/{id}: absent fields stay as they are. A system role changes only its
 * permissions (its name, description and behaviour are the code's).
 */
export const roleUpdateBodySchema = z
  .object({
    name: roleNameField.optional(),
    description: descriptionField.optional(),
    baseRole: z.enum(ROLE_NAMES).optional(),
    permissions: permissionsField.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });
export type RoleUpdateBody = z.input<typeof roleUpdateBodySchema>;

/** A role as GET /merchant/roles and GET /merchant/roles/{id} answer it. */
export const roleSummarySchema = z.object({
  id: z.string().max(TEXT_MAX),
  kind: z.enum(ROLE_KINDS),
  /** System roles: the built-in name; others: the given name. */
  name: z.string().max(TEXT_MAX),
  /** What the screens show: a system role's label of spec section 6 (ROLE_LABELS, English; null when unlabelled), else the name. */
  label: z.string().max(TEXT_MAX).nullable(),
  description: z.string().max(TEXT_MAX),
  /** The built-in role whose behaviours (store-bound, provider scope) apply. */
  baseRole: z.enum(ROLE_NAMES),
  /** The effective permission list (a system role's override when there is one). */
  permissions: z.array(z.string().max(TEXT_MAX)),
  /** Users of the caller's merchant holding the role. */
  userCount: z.number().int(),
  /** System roles: the permission set is overridden (else the code's defaults apply). */
  overridden: z.boolean(),
  /** The role a clone was copied from (its name at the time). */
  clonedFrom: z.string().max(TEXT_MAX).nullable(),
  updatedAt: z.string().max(TEXT_MAX).nullable(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

/** The caller as the rules see it: its effective permissions and its built-in (base) role. */
export interface RoleCaller {
  roles: readonly string[];
  roleName: string;
}

function wildcardPrefix(permission: string): string | undefined {
  return permission.endsWith('**') ? permission.slice(0, -2) : undefined;
}

/** The permissions without wildcards that a grant covers (a plain permission covers itself when known). */
export function permissionsCoveredBy(grant: string): string[] {
  const concrete = ALL_PERMISSIONS.filter((p) => wildcardPrefix(p) === undefined);
  const prefix = wildcardPrefix(grant);
  if (prefix === undefined) return concrete.filter((p) => p === grant);
  return concrete.filter((p) => p.startsWith(prefix));
}

/**
 * Is this a permission a role may list? A known permission, or a wildcard ending in `**` whose
 * prefix starts at least one known permission (so `STOCK_TAKE_**` is fine, `STOCKS_**` is not).
 */
export function isKnownPermission(permission: string): boolean {
  if ((ALL_PERMISSIONS as readonly string[]).includes(permission)) return true;
  const prefix = wildcardPrefix(permission);
  if (prefix === undefined || prefix.includes('*')) return false;
  return ALL_PERMISSIONS.some((p) => p.startsWith(prefix));
}

/** The listed permissions that are not known (IP100). */
export function invalidPermissions(permissions: readonly string[]): string[] {
  return permissions.filter((p) => !isKnownPermission(p));
}

/** The listed permissions that reach a provider-only permission (never in a custom or default role). */
export function providerOnlyGrants(permissions: readonly string[]): string[] {
  return permissions.filter((p) => PROVIDER_ONLY_PERMISSIONS.some((only) => grantMatches(p, only)));
}

/**
 * May a caller holding `held` grant `permission`? A plain permission: the caller holds it
 * (hasPermission, so through a wildcard too). A wildcard: the caller holds a wildcard at least as
 * wide, or holds every known permission it covers today (an ADMIN with an explicit list may grant
 * `STOCK_TAKE_REPORT_**` when it holds all of STOCK_TAKE_REPORT_*).
 */
export function canGrant(held: readonly string[], permission: string): boolean {
  const prefix = wildcardPrefix(permission);
  if (prefix === undefined) return hasPermission(held, permission);
  const wider = held.some((g) => {
    const gp = wildcardPrefix(g);
    return gp !== undefined && prefix.startsWith(gp);
  });
  if (wider) return true;
  const covered = permissionsCoveredBy(permission);
  return covered.length > 0 && covered.every((p) => hasPermission(held, p));
}

/** The permissions of `wanted` the caller may not grant; those already in `kept` (unchanged) are not new grants. */
export function ungrantablePermissions(held: readonly string[], wanted: readonly string[], kept: readonly string[] = []): string[] {
  return wanted.filter((p) => !kept.includes(p) && !canGrant(held, p));
}

/** One list: trimmed, without duplicates, sorted (what is stored and answered). */
export function normalizePermissions(permissions: readonly string[]): string[] {
  return [...new Set(permissions.map((p) => p.trim()).filter((p) => p.length > 0))].sort();
}

export type RoleAction = 'create' | 'clone' | 'modify' | 'delete';

const CREATE_PERMISSION: Readonly<Record<CreatableRoleKind, string>> = {
  custom: P.ROLES_MANAGEMENT_CREATE_CUSTOM,
  default: P.ROLES_MANAGEMENT_CREATE_DEFAULT,
};
const MODIFY_PERMISSION: Readonly<Record<RoleKind, string>> = {
  system: P.ROLES_MANAGEMENT_MODIFY_SYSTEM,
  default: P.ROLES_MANAGEMENT_MODIFY_DEFAULT,
  custom: P.ROLES_MANAGEMENT_MODIFY_CUSTOM,
};

/** The permission a create needs: CREATE_CLONE for a clone, else CREATE_CUSTOM or CREATE_DEFAULT. */
export function createPermissionOf(kind: CreatableRoleKind, clone: boolean): string {
  return clone ? P.ROLES_MANAGEMENT_CREATE_CLONE : CREATE_PERMISSION[kind];
}

/** The permission modifying (or deleting) a role of this kind needs. */
export function modifyPermissionOf(kind: RoleKind): string {
  return MODIFY_PERMISSION[kind];
}

/**
 * May the caller create a role of this kind (clone: copy into a custom role)? The kind's permission,
 * and for default roles a provider caller too: default roles are provider templates.
 */
export function mayCreateRole(caller: RoleCaller, kind: CreatableRoleKind, clone = false): boolean {
  if (!hasPermission(caller.roles, createPermissionOf(kind, clone))) return false;
  return kind === 'custom' || isProviderRole(caller.roleName);
}

/**
 * May the caller change this role (or delete it; for a system role: drop its override)? Custom
 * roles with MODIFY_CUSTOM; default and system roles only by a provider with MODIFY_DEFAULT /
 * MODIFY_SYSTEM; SADMIN's `**` never (that would lock the provider out).
 */
export function mayModifyRole(caller: RoleCaller, role: { kind: RoleKind; id: string }): boolean {
  if (role.kind === 'system' && role.id === 'SADMIN') return false;
  if (!hasPermission(caller.roles, modifyPermissionOf(role.kind))) return false;
  return role.kind === 'custom' || isProviderRole(caller.roleName);
}

/**
 * May the caller base a role on this built-in role? Never on a provider role (a custom or default
 * role belongs to merchant users); a store-bound caller only on store-bound roles (as for users).
 */
export function mayUseBaseRole(callerRoleName: string, baseRole: RoleName): boolean {
  if (PROVIDER_ROLES.includes(baseRole)) return false;
  const callerStoreBound = (STORE_BOUND_ROLES as readonly string[]).includes(callerRoleName);
  return !callerStoreBound || STORE_BOUND_ROLES.includes(baseRole);
}

/** What the roles screen offers on one role (the server applies the same rules). */
export function roleActionsFor(caller: RoleCaller, role: Pick<RoleSummary, 'id' | 'kind' | 'baseRole' | 'userCount' | 'overridden'>) {
  const modify = mayModifyRole(caller, role);
  return {
    modify,
    /** Custom/default: delete; system: drop the override. */
    remove: modify && (role.kind === 'system' ? role.overridden : true),
    clone: mayCreateRole(caller, 'custom', true) && mayUseBaseRole(caller.roleName, role.baseRole),
  };
}

// ---------------------------------------------------------------------------------------------------
// The permission picker: permissions grouped by module
// ---------------------------------------------------------------------------------------------------

const ACTION_WORDS = /_(READ|CREATE|MODIFY|ALL)(_|$)/;

/**
 * The module of a permission: its name up to the action word (READ, CREATE, MODIFY, ALL):
 * STOCK_TAKE_REPORT_READ_PREVIEW → STOCK_TAKE_REPORT, ROLES_MANAGEMENT_CREATE_CUSTOM →
 * ROLES_MANAGEMENT, ACTIVITIES_READ_PREVIEW_** → ACTIVITIES.
 */
export function permissionModule(permission: string): string {
  const match = ACTION_WORDS.exec(permission);
  return match ? permission.slice(0, match.index) : permission.replace(/_?\*\*$/, '');
}

export interface PermissionModule {
  /** e.g. STOCK_TAKE_REPORT (an i18n key of the screens). */
  module: string;
  /** The module-level "all" grant: `STOCK_TAKE_REPORT_**`. */
  wildcard: string;
  /** The module's permissions as declared (a wildcard entry such as ACTIVITIES_READ_PREVIEW_** included). */
  permissions: string[];
}

/** Every permission grouped by module, in declaration order. */
export function permissionModules(permissions: readonly string[] = ALL_PERMISSIONS): PermissionModule[] {
  const byModule = new Map<string, string[]>();
  for (const p of permissions) {
    const m = permissionModule(p);
    byModule.set(m, [...(byModule.get(m) ?? []), p]);
  }
  return [...byModule].map(([module, list]) => ({ module, wildcard: `${module}_**`, permissions: list }));
}

/** The grants of `selected` that cover `permission` (itself, or wildcards wider than it). */
export function grantsCovering(selected: readonly string[], permission: string): string[] {
  return selected.filter((g) => {
    const prefix = wildcardPrefix(g);
    return g === permission || (prefix !== undefined && permission.startsWith(prefix));
  });
}
