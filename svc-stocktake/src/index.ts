import { defineService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateStocktake } from './db/stocktakes';
import { stocktakeConsumers } from './events/consumers';
import { STOCKTAKE_PUBLISHES } from './events/publishes';
import { configRoutes } from './routes/configs';
import { countRoutes } from './routes/counts';
import { reportRoutes } from './routes/reports';

/**
 * svc-stocktake: counts from RFID tablets (merged across tablets and batches, reconciled by
 * svc-catalog), their reports, the stock-take and report configs, tablets and licences (issue 12).
 */
export function createStocktakeService(deps: ServiceDeps): HubService {
  const storage = deps.storage;
  if (!storage) throw new Error('svc-stocktake needs the storage port (ServiceDeps.storage) for the reads it hands to svc-catalog');
  return defineService(deps, {
    name: 'svc-stocktake',
    schema: 'stocktake',
    publishes: STOCKTAKE_PUBLISHES,
    storeReplica: true,
    routes: ({ eventing }) => [...countRoutes({ db: deps.db, eventing, storage }), ...reportRoutes(deps.db), ...configRoutes(deps.db, eventing)],
    consumes: ({ eventing }) => stocktakeConsumers(eventing, storage, deps.logger),
    migrate: () => migrateStocktake(deps.db),
  });
}
