import {
  PROVIDER_ROLES,
  ROLE_LABELS,
  ROLE_NAMES,
  STORE_BOUND_ROLES,
  isRoleName,
  isValidUserEmail,
  newPasswordViolations,
  newPinViolations,
  readRuleViolations,
  userCreateBodySchema,
  userUpdateBodySchema,
  type CredentialRule,
  type ManagedUser,
  type RoleName,
  type UserCreateBody,
  type UserUpdateBody,
} from '@hub/contracts';

/** What the user form edits: the "User form" of spec section 3, as the inputs hold it. */
export interface UserDraft {
  userName: string;
  email: string;
  active: boolean;
  roleName: string;
  password: string;
  pin: string;
  phone: string;
  stores: string[];
  /** Issue 29 item 3: the other merchants the user may switch to (a provider administrator sets them). */
  merchants: string[];
}

export type UserDraftField = keyof UserDraft;
export type UserFormMode = 'create' | 'edit';

/** One problem of a field: a message code (wording in the `codes` namespace) or a failed section-5 rule. */
export type FieldProblem = { code: string } | { rule: CredentialRule };
export type UserFormErrors = Partial<Record<UserDraftField, FieldProblem[]>>;

/** A new user: active (spec section 3 default), no stores yet. */
export function emptyUserDraft(roleName: string): UserDraft {
  return { userName: '', email: '', active: true, roleName, password: '', pin: '', phone: '', stores: [], merchants: [] };
}

/** An existing user in the form; the password and PIN are not shown nor changed here. */
export function draftFromUser(user: ManagedUser): UserDraft {
  return {
    userName: user.userName,
    email: user.email,
    active: user.active,
    roleName: user.roleName,
    password: '',
    pin: '',
    phone: user.phone ?? '',
    stores: [...user.stores],
    merchants: [...user.merchants],
  };
}

/**
 * The roles a caller may grant, as the server judges them (svc-auth roleGrantRefusal): provider
 * roles only by a provider, and a store-bound caller only store-bound roles.
 */
export function grantableRoles(callerRole: string | null | undefined): RoleName[] {
  const caller = callerRole ?? '';
  const isProvider = (PROVIDER_ROLES as readonly string[]).includes(caller);
  const storeBound = (STORE_BOUND_ROLES as readonly string[]).includes(caller);
  return ROLE_NAMES.filter((role) => {
    if (PROVIDER_ROLES.includes(role) && !isProvider) return false;
    if (storeBound && !STORE_BOUND_ROLES.includes(role)) return false;
    return true;
  });
}

const phoneOrNull = (phone: string) => (phone.trim() === '' ? null : phone.trim());
const uniqueStores = (stores: readonly string[]) => [...new Set(stores.map((s) => s.trim()).filter(Boolean))];

/** The body of POST /merchant/users; an empty PIN means "no PIN". */
export function toCreateBody(draft: UserDraft): UserCreateBody {
  return {
    userName: draft.userName.trim(),
    email: draft.email.trim(),
    active: draft.active,
    roleName: draft.roleName as RoleName,
    password: draft.password,
    pin: draft.pin === '' ? null : draft.pin,
    phone: phoneOrNull(draft.phone),
    stores: uniqueStores(draft.stores),
  };
}

/** The body of PUT /merchant/users/{email}: only what changed, so the audit trail names the real change. */
export function toUpdateBody(draft: UserDraft, original: ManagedUser): UserUpdateBody {
  const body: UserUpdateBody = {};
  const userName = draft.userName.trim();
  if (userName !== original.userName) body.userName = userName;
  if (draft.roleName !== original.roleName) body.roleName = draft.roleName as RoleName;
  const phone = phoneOrNull(draft.phone);
  if (phone !== (original.phone ?? null)) body.phone = phone;
  const stores = uniqueStores(draft.stores);
  const sameStores = stores.length === original.stores.length && stores.every((s) => original.stores.includes(s));
  if (!sameStores) body.stores = stores;
  if (draft.active !== original.active) body.active = draft.active;
  if (emailCorrected(draft, original)) body.email = draft.email.trim();
  const merchants = [...new Set(draft.merchants)].sort();
  const sameMerchants = merchants.length === original.merchants.length && merchants.every((m) => original.merchants.includes(m));
  if (!sameMerchants) body.merchants = merchants;
  return body;
}

/** Issue 29 item 2: a pending address may be corrected (a verified one cannot change). */
export function emailEditable(original: ManagedUser | null | undefined): boolean {
  return !!original && !original.emailVerified;
}

function emailCorrected(draft: UserDraft, original: ManagedUser): boolean {
  return emailEditable(original) && draft.email.trim().toLowerCase() !== original.email.toLowerCase();
}

const FIELDS: readonly UserDraftField[] = ['userName', 'email', 'active', 'roleName', 'password', 'pin', 'phone', 'stores', 'merchants'];

/** The form field of a body path such as `body.stores.0` or `userName`. */
export function fieldOfPath(path: string): UserDraftField | null {
  const first = path.replace(/^body\./, '').split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(first) ? (first as UserDraftField) : null;
}

function add(errors: UserFormErrors, field: UserDraftField, problem: FieldProblem): void {
  (errors[field] ??= []).push(problem);
}

/**
 * Client-side validation with the server's own rules (@hub/contracts): the body schema (a broken
 * field is IP100), the e-mail (UR109), the section-5 password and PIN rules, and stores not empty
 * (UAC112). Edit mode checks only what an edit sends (`original`: the user as loaded). Empty means valid.
 */
export function validateUserDraft(draft: UserDraft, mode: UserFormMode, original?: ManagedUser | null): UserFormErrors {
  const errors: UserFormErrors = {};
  const parsed =
    mode === 'create'
      ? userCreateBodySchema.safeParse(toCreateBody(draft))
      : userUpdateBodySchema.safeParse({
          userName: draft.userName,
          roleName: draft.roleName,
          phone: phoneOrNull(draft.phone),
          stores: uniqueStores(draft.stores),
          active: draft.active,
        });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !errors[field]) add(errors, field, { code: 'IP100' });
    }
  }
  if (mode === 'edit' && original && emailCorrected(draft, original) && !isValidUserEmail(draft.email)) {
    errors.email = [{ code: draft.email.trim() === '' ? 'IP100' : 'UR109' }];
  }
  if (mode === 'create') {
    if (!isValidUserEmail(draft.email)) errors.email = [{ code: draft.email.trim() === '' ? 'IP100' : 'UR109' }];
    const password = newPasswordViolations(draft.password);
    if (password.length > 0) errors.password = password.map((v) => ({ rule: v.rule }));
    const pin = newPinViolations(draft.pin);
    if (pin.length > 0) errors.pin = pin.map((v) => ({ rule: v.rule }));
  }
  // An edit sends stores only when they change: a user who never had any (merchant-wide) may keep none.
  const keepsNoStores = mode === 'edit' && !!original && original.stores.length === 0;
  if (uniqueStores(draft.stores).length === 0 && !keepsNoStores) errors.stores = [{ code: 'UAC112' }];
  return errors;
}

const FIELD_OF_CODE: Readonly<Record<string, UserDraftField>> = {
  UR100: 'email',
  UR109: 'email',
  UAC125: 'email',
  UAC112: 'stores',
  UAC108: 'stores',
  UAC116: 'active',
  UAC114: 'roleName',
  UAC106: 'merchants',
};

/**
 * Where a server refusal belongs: next to its fields (UR100/UR109 e-mail, UAC112/UAC108 stores,
 * UAC116 active, UAC114 role, IP100 with rule or path details), or null for the form as a whole.
 */
export function serverFieldErrors(code: string, details?: unknown): UserFormErrors | null {
  const field = FIELD_OF_CODE[code];
  if (field) return { [field]: [{ code }] };
  if (code !== 'IP100') return null;
  const errors: UserFormErrors = {};
  for (const v of readRuleViolations(details)) {
    const f = fieldOfPath(v.field);
    if (f) add(errors, f, { rule: v.rule });
  }
  if (Array.isArray(details)) {
    for (const d of details) {
      const path = d && typeof (d as { path?: unknown }).path === 'string' ? (d as { path: string }).path : null;
      const f = path ? fieldOfPath(path) : null;
      if (f && !errors[f]) add(errors, f, { code: 'IP100' });
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Is this a role the spec labels (section 6)? Unlabelled roles show their name. */
export function isLabelledRole(role: string): boolean {
  return isRoleName(role) && ROLE_LABELS[role] !== undefined;
}
