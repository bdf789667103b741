import { EVENT_TYPES, IMPORT_PROBLEMS_SHOWN, MASTER_STORE, type EventEnvelope, type ImportCheckSummary, type ImportProblem, type ImportRecord } from '@hub/contracts';
import { createEvent, listStoreReplicas, StorageMissingError, type Db, type FileStorage, type Logger, type SecretBox, type ServiceEventing } from '@hub/service-kit';
import { currentDataMapping } from '../db/data-mapping-replica';
import { endCheck, failJob, noteChecked, type claimCheck } from '../db/jobs';
import { readTagEncoding } from '../db/rfid-settings';
import { IMPORT_SCHEMA } from '../db/schema';
import type { ImportTarget } from '../domain/file/file-plan';
import { IMPORT_BATCH_SIZE, PGLITE_BATCH_SIZE, batchWriter, jobKeys, problemWriter } from '../file/batches';
import { checkFile } from '../file/check-file';
import { ImportFileError, readCsvBatches } from '../file/read-csv';
import { progressEvent } from '../events/progress';
import { fetchSource } from './fetch-source';

type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimCheck>>>;

export interface CheckJobDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  /** Opens import sources' secrets (a job fed by a source fetches it first). */
  secrets: SecretBox;
  logger?: Logger;
  /** Products per claim-check batch (ImportOptions.batchRows). */
  batchRows?: number;
}

/**
 * The check of an uploaded file (issue 11 items 1-2): stream it from storage through the parser and
 * every rule of spec section 5; products go to claim-check batches, problems to the report. With any
 * error the job ends REJECTED and its batches are removed (nothing is written); else it waits for
 * svc-catalog's dry run (PLANNING) with the batches' keys in `hub.import.staged.v1`.
 */
export async function runCheck(deps: CheckJobDeps, job: ClaimedJob, owner: string, signal: AbortSignal): Promise<void> {
  const keys = jobKeys(job.merchant_id, job.id);
  // A check taken over from a crashed instance starts again from nothing.
  await deps.storage.remove(keys.batches);
  const mapping = await currentDataMapping(deps.db, job.merchant_id);
  if (!mapping) {
    await deps.eventing.transaction(async (tx, emit) => {
      const ended = await failJob(tx, job.id, 'PDFU100', ['CHECKING']);
      if (ended) await emit(progressEvent(ended));
    });
    return;
  }
  // A job fed by a source (issue 13) first streams it into storage as its file; a taken-over job fetches again.
  if (job.source !== 'FILE' && !(await fetchSource(deps, job, owner, keys.file, signal))) return;
  const target: ImportTarget =
    job.sid === MASTER_STORE
      ? { kind: 'master', stores: new Set((await listStoreReplicas(deps.db, IMPORT_SCHEMA, job.merchant_id)).filter((s) => s.active && s.code !== MASTER_STORE).map((s) => s.code)) }
      : { kind: 'store', sid: job.sid };

  const batches = batchWriter(deps.storage, keys.batch, deps.batchRows ?? (deps.db.kind === 'pglite' ? PGLITE_BATCH_SIZE : IMPORT_BATCH_SIZE));
  const problems = problemWriter(deps.storage, keys.problems);
  let rows = 0;
  let lastNote = Date.now();
  let summary: Awaited<ReturnType<typeof checkFile>>;
  const tagEncoding = await readTagEncoding(deps.db, job.merchant_id);
  try {
    const file = await deps.storage.read(job.file_key ?? keys.file);
    signal.addEventListener('abort', () => file.destroy(new Error('lease lost')), { once: true });
    const sinks = {
      record: (record: ImportRecord) => {
        rows++;
        if ((rows & 1023) === 0 && Date.now() - lastNote > 1000) {
          lastNote = Date.now();
          return noteChecked(deps.db, job.id, owner, rows).then(() => batches.add(record));
        }
        return batches.add(record);
      },
      problem: (p: ImportProblem) => problems.add(p),
    };
    summary = await checkFile(readCsvBatches(file, {}), mapping.config, target, sinks, tagEncoding);
  } catch (error) {
    await problems.end().catch(() => undefined);
    await deps.storage.remove(keys.batches);
    if (signal.aborted) return;
    const code = error instanceof ImportFileError ? error.code : error instanceof StorageMissingError ? 'PDDI101' : null;
    if (code === null) throw error;
    const row = error instanceof ImportFileError ? error.row : null;
    const check: ImportCheckSummary = { rows, products: 0, errors: 1, warnings: 0, skippedColumns: [], byCode: {} };
    const shown: ImportProblem[] = code === 'PDFV116' ? [{ code: 'PDFV116', row, column: null }] : [];
    await deps.eventing.transaction(async (tx, emit) => {
      const ended = await endCheck(tx, job.id, owner, { status: 'REJECTED', check, problems: shown, batches: [], errorCode: code });
      if (ended) await emit([progressEvent(ended), auditOf(deps, ended.merchant_id, ended.created_by_id, 'import.rejected', { jobId: job.id, code })]);
    });
    return;
  }
  await problems.end();
  const batchKeys = await batches.end();
  const check: ImportCheckSummary = {
    rows: summary.rows,
    products: summary.products,
    errors: summary.errors,
    warnings: summary.warnings,
    skippedColumns: summary.skippedColumns,
    byCode: summary.byCode,
  };
  const rejected = summary.errors > 0;
  // A rejected file is not read again: its batches and the upload go (its problems stay for the report).
  if (rejected) await Promise.all([deps.storage.remove(keys.batches), job.file_key ? deps.storage.remove(job.file_key) : undefined]);
  await deps.eventing.transaction(async (tx, emit) => {
    const ended = await endCheck(tx, job.id, owner, {
      status: rejected ? 'REJECTED' : 'PLANNING',
      check,
      problems: summary.shown.slice(0, IMPORT_PROBLEMS_SHOWN),
      batches: rejected ? [] : batchKeys,
      errorCode: rejected ? 'PDDI103' : null,
    });
    if (!ended) return;
    const events: EventEnvelope[] = [progressEvent(ended)];
    if (rejected) events.push(auditOf(deps, ended.merchant_id, ended.created_by_id, 'import.rejected', { jobId: job.id, errors: summary.errors }));
    else
      events.push(
        createEvent(EVENT_TYPES.IMPORT_STAGED, ended.merchant_id, {
          jobId: ended.id,
          sid: ended.sid,
          batches: batchKeys,
          totalCount: summary.products,
          markMissingInactive: ended.mark_missing_inactive,
        }),
      );
    await emit(events);
  });
}

export function auditOf(deps: Pick<CheckJobDeps, 'eventing'>, merchantId: string, userId: string | null, action: 'import.rejected' | 'import.finished' | 'import.failed' | 'import.cancelled', details: Record<string, unknown>) {
  return deps.eventing.auditEvent(merchantId, { userId: userId ?? 'system', action, details, ip: null });
}
