import { createAccessTokens, createService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateCatalog } from './db/global-config';
import { globalConfigRoutes } from './routes/global-config';

export { GLOBAL_CONFIG_FETCHED, GLOBAL_CONFIG_SAVED } from './routes/global-config';

/** svc-catalog: products, mapping and configuration; this slice serves the global config. */
export function createCatalogService(deps: ServiceDeps): HubService {
  return createService({
    name: 'svc-catalog',
    routes: [...globalConfigRoutes(deps.db, deps.bus)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive },
    logger: deps.logger,
    migrate: async () => {
      await migrateCatalog(deps.db);
    },
  });
}
