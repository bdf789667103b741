import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { LOCALES } from './locale';

/**
 * Password reset by e-mail (issue 4 item 6, spec sections 2, 5 and 8). The calls:
 * - POST /merchant/user/reset {email, locale?}: always 200 URR000 (429 UAC117 over the limit);
 * - POST /merchant/user/reset/check {code}: 200 with the expiry, or 404 URR102 / 410 URR100 / 410 URR103;
 * - POST /merchant/user/reset-password {code, password, confirmPassword}: 200 URR001, the same
 *   refusals, or 400 IP100 with the failed rules of spec section 5.
 * The code travels in bodies, never in an API path, so no access log or error log can hold it.
 */

/** A reset code as svc-auth issues it: 32 random bytes, base64url (43 characters). */
export const RESET_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The page path of a reset link; the shell's /auth/reset/{code}. */
export function resetLinkPath(code: string): string {
  return `/auth/reset/${code}`;
}

export const passwordResetRequestBodySchema = z.object({
  /** Judged by `isValidUserEmail` (UR109), not here. */
  email: z.string().max(320),
  /** The language of the mail; default: the request's Accept-Language. */
  locale: z.enum(LOCALES).optional(),
});
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** Any string up to 200 characters: a malformed code answers 404 URR102 like an unknown one. */
const codeField = z.string().max(200);

export const passwordResetCheckBodySchema = z.object({ code: codeField });
export type PasswordResetCheckBody = z.input<typeof passwordResetCheckBodySchema>;

/** Answer data of a valid code: when it stops working (ISO 8601). */
export const passwordResetCheckAnswerSchema = z.object({ expiresAt: z.string().max(TEXT_MAX) });
export type PasswordResetCheckAnswer = z.infer<typeof passwordResetCheckAnswerSchema>;

const loose = z
  .union([z.string().max(TEXT_MAX), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null ? '' : String(v)));

export const passwordResetBodySchema = z.object({
  code: codeField,
  password: loose,
  confirmPassword: loose,
});
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

// resetPasswordRuleViolations and ResetPasswordField: credential-rules.ts (zod-free, issue 30 item 3), re-exported by account.ts.
