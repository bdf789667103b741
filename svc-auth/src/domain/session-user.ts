import {
  DEFAULT_ROLE_PERMISSIONS,
  MASTER_STORE,
  PROVIDER_ROLES,
  STORE_BOUND_ROLES,
  isRoleName,
  type AccessClaims,
  type RoleName,
  type SessionUser, type MessageCode } from '@hub/contracts';

export interface UserRecord {
  id: string;
  email: string;
  userName: string;
  active: boolean;
  roleName: string;
  permissions: string[] | null;
  image: string | null;
  merchantId: string | null;
  profile: string;
  defaultSid: string;
  stores: string[];
  merchants: string[];
  /**
   * What the held role grants (migration 008): a default or custom role's list, or a provider's
   * override of the built-in role; absent or null: the built-in role's defaults.
   */
  rolePermissions?: string[] | null;
  /** Issue 29 item 3 (migration 016): signed in with a temporary password, a new one must be chosen. */
  passwordChangeRequired?: boolean;
}

/**
 * The permission strings of a user, resolved at sign-in, refresh and account switch: the user's own
 * override when set, else the held role's (a default or custom role's list, or the system override),
 * else the built-in role's defaults.
 */
export function permissionsOf(user: Pick<UserRecord, 'roleName' | 'permissions' | 'rolePermissions'>): string[] {
  if (user.permissions) return [...user.permissions];
  if (user.rolePermissions) return [...user.rolePermissions];
  return isRoleName(user.roleName) ? [...DEFAULT_ROLE_PERMISSIONS[user.roleName]] : [];
}

export function isProviderRole(roleName: string): boolean {
  return (PROVIDER_ROLES as readonly string[]).includes(roleName as RoleName);
}

/** Merchants a user may switch to: provider roles get all of them, others their own plus the listed ones. */
export function switchableMerchants(user: Pick<UserRecord, 'roleName' | 'merchantId' | 'merchants'>, allMerchantIds: readonly string[]): string[] {
  if (isProviderRole(user.roleName)) return [...allMerchantIds].sort();
  const own = user.merchantId ? [user.merchantId] : [];
  return [...new Set([...own, ...user.merchants])].filter((id) => allMerchantIds.includes(id)).sort();
}

export interface SessionAccount {
  merchantId: string;
  profile: string;
  sid: string;
}

/** Where a new session starts: the user's merchant, profile and default store. */
export function initialAccount(user: UserRecord): SessionAccount | undefined {
  if (!user.merchantId) return undefined;
  const sid = user.stores.length > 0 && !user.stores.includes(user.defaultSid) ? user.stores[0]! : user.defaultSid || MASTER_STORE;
  return { merchantId: user.merchantId, profile: user.profile, sid };
}

/** Spec section 3, "Session user". */
export function toSessionUser(user: UserRecord, account: SessionAccount, merchants: string[]): SessionUser {
  return {
    userName: user.userName,
    email: user.email,
    image: user.image,
    roleName: user.roleName,
    roles: permissionsOf(user),
    merchantID: account.merchantId,
    profile: account.profile,
    sid: account.sid,
    merchants,
    ...(user.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
  };
}

export function toAccessClaims(user: UserRecord, account: SessionAccount, sessionId: string): AccessClaims {
  return {
    sub: user.id,
    sessionId,
    merchantID: account.merchantId,
    profile: account.profile,
    sid: account.sid,
    roleName: user.roleName,
    roles: permissionsOf(user),
    stores: [...user.stores],
    ...(user.passwordChangeRequired ? { passwordChangeRequired: true as const } : {}),
  };
}

/** Sign-in outcome once the user is found and the password checked (spec section 8 codes). */
/**
 * Issue 29 item 1 (ADR 0037): the PIN signs in a shared store device, for store-bound roles only. Unknown
 * e-mail UAC100, no PIN or a wrong one 401 UAC111, then the sign-in's own refusals, then a role that is
 * not store-bound 403 UAC114 (its holder signs in with the password).
 */
export function pinSigninRefusal(
  user: Pick<UserRecord, 'active' | 'merchantId' | 'roleName'> | undefined,
  pinOk: boolean,
): { code: MessageCode; httpStatus: number } | undefined {
  if (user && !pinOk) return { code: 'UAC111', httpStatus: 401 };
  const refusal = signinRefusal(user, pinOk);
  if (refusal) return refusal;
  if (!(STORE_BOUND_ROLES as readonly string[]).includes(user!.roleName)) return { code: 'UAC114', httpStatus: 403 };
  return undefined;
}

export function signinRefusal(user: Pick<UserRecord, 'active' | 'merchantId'> | undefined, passwordOk: boolean): { code: MessageCode; httpStatus: number } | undefined {
  if (!user) return { code: 'UAC100', httpStatus: 401 };
  if (!passwordOk) return { code: 'UAC110', httpStatus: 401 };
  if (!user.active) return { code: 'UAC115', httpStatus: 403 };
  if (!user.merchantId) return { code: 'UAC105', httpStatus: 401 };
  return undefined;
}
