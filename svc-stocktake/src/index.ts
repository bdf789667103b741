import { createAccessTokens, createService, createServiceEventing, storeReplicaHandlers, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateStocktake } from './db/stocktakes';
import { reportRoutes } from './routes/reports';

export { STOCKTAKE_REPORTS_FETCHED } from './routes/reports';

/** svc-stocktake: stock-takes from tablets and their reports; this slice lists a month's stock-takes. */
export function createStocktakeService(deps: ServiceDeps): HubService {
  const eventing = createServiceEventing({ db: deps.db, bus: deps.bus, schema: 'stocktake', service: 'svc-stocktake', logger: deps.logger });
  // The local replica of svc-auth's stores (code, name, time zone, coordinates).
  eventing.consume(storeReplicaHandlers('stocktake'));
  // Standalone, the tokens of sessions svc-auth revoked are refused from the consumed revocations;
  // all-in-one, the gateway passes svc-auth's own check.
  const revokedCheck = eventing.trackRevokedSessions();
  // API keys (X-API-Key) are checked on the local replica of svc-auth's keys, by hash.
  const apiKeys = eventing.trackApiKeys();
  return createService({
    name: 'svc-stocktake',
    routes: [...reportRoutes(deps.db)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive ?? revokedCheck, apiKeys },
    logger: deps.logger,
    migrate: async () => {
      await migrateStocktake(deps.db);
      eventing.start();
    },
    stop: () => eventing.stop(),
  });
}
