import { z } from 'zod';
import { signinBodySchema, tokenAnswerSchema } from '../session';
import { answerSchema, endpoint, noData } from './endpoint';
import { SESSION_ROUTES } from './auth-routes';

/** Spec section 7, sign-in and sessions (svc-auth). Sign-in and refresh also repeat the tokens at the top level of the answer. */

/**
 * The refresh body as the route takes it: the token is judged by the handler (missing UAC101,
 * malformed UAC102), so a bad one is not a generic IP100.
 */
const refreshRequestBodySchema = z.object({ refreshToken: z.unknown().optional() }).passthrough();

export const sessionApi = {
  signIn: endpoint({
    ...SESSION_ROUTES.signIn,
    body: signinBodySchema,
    data: answerSchema(tokenAnswerSchema),
    errors: { UAC100: 401, UAC110: 401, UAC105: 401, UAC115: 403, UAC118: 429, UAC119: 429, UAC120: 429 },
  }),

  refresh: endpoint({
    ...SESSION_ROUTES.refresh,
    body: refreshRequestBodySchema,
    data: answerSchema(tokenAnswerSchema),
    errors: { UAC101: 401, UAC102: 401, UAC115: 403 },
  }),

  signOut: endpoint({
    ...SESSION_ROUTES.signOut,
    data: noData(),
    beforePasswordChange: true,
  }),
};
