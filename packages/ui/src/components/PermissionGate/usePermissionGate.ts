import { hasAllPermissions, hasAnyPermission } from '@hub/contracts';
import { useHubStore } from '../../store/hubStore';

export interface PermissionRequirement {
  /** Every one of these is needed. */
  permission?: string | readonly string[];
  /** Any one of these is enough. */
  anyOf?: readonly string[];
}

export function isAllowed(granted: readonly string[] | undefined, req: PermissionRequirement): boolean {
  const all = req.permission === undefined ? [] : typeof req.permission === 'string' ? [req.permission] : req.permission;
  if (all.length > 0 && !hasAllPermissions(granted, all)) return false;
  if (req.anyOf && req.anyOf.length > 0 && !hasAnyPermission(granted, req.anyOf)) return false;
  return true;
}

/** Does the signed-in user hold the permissions? (spec section 6) */
export function usePermission(req: PermissionRequirement): boolean {
  const roles = useHubStore((s) => s.user?.roles);
  return isAllowed(roles, req);
}
