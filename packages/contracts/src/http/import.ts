import { importJobsQuerySchema, type ImportJob } from '../import-jobs';
import { answer, endpoint } from './endpoint';

/** Data import (svc-import). */
export const importApi = {
  /** The merchant's import jobs, newest first (`?status`, `?limit` ≤ 200); store-bound roles see their stores'. */
  jobs: endpoint({
    method: 'GET',
    path: '/merchant/import/jobs',
    codes: ['CDI005'],
    query: importJobsQuerySchema,
    data: answer<ImportJob[]>(),
  }),
};
