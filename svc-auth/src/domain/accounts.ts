import {
  STORE_BOUND_ROLES,
  type ChangeAccountBody,
  type Merchant,
  type RoleName,
  type RuleViolation, type MessageCode } from '@hub/contracts';
import { visibleInScope } from '@hub/service-kit';
import type { SessionAccount, UserRecord } from './session-user';

export interface ProfileStore {
  profile: string;
  code: string;
  name: string;
}

export function isStoreBoundRole(roleName: string): boolean {
  return (STORE_BOUND_ROLES as readonly string[]).includes(roleName as RoleName);
}

/**
 * Spec section 3, "Merchant", as a user may switch within it: every profile with the stores the user
 * may work in. Store-bound roles see only their own stores (never MASTER); a profile left without
 * stores is dropped, since no store of it could be chosen.
 */
export function merchantView(
  merchantId: string,
  profiles: readonly string[],
  stores: readonly ProfileStore[],
  user: Pick<UserRecord, 'roleName' | 'stores'>,
): Merchant {
  const allowed = visibleInScope({ storeCodes: isStoreBoundRole(user.roleName) ? user.stores : null }, stores, (store) => store.code);
  return {
    id: merchantId,
    profile: profiles
      .map((name) => ({
        name,
        stores: allowed.filter((s) => s.profile === name).map((s) => ({ code: s.code, name: s.name })),
      }))
      .filter((p) => p.stores.length > 0),
  };
}

export type Refusal = { code: MessageCode; httpStatus: number };

/**
 * POST /merchant/user/change: the account asked for, or the refusal of spec section 8
 * (UAC105 no merchant, UAC106 merchant not switchable, UAC107 profile, UAC108 store).
 * An unknown or foreign merchant answers 404 UAC106, so nothing reveals that it exists.
 */
export function decideAccountChange(
  user: Pick<UserRecord, 'merchantId'>,
  switchable: readonly string[],
  merchant: Merchant | undefined,
  body: ChangeAccountBody,
): { account: SessionAccount } | Refusal {
  if (!user.merchantId || switchable.length === 0) return { code: 'UAC105', httpStatus: 403 };
  if (!switchable.includes(body.merchantID) || !merchant || merchant.id !== body.merchantID)
    return { code: 'UAC106', httpStatus: 404 };
  const profile = merchant.profile.find((p) => p.name === body.profile);
  if (!profile) return { code: 'UAC107', httpStatus: 400 };
  if (!profile.stores.some((s) => s.code === body.sid)) return { code: 'UAC108', httpStatus: 400 };
  return { account: { merchantId: body.merchantID, profile: body.profile, sid: body.sid } };
}

/** Wrong current passwords or PINs a user may enter per window before changes answer 429 UAC117. */
export const WRONG_CURRENT_CREDENTIAL_LIMIT = 5;
export const WRONG_CURRENT_CREDENTIAL_WINDOW_MS = 15 * 60 * 1000;

/** The audit actions recording a refused current value; they are what the limit counts. */
export const WRONG_CURRENT_ACTION = {
  UAC110: 'user.password-change-refused',
  UAC111: 'user.pin-change-refused',
} as const;

/**
 * Order of checks for a password or PIN change: too many recent wrong current values (429 UAC117,
 * nothing else is checked), then the rules (400 IP100 with every violation), then the current value
 * (401 UAC110 / UAC111). Nothing is written unless all pass.
 */
export function credentialChangeRefusal(
  violations: readonly RuleViolation[],
  currentOk: boolean,
  wrongCurrentCode: 'UAC110' | 'UAC111',
  recentWrongAttempts = 0,
  limit = WRONG_CURRENT_CREDENTIAL_LIMIT,
): (Refusal & { details?: RuleViolation[] }) | undefined {
  if (recentWrongAttempts >= limit) return { code: 'UAC117', httpStatus: 429 };
  if (violations.length > 0) return { code: 'IP100', httpStatus: 400, details: [...violations] };
  if (!currentOk) return { code: wrongCurrentCode, httpStatus: 401 };
  return undefined;
}
