import {
  DEFAULT_ROLE_PERMISSIONS,
  ROLE_LABELS,
  ROLE_NAMES,
  invalidPermissions,
  mayCreateRole,
  mayModifyRole,
  mayUseBaseRole,
  normalizePermissions,
  providerOnlyGrants,
  ungrantablePermissions,
  type CreatableRoleKind,
  type RoleCaller,
  type RoleKind,
  type RoleName,
  type RoleSummary,
} from '@hub/contracts';
import type { Refusal } from './user-admin';

/** Rules of the roles management API (issue 4 item 4); pure, the routes apply them in this order. */

const FORBIDDEN: Refusal = { code: 'UAC114', httpStatus: 403 };

/** Creating a role of this kind (or a clone) needs its permission; a default role a provider too (403 UAC114). */
export function createRefusal(caller: RoleCaller, kind: CreatableRoleKind, clone: boolean): Refusal | undefined {
  return mayCreateRole(caller, kind, clone) ? undefined : FORBIDDEN;
}

/** Changing or deleting a role needs the MODIFY permission of its kind (403 UAC114); see `mayModifyRole`. */
export function modifyRefusal(caller: RoleCaller, role: { kind: RoleKind; id: string }): Refusal | undefined {
  return mayModifyRole(caller, role) ? undefined : FORBIDDEN;
}

/** A custom or default role's base: never a provider role; a store-bound caller only store-bound ones (403 UAC114). */
export function baseRoleRefusal(callerRoleName: string, baseRole: RoleName): Refusal | undefined {
  return mayUseBaseRole(callerRoleName, baseRole) ? undefined : { ...FORBIDDEN, details: [{ path: 'body.baseRole', message: 'UAC114' }] };
}

/**
 * A permission list as given: unknown permissions 400 IP100 (each named in details); permissions the
 * caller does not hold 403 UAC114 (those the role already had are not new grants); provider-only
 * permissions in a custom or default role 403 UAC114.
 */
export function permissionsRefusal(
  caller: RoleCaller,
  kind: RoleKind,
  permissions: readonly string[],
  kept: readonly string[] = [],
): Refusal | undefined {
  const unknown = invalidPermissions(permissions);
  if (unknown.length > 0) return { code: 'IP100', httpStatus: 400, details: unknown.map((p) => ({ path: 'body.permissions', message: p })) };
  const ungrantable = ungrantablePermissions(caller.roles, permissions, kept);
  if (ungrantable.length > 0) return { ...FORBIDDEN, details: ungrantable.map((p) => ({ path: 'body.permissions', message: p })) };
  if (kind !== 'system') {
    const providerOnly = providerOnlyGrants(permissions);
    if (providerOnly.length > 0) return { ...FORBIDDEN, details: providerOnly.map((p) => ({ path: 'body.permissions', message: p })) };
  }
  return undefined;
}

/** A role name must not be a built-in role's (they are the system roles). */
export function reservedNameRefusal(name: string): Refusal | undefined {
  const upper = name.trim().toUpperCase();
  return (ROLE_NAMES as readonly string[]).includes(upper) ? { code: 'RL101', httpStatus: 409, details: [{ path: 'body.name', message: 'RL101' }] } : undefined;
}

/** The nine system roles as the list shows them: the override when there is one, else the code's defaults. */
export function systemRoleSummaries(
  overrides: ReadonlyMap<string, { permissions: string[]; updatedAt: string }>,
  counts: ReadonlyMap<string, number>,
): RoleSummary[] {
  return ROLE_NAMES.map((name) => {
    const override = overrides.get(name);
    return {
      id: name,
      kind: 'system',
      name,
      label: ROLE_LABELS[name] ?? null,
      description: '',
      baseRole: name,
      permissions: override ? [...override.permissions] : [...DEFAULT_ROLE_PERMISSIONS[name]],
      userCount: counts.get(name) ?? 0,
      overridden: override !== undefined,
      clonedFrom: null,
      updatedAt: override?.updatedAt ?? null,
    };
  });
}

/** Did a change touch what the role's holders may do (their sessions end, they sign in again)? */
export function changesAccess(before: { permissions: readonly string[]; baseRole: string }, after: { permissions: readonly string[]; baseRole: string }): boolean {
  const a = normalizePermissions(before.permissions);
  const b = normalizePermissions(after.permissions);
  return before.baseRole !== after.baseRole || a.length !== b.length || a.some((p, i) => p !== b[i]);
}
