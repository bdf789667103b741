import { RESET_CODE_PATTERN } from '@hub/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** How long a reset link works unless HUB_PASSWORD_RESET_TTL_MINUTES says otherwise. */
export const RESET_CODE_TTL_MINUTES_DEFAULT = 30;

/** Reset requests per window: per e-mail, per client address (HUB_PASSWORD_RESET_*_LIMIT). */
export interface ResetRequestLimits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}
export const RESET_REQUEST_LIMITS_DEFAULT: ResetRequestLimits = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

/** A reset code: 32 random bytes, base64url; only its SHA-256 is stored. */
export function newResetCode(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** The request log keys an e-mail by the SHA-256 of its trimmed lower-case form. */
export function hashResetEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

export function isWellFormedResetCode(code: string): boolean {
  return RESET_CODE_PATTERN.test(code);
}

/** The start of the limit's window that ends now. */
export function resetWindowStart(now: Date, windowMs: number): Date {
  return new Date(now.getTime() - windowMs);
}

/**
 * Requests already accepted in the window for this e-mail and for this address: one more is allowed
 * while both stay under their limit. Registered or not makes no difference, so the 429 reveals nothing.
 */
export function resetRequestAllowed(recent: { email: number; ip: number }, limits: ResetRequestLimits): boolean {
  return recent.email < limits.perEmail && recent.ip < limits.perIp;
}

export interface StoredResetCode {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  userActive: boolean;
}

export interface ResetRefusal {
  code: 'URR100' | 'URR102' | 'URR103' | 'UAC115';
  httpStatus: number;
}

/**
 * Whether a code may reset a password now (spec section 8): unknown or malformed → 404 URR102;
 * used, or voided by a later reset → 410 URR100; expired → 410 URR103; its user deactivated since →
 * 403 UAC115. Undefined: the code works.
 */
export function resetCodeRefusal(stored: StoredResetCode | undefined, now: Date): ResetRefusal | undefined {
  if (!stored) return { code: 'URR102', httpStatus: 404 };
  if (stored.usedAt || stored.revokedAt) return { code: 'URR100', httpStatus: 410 };
  if (stored.expiresAt.getTime() <= now.getTime()) return { code: 'URR103', httpStatus: 410 };
  if (!stored.userActive) return { code: 'UAC115', httpStatus: 403 };
  return undefined;
}
