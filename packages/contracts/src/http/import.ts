import {
  importJobParamsSchema,
  importJobsQuerySchema,
  importUploadQuerySchema,
  type ImportJob,
  type ImportJobDetail,
  type ImportProgress,
} from '../import-jobs';
import { answer, endpoint } from './endpoint';

/** The multipart field an import upload carries its file in. */
export const IMPORT_UPLOAD_FIELD = 'file';

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
  /** One job with the first problems of its file. */
  job: endpoint({
    method: 'GET',
    path: '/merchant/import/jobs/:id',
    codes: ['CDI005'],
    params: importJobParamsSchema,
    data: answer<ImportJobDetail>(),
  }),
  /**
   * Upload a CSV file (multipart, field `file`) for a store or MASTER: streamed to storage, then
   * checked and planned (dry run) in the background; answers the new job (202).
   */
  upload: endpoint({
    method: 'POST',
    path: '/merchant/import/upload',
    codes: ['CDI002'],
    status: 202,
    query: importUploadQuerySchema,
    data: answer<ImportJob>(),
  }),
  /** Apply a job whose dry run is shown (READY): the products are written; progress follows. */
  apply: endpoint({
    method: 'POST',
    path: '/merchant/import/jobs/:id/apply',
    codes: ['CDI000'],
    params: importJobParamsSchema,
    data: answer<ImportJob>(),
  }),
  /** Cancel a job that waits, is checked, shown or running (a running one stops after its current batch). */
  cancel: endpoint({
    method: 'POST',
    path: '/merchant/import/jobs/:id/cancel',
    codes: ['CDI004'],
    params: importJobParamsSchema,
    data: answer<ImportJob>(),
  }),
  /** Every problem of a job's file as CSV (row, column, code, wording in the caller's language, value). */
  report: endpoint({
    method: 'GET',
    path: '/merchant/import/jobs/:id/report',
    codes: ['CDI005'],
    params: importJobParamsSchema,
    data: answer<never>(),
  }),
  /** The merchant's current import (running, or finished and not yet dismissed) for the progress widget; null when none. */
  current: endpoint({
    method: 'GET',
    path: '/merchant/import/progress',
    codes: ['CDI005'],
    data: answer<ImportProgress | null>(),
  }),
};
