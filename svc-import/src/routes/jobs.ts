import { EVENT_TYPES, PERMISSIONS, importApi, messageFor, type EventEnvelope, type ImportProblem, type ImportSample, type Locale } from '@hub/contracts';
import { AppError, createEvent, csvLine, route, StorageMissingError, type Db, type FileStorage, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { createInterface } from 'node:readline';
import { cancelJob, createFileJob, currentJob, jobInScope, listJobs, problemsOf, startApply, toImportJob } from '../db/jobs';
import { jobKeys } from '../file/batches';
import { progressEvent, progressOf } from '../events/progress';
import { readSample, sampleMiddleware, storedSampleBytes } from './sample';
import { uploadMiddleware, type StoredUpload } from './upload';
import type { ImportMappingRef } from '../db/data-mapping-replica';
import { localeOfRequest } from './report-csv';

/** Success code of the job list (not in the spec's catalogue: CDI005). */
export const IMPORT_JOBS_FETCHED = 'CDI005';

export interface JobRouteDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  maxUploadBytes: number;
  /** Wakes the check workers of this instance (others poll). */
  wake: () => void;
}

const READ = PERMISSIONS.DATA_IMPORT_READ_PREVIEW;
const WRITE = { all: [PERMISSIONS.DATA_IMPORT_READ_PREVIEW, PERMISSIONS.DATA_IMPORT_MODIFY] };

export function jobRoutes({ db, storage, eventing, maxUploadBytes, wake }: JobRouteDeps): RouteDefinition[] {
  return [
    route(importApi.jobs, {
      permission: READ,
      summary: "The merchant's import jobs, newest first (?status, ?limit ≤ 200).",
      handler: async ({ scope, query }) => ({ code: IMPORT_JOBS_FETCHED, data: await listJobs(db, scope, query) }),
    }),
    route(importApi.job, {
      permission: READ,
      summary: 'One import job with its check, its dry run and the first 1,000 problems of its file.',
      handler: async ({ scope, params }) => {
        const row = await jobInScope(db, scope, params.id);
        return { code: IMPORT_JOBS_FETCHED, data: { ...toImportJob(row), problems: problemsOf(row) } };
      },
    }),
    route(importApi.current, {
      permission: READ,
      summary: "The merchant's latest import as progress (spec section 3), for the floating widget; null when none.",
      handler: async ({ scope }) => {
        const row = await currentJob(db, scope);
        return { code: IMPORT_JOBS_FETCHED, data: row ? progressOf(row) : null };
      },
    }),
    route(importApi.upload, {
      permission: WRITE,
      summary: 'Upload a CSV for a store or MASTER (multipart `file`, streamed to storage): 202 with the WAITING job; the check and dry run follow.',
      before: uploadMiddleware(db, storage, maxUploadBytes),
      handler: async ({ scope, auth, query, res, req }) => {
        const upload = res.locals.upload as StoredUpload;
        try {
          const job = await eventing.transaction(async (tx, emit) => {
            const { row, cancelled } = await createFileJob(tx, {
              merchantId: scope.merchantId,
              sid: query.sid,
              fileName: upload.originalName,
              fileSize: upload.size,
              fileKey: upload.key,
              mapping: res.locals.mapping as ImportMappingRef,
              createdBy: auth.sub,
              createdById: auth.sub,
            });
            await emit([
              ...cancelled.map((jobId) => createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, scope.merchantId, { jobId })),
              progressEvent(row),
              eventing.auditEvent(scope.merchantId, {
                userId: auth.sub,
                action: 'import.uploaded',
                storeCode: query.sid,
                details: { jobId: row.id, file: upload.originalName, bytes: upload.size, mappingId: row.mapping_id },
                ip: req.ip ?? null,
              }),
            ]);
            return row;
          });
          wake();
          return { code: 'CDI002', httpStatus: 202, data: toImportJob(job) };
        } catch (error) {
          await storage.remove(upload.key).catch(() => undefined);
          throw error;
        }
      },
    }),
    route(importApi.sample, {
      // Reading a sample serves the mapping, so it asks what saving the mapping asks (svc-catalog's data-mapping routes).
      permission: PERMISSIONS.ERP_MODIFY,
      summary: 'Read a sample CSV (multipart `file`, the upload limit and reader of an import): its header and first 10 rows for the mapping screen; nothing is stored.',
      before: [sampleMiddleware(maxUploadBytes)],
      handler: ({ res }) => ({ code: 'CDI009', data: res.locals.sample as ImportSample }),
    }),
    route(importApi.jobSample, {
      // A sample serves the mapping (ERP_MODIFY, as the sample upload) and shows a job's file (the import's read).
      permission: { all: [PERMISSIONS.ERP_MODIFY, PERMISSIONS.DATA_IMPORT_READ_PREVIEW] },
      summary: "The header and first 10 rows of an earlier import's file (upload or source fetch) for the mapping screen; PDDI101 when the file is no longer kept; nothing is written.",
      handler: async ({ scope, params }) => {
        const row = await jobInScope(db, scope, params.id);
        let file;
        try {
          file = await storage.read(row.file_key ?? jobKeys(row.merchant_id, row.id).file);
        } catch (error) {
          throw error instanceof StorageMissingError ? new AppError('PDDI101', 404) : error;
        }
        const bytes = await storedSampleBytes(file);
        if (bytes.size === 0) throw new AppError('PDFU103', 400);
        return { code: 'CDI009', data: await readSample(bytes, row.file_name ?? row.id) };
      },
    }),
    route(importApi.apply, {
      permission: WRITE,
      summary: 'Apply a job whose dry run is shown (READY → IMPORTING); svc-catalog writes the staged products, progress follows. PDDI104 otherwise.',
      handler: async ({ scope, auth, params, req }) =>
        eventing.transaction(async (tx, emit) => {
          const row = await startApply(tx, await jobInScope(tx, scope, params.id));
          await emit([
            createEvent(EVENT_TYPES.IMPORT_APPLY_REQUESTED, scope.merchantId, { jobId: row.id }),
            progressEvent(row),
            eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'import.applied', storeCode: row.sid, details: { jobId: row.id, totalCount: Number(row.total_count) }, ip: req.ip ?? null }),
          ]);
          return { code: 'CDI000', data: toImportJob(row) };
        }),
    }),
    route(importApi.cancel, {
      permission: WRITE,
      summary: 'Cancel a job that waits, is checked or shown (at once), or is applying (after its current batch: products stay as they were before it).',
      handler: async ({ scope, auth, params, req }) =>
        eventing.transaction(async (tx, emit) => {
          const before = await jobInScope(tx, scope, params.id);
          const row = await cancelJob(tx, before);
          const events: EventEnvelope[] = [eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'import.cancelled', storeCode: row.sid, details: { jobId: row.id }, ip: req.ip ?? null })];
          // A checking job's batches may already be in svc-catalog's staging (issue 26 item 5): it drops them.
          if (before.status !== 'WAITING') events.push(createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, scope.merchantId, { jobId: row.id }));
          await emit([...events, progressEvent(row)]);
          return { code: 'CDI004', data: toImportJob(row) };
        }),
    }),
    route(importApi.report, {
      permission: READ,
      summary: "Every problem of the job's file, then every rejection of its dry run, as CSV (row, column, code, wording in the caller's language, value, related rows, the mapping and revision that read the file), streamed.",
      handler: async ({ scope, params, req, res }) => {
        const row = await jobInScope(db, scope, params.id);
        const locale: Locale = localeOfRequest(req);
        const keys = jobKeys(row.merchant_id, row.id);
        const lines = await storedLines(storage, keys.problems);
        res.status(200);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="import-problems-${row.id}.csv"`);
        res.setHeader('X-Hub-Code', IMPORT_JOBS_FETCHED);
        // A UTF-8 byte order mark: spreadsheets then read Thai, Arabic and Chinese wording right.
        // Each line names the mapping and revision that read the file (issue 28 item 2): a report
        // kept beside others still says which mapping's columns its problems are about.
        const { mapping } = toImportJob(row);
        const read = mapping ? [mapping.name, mapping.revision === null ? '' : String(mapping.revision)] : ['', ''];
        res.write(`\uFEFF${csvLine(['row', 'column', 'code', 'problem', 'value', 'related rows', 'mapping', 'mapping revision'])}`);
        const write = (p: ImportProblem) =>
          res.write(csvLine([p.row === null ? '' : String(p.row), p.column ?? '', p.code, messageFor(p.code, locale), p.value ?? '', (p.related ?? []).join(' '), ...read]));
        const writeAll = async (from: AsyncIterable<string>) => {
          for await (const line of from) {
            if (line.trim() === '') continue;
            if (!write(JSON.parse(line) as ImportProblem)) await new Promise((resolve) => res.once('drain', resolve));
          }
        };
        if (lines) await writeAll(lines);
        else for (const p of problemsOf(row)) write(p);
        // Then every rejection of the dry run (svc-catalog's; none before it), opened only now: a
        // line read before its loop starts would be lost.
        const rejections = await storedLines(storage, keys.rejections);
        if (rejections) await writeAll(rejections);
        res.end();
        return undefined;
      },
    }),
  ];
}

/** A stored NDJSON file line by line; null when there is none. */
async function storedLines(storage: FileStorage, key: string): Promise<AsyncIterable<string> | null> {
  try {
    return createInterface({ input: await storage.read(key), crlfDelay: Infinity });
  } catch (error) {
    if (error instanceof StorageMissingError) return null;
    throw error;
  }
}
