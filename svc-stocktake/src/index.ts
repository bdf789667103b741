import { createAccessTokens, createService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateStocktake } from './db/stocktakes';
import { reportRoutes } from './routes/reports';

export { STOCKTAKE_REPORTS_FETCHED } from './routes/reports';

/** svc-stocktake: stock-takes from tablets and their reports; this slice lists a month's stock-takes. */
export function createStocktakeService(deps: ServiceDeps): HubService {
  return createService({
    name: 'svc-stocktake',
    routes: [...reportRoutes(deps.db)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive },
    logger: deps.logger,
    migrate: async () => {
      await migrateStocktake(deps.db);
    },
  });
}
