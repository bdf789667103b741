import { PERMISSIONS, setupApi } from '@hub/contracts';
import { route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listSetupModules, markSetupDone } from '../db/setup';
import { setupStatus } from '../domain/setup';

export function setupRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(setupApi.status, {
      permission: 'authenticated',
      summary:
        "Setup status of the caller's merchant: { setupDone, modules:[{name,status}] } (every layout load reads it).",
      handler: async ({ scope }) => ({
        code: 'SETUP000',
        data: setupStatus(await listSetupModules(ctx.db, scope.merchantId)),
      }),
    }),
    route(setupApi.complete, {
      // Spec section 6, MODULES create and modify: either finishes the setup; reading alone does not.
      permission: [PERMISSIONS.MODULES_CREATE, PERMISSIONS.MODULES_MODIFY],
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
        return { code: 'SETUP001', data: setupStatus(await listSetupModules(ctx.db, scope.merchantId)) };
      },
    }),
  ];
}
