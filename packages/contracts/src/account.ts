import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PIN_LENGTH } from './constants';
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

/** The rules of spec section 5 by name; the client translates `credentials.rules.<rule>`. */
export const CREDENTIAL_RULES = [
  'required',
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
  'differs',
  'matches',
  'pinDigits',
] as const;
export type CredentialRule = (typeof CREDENTIAL_RULES)[number];

export const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export const PIN_FIELDS = ['currentPin', 'pin', 'confirmPin'] as const;
export type PinField = (typeof PIN_FIELDS)[number];

/** One failed rule of one field: the `details` entries of a 400 IP100 answer. */
export interface RuleViolation<F extends string = string> {
  field: F;
  rule: CredentialRule;
}

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
export interface PasswordChangeInput {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const pinChangeBodySchema = z.object({
  currentPin: loose,
  pin: loose,
  confirmPin: loose,
});
export type PinChangeBody = z.input<typeof pinChangeBodySchema>;
export interface PinChangeInput {
  currentPin: string;
  pin: string;
  confirmPin: string;
}

export const PASSWORD_MAX_LENGTH = 128;

/** Spec section 5, "Password": required, 6+, upper, lower, digit, special, differs from the previous, matches. */
export function passwordRuleViolations(input: PasswordChangeInput): RuleViolation<PasswordField>[] {
  const out: RuleViolation<PasswordField>[] = [];
  const { currentPassword, password, confirmPassword } = input;
  if (currentPassword.length === 0) out.push({ field: 'currentPassword', rule: 'required' });
  if (password.length === 0) {
    out.push({ field: 'password', rule: 'required' });
  } else {
    if (Array.from(password).length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
      out.push({ field: 'password', rule: 'minLength' });
    if (!/\p{Lu}/u.test(password)) out.push({ field: 'password', rule: 'uppercase' });
    if (!/\p{Ll}/u.test(password)) out.push({ field: 'password', rule: 'lowercase' });
    if (!/\p{Nd}/u.test(password)) out.push({ field: 'password', rule: 'digit' });
    if (!/[^\p{L}\p{N}\s]/u.test(password)) out.push({ field: 'password', rule: 'special' });
    if (currentPassword.length > 0 && password === currentPassword)
      out.push({ field: 'password', rule: 'differs' });
  }
  if (confirmPassword.length === 0) out.push({ field: 'confirmPassword', rule: 'required' });
  else if (confirmPassword !== password) out.push({ field: 'confirmPassword', rule: 'matches' });
  return out;
}

const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/**
 * Spec section 5, "PIN": required, 6 digits, differs from the previous, matches its confirmation.
 * `hasCurrentPin` is false for a user who never set one: then no current PIN is asked for.
 */
export function pinRuleViolations(input: PinChangeInput, hasCurrentPin = true): RuleViolation<PinField>[] {
  const out: RuleViolation<PinField>[] = [];
  const { currentPin, pin, confirmPin } = input;
  if (hasCurrentPin && currentPin.length === 0) out.push({ field: 'currentPin', rule: 'required' });
  if (pin.length === 0) {
    out.push({ field: 'pin', rule: 'required' });
  } else {
    if (!PIN_PATTERN.test(pin)) out.push({ field: 'pin', rule: 'pinDigits' });
    if (hasCurrentPin && currentPin.length > 0 && pin === currentPin)
      out.push({ field: 'pin', rule: 'differs' });
  }
  if (confirmPin.length === 0) out.push({ field: 'confirmPin', rule: 'required' });
  else if (confirmPin !== pin) out.push({ field: 'confirmPin', rule: 'matches' });
  return out;
}

/** The violations grouped by field, in rule order (what a form shows beside each field). */
export function violationsByField<F extends string>(
  violations: readonly RuleViolation<F>[],
): Partial<Record<F, CredentialRule[]>> {
  const out: Partial<Record<F, CredentialRule[]>> = {};
  for (const v of violations) (out[v.field] ??= []).push(v.rule);
  return out;
}

const violationSchema = z.object({ field: z.string().max(TEXT_MAX), rule: z.enum(CREDENTIAL_RULES) });

/** Reads the `details` of a 400 IP100 answer as rule violations; anything else gives []. */
export function readRuleViolations(details: unknown): RuleViolation[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d) => {
    const parsed = violationSchema.safeParse(d);
    return parsed.success ? [parsed.data] : [];
  });
}

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
