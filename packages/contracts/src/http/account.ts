import { z } from 'zod';
import { changeAccountAnswerSchema, ownProfileSchema, passwordChangeBodySchema, pinChangeBodySchema } from '../account';
import { changeAccountBodySchema, merchantSchema } from '../session';
import { answerSchema, endpoint, noData } from './endpoint';
import { ACCOUNT_ROUTES } from './auth-routes';

/** Spec sections 4 and 7, the signed-in user's own account: switch, profile, password and PIN (svc-auth). */

const merchantParams = z.object({ merchantID: z.string().min(1).max(64) });

export const accountApi = {
  /** A merchant the caller may switch to: its profiles and the stores the caller may work in. */
  merchant: endpoint({
    method: 'GET',
    path: '/merchant/merchant/:merchantID',
    codes: ['UAC004'],
    params: merchantParams,
    data: answerSchema(merchantSchema),
    errors: { UAC106: 404, UAC115: 403 },
  }),

  /** Account switch; the answer also carries its tokens, redirect and roles at the top level. */
  change: endpoint({
    method: 'POST',
    path: '/merchant/user/change',
    codes: ['UAC003'],
    body: changeAccountBodySchema,
    data: answerSchema(changeAccountAnswerSchema),
    errors: { UAC105: 403, UAC106: 404, UAC107: 400, UAC108: 400, UAC115: 403 },
  }),

  profile: endpoint({
    method: 'GET',
    path: '/merchant/user/profile',
    codes: ['UAC005'],
    data: answerSchema(ownProfileSchema),
    beforePasswordChange: true,
    errors: { UAC115: 403 },
  }),

  changePassword: endpoint({
    ...ACCOUNT_ROUTES.changePassword,
    body: passwordChangeBodySchema,
    data: noData(),
    beforePasswordChange: true,
    errors: { UAC110: 401, UAC115: 403, UAC117: 429 },
  }),

  changePin: endpoint({
    method: 'POST',
    path: '/merchant/user/pin',
    codes: ['UAC007'],
    body: pinChangeBodySchema,
    data: noData(),
    errors: { UAC111: 401, UAC115: 403, UAC117: 429 },
  }),
};
