import {
  passwordResetBodySchema,
  passwordResetCheckBodySchema,
  passwordResetRequestBodySchema,
  passwordResetCheckAnswerSchema,
} from '../password-reset';
import { answerSchema, endpoint, noData } from './endpoint';
import { PASSWORD_RESET_ROUTES } from './auth-routes';

/** Password reset by e-mail (issue 4 item 6; svc-auth): the code travels in bodies only. */
export const passwordResetApi = {
  request: endpoint({
    ...PASSWORD_RESET_ROUTES.request,
    body: passwordResetRequestBodySchema,
    data: noData(),
    errors: { UR109: 400, UAC117: 429 },
  }),

  check: endpoint({
    ...PASSWORD_RESET_ROUTES.check,
    body: passwordResetCheckBodySchema,
    data: answerSchema(passwordResetCheckAnswerSchema),
    errors: { URR102: 404, URR100: 410, URR103: 410, UAC115: 403 },
  }),

  reset: endpoint({
    ...PASSWORD_RESET_ROUTES.reset,
    body: passwordResetBodySchema,
    data: noData(),
    errors: { URR102: 404, URR100: 410, URR103: 410, UAC115: 403 },
  }),
};
