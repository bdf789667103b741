/**
 * Spec section 5, "Notifications": the last role cannot be removed and at least one role is
 * required. Returns the roles left, or an error when the change would leave none.
 */
export function removeRole(roles: readonly string[], role: string): { ok: true; roles: string[] } | { ok: false; reason: 'last-role' } {
  const left = roles.filter((r) => r !== role);
  if (left.length === 0) return { ok: false, reason: 'last-role' };
  return { ok: true, roles: left };
}
