import { defineService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateImport } from './db/jobs';
import { importConsumers } from './events/consumers';
import { IMPORT_PUBLISHES } from './events/publishes';
import { jobRoutes } from './routes/jobs';

export { IMPORT_JOBS_FETCHED } from './routes/jobs';

/** svc-import: import jobs and images; this slice lists the merchant's import jobs. */
export function createImportService(deps: ServiceDeps): HubService {
  return defineService(deps, {
    name: 'svc-import',
    schema: 'import',
    publishes: IMPORT_PUBLISHES,
    storeReplica: true,
    consumes: () => importConsumers(),
    routes: () => jobRoutes(deps.db),
    migrate: () => migrateImport(deps.db),
  });
}
