import { defineService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateStocktake } from './db/stocktakes';
import { STOCKTAKE_PUBLISHES } from './events/publishes';
import { reportRoutes } from './routes/reports';

export { STOCKTAKE_REPORTS_FETCHED } from './routes/reports';

/** svc-stocktake: stock-takes from tablets and their reports; this slice lists a month's stock-takes. */
export function createStocktakeService(deps: ServiceDeps): HubService {
  return defineService(deps, {
    name: 'svc-stocktake',
    schema: 'stocktake',
    publishes: STOCKTAKE_PUBLISHES,
    storeReplica: true,
    routes: () => reportRoutes(deps.db),
    migrate: () => migrateStocktake(deps.db),
  });
}
