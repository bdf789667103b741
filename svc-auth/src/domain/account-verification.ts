import { EMAIL_VERIFICATION_CODE_PATTERN, PIN_RESET_OTP_PATTERN } from '@hub/contracts';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Rules of e-mail verification and of the PIN reset (issue 29 items 1 and 2); pure, the routes apply them. */

/** How long a verification link works unless HUB_EMAIL_VERIFICATION_TTL_HOURS says otherwise. */
export const EMAIL_VERIFICATION_TTL_HOURS_DEFAULT = 72;

export function isWellFormedVerificationCode(code: string): boolean {
  return EMAIL_VERIFICATION_CODE_PATTERN.test(code);
}

export interface StoredVerificationCode {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  /** The address the link verifies, and the user's address now. */
  email: string;
  userEmail: string;
}

export interface VerificationRefusal {
  code: 'UAC122' | 'UAC123' | 'UAC124';
  httpStatus: number;
}

/**
 * Whether a link may verify now: unknown or malformed → 404 UAC122; used, voided by a newer link, or
 * sent to an address since corrected → 410 UAC124; expired → 410 UAC123. Undefined: it verifies.
 */
export function verificationCodeRefusal(stored: StoredVerificationCode | undefined, now: Date): VerificationRefusal | undefined {
  if (!stored) return { code: 'UAC122', httpStatus: 404 };
  const sameAddress = stored.email.trim().toLowerCase() === stored.userEmail.trim().toLowerCase();
  if (stored.usedAt || stored.revokedAt || !sameAddress) return { code: 'UAC124', httpStatus: 410 };
  if (stored.expiresAt.getTime() <= now.getTime()) return { code: 'UAC123', httpStatus: 410 };
  return undefined;
}

/** How long a PIN reset OTP works, how many a user may ask for per window, and the wrong tries it survives. */
export interface PinResetSettings {
  ttlMs: number;
  perUser: number;
  windowMs: number;
  maxAttempts: number;
}
export const PIN_RESET_DEFAULTS: PinResetSettings = { ttlMs: 10 * 60 * 1000, perUser: 3, windowMs: 15 * 60 * 1000, maxAttempts: 5 };

/** One more OTP is allowed while the user asked for fewer than `perUser` in the window (else 429 UAC117). */
export function pinResetRequestAllowed(recent: number, settings: Pick<PinResetSettings, 'perUser'>): boolean {
  return recent < settings.perUser;
}

/** Six random digits (leading zeros kept). */
export function newPinOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newOtpSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The stored form of an OTP: HMAC-SHA256 keyed with the user id and the OTP's salt. */
export function hashPinOtp(otp: string, userId: string, salt: string): string {
  return createHmac('sha256', `${userId}:${salt}`).update(otp, 'utf8').digest('hex');
}

export function pinOtpMatches(otp: string, userId: string, salt: string, storedHash: string): boolean {
  if (!PIN_RESET_OTP_PATTERN.test(otp)) return false;
  const a = Buffer.from(hashPinOtp(otp, userId, salt), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface StoredPinOtp {
  expiresAt: Date;
  failedAttempts: number;
}

export interface PinOtpRefusal {
  code: 'URR101' | 'URR104' | 'URR105';
  httpStatus: number;
}

/**
 * Whether the typed OTP lets the user set a new PIN (spec section 8): no open OTP (never asked, used,
 * voided by a newer one or by too many wrong tries) → 410 URR101 "PIN reset failed"; expired → 410
 * URR105; wrong → 400 URR104. Undefined: it matches.
 */
export function pinOtpRefusal(open: StoredPinOtp | undefined, matches: boolean, now: Date): PinOtpRefusal | undefined {
  if (!open) return { code: 'URR101', httpStatus: 410 };
  if (open.expiresAt.getTime() <= now.getTime()) return { code: 'URR105', httpStatus: 410 };
  if (!matches) return { code: 'URR104', httpStatus: 400 };
  return undefined;
}

/** A wrong OTP that reaches the limit voids it: the next try is URR101 and the user asks again. */
export function voidsAfterWrongTry(open: StoredPinOtp, settings: Pick<PinResetSettings, 'maxAttempts'>): boolean {
  return open.failedAttempts + 1 >= settings.maxAttempts;
}
