import { TEXT_MAX } from './limits';
import { PASSWORD_MIN_LENGTH, PIN_LENGTH } from './constants';

/**
 * Spec section 5's rules for a password and a PIN, checked alike by the forms and the services,
 * without zod (account.ts re-exports them beside the bodies' schemas): the sign-in side's password
 * forms use them, and a signed-out page loads no zod (issue 30 item 3).
 */

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

export interface PasswordChangeInput {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

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

/** Reads the `details` of a 400 IP100 answer as rule violations (a field and a known rule each); anything else gives []. */
export function readRuleViolations(details: unknown): RuleViolation[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    if (typeof d !== 'object' || d === null) return [];
    const { field, rule } = d as { field?: unknown; rule?: unknown };
    if (typeof field !== 'string' || field.length > TEXT_MAX || !(CREDENTIAL_RULES as readonly unknown[]).includes(rule)) return [];
    return [{ field, rule: rule as CredentialRule }];
  });
}

export type ResetPasswordField = 'password' | 'confirmPassword';

/**
 * Spec section 5 for a reset: required, 6+, upper, lower, digit, special and matching its
 * confirmation, like a change; there is no current password to type, so "differs from the previous
 * one" is judged by the server against the stored hash and passed in as `sameAsPrevious`.
 */
export function resetPasswordRuleViolations(
  input: { password: string; confirmPassword: string },
  sameAsPrevious = false,
): RuleViolation<ResetPasswordField>[] {
  const all = passwordRuleViolations({ currentPassword: '', ...input }).filter(
    (v): v is RuleViolation<ResetPasswordField> => v.field !== 'currentPassword',
  );
  const forPassword = all.filter((v) => v.field === 'password');
  if (sameAsPrevious && input.password.length > 0) forPassword.push({ field: 'password', rule: 'differs' });
  return [...forPassword, ...all.filter((v) => v.field === 'confirmPassword')];
}
