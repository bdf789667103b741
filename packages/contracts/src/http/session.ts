import { z } from 'zod';
import { signinBodySchema, type TokenAnswer } from '../session';
import { answer, endpoint } from './endpoint';

/** Spec section 7, sign-in and sessions (svc-auth). Sign-in and refresh also repeat the tokens at the top level of the answer. */

/**
 * The refresh body as the route takes it: the token is judged by the handler (missing UAC101,
 * malformed UAC102), so a bad one is not a generic IP100.
 */
const refreshRequestBodySchema = z.object({ refreshToken: z.unknown().optional() }).passthrough();

export const sessionApi = {
  signIn: endpoint({
    method: 'POST',
    path: '/merchant/user/signin',
    /** UAC012: signed in with a temporary password; the session may only choose a new one (issue 29 item 3). */
    codes: ['UAC000', 'UAC012'],
    body: signinBodySchema,
    data: answer<TokenAnswer>(),
  }),

  refresh: endpoint({
    method: 'POST',
    path: '/merchant/user/refresh',
    codes: ['UAC001'],
    body: refreshRequestBodySchema,
    data: answer<TokenAnswer>(),
  }),

  signOut: endpoint({
    method: 'DELETE',
    path: '/merchant/user/signout',
    codes: ['UAC002'],
    data: answer<null>(),
    beforePasswordChange: true,
  }),
};
