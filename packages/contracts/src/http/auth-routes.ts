import type { accountApi } from './account';
import type { accountVerificationApi } from './account-verification';
import type { passwordResetApi } from './password-reset';
import type { registrationApi } from './registration';
import { clientEndpoint, type Route } from './route';
import type { sessionApi } from './session';

/**
 * The routes the signed-out pages call (sign-in, registration, password reset, e-mail verification) and
 * the session's refresh and sign-out: declared here without zod, spread by their endpoints' modules
 * (issue 30 item 3). The pages call the `*Client` routes, typed as those endpoints.
 */
export const SESSION_ROUTES = {
  /** UAC012: signed in with a temporary password; the session may only choose a new one (issue 29 item 3). */
  signIn: { method: 'POST', path: '/merchant/user/signin', codes: ['UAC000', 'UAC012'] },
  refresh: { method: 'POST', path: '/merchant/user/refresh', codes: ['UAC001'] },
  signOut: { method: 'DELETE', path: '/merchant/user/signout', codes: ['UAC002'] },
} as const satisfies Record<string, Route>;

export const REGISTRATION_ROUTES = {
  register: { method: 'POST', path: '/merchant/register', codes: ['UR004'] },
} as const satisfies Record<string, Route>;

export const PASSWORD_RESET_ROUTES = {
  request: { method: 'POST', path: '/merchant/user/reset', codes: ['URR000'] },
  check: { method: 'POST', path: '/merchant/user/reset/check', codes: ['URR002'] },
  reset: { method: 'POST', path: '/merchant/user/reset-password', codes: ['URR001'] },
} as const satisfies Record<string, Route>;

export const ACCOUNT_VERIFICATION_ROUTES = {
  verifyEmail: { method: 'POST', path: '/merchant/user/verify-email', codes: ['UAC009'] },
} as const satisfies Record<string, Route>;

/** The password change (also of a session on a temporary password, which the sign-in leads to). */
export const ACCOUNT_ROUTES = {
  changePassword: { method: 'POST', path: '/merchant/user/password', codes: ['UAC006'] },
} as const satisfies Record<string, Route>;

export const sessionClient = {
  signIn: clientEndpoint<typeof sessionApi.signIn>(SESSION_ROUTES.signIn),
  refresh: clientEndpoint<typeof sessionApi.refresh>(SESSION_ROUTES.refresh),
  signOut: clientEndpoint<typeof sessionApi.signOut>(SESSION_ROUTES.signOut),
};

export const registrationClient = {
  register: clientEndpoint<typeof registrationApi.register>(REGISTRATION_ROUTES.register),
};

export const passwordResetClient = {
  request: clientEndpoint<typeof passwordResetApi.request>(PASSWORD_RESET_ROUTES.request),
  check: clientEndpoint<typeof passwordResetApi.check>(PASSWORD_RESET_ROUTES.check),
  reset: clientEndpoint<typeof passwordResetApi.reset>(PASSWORD_RESET_ROUTES.reset),
};

export const accountVerificationClient = {
  verifyEmail: clientEndpoint<typeof accountVerificationApi.verifyEmail>(ACCOUNT_VERIFICATION_ROUTES.verifyEmail),
};

export const accountClient = {
  changePassword: clientEndpoint<typeof accountApi.changePassword>(ACCOUNT_ROUTES.changePassword),
};
