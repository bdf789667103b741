import { hasPermission, isRoleName, PERMISSIONS, PROVIDER_ROLES, type ActivityKind, type RoleName } from '@hub/contracts';

const READ_BY_KIND: Readonly<Record<ActivityKind, string>> = {
  system: PERMISSIONS.ACTIVITIES_READ_PREVIEW_SYSTEM,
  default: PERMISSIONS.ACTIVITIES_READ_PREVIEW_DEFAULT,
  custom: PERMISSIONS.ACTIVITIES_READ_PREVIEW_CUSTOM,
};

/**
 * The kinds of audit entries a caller sees (spec section 6, ACTIVITIES read family): each of
 * ACTIVITIES_READ_PREVIEW_SYSTEM, _DEFAULT and _CUSTOM opens its kind; wildcard grants
 * (`ACTIVITIES_READ_PREVIEW_**`, `ACTIVITIES_**`, `**`) open every kind they cover.
 */
export function visibleActivityKinds(granted: readonly string[]): ActivityKind[] {
  return (Object.keys(READ_BY_KIND) as ActivityKind[]).filter((kind) => hasPermission(granted, READ_BY_KIND[kind]));
}

/**
 * The kind of role activity an entry records, from the acting user: no user (a service or an
 * unknown actor) or a provider role → 'system'; a user holding a merchant's custom role (roleKind,
 * migration 008) or any role name that is not built-in → 'custom'; a built-in merchant role or a
 * provider's default role → 'default'.
 */
export function activityKindOf(actor: { roleName: string; roleKind?: 'default' | 'custom' | null } | null): ActivityKind {
  if (!actor) return 'system';
  if (actor.roleKind === 'custom' || !isRoleName(actor.roleName)) return 'custom';
  return (PROVIDER_ROLES as readonly RoleName[]).includes(actor.roleName) ? 'system' : 'default';
}

/** The entity an action names: `store.created` → `store`. */
export function entityOfAction(action: string): string {
  return action.split('.')[0] ?? action;
}
