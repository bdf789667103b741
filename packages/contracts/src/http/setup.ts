import { z } from 'zod';
import { setupModuleSchema } from '../setup';
import { answerSchema, endpoint } from './endpoint';
import { START_ROUTES } from './start-routes';

/** The setup status of spec section 4: the modules in checklist order and whether the Setup module is done. */
export const setupStatusSchema = z.object({ setupDone: z.boolean(), modules: z.array(setupModuleSchema) });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** Spec section 4, initial setup (svc-auth). */
export const setupApi = {
  status: endpoint({
    ...START_ROUTES.setupStatus,
    data: answerSchema(setupStatusSchema),
  }),

  complete: endpoint({
    method: 'POST',
    path: '/merchant/setup/complete',
    codes: ['SETUP001'],
    data: answerSchema(setupStatusSchema),
  }),
};
