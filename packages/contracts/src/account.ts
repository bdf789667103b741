import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { tokenAnswerSchema } from './session';

/**
 * Account calls of issue 4: switch answer, password and PIN change, and the spec section 5 rules.
 * The rules are pure: the server enforces them, the client shows each failed rule beside its field.
 */

/** Answer of POST /merchant/user/change (spec section 7): new tokens, redirect (or null) and roles. */
export const changeAccountAnswerSchema = tokenAnswerSchema.extend({
  redirect: z.string().max(TEXT_MAX).nullable(),
  roles: z.array(z.string().max(TEXT_MAX)),
});
export type ChangeAccountAnswer = z.infer<typeof changeAccountAnswerSchema>;

// Bodies are loose on purpose: the rules below judge the values, so every failure carries its rule.
const loose = z
  .union([z.string().max(TEXT_MAX), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null ? '' : String(v)));

export const passwordChangeBodySchema = z.object({
  currentPassword: loose,
  password: loose,
  confirmPassword: loose,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

export const pinChangeBodySchema = z.object({
  currentPin: loose,
  pin: loose,
  confirmPin: loose,
});
export type PinChangeBody = z.input<typeof pinChangeBodySchema>;

// The credential rules, zod-free (credential-rules.ts): the sign-in side's password forms check with
// them without loading zod (issue 30 item 3).
export * from './credential-rules';

/** GET /merchant/user/profile: the signed-in user's own record (the /profile page). */
export const ownProfileSchema = z.object({
  userName: z.string().max(TEXT_MAX),
  email: z.string().max(TEXT_MAX),
  image: z.string().max(TEXT_MAX).nullable(),
  roleName: z.string().max(TEXT_MAX),
  phone: z.string().max(TEXT_MAX).nullable(),
  merchantID: z.string().max(TEXT_MAX),
  profile: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  stores: z.array(z.string().max(TEXT_MAX)),
  hasPin: z.boolean(),
  passwordChangedAt: z.string().max(TEXT_MAX).nullable(),
  pinChangedAt: z.string().max(TEXT_MAX).nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
