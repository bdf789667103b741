import { globalConfigBodySchema, globalConfigSchema } from '../config';
import { answerSchema, endpoint } from './endpoint';
import { START_ROUTES } from './start-routes';

/** Spec section 7, Configuration: the merchant's global config (svc-catalog). */
export const globalConfigApi = {
  /** Every field with its default (every signed-in user: the shell reads the menu flags). */
  get: endpoint({
    ...START_ROUTES.globalConfig,
    data: answerSchema(globalConfigSchema),
  }),

  /** Some fields changed, the config as it now is answered. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/global',
    codes: ['CGC001'],
    body: globalConfigBodySchema,
    data: answerSchema(globalConfigSchema),
  }),
};
