import {
  emailVerificationResendBodySchema,
  emailVerifyBodySchema,
  pinResetConfirmBodySchema,
  pinResetRequestBodySchema,
  pinSigninBodySchema,
  pinResetRequestAnswerSchema,
} from '../account-verification';
import { tokenAnswerSchema } from '../session';
import { managedUserSchema, userEmailParamsSchema } from '../users';
import { answerSchema, endpoint, noData } from './endpoint';
import { ACCOUNT_VERIFICATION_ROUTES } from './auth-routes';

/** E-mail verification and the PIN reset (issue 29 items 1 and 2; svc-auth). */
export const accountVerificationApi = {
  /** Public: the code of a verification link, in the body (never in a path an access log keeps). */
  verifyEmail: endpoint({
    ...ACCOUNT_VERIFICATION_ROUTES.verifyEmail,
    body: emailVerifyBodySchema,
    data: noData(),
    errors: { UAC122: 404, UAC123: 410, UAC124: 410 },
  }),

  /** An administrator sends a pending user a new verification link (the older ones stop working). */
  resendVerification: endpoint({
    method: 'POST',
    path: '/merchant/users/:email/verification',
    codes: ['UAC008'],
    params: userEmailParamsSchema,
    body: emailVerificationResendBodySchema,
    data: answerSchema(managedUserSchema),
    errors: { UR110: 404, UAC125: 409 },
  }),

  /** The signed-in user asks for a PIN reset one-time password by e-mail. */
  requestPinReset: endpoint({
    method: 'POST',
    path: '/merchant/user/pin/reset',
    codes: ['UAC010'],
    body: pinResetRequestBodySchema,
    data: answerSchema(pinResetRequestAnswerSchema),
    errors: { UAC117: 429 },
  }),

  /** The signed-in user sets a new PIN with the one-time password. */
  confirmPinReset: endpoint({
    method: 'POST',
    path: '/merchant/user/pin/reset/confirm',
    codes: ['UAC011'],
    body: pinResetConfirmBodySchema,
    data: noData(),
    errors: { URR101: 410, URR105: 410, URR104: 400 },
  }),

  /**
   * Sign-in of a shared store device with e-mail and PIN (ADR 0037): store-bound roles only; the
   * answer is the sign-in's, tokens also at the top level.
   */
  signInWithPin: endpoint({
    method: 'POST',
    path: '/merchant/user/signin/pin',
    codes: ['UAC000'],
    body: pinSigninBodySchema,
    data: answerSchema(tokenAnswerSchema),
    errors: { UAC100: 401, UAC111: 401, UAC105: 401, UAC115: 403, UAC114: 403, UAC118: 429, UAC119: 429, UAC120: 429 },
  }),
};
