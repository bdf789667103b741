import { PERMISSIONS, importApi } from '@hub/contracts';
import { route, type Db, type RouteDefinition } from '@hub/service-kit';
import { listJobs } from '../db/jobs';

/** Success code of the job list (not yet in the message catalogue). */
export const IMPORT_JOBS_FETCHED = 'CDI005';

export function jobRoutes(db: Db): RouteDefinition[] {
  return [
    route(importApi.jobs, {
      permission: PERMISSIONS.DATA_IMPORT_READ_PREVIEW,
      summary: "The merchant's import jobs, newest first (?status, ?limit ≤ 200).",
      handler: async ({ scope, query }) => ({ code: IMPORT_JOBS_FETCHED, data: await listJobs(db, scope, query) }),
    }),
  ];
}
