import type { SetupModule } from '../setup';
import { answer, endpoint } from './endpoint';

/** The setup status of spec section 4: the modules in checklist order and whether the Setup module is done. */
export interface SetupStatus {
  setupDone: boolean;
  modules: SetupModule[];
}

/** Spec section 4, initial setup (svc-auth). */
export const setupApi = {
  status: endpoint({
    method: 'GET',
    path: '/merchant/setup',
    codes: ['SETUP000'],
    data: answer<SetupStatus>(),
  }),

  complete: endpoint({
    method: 'POST',
    path: '/merchant/setup/complete',
    codes: ['SETUP001'],
    data: answer<SetupStatus>(),
  }),
};
