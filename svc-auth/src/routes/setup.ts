import { route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listSetupModules } from '../db/setup';
import { setupStatus } from '../domain/setup';

/** Success code of the setup check (not yet in the message catalogue). */
export const SETUP_FETCHED = 'SETUP000';

export function setupRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/merchant/setup',
      permission: 'authenticated',
      summary: "Setup status of the caller's merchant: { setupDone, modules:[{name,status}] } (every layout load reads it).",
      handler: async ({ scope }) => ({ code: SETUP_FETCHED, data: setupStatus(await listSetupModules(ctx.db, scope.merchantId)) }),
    }),
  ];
}
