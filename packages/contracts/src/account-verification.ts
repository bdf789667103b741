import { z } from 'zod';
import { TEXT_MAX } from './limits';
import { LOCALES } from './locale';

/**
 * Issue 29 items 1 and 2: e-mail verification (spec section 4, pending → verified) and the PIN reset
 * by a one-time password (spec section 8: UAC117, URR101, URR104, URR105).
 *
 * E-mail verification: a new user's address starts pending; svc-auth mails a link
 * `/auth/verify-email/<code>` (single-use, HUB_EMAIL_VERIFICATION_TTL_HOURS). The page posts the code
 * to `POST /merchant/user/verify-email` (public): UAC009, or UAC122 unknown, UAC123 expired, UAC124
 * used or voided by a newer link. An administrator resends it (`POST /merchant/users/{email}/verification`,
 * UAC008) and corrects a mistyped address while it is pending (`PUT /merchant/users/{email}` with
 * `email`; a verified one: 409 UAC125). A pending user signs in but receives no notifications.
 *
 * PIN reset: the signed-in user asks for a one-time password by e-mail
 * (`POST /merchant/user/pin/reset`, UAC010; 429 UAC117 past the limit) and sets a new PIN with it
 * (`POST /merchant/user/pin/reset/confirm`): 400 URR104 a wrong OTP, 410 URR105 an expired one, 410
 * URR101 when no OTP is open (none asked, used, or voided after too many wrong tries), then the PIN
 * rules of spec section 5 (IP100); UAC011 ends every other session of the user.
 */

/** A verification code as svc-auth issues it: 32 random bytes, base64url (43 characters). */
export const EMAIL_VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The page path of a verification link; the shell's /auth/verify-email/{code}. */
export function emailVerificationLinkPath(code: string): string {
  return `/auth/verify-email/${code}`;
}

/** Any string up to 200 characters: a malformed code answers 404 UAC122 like an unknown one. */
export const emailVerifyBodySchema = z.object({ code: z.string().max(200) });
export type EmailVerifyBody = z.input<typeof emailVerifyBodySchema>;

/** POST /merchant/users/{email}/verification: the language of the mail (default: the request's). */
export const emailVerificationResendBodySchema = z.object({ locale: z.enum(LOCALES).optional() });
export type EmailVerificationResendBody = z.input<typeof emailVerificationResendBodySchema>;

/** The event svc-notify mails the verification link from. */
export const emailVerificationRequestedDataSchema = z.object({
  userId: z.string().max(TEXT_MAX).min(1),
  email: z.string().min(3).max(320),
  userName: z.string().max(TEXT_MAX),
  locale: z.enum(LOCALES),
  verifyPath: z.string().max(TEXT_MAX).regex(/^\/auth\/verify-email\/[A-Za-z0-9_-]{16,200}$/),
  expiresAt: z.string().datetime({ offset: true }),
});
export type EmailVerificationRequestedData = z.infer<typeof emailVerificationRequestedDataSchema>;

/** A PIN reset one-time password: 6 digits, mailed; only a keyed hash is stored. */
export const PIN_RESET_OTP_PATTERN = /^\d{6}$/;

export const pinResetRequestBodySchema = z.object({ locale: z.enum(LOCALES).optional() });
export type PinResetRequestBody = z.input<typeof pinResetRequestBodySchema>;

const loose = z
  .union([z.string().max(TEXT_MAX), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null ? '' : String(v)));

export const pinResetConfirmBodySchema = z.object({ otp: loose, pin: loose, confirmPin: loose });
export type PinResetConfirmBody = z.input<typeof pinResetConfirmBodySchema>;

/** Answer data of a PIN reset request: when the OTP stops working (ISO 8601). */
export const pinResetRequestAnswerSchema = z.object({ expiresAt: z.string().max(TEXT_MAX) });
export type PinResetRequestAnswer = z.infer<typeof pinResetRequestAnswerSchema>;

/** The event svc-notify mails the OTP from (the OTP itself: it is what the mail carries). */
export const pinResetRequestedDataSchema = z.object({
  userId: z.string().max(TEXT_MAX).min(1),
  email: z.string().min(3).max(320),
  userName: z.string().max(TEXT_MAX),
  locale: z.enum(LOCALES),
  otp: z.string().max(TEXT_MAX).regex(PIN_RESET_OTP_PATTERN),
  expiresAt: z.string().datetime({ offset: true }),
});
export type PinResetRequestedData = z.infer<typeof pinResetRequestedDataSchema>;

/**
 * Issue 29 item 1, what the PIN guards (ADR 0037): the sign-in of a shared store device (the stock-take
 * tablet app, a counter's browser) by e-mail and PIN, for store-bound roles only.
 */
export const pinSigninBodySchema = z.object({
  email: z.string().trim().min(1).max(320),
  /** Judged by the server (wrong: 401 UAC111), not here. */
  pin: z.string().min(1).max(64),
});
export type PinSigninBody = z.infer<typeof pinSigninBodySchema>;
