import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordRuleViolations, pinRuleViolations, type RuleViolation } from './account';
import { ROLE_NAME_MAX_LENGTH } from './role-admin';
import { LOCALES } from './locale';

/**
 * Users management of issue 4 (spec sections 3 "User form", 5, 6 and 8): list, create, edit.
 * E-mail validity (UR109), empty stores (UAC112) and the password/PIN rules are judged by the
 * server's rules, not by these schemas, so each failure answers its own code.
 */

/** A user as the users list and the user form show it. */
export const managedUserSchema = z.object({
  userName: z.string().max(TEXT_MAX),
  email: z.string().max(TEXT_MAX),
  active: z.boolean(),
  /** A built-in role name, or the name of the default or custom role the user holds. */
  roleName: z.string().max(TEXT_MAX),
  phone: z.string().max(TEXT_MAX).nullable(),
  stores: z.array(z.string().max(TEXT_MAX)),
  /** Issue 29 item 2: the e-mail was verified by its link (false: pending, the address may still be corrected). */
  emailVerified: z.boolean(),
  /** Issue 29 item 3: the other merchants the user may switch to (the user's own merchant is not listed). */
  merchants: z.array(z.string().max(TEXT_MAX)),
  /** Only for a default or custom role (issue 4 item 4): its id and kind. */
  roleId: z.string().max(TEXT_MAX).optional(),
  roleKind: z.enum(['default', 'custom']).optional(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** GET /merchant/users answer data: one page and the total of matching users. */
export const managedUserPageSchema = z.object({
  items: z.array(managedUserSchema),
  total: z.number().int(),
  start: z.number().int(),
  pageSize: z.number().int(),
});
export type ManagedUserPage = z.infer<typeof managedUserPageSchema>;

export const USER_LIST_DEFAULT_PAGE_SIZE = 20;
export const USER_LIST_MAX_PAGE_SIZE = 100;

const digits = z.string().max(TEXT_MAX).regex(/^\d{1,9}$/, 'a non-negative integer');

/** GET /merchant/users?search=&start=&pageSize= (start: offset of the first row). */
export const userListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  start: digits.optional(),
  pageSize: digits.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const userNameField = z.string().trim().min(1).max(200);
const roleNameField = z.string().trim().min(1).max(ROLE_NAME_MAX_LENGTH);
const phoneField = z.string().trim().max(40).nullable();
const storesField = z.array(z.string().trim().min(1).max(64)).max(1000);

/** POST /merchant/users: the user form of spec section 3. */
export const userCreateBodySchema = z.object({
  userName: userNameField,
  /** Checked by `isValidUserEmail` (UR109), not here. */
  email: z.string().max(320),
  active: z.boolean().default(true),
  /** A built-in role (ROLE_NAMES), or the name of a default role or of the merchant's custom role (case-insensitive). */
  roleName: roleNameField,
  password: z.string().max(PASSWORD_MAX_LENGTH * 4),
  pin: z.string().max(64).nullable().optional(),
  phone: phoneField.optional().default(null),
  /** Must not be empty (UAC112). */
  stores: storesField,
  /** Issue 29 item 2: the language of the verification mail (default: the request's). */
  locale: z.enum(LOCALES).optional(),
});
export type UserCreateBody = z.input<typeof userCreateBodySchema>;

/** PUT /merchant/users/{email}: the fields an edit changes; absent fields stay as they are. */
export const userUpdateBodySchema = z.object({
  userName: userNameField.optional(),
  /**
   * Issue 29 item 2: a corrected address, only while the e-mail is pending (409 UAC125 once verified);
   * checked by `isValidUserEmail` (UR109), unique (409 UR100); a new verification link is mailed.
   */
  email: z.string().max(320).optional(),
  /** The language of that mail (default: the request's). */
  locale: z.enum(LOCALES).optional(),
  /**
   * Issue 29 item 3: the other merchants the user may switch to, as a whole list (empty: none); only a
   * provider administrator (MERCHANTS_ALL_ACCESS) sets it (else 403 UAC114), unknown ids 400 UAC106.
   */
  merchants: z.array(z.string().trim().min(1).max(64)).max(500).optional(),
  roleName: roleNameField.optional(),
  phone: phoneField.optional(),
  stores: storesField.optional(),
  active: z.boolean().optional(),
});
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

export const userEmailParamsSchema = z.object({ email: z.string().min(3).max(320) });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec section 5 / UR109: one `local@domain.tld`, no spaces. */
export function isValidUserEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= 254 && EMAIL_PATTERN.test(e);
}

/** The password rules of spec section 5 for a new user (no previous password, no confirmation). */
export function newPasswordViolations(password: string): RuleViolation<'password'>[] {
  return passwordRuleViolations({ currentPassword: '', password, confirmPassword: password }).filter(
    (v): v is RuleViolation<'password'> => v.field === 'password',
  );
}

/** The PIN rules of spec section 5 for a new user's optional PIN (empty or absent: no PIN). */
export function newPinViolations(pin: string | null | undefined): RuleViolation<'pin'>[] {
  if (pin === undefined || pin === null || pin === '') return [];
  return pinRuleViolations({ currentPin: '', pin, confirmPin: pin }, false).filter(
    (v): v is RuleViolation<'pin'> => v.field === 'pin',
  );
}


/**
 * Issue 29 item 3: the answer of setting a temporary password. The server makes the password (spec
 * section 5's rules) and shows it this once, to the administrator who set it; it is stored only as
 * argon2id and never logged, mailed or shown again. The user must choose a new one at the next sign-in.
 */
export const temporaryPasswordAnswerSchema = z.object({
  email: z.string().max(TEXT_MAX),
  temporaryPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export type TemporaryPasswordAnswer = z.infer<typeof temporaryPasswordAnswerSchema>;
