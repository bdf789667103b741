/**
 * Sign-in protection (issue 9 item 2), three layers, each with its own code:
 * - per client address and e-mail: every attempt counts (429 UAC118);
 * - per client address across e-mails: failed attempts count, against password spraying (429 UAC119);
 * - per account: after a few consecutive wrong passwords the account waits, longer each time
 *   (exponential backoff, 429 UAC120), whatever address the attempts come from.
 * The spec's UAC100 (unknown e-mail) and UAC110 (wrong password) answers are kept.
 */
export interface SigninProtection {
  windowMs: number;
  /** Attempts per address and e-mail per window. */
  perAddressAndEmail: number;
  /** Failed attempts per address, any e-mail, per window. */
  perAddressFailures: number;
  account: AccountBackoff;
}

export interface AccountBackoff {
  /** Consecutive wrong passwords that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A failure this long after the previous one starts the count again. */
  resetAfterMs: number;
}

export const SIGNIN_PROTECTION_DEFAULTS: SigninProtection = {
  windowMs: 15 * 60 * 1000,
  perAddressAndEmail: 10,
  perAddressFailures: 10,
  account: { freeFailures: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60 * 1000, resetAfterMs: 15 * 60 * 1000 },
};

/** How long the account waits after its `failures`-th consecutive wrong password (0: not at all). */
export function accountLockMs(failures: number, backoff: AccountBackoff): number {
  if (failures <= backoff.freeFailures) return 0;
  const doublings = Math.min(failures - backoff.freeFailures - 1, 30);
  return Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** doublings);
}

/** The consecutive failure count once one more wrong password arrives at `now`. */
export function nextFailureCount(previous: { failures: number; lastFailedAt: Date } | undefined, now: Date, backoff: AccountBackoff): number {
  if (!previous || now.getTime() - previous.lastFailedAt.getTime() > backoff.resetAfterMs) return 1;
  return previous.failures + 1;
}

/** Whole seconds the account still waits (for Retry-After); 0 when it may try. */
export function secondsLocked(lockedUntil: Date | null | undefined, now: Date): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

type Env = Record<string, string | undefined>;

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The settings: explicit values first, then HUB_SIGNIN_RATE_LIMIT, HUB_SIGNIN_IP_FAILURE_LIMIT,
 * HUB_SIGNIN_ACCOUNT_FREE_FAILURES, HUB_SIGNIN_ACCOUNT_BACKOFF_SECONDS and
 * HUB_SIGNIN_ACCOUNT_BACKOFF_MAX_SECONDS, then the defaults.
 */
export function signinProtectionSettings(
  env: Env,
  given: { windowMs?: number; perAddressAndEmail?: number; perAddressFailures?: number; account?: Partial<AccountBackoff> } = {},
): SigninProtection {
  const d = SIGNIN_PROTECTION_DEFAULTS;
  const seconds = (v: string | undefined) => (positiveInt(v) === undefined ? undefined : positiveInt(v)! * 1000);
  return {
    windowMs: given.windowMs ?? d.windowMs,
    perAddressAndEmail: given.perAddressAndEmail ?? positiveInt(env.HUB_SIGNIN_RATE_LIMIT) ?? d.perAddressAndEmail,
    perAddressFailures: given.perAddressFailures ?? positiveInt(env.HUB_SIGNIN_IP_FAILURE_LIMIT) ?? d.perAddressFailures,
    account: {
      freeFailures: given.account?.freeFailures ?? positiveInt(env.HUB_SIGNIN_ACCOUNT_FREE_FAILURES) ?? d.account.freeFailures,
      baseDelayMs: given.account?.baseDelayMs ?? seconds(env.HUB_SIGNIN_ACCOUNT_BACKOFF_SECONDS) ?? d.account.baseDelayMs,
      maxDelayMs: given.account?.maxDelayMs ?? seconds(env.HUB_SIGNIN_ACCOUNT_BACKOFF_MAX_SECONDS) ?? d.account.maxDelayMs,
      resetAfterMs: given.account?.resetAfterMs ?? d.account.resetAfterMs,
    },
  };
}
