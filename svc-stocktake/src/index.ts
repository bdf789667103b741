import { defineService, type HubService, type ServiceDeps, type ServiceParts } from '@hub/service-kit';
import { seedDemoStocktakeHistory, seedDemoStocktakeSetup, type DemoHistoryStore, type DemoStocktakeMerchant } from './db/demo-seed';
import { migrateStocktake } from './db/stocktakes';
import { stocktakeConsumers } from './events/consumers';
import { announceUnannouncedLicences } from './events/licence-events';
import { STOCKTAKE_PUBLISHES } from './events/publishes';
import { configRoutes } from './routes/configs';
import { countRoutes } from './routes/counts';
import { deviceRoutes } from './routes/devices';
import { reportCache } from './routes/report-cache';
import { reportRoutes } from './routes/reports';
import { viewRoutes } from './routes/views';

/**
 * svc-stocktake: counts from RFID tablets (merged across tablets and batches, reconciled by
 * svc-catalog), their reports, the stock-take and report configs, tablets and licences (issue 12).
 */
export interface StocktakeService extends HubService, Pick<ServiceParts, 'eventing'> {
  /** The demo's tablet licence, configs and tablets, for merchants without a licence (issue 12 item 11). */
  seedDemo(merchants: readonly DemoStocktakeMerchant[]): Promise<void>;
  /** A demo merchant's history of counts over its stores' tags (all-in-one); answers the counts saved. */
  seedDemoHistory(merchantId: string, stores: readonly DemoHistoryStore[], days: number): Promise<number>;
}

export type { DemoHistoryStore, DemoStocktakeMerchant } from './db/demo-seed';

export function createStocktakeService(deps: ServiceDeps): StocktakeService {
  const storage = deps.storage;
  if (!storage) throw new Error('svc-stocktake needs the storage port (ServiceDeps.storage) for the reads it hands to svc-catalog');
  const cacheFor = reportCache(deps.db);
  let announcing: Promise<number> = Promise.resolve(0);
  const service = defineService(deps, {
    name: 'svc-stocktake',
    schema: 'stocktake',
    publishes: STOCKTAKE_PUBLISHES,
    storeReplica: true,
    routes: ({ eventing }) => [
      ...countRoutes({ db: deps.db, eventing, storage }),
      ...reportRoutes(deps.db, cacheFor),
      ...viewRoutes(deps.db, cacheFor),
      ...configRoutes(deps.db, eventing),
      ...deviceRoutes(deps.db, eventing),
    ],
    consumes: ({ eventing }) => stocktakeConsumers(eventing, storage, deps.logger),
    migrate: () => migrateStocktake(deps.db),
    start: () => {
      // Licences svc-auth's banner has not heard of yet (stored before the event existed, an upgrade).
      announcing = announceUnannouncedLicences(service.eventing, deps.logger).catch((err: unknown) => {
        deps.logger?.warn({ err }, 'licences not announced; the next start tries again');
        return 0;
      });
    },
    stop: async () => {
      await announcing;
    },
  });
  return {
    ...service,
    seedDemo: (merchants) => seedDemoStocktakeSetup(service.eventing, merchants),
    seedDemoHistory: (merchantId, stores, days) => seedDemoStocktakeHistory(service.eventing, storage, merchantId, stores, days),
  };
}
