import { createAccessTokens, createService, createServiceEventing, storeReplicaHandlers, type HubService, type ServiceDeps } from '@hub/service-kit';
import { EVENT_TYPES } from '@hub/contracts';
import { applyDataMappingChange } from './db/data-mapping-replica';
import { migrateImport } from './db/jobs';
import { jobRoutes } from './routes/jobs';

export { IMPORT_JOBS_FETCHED } from './routes/jobs';

/** svc-import: import jobs and images; this slice lists the merchant's import jobs. */
export function createImportService(deps: ServiceDeps): HubService {
  const eventing = createServiceEventing({ db: deps.db, bus: deps.bus, schema: 'import', service: 'svc-import', logger: deps.logger });
  // The local replica of svc-auth's stores (code, name, time zone, coordinates).
  eventing.consume(storeReplicaHandlers('import'));
  // svc-catalog's data mapping: imports always map with the merchant's current one.
  eventing.consume({ [EVENT_TYPES.DATA_MAPPING_CHANGED]: applyDataMappingChange });
  // Standalone, the tokens of sessions svc-auth revoked are refused from the consumed revocations;
  // all-in-one, the gateway passes svc-auth's own check.
  const revokedCheck = eventing.trackRevokedSessions();
  // API keys (X-API-Key) are checked on the local replica of svc-auth's keys, by hash.
  const apiKeys = eventing.trackApiKeys();
  return createService({
    name: 'svc-import',
    routes: [...jobRoutes(deps.db)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive ?? revokedCheck, apiKeys },
    logger: deps.logger,
    migrate: async () => {
      await migrateImport(deps.db);
      eventing.start();
    },
    stop: () => eventing.stop(),
  });
}
