import { EVENT_TYPES } from '@hub/contracts';
import { defineService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { applyDataMappingChange } from './db/data-mapping-replica';
import { migrateImport } from './db/jobs';
import { jobRoutes } from './routes/jobs';

export { IMPORT_JOBS_FETCHED } from './routes/jobs';

/** svc-import: import jobs and images; this slice lists the merchant's import jobs. */
export function createImportService(deps: ServiceDeps): HubService {
  return defineService(deps, {
    name: 'svc-import',
    schema: 'import',
    storeReplica: true,
    // svc-catalog's data mapping: imports always map with the merchant's current one.
    consumes: () => ({ [EVENT_TYPES.DATA_MAPPING_CHANGED]: applyDataMappingChange }),
    routes: () => jobRoutes(deps.db),
    migrate: () => migrateImport(deps.db),
  });
}
