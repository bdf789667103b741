import { createAccessTokens, createService, createServiceEventing, storeReplicaHandlers, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateCatalog } from './db/global-config';
import { globalConfigRoutes } from './routes/global-config';

export { GLOBAL_CONFIG_FETCHED, GLOBAL_CONFIG_SAVED } from './routes/global-config';

/** svc-catalog: products, mapping and configuration; this slice serves the global config. */
export function createCatalogService(deps: ServiceDeps): HubService {
  const eventing = createServiceEventing({ db: deps.db, bus: deps.bus, schema: 'catalog', service: 'svc-catalog', logger: deps.logger });
  // The local replica of svc-auth's stores (code, name, time zone, coordinates).
  eventing.consume(storeReplicaHandlers('catalog'));
  // Standalone, the tokens of sessions svc-auth revoked are refused from the consumed revocations;
  // all-in-one, the gateway passes svc-auth's own check.
  const revokedCheck = eventing.trackRevokedSessions();
  return createService({
    name: 'svc-catalog',
    routes: [...globalConfigRoutes(deps.db, eventing)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive ?? revokedCheck },
    logger: deps.logger,
    migrate: async () => {
      await migrateCatalog(deps.db);
      eventing.start();
    },
    stop: () => eventing.stop(),
  });
}
