import {
  isValidUserEmail,
  newPasswordViolations,
  newPinViolations,
  PROVIDER_ROLES,
  STORE_BOUND_ROLES,
  USER_LIST_DEFAULT_PAGE_SIZE,
  USER_LIST_MAX_PAGE_SIZE,
  type RoleName,
  type RuleViolation, type MessageCode } from '@hub/contracts';

/** Rules of the users management API (issue 4 item 3); pure, the routes apply them. */

export interface Refusal {
  code: MessageCode;
  httpStatus: number;
  details?: unknown[];
}

/** Roles whose last active holder keeps the merchant administrable (UAC116). */
export const ADMINISTRATOR_ROLES: readonly string[] = ['ADMIN', 'OWNER'];

/** `start` and `pageSize` of the list: defaults 0 and 20, page size 1..100. */
export function userListPaging(start?: string, pageSize?: string): { start: number; pageSize: number } {
  const s = start === undefined ? 0 : Number(start);
  const p = pageSize === undefined ? USER_LIST_DEFAULT_PAGE_SIZE : Number(pageSize);
  return {
    start: Number.isSafeInteger(s) && s >= 0 ? s : 0,
    pageSize: Math.min(USER_LIST_MAX_PAGE_SIZE, Math.max(1, Number.isSafeInteger(p) ? p : USER_LIST_DEFAULT_PAGE_SIZE)),
  };
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A store-bound caller (callerStores not null) sees and manages only users whose stores are all
 * within its own, and who have at least one (users without stores work across the merchant).
 */
export function userWithinCallerStores(userStores: readonly string[], callerStores: readonly string[] | null): boolean {
  if (callerStores === null) return true;
  return userStores.length > 0 && userStores.every((s) => callerStores.includes(s));
}

/**
 * The stores given to a user: not empty (400 UAC112), each an active store of the merchant and,
 * for a store-bound caller, one of its own (400 UAC108). Foreign codes are not echoed back.
 */
export function storesRefusal(
  stores: readonly string[],
  merchantStores: readonly string[],
  callerStores: readonly string[] | null,
): Refusal | undefined {
  if (stores.length === 0) return { code: 'UAC112', httpStatus: 400, details: [{ path: 'body.stores', message: 'UAC112' }] };
  const unknown = stores.some((s) => !merchantStores.includes(s) || (callerStores !== null && !callerStores.includes(s)));
  if (unknown) return { code: 'UAC108', httpStatus: 400, details: [{ path: 'body.stores', message: 'UAC108' }] };
  return undefined;
}

/**
 * Who may grant a role: provider roles (SADMIN, SUPPORT) only by a provider (403 UAC114); a
 * store-bound caller only store-bound roles.
 */
export function roleGrantRefusal(callerRole: string, granted: RoleName, callerStoreBound: boolean): Refusal | undefined {
  const callerIsProvider = (PROVIDER_ROLES as readonly string[]).includes(callerRole);
  if (PROVIDER_ROLES.includes(granted) && !callerIsProvider) return { code: 'UAC114', httpStatus: 403 };
  if (callerStoreBound && !STORE_BOUND_ROLES.includes(granted)) return { code: 'UAC114', httpStatus: 403 };
  return undefined;
}

/** The section-5 checks of a new user, in this order: e-mail (UR109), password and PIN rules (IP100 with details). */
export function newUserRefusal(body: { email: string; password: string; pin?: string | null }): Refusal | undefined {
  if (!isValidUserEmail(body.email)) return { code: 'UR109', httpStatus: 400, details: [{ path: 'body.email', message: 'UR109' }] };
  const violations: RuleViolation[] = [...newPasswordViolations(body.password), ...newPinViolations(body.pin)];
  if (violations.length > 0) return { code: 'IP100', httpStatus: 400, details: violations };
  return undefined;
}

export interface DeactivationCase {
  callerId: string;
  target: { id: string; active: boolean; roleName: string };
  change: { active?: boolean; roleName?: string };
  /** Other active ADMIN/OWNER users of the merchant, the target not counted. */
  otherActiveAdministrators: number;
}

/**
 * UAC116: nobody deactivates themself, and the merchant keeps one active ADMIN or OWNER (the last
 * one can be neither deactivated nor given another role).
 */
export function deactivationRefusal(c: DeactivationCase): Refusal | undefined {
  const deactivates = c.target.active && c.change.active === false;
  if (deactivates && c.target.id === c.callerId) return { code: 'UAC116', httpStatus: 400 };
  const isAdministrator = c.target.active && ADMINISTRATOR_ROLES.includes(c.target.roleName);
  const staysAdministrator = !deactivates && (c.change.roleName === undefined || ADMINISTRATOR_ROLES.includes(c.change.roleName));
  if (isAdministrator && !staysAdministrator && c.otherActiveAdministrators === 0) return { code: 'UAC116', httpStatus: 400 };
  return undefined;
}

/** The parts of a user that decide what their tokens and keys may do (and which merchants they may switch to). */
export interface UserRights {
  baseRole: string;
  roleId?: string;
  stores: readonly string[];
  active: boolean;
  /** Issue 29 item 3: the other merchants the user may switch to (absent: not compared). */
  merchants?: readonly string[];
}

/**
 * Did an edit change the user's rights (issue 9 item 1)? Their role (built-in or held role), their
 * stores (as a set), their active flag, or the merchants they may switch to (issue 29 item 3). A name
 * or phone change does not.
 */
export function rightsChanged(before: UserRights, after: UserRights): boolean {
  if (before.baseRole !== after.baseRole || (before.roleId ?? null) !== (after.roleId ?? null) || before.active !== after.active) return true;
  return !sameSet(before.stores, after.stores) || !sameSet(before.merchants ?? [], after.merchants ?? []);
}

function sameSet(x: readonly string[], y: readonly string[]): boolean {
  const a = new Set(x);
  const b = new Set(y);
  return a.size === b.size && [...a].every((s) => b.has(s));
}

/**
 * Issue 29 item 3: the other merchants a user may switch to, as a provider administrator sets them:
 * only a caller holding MERCHANTS_ALL_ACCESS (403 UAC114), each an existing merchant (400 UAC106);
 * the user's own merchant and repeats are dropped.
 */
export function merchantsChange(
  wanted: readonly string[],
  c: { callerMayAllMerchants: boolean; ownMerchant: string; existing: readonly string[] },
): { merchants: string[] } | Refusal {
  if (!c.callerMayAllMerchants) return { code: 'UAC114', httpStatus: 403 };
  const merchants = [...new Set(wanted)].filter((m) => m !== c.ownMerchant).sort();
  if (merchants.some((m) => !c.existing.includes(m))) return { code: 'UAC106', httpStatus: 400, details: [{ path: 'body.merchants', message: 'UAC106' }] };
  return { merchants };
}
