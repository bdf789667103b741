import { z } from 'zod';
import { passwordChangeBodySchema, pinChangeBodySchema, type ChangeAccountAnswer, type OwnProfile } from '../account';
import { changeAccountBodySchema, type Merchant } from '../session';
import { answer, endpoint } from './endpoint';

/** Spec sections 4 and 7, the signed-in user's own account: switch, profile, password and PIN (svc-auth). */

const merchantParams = z.object({ merchantID: z.string().min(1).max(64) });

export const accountApi = {
  /** A merchant the caller may switch to: its profiles and the stores the caller may work in. */
  merchant: endpoint({
    method: 'GET',
    path: '/merchant/merchant/:merchantID',
    codes: ['UAC004'],
    params: merchantParams,
    data: answer<Merchant>(),
  }),

  /** Account switch; the answer also carries its tokens, redirect and roles at the top level. */
  change: endpoint({
    method: 'POST',
    path: '/merchant/user/change',
    codes: ['UAC003'],
    body: changeAccountBodySchema,
    data: answer<ChangeAccountAnswer>(),
  }),

  profile: endpoint({
    method: 'GET',
    path: '/merchant/user/profile',
    codes: ['UAC005'],
    data: answer<OwnProfile>(),
    beforePasswordChange: true,
  }),

  changePassword: endpoint({
    method: 'POST',
    path: '/merchant/user/password',
    codes: ['UAC006'],
    body: passwordChangeBodySchema,
    data: answer<null>(),
    beforePasswordChange: true,
  }),

  changePin: endpoint({
    method: 'POST',
    path: '/merchant/user/pin',
    codes: ['UAC007'],
    body: pinChangeBodySchema,
    data: answer<null>(),
  }),
};
