import { z } from 'zod';
import {
  importJobDetailSchema,
  importJobParamsSchema,
  importJobSchema,
  importJobsQuerySchema,
  importProgressSchema,
  importUploadQuerySchema,
} from '../import-jobs';
import {
  importSourceBodySchema,
  importSourceIdParamsSchema,
  importSourceRunSchema,
  importSourceTestResultSchema,
  importSourceViewSchema,
} from '../import-sources';
import {
  imageFtpSyncBodySchema,
  imageImportJobSchema,
  imageImportQuerySchema,
  imageJobParamsSchema,
  productImageParamsSchema,
  uploadProgressSchema,
} from '../image-import';
import { importSampleSchema } from '../import-file';
import { answerSchema, endpoint, fileAnswer, noData } from './endpoint';
import { START_ROUTES } from './start-routes';

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
    data: answerSchema(z.array(importJobSchema)),
  }),
  /** One job with the first problems of its file. */
  job: endpoint({
    method: 'GET',
    path: '/merchant/import/jobs/:id',
    codes: ['CDI005'],
    params: importJobParamsSchema,
    data: answerSchema(importJobDetailSchema),
    errors: { PDDI105: 404 },
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
    data: answerSchema(importJobSchema),
    errors: { PDDI101: 400, PDFU100: 400, PDFU101: [400, 500], PDFU103: 400, UAC108: 403, PDFU108: 404, PDDI102: 409, PDFU105: 413, PDFU106: 415, PDFU104: 500 },
  }),
  /**
   * Read a sample file (multipart, field `file`; CSV within the upload limit, as an import): its
   * header and first rows, for the mapping screen (issue 28 item 1). Nothing is stored or written.
   */
  sample: endpoint({
    method: 'POST',
    path: '/merchant/import/sample',
    codes: ['CDI009'],
    data: answerSchema(importSampleSchema),
    errors: { PDDI100: 400, PDDI101: 400, PDFU103: 400, PDFU107: 400, PDFV104: 400 },
  }),
  /** Apply a job whose dry run is shown (READY): the products are written; progress follows. */
  apply: endpoint({
    method: 'POST',
    path: '/merchant/import/jobs/:id/apply',
    codes: ['CDI000'],
    params: importJobParamsSchema,
    data: answerSchema(importJobSchema),
    errors: { PDDI105: 404, PDDI102: 409, PDDI104: 409 },
  }),
  /** Cancel a job that waits, is checked, shown or running (a running one stops after its current batch). */
  cancel: endpoint({
    method: 'POST',
    path: '/merchant/import/jobs/:id/cancel',
    codes: ['CDI004'],
    params: importJobParamsSchema,
    data: answerSchema(importJobSchema),
    errors: { PDDI105: 404, PDDI104: 409 },
  }),
  /**
   * The header and first rows of an earlier import's file (an upload or a source's fetch), as a
   * sample for the mapping screen (issue 28 item 1: "or pick a file"). PDDI101 when the file is no
   * longer kept (a rejected file is removed). Nothing is written.
   */
  jobSample: endpoint({
    method: 'GET',
    path: '/merchant/import/jobs/:id/sample',
    codes: ['CDI009'],
    params: importJobParamsSchema,
    data: answerSchema(importSampleSchema),
    errors: { PDDI105: 404, PDDI101: 404, PDDI100: 400, PDFU103: 400, PDFU107: 400, PDFV104: 400 },
  }),
  /** Every problem of a job's file as CSV (row, column, code, wording in the caller's language, value). */
  report: endpoint({
    method: 'GET',
    path: '/merchant/import/jobs/:id/report',
    codes: ['CDI005'],
    params: importJobParamsSchema,
    data: fileAnswer('text/csv'),
    errors: { PDDI105: 404 },
  }),
  /** The merchant's current import (running, or finished and not yet dismissed) for the progress widget; null when none. */
  current: endpoint({
    ...START_ROUTES.importProgress,
    data: answerSchema(importProgressSchema.nullable()),
  }),
};

/** Import sources (issue 13, `/erp`): the merchant's databases, web services, FTP/SFTP servers and object storage. */
export const importSourcesApi = {
  /** Every source of the stores the caller sees (MASTER's too), without secrets. */
  list: endpoint({
    method: 'GET',
    path: '/merchant/import/sources',
    codes: ['CDI006'],
    data: answerSchema(z.array(importSourceViewSchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/merchant/import/sources/:id',
    codes: ['CDI006'],
    params: importSourceIdParamsSchema,
    data: answerSchema(importSourceViewSchema),
    errors: { PDDI106: 404 },
  }),
  create: endpoint({
    method: 'POST',
    path: '/merchant/import/sources',
    codes: ['CDI001'],
    status: 201,
    body: importSourceBodySchema,
    data: answerSchema(importSourceViewSchema),
    errors: { CDM110: 404 },
  }),
  /** A changed connection is Not Tested again until its next test. */
  update: endpoint({
    method: 'PUT',
    path: '/merchant/import/sources/:id',
    codes: ['CDI001'],
    params: importSourceIdParamsSchema,
    body: importSourceBodySchema,
    data: answerSchema(importSourceViewSchema),
    errors: { PDDI106: 404, CDM110: 404 },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/import/sources/:id',
    codes: ['CDI007'],
    params: importSourceIdParamsSchema,
    data: noData(),
    errors: { PDDI106: 404 },
  }),
  /** Connects, reads the first rows; Tested (FTPS and SFTP: with the server's fingerprint), or the source's code (DBC100, WSC100, FTPC100, FTPC101, SFTPC100, OSC100, PDDB1xx). */
  test: endpoint({
    method: 'POST',
    path: '/merchant/import/sources/:id/test',
    codes: ['CDI008', 'FTPC000'],
    params: importSourceIdParamsSchema,
    data: answerSchema(importSourceTestResultSchema),
    // A failed test answers its kind's code with `details.failure` (a category): 400 a setting to fix (or a destination the outbound policy refuses), 502 a source unreachable or answering wrong.
    errors: { PDDI106: 404, DBC101: 400, PDDB102: 400, PDDB103: 400, PDDB104: 400, PDDB105: 400, WSC101: 400, FTPC102: 400, SFTPC101: 400, OSC101: 400, DBC100: 502, PDDB101: 502, PDDB106: 502, WSC100: 502, FTPC100: 502, FTPC101: 502, FTP101: 502, SFTPC100: 502, OSC100: 502 },
  }),
  /** Starts an import from the source now (PDDI102 while another runs). */
  run: endpoint({
    method: 'POST',
    path: '/merchant/import/sources/:id/run',
    codes: ['CDI000'],
    status: 201,
    params: importSourceIdParamsSchema,
    data: answerSchema(importSourceRunSchema),
    errors: { PDDI106: 404, PDDI102: 409 },
  }),
};

/** Image import (issue 13, `/image-import`): refused with IMG100 while the merchant's allowImgImport is off. */
export const imageImportApi = {
  /**
   * Upload images and/or zips of images (multipart, field `files`, up to IMAGE_UPLOAD_MAX_FILES files):
   * streamed to storage, then converted and matched in the background; answers the job (202).
   */
  upload: endpoint({
    method: 'POST',
    path: '/merchant/import/images',
    codes: ['IMG000'],
    status: 202,
    query: imageImportQuerySchema,
    data: answerSchema(imageImportJobSchema),
    errors: { IMG100: 403, IMG104: 409, IMG103: 413, IMG102: 415 },
  }),
  /** Sync the images of an FTP/SFTP source's folder (files unchanged since the last sync are skipped). */
  ftpSync: endpoint({
    method: 'POST',
    path: '/merchant/import/images/ftp-sync',
    codes: ['IMG000'],
    status: 202,
    body: imageFtpSyncBodySchema,
    data: answerSchema(imageImportJobSchema),
    errors: { IMG107: [400, 404], IMG100: 403 },
  }),
  /** The merchant's image imports, newest first (at most 50). */
  jobs: endpoint({
    method: 'GET',
    path: '/merchant/import/images/jobs',
    codes: ['IMG001'],
    data: answerSchema(z.array(imageImportJobSchema)),
  }),
  job: endpoint({
    method: 'GET',
    path: '/merchant/import/images/jobs/:id',
    codes: ['IMG001'],
    params: imageJobParamsSchema,
    data: answerSchema(imageImportJobSchema),
    errors: { IMG106: 404 },
  }),
  /** Stops a running image import after the image it is converting. */
  cancel: endpoint({
    method: 'POST',
    path: '/merchant/import/images/jobs/:id/cancel',
    codes: ['IMG002'],
    params: imageJobParamsSchema,
    data: answerSchema(imageImportJobSchema),
    errors: { IMG106: 404 },
  }),
  /** The running image import's counts for the upload progress modal; null when none runs. */
  progress: endpoint({
    method: 'GET',
    path: '/merchant/import/images/progress',
    codes: ['IMG001'],
    data: answerSchema(uploadProgressSchema.nullable()),
  }),
};

/** Imported product images (ADR 0028): public, read by `<img>` tags (productImageUrl's default path). */
export const productImageApi = {
  /** The stored .webp (image/webp, cached by browsers); 404 IMG109 when there is none. */
  file: endpoint({
    method: 'GET',
    path: '/media/products/:merchantId/:file',
    codes: ['IMG001'],
    params: productImageParamsSchema,
    data: fileAnswer('image/webp'),
    errors: { IMG109: 404 },
  }),
};
