import { defineService, leasedWorker, type HubService, type ServiceDeps } from '@hub/service-kit';
import { claimRun, dropEndedStaging, renewRun } from './db/import-runs';
import { catalogConsumers } from './events/consumers';
import { announceStoredConfigs } from './events/announce-global-config';
import { tagsByStoreAndType } from './db/stocktake-reconcile';
import { fail, runImportStep } from './jobs/import-worker';
import { filterRewriteWorker } from './jobs/filter-rewrite';
import { migrateCatalog } from './db/global-config';
import { CATALOG_PUBLISHES } from './events/publishes';
import { seedDemoCatalogue, type DemoCatalogueSeeded } from './db/demo-seed';
import type { DemoSeedStore } from './demo/demo-catalogue';
import { dataMappingRoutes } from './routes/data-mapping';
import { globalConfigRoutes } from './routes/global-config';
import { goldRateRoutes } from './routes/gold-rates';
import { listConfigRoutes } from './routes/list-config';
import { productDetailsRoutes } from './routes/product-details';
import { productRoutes } from './routes/products';
import { stocktakeAppRoutes } from './routes/stocktake-app';
import { rfidConfigRoutes } from './routes/rfid-config';
import { tagMappingRoutes } from './routes/tag-mapping';
import { themeRoutes } from './routes/theme';
import { printingParts, type PrintingOptions } from './jobs/printing';

export { GLOBAL_CONFIG_FETCHED, GLOBAL_CONFIG_SAVED } from './routes/global-config';
export { DEMO_CATALOGUE_SIZES, DEMO_DATA_MAPPING, type DemoSeedStore } from './demo/demo-catalogue';
export type { DemoCatalogueSeeded } from './db/demo-seed';
export {
  DATA_MAPPING_DELETED,
  DATA_MAPPING_FETCHED,
  DATA_MAPPING_SAVED,
  DATA_MAPPING_STATUS,
  DATA_MAPPING_UNCHANGED,
} from './routes/data-mapping';

export interface CatalogService extends HubService {
  /**
   * The demo catalogue (issue 5 item 9) over the stores svc-auth seeded (merchant id → stores with
   * their currency): each demo merchant's data mapping, products and gold rates, only where it has none.
   */
  seedDemo(stores: Readonly<Record<string, readonly DemoSeedStore[]>>): Promise<DemoCatalogueSeeded[]>;
  /** The demo's stock-take history (all-in-one seed, issue 12 item 11): each store's tags by item type. */
  demoTags(merchantId: string): Promise<Record<string, Record<string, string[]>>>;
}

/** svc-catalog: products, mapping and configuration (global, data mapping, product details, filters, views). */
export function createCatalogService(
  deps: ServiceDeps,
  options: { importPollMs?: number; importLeaseMs?: number; importRequestTurnMs?: number; printing?: PrintingOptions } = {},
): CatalogService {
  const storage = deps.storage;
  if (!storage) throw new Error('svc-catalog needs the storage port (ServiceDeps.storage) to read import batches');
  let wake = () => undefined as void;
  const printing = printingParts(deps, options.printing);
  let announcing: Promise<number> = Promise.resolve(0);
  const service = defineService(deps, {
    name: 'svc-catalog',
    schema: 'catalog',
    publishes: CATALOG_PUBLISHES,
    storeReplica: true,
    routes: ({ eventing }) => [
      ...globalConfigRoutes(deps.db, eventing),
      ...dataMappingRoutes(deps.db, eventing, () => filterRewrites.wake()),
      ...productDetailsRoutes(deps.db, eventing),
      ...listConfigRoutes(deps.db, eventing, () => filterRewrites.wake()),
      ...goldRateRoutes(deps.db, eventing),
      ...productRoutes(deps.db),
      ...stocktakeAppRoutes(deps.db),
      ...rfidConfigRoutes(deps.db, eventing),
      ...tagMappingRoutes(deps.db, eventing),
      ...themeRoutes({ db: deps.db, storage, eventing, logger: deps.logger }),
      ...printing.routes(eventing),
    ],
    consumes: ({ eventing }) => catalogConsumers(() => wake(), { storage, eventing }),
    migrate: () => migrateCatalog(deps.db),
    start: () => {
      imports.start();
      filterRewrites.start();
      printing.start(service.eventing);
      // Configs saved before a consumer kept its copy reach it now (a failure is retried at the next start).
      announcing = announceStoredConfigs(service.eventing, deps.logger).catch((err: unknown) => {
        deps.logger?.warn({ err }, 'stored global configs not published again');
        return 0;
      });
    },
    stop: async () => {
      await announcing;
      await imports.stop();
      await filterRewrites.stop();
      await printing.stop();
    },
  });
  // Imports (issue 11): staged, planned and applied by whichever instance holds the run's lease.
  let swept = false;
  const imports = leasedWorker({
    name: 'catalog-import',
    logger: deps.logger,
    pollMs: options.importPollMs ?? Number(process.env.HUB_IMPORT_POLL_MS ?? 1000),
    leaseMs: options.importLeaseMs ?? Number(process.env.HUB_IMPORT_LEASE_MS ?? 30_000),
    claim: async (owner, leaseMs) => {
      // Once a start: the staging rows of runs that ended while a process stopped before dropping them.
      if (!swept) {
        swept = true;
        await dropEndedStaging(deps.db);
      }
      return claimRun(deps.db, owner, leaseMs);
    },
    renew: (run, owner, leaseMs) => renewRun(deps.db, run.job_id, owner, leaseMs),
    run: (run, { signal, owner }) =>
      runImportStep({ db: deps.db, storage, eventing: service.eventing, requestTurnMs: options.importRequestTurnMs }, run, signal, owner),
    failed: (run) => fail({ db: deps.db, storage, eventing: service.eventing }, run, 'SE100'),
  });
  wake = () => imports.wake();
  // The products' filter fields, rewritten after a merchant's filters change (ADR 0050).
  const filterRewrites = filterRewriteWorker(deps.db, deps.logger, { requestTurnMs: options.importRequestTurnMs });
  return { ...service, seedDemo: (stores) => seedDemoCatalogue(service.eventing, stores), demoTags: (merchantId) => tagsByStoreAndType(deps.db, merchantId) };
}
