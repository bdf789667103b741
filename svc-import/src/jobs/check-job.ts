import { EVENT_TYPES, IMPORT_PROBLEMS_SHOWN, MASTER_STORE, type EventEnvelope, type ImportCheckSummary, type ImportProblem } from '@hub/contracts';
import { createEvent, listStoreReplicas, StorageMissingError, type Db, type FileStorage, type Logger, type SecretBox, type ServiceEventing } from '@hub/service-kit';
import { importMapping } from '../db/data-mapping-replica';
import { endCheck, failJob, lastFinishedJob, noteBatchChecked, noteChecked, recordMappingUsed, type claimCheck } from '../db/jobs';
import { readTagEncoding } from '../db/rfid-settings';
import { IMPORT_SCHEMA } from '../db/schema';
import { DEFAULT_CHECK_HEAP_MB, DEFAULT_CHECK_THREADS } from '../config';
import { IMPORT_BATCH_SIZE, PGLITE_BATCH_SIZE, batchStore, jobKeys, problemWriter } from '../file/batches';
import type { FileCheckSummary } from '../file/check-file';
import { checkInWorker, CheckWorkerError } from '../file/check-in-worker';
import type { CheckWorkerInput, KnownRows } from '../file/check-protocol';
import { ImportFileError } from '../file/read-csv';
import { digestWriter, readKnownDigests } from '../file/known-digests';
import { dropStagingEvents, progressEvent } from '../events/progress';
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
  /** The check's worker heap in MiB (ImportOptions.checkHeapMb). */
  checkHeapMb?: number;
  /** Threads mapping the file's rows beside the check's (ImportOptions.checkThreads). */
  checkThreads?: number;
}

/**
 * The check of an uploaded file (issue 11 items 1-2): stream it from storage through the parser and
 * every rule of spec section 5; products go to claim-check batches, problems to the report. Each batch
 * is announced as it is stored (`hub.import.batch-checked.v1`, issue 26 item 5): svc-catalog copies it
 * into staging while the check goes on. With any error the job ends REJECTED, its batches are removed
 * and svc-catalog drops what it staged (nothing is written); else it waits for svc-catalog's dry run
 * (PLANNING) with every batch's key in `hub.import.staged.v1`.
 */
export async function runCheck(deps: CheckJobDeps, job: ClaimedJob, owner: string, signal: AbortSignal): Promise<void> {
  const keys = jobKeys(job.merchant_id, job.id);
  // A check taken over from a crashed instance starts again from nothing.
  await Promise.all([deps.storage.remove(keys.batches), deps.storage.remove(keys.digests)]);
  const mapping = await importMapping(deps.db, job.merchant_id, job.mapping_id ?? undefined);
  if (!mapping) {
    await deps.eventing.transaction(async (tx, emit) => {
      const ended = await failJob(tx, job.id, 'PDFU100', ['CHECKING']);
      if (ended) await emit([progressEvent(ended), ...dropStagingEvents(ended)]);
    });
    return;
  }
  await recordMappingUsed(deps.db, job.id, mapping);
  // A job fed by a source (issue 13) first streams it into storage as its file; a taken-over job fetches again.
  if (job.source !== 'FILE' && !(await fetchSource(deps, job, owner, keys.file, signal))) return;
  const target: CheckWorkerInput['target'] =
    job.sid === MASTER_STORE
      ? { kind: 'master', stores: (await listStoreReplicas(deps.db, IMPORT_SCHEMA, job.merchant_id)).filter((s) => s.active && s.code !== MASTER_STORE).map((s) => s.code) }
      : { kind: 'store', sid: job.sid };

  const batches = batchStore(deps.storage, keys.batch);
  const problems = problemWriter(deps.storage, keys.problems);
  const digests = digestWriter(deps.storage, keys.digests);
  let rows = 0;
  let lastNote = Date.now();
  let summary: FileCheckSummary;
  const input: CheckWorkerInput = {
    config: mapping.config,
    target,
    tagEncoding: await readTagEncoding(deps.db, job.merchant_id),
    batchRows: deps.batchRows ?? (deps.db.kind === 'pglite' ? PGLITE_BATCH_SIZE : IMPORT_BATCH_SIZE),
    mappers: deps.checkThreads ?? DEFAULT_CHECK_THREADS,
    known: null,
    // A local folder: the worker reads the upload and stores the batches itself, off this event loop (check-protocol.ts).
    batchStore: deps.storage.localRoot ? { root: deps.storage.localRoot, folder: keys.batches } : null,
    upload: deps.storage.localRoot ? { root: deps.storage.localRoot, key: job.file_key ?? keys.file } : null,
  };
  // The digests a finished import left (ADR 0044), and which import: the catalogue may trust its light lines.
  const known = job.full_check ? null : await knownDigestsBefore(deps, job);
  input.known = known?.digests ?? null;
  const knownFrom = known?.jobId ?? null;
  // Whether svc-catalog was told of a batch: a rejected check then asks it to drop its staging. A file
  // with an error is rejected at its end: its later batches are not announced (staging them is waste).
  let announced = false;
  let failing = false;
  // Announcements run one after another, beside the check: the check's next batch does not wait for
  // svc-catalog to note the last (its run row is locked while it stages a batch). One waiting at most:
  // it names every batch stored by the time it runs.
  let announcing: Promise<void> = Promise.resolve();
  let announceWaiting = false;
  const announceSoon = () => {
    if (announceWaiting) return;
    announceWaiting = true;
    announcing = announcing.then(() => {
      announceWaiting = false;
      return announce(rows);
    });
    // Its failure is taken where the check ends (awaited there); not an unhandled rejection meanwhile.
    announcing.catch(() => undefined);
  };
  const announce = async (rowsSoFar: number) => {
    if (failing) return;
    const keysSoFar = batches.keys();
    await deps.eventing.transaction(async (tx, emit) => {
      const held = await noteBatchChecked(tx, job.id, owner, rowsSoFar);
      if (!held) return;
      announced = true;
      await emit(
        createEvent(EVENT_TYPES.IMPORT_BATCH_CHECKED, held.merchant_id, { jobId: held.id, sid: held.sid, batches: keysSoFar, markMissingInactive: held.mark_missing_inactive, attempt: held.attempts, knownFrom }),
      );
    });
  };
  try {
    const file = await deps.storage.read(job.file_key ?? keys.file);
    // Parse, rules and mapping run on a worker thread: this one only moves bytes to and from storage.
    const outputs = {
      batch: async (lines: Uint8Array, _count: number, failingSoFar: boolean, light: boolean) => {
        await batches.put(lines, light);
        if (failingSoFar) failing = true;
        announceSoon();
      },
      stored: (key: string, _count: number, failingSoFar: boolean) => {
        batches.stored(key);
        if (failingSoFar) failing = true;
        announceSoon();
      },
      problems: async (list: ImportProblem[]) => {
        for (const p of list) await problems.add(p);
      },
      digests: (identity: string, known: Float64Array, entries: Uint8Array) => digests.add(identity, known, entries),
      rows: async (n: number) => {
        rows = n;
        if (Date.now() - lastNote > 1000) {
          lastNote = Date.now();
          await noteChecked(deps.db, job.id, owner, rows);
        }
      },
    };
    const checked = await checkInWorker(file, input, outputs, { heapMb: deps.checkHeapMb ?? DEFAULT_CHECK_HEAP_MB, signal });
    if ('error' in checked) {
      rows = checked.rows;
      throw checked.error;
    }
    summary = checked.summary;
    await announcing;
  } catch (error) {
    await announcing.catch(() => undefined);
    await problems.end().catch(() => undefined);
    await digests.end().catch(() => undefined);
    await Promise.all([deps.storage.remove(keys.batches), deps.storage.remove(keys.digests)]);
    if (signal.aborted) return;
    // The worker's own failure (its heap, a fault): the reason goes to the log, the job fails PDDI100.
    if (error instanceof CheckWorkerError) deps.logger?.error({ jobId: job.id, reason: error.message }, 'import check failed');
    const code = error instanceof ImportFileError ? error.code : error instanceof StorageMissingError ? 'PDDI101' : error instanceof CheckWorkerError ? 'PDDI100' : null;
    if (code === null) throw error;
    const row = error instanceof ImportFileError ? error.row : null;
    const check: ImportCheckSummary = { rows, products: 0, errors: 1, warnings: 0, skippedColumns: [], byCode: {} };
    const shown: ImportProblem[] = code === 'PDFV116' ? [{ code: 'PDFV116', row, column: null }] : [];
    await deps.eventing.transaction(async (tx, emit) => {
      const ended = await endCheck(tx, job.id, owner, { status: 'REJECTED', check, problems: shown, batches: [], errorCode: code });
      if (ended) await emit([progressEvent(ended), auditOf(deps, ended.merchant_id, ended.created_by_id, 'import.rejected', { jobId: job.id, code }), ...dropStagingEvents(ended, announced)]);
    });
    return;
  }
  await problems.end();
  await digests.end();
  const batchKeys = batches.keys();
  const check: ImportCheckSummary = {
    rows: summary.rows,
    products: summary.products,
    errors: summary.errors,
    warnings: summary.warnings,
    skippedColumns: summary.skippedColumns,
    byCode: summary.byCode,
    ...(summary.light ? { known: summary.light } : {}),
  };
  const rejected = summary.errors > 0;
  // A rejected file is not read again: its batches and the upload go (its problems stay for the report).
  if (rejected) await Promise.all([deps.storage.remove(keys.batches), deps.storage.remove(keys.digests), job.file_key ? deps.storage.remove(job.file_key) : undefined]);
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
    if (rejected) events.push(auditOf(deps, ended.merchant_id, ended.created_by_id, 'import.rejected', { jobId: job.id, errors: summary.errors }), ...dropStagingEvents(ended, announced));
    else
      events.push(
        createEvent(EVENT_TYPES.IMPORT_STAGED, ended.merchant_id, {
          jobId: ended.id,
          sid: ended.sid,
          batches: batchKeys,
          totalCount: summary.products,
          markMissingInactive: ended.mark_missing_inactive,
          attempt: ended.attempts,
          knownFrom,
        }),
      );
    await emit(events);
  });
}

/**
 * The rows the merchant's last finished import into the same store left the catalogue holding, by their
 * digests (ADR 0044): the check sends those rows light, unmapped, when this file's plan has the same
 * identity. None for a job asked again in full (`full_check`).
 */
async function knownDigestsBefore(deps: Pick<CheckJobDeps, 'db' | 'storage' | 'logger'>, job: ClaimedJob): Promise<{ jobId: string; digests: KnownRows } | null> {
  const last = await lastFinishedJob(deps.db, job.merchant_id, job.sid, job.id);
  if (!last) return null;
  // Only a shortcut: a file of them that cannot be read means every row is mapped.
  const digests = await readKnownDigests(deps.storage, jobKeys(job.merchant_id, last.id)).catch((err: unknown) => {
    deps.logger?.warn({ err, jobId: job.id }, 'known row digests not read: every row is mapped');
    return null;
  });
  return digests ? { jobId: last.id, digests } : null;
}

export function auditOf(deps: Pick<CheckJobDeps, 'eventing'>, merchantId: string, userId: string | null, action: 'import.rejected' | 'import.finished' | 'import.failed' | 'import.cancelled', details: Record<string, unknown>) {
  return deps.eventing.auditEvent(merchantId, { userId: userId ?? 'system', action, details, ip: null });
}
