import { PERMISSIONS } from '@hub/contracts';
import { route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listSetupModules, markSetupDone } from '../db/setup';
import { setupStatus } from '../domain/setup';

/** Success code of the setup check (not yet in the message catalogue). */
export const SETUP_FETCHED = 'SETUP000';
/** Success code of finishing the setup. */
export const SETUP_COMPLETED = 'SETUP001';

export function setupRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/merchant/setup',
      permission: 'authenticated',
      summary:
        "Setup status of the caller's merchant: { setupDone, modules:[{name,status}] } (every layout load reads it).",
      handler: async ({ scope }) => ({
        code: SETUP_FETCHED,
        data: setupStatus(await listSetupModules(ctx.db, scope.merchantId)),
      }),
    }),
    route({
      method: 'post',
      path: '/merchant/setup/complete',
      permission: PERMISSIONS.MODULES_MODIFY,
      summary:
        'Finish the initial setup: the module Setup becomes CREATED, so layouts stop redirecting to /setup (spec section 4).',
      handler: async ({ scope, auth, req }) => {
        await ctx.eventing.transaction(async (tx, emit) => {
          await markSetupDone(tx, scope.merchantId);
          await emit([
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'setup.completed',
              ip: req.ip ?? null,
            }),
          ]);
        });
        return { code: SETUP_COMPLETED, data: setupStatus(await listSetupModules(ctx.db, scope.merchantId)) };
      },
    }),
  ];
}
