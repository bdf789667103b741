import {
  createAccessTokens,
  createService,
  createServiceEventing,
  storeReplicaHandlers,
  type HubService,
  type ServiceDeps,
} from '@hub/service-kit';
import { migrateCatalog } from './db/global-config';
import { seedDemoCatalogue, type DemoCatalogueSeeded } from './db/demo-seed';
import type { DemoSeedStore } from './domain/demo-catalogue';
import { dataMappingRoutes } from './routes/data-mapping';
import { globalConfigRoutes } from './routes/global-config';
import { goldRateRoutes } from './routes/gold-rates';
import { listConfigRoutes } from './routes/list-config';
import { productDetailsRoutes } from './routes/product-details';
import { productRoutes } from './routes/products';

export { GLOBAL_CONFIG_FETCHED, GLOBAL_CONFIG_SAVED } from './routes/global-config';
export { DEMO_CATALOGUE_SIZES, DEMO_DATA_MAPPING, type DemoSeedStore } from './domain/demo-catalogue';
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
}

/** svc-catalog: products, mapping and configuration (global, data mapping, product details, filters, views). */
export function createCatalogService(deps: ServiceDeps): CatalogService {
  const eventing = createServiceEventing({
    db: deps.db,
    bus: deps.bus,
    schema: 'catalog',
    service: 'svc-catalog',
    logger: deps.logger,
  });
  // The local replica of svc-auth's stores (code, name, time zone, coordinates).
  eventing.consume(storeReplicaHandlers('catalog'));
  // Standalone, the tokens of sessions svc-auth revoked are refused from the consumed revocations;
  // all-in-one, the gateway passes svc-auth's own check.
  const revokedCheck = eventing.trackRevokedSessions();
  // API keys (X-API-Key) are checked on the local replica of svc-auth's keys, by hash.
  const apiKeys = eventing.trackApiKeys();
  const service = createService({
    name: 'svc-catalog',
    routes: [
      ...globalConfigRoutes(deps.db, eventing),
      ...dataMappingRoutes(deps.db, eventing),
      ...productDetailsRoutes(deps.db, eventing),
      ...listConfigRoutes(deps.db, eventing),
      ...goldRateRoutes(deps.db, eventing),
      ...productRoutes(deps.db),
    ],
    auth: {
      tokens: createAccessTokens(deps.config.jwtSecret),
      isSessionActive: deps.isSessionActive ?? revokedCheck,
      apiKeys,
    },
    logger: deps.logger,
    migrate: async () => {
      await migrateCatalog(deps.db);
      eventing.start();
    },
    stop: () => eventing.stop(),
  });
  return { ...service, seedDemo: (stores) => seedDemoCatalogue(eventing, stores) };
}
