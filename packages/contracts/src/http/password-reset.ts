import {
  passwordResetBodySchema,
  passwordResetCheckBodySchema,
  passwordResetRequestBodySchema,
  passwordResetCheckAnswerSchema,
} from '../password-reset';
import { answerSchema, endpoint, noData } from './endpoint';

/** Password reset by e-mail (issue 4 item 6; svc-auth): the code travels in bodies only. */
export const passwordResetApi = {
  request: endpoint({
    method: 'POST',
    path: '/merchant/user/reset',
    codes: ['URR000'],
    body: passwordResetRequestBodySchema,
    data: noData(),
    errors: { UR109: 400, UAC117: 429 },
  }),

  check: endpoint({
    method: 'POST',
    path: '/merchant/user/reset/check',
    codes: ['URR002'],
    body: passwordResetCheckBodySchema,
    data: answerSchema(passwordResetCheckAnswerSchema),
    errors: { URR102: 404, URR100: 410, URR103: 410, UAC115: 403 },
  }),

  reset: endpoint({
    method: 'POST',
    path: '/merchant/user/reset-password',
    codes: ['URR001'],
    body: passwordResetBodySchema,
    data: noData(),
    errors: { URR102: 404, URR100: 410, URR103: 410, UAC115: 403 },
  }),
};
