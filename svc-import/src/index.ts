import { createAccessTokens, createService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateImport } from './db/jobs';
import { jobRoutes } from './routes/jobs';

export { IMPORT_JOBS_FETCHED } from './routes/jobs';

/** svc-import: import jobs and images; this slice lists the merchant's import jobs. */
export function createImportService(deps: ServiceDeps): HubService {
  return createService({
    name: 'svc-import',
    routes: [...jobRoutes(deps.db)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive },
    logger: deps.logger,
    migrate: async () => {
      await migrateImport(deps.db);
    },
  });
}
