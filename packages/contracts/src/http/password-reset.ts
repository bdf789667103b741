import {
  passwordResetBodySchema,
  passwordResetCheckBodySchema,
  passwordResetRequestBodySchema,
  type PasswordResetCheckAnswer,
} from '../password-reset';
import { answer, endpoint } from './endpoint';

/** Password reset by e-mail (issue 4 item 6; svc-auth): the code travels in bodies only. */
export const passwordResetApi = {
  request: endpoint({
    method: 'POST',
    path: '/merchant/user/reset',
    codes: ['URR000'],
    body: passwordResetRequestBodySchema,
    data: answer<null>(),
  }),

  check: endpoint({
    method: 'POST',
    path: '/merchant/user/reset/check',
    codes: ['URR002'],
    body: passwordResetCheckBodySchema,
    data: answer<PasswordResetCheckAnswer>(),
  }),

  reset: endpoint({
    method: 'POST',
    path: '/merchant/user/reset-password',
    codes: ['URR001'],
    body: passwordResetBodySchema,
    data: answer<null>(),
  }),
};
