import { EVENT_TYPES, IMPORT_BATCH_SUFFIX, importBatchLine, isLightBatchKey, parseImportBatchLine, type ImportRecord } from '@hub/contracts';
import { createEvent, StorageMissingError, yieldToOthers, yieldToRequests, type CopySource, type Db, type FileStorage, type ServiceEventing } from '@hub/service-kit';
import { text } from 'node:stream/consumers';
import { countActions, quietBatches, withLightUnchanged, writesProducts, type RunBatchCounts } from '../domain/import-batch-counts';
import { analyzeDue, batchesToApply, isApplied, requestTurnMs } from '../domain/import-batches';
import {
  AppliedMeanwhile,
  analyzeProducts,
  analyzeProductsIfStale,
  analyzeStaging,
  applyBatch,
  applyQuietBatches,
  classify,
  classifyRecords,
  countStaged,
  deactivateMissing,
  dropStaging,
  endRun,
  markPlanned,
  noteLightPending,
  awaitNewAttempt,
  notePlannedSnapshot,
  planOf,
  batchCountsOf,
  noteRejectedTags,
  rejectHeldTags,
  releaseRun,
  restartStaging,
  noteRejectionsStale,
  noteLightTrusted,
  lightLinesOf,
  runById,
  StagedMeanwhile,
  stageBatch,
  stageLightBatch,
  stagedBatches,
  hasStaged,
  storeCountsOf,
  type ImportRun,
} from '../db/import-runs';
import { storeRejections } from './import-rejections';

export interface ImportWorkerDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  /** Batches applied side by side (default: APPLY_WIDTH on a server, 1 on PGlite). */
  applyWidth?: number;
  /**
   * On PGlite, how long open requests may go first between two batches (default: as long as the last
   * batch took, `requestTurnMs`).
   */
  requestTurnMs?: number;
}

/**
 * Groups of batches between two looks at whether the products' statistics are due again while a run
 * applies (analyzeDue).
 */
const ANALYZE_EVERY = 5;
/**
 * Batches a run applies side by side on a PostgreSQL server, each in its own transaction: each of the
 * apply's statements runs on one core of the server, so a pair keeps two busy (bench/RESULTS.md, issue
 * 26). PGlite has one connection: one at a time.
 */
const APPLY_WIDTH = 2;
// Between two batches the event loop serves what waits (yieldToOthers): on PGlite each query resolves
// without I/O, so a loop of them would otherwise hold the hub's process for the whole import.

/**
 * The wait between two of a run's batches (issue 26 item 7). On a server, a turn of the event loop: the
 * requests' queries run beside the batches on connections of their own. On PGlite the database runs on
 * this process's one thread and a batch holds it (no request is even read meanwhile), so the requests
 * being answered then go first, with the calls that follow them closely (a page's scripts, then its
 * data), for at most as long as the last batch took: before, a page reloaded during an apply waited a
 * whole batch for each of its calls.
 */
export function batchTurns(deps: Pick<ImportWorkerDeps, 'db' | 'requestTurnMs'>): () => Promise<void> {
  if (deps.db.kind !== 'pglite') return yieldToOthers;
  let since = performance.now();
  return async () => {
    await yieldToRequests(deps.requestTurnMs ?? requestTurnMs(performance.now() - since));
    since = performance.now();
  };
}

const appliedEvent = (run: ImportRun, status: 'IMPORTING' | 'FINISHED' | 'CANCELLED' | 'FAILED', errorCode: string | null = null) =>
  createEvent(EVENT_TYPES.IMPORT_APPLIED, run.merchant_id, {
    jobId: run.job_id,
    processed: run.processed,
    nInserted: run.n_inserted,
    nModified: run.n_modified,
    nUpserted: run.n_inserted + run.n_modified,
    skipped: run.skipped,
    nDeactivated: run.n_deactivated,
    status,
    errorCode,
    stores: storeCountsOf(run),
  });

/**
 * One step of an import run (issue 11 item 5), resumable: every batch is staged or applied in its own
 * transaction together with the run's progress, so a process killed mid-import resumes at the batch it
 * was in once its lease runs out, and writes no product twice.
 * The run's phase is in the job's words (IMPORT_RUN_PHASES):
 * - CHECKING, then PLANNING: load the claim-check batches into staging as the check stores them (a run
 *   still being checked is let go once all its batches so far are staged), then, once checked
 *   (PLANNING), answer the dry run (hub.catalog.import-planned.v1); the run is READY.
 * - IMPORTING: merge batch after batch into the products, reporting counts (hub.catalog.import-applied.v1);
 *   then, for a source run that marks missing products inactive, mark them, in the transaction that ends it.
 * - CANCELLING: stop (after the batch in hand) and drop the staging; products keep what earlier batches wrote.
 */
/** A run whose batches are still being staged: its check goes on (CHECKING) or has just ended (PLANNING). */
const isStaging = (run: ImportRun): boolean => run.phase === 'CHECKING' || run.phase === 'PLANNING';

export async function runImportStep(deps: ImportWorkerDeps, claimed: ImportRun, signal: AbortSignal, owner: string): Promise<void> {
  let run = claimed;
  if (run.phase === 'CANCELLING') return cancel(deps, run);
  const turn = batchTurns(deps);
  if (isStaging(run)) {
    // Staged batches lost in a database crash (the staging table is unlogged) are staged again.
    if (run.staged > 0 && !(await hasStaged(deps.db, run.job_id))) await restartStaging(deps.db, run.job_id);
    // Batch after batch as the check stores them (issue 26 item 5): the run's list grows while it runs.
    for (;;) {
      await turn();
      if (signal.aborted) return;
      const now = await runById(deps.db, run.job_id);
      if (!now || !isStaging(now)) return now?.phase === 'CANCELLING' ? cancel(deps, now) : undefined;
      run = now;
      if (now.staged >= now.batches.length) {
        if (now.checked) break;
        // Every batch stored so far is staged: the next batch's event wakes a worker.
        return releaseRun(deps.db, now.job_id, owner);
      }
      if (now.staged === 0) {
        // The apply re-checks only what changed after this point (issue 26 item 3); the records'
        // lookups need the planner's statistics of the catalogue as it is now.
        await notePlannedSnapshot(deps.db, now.job_id);
        await analyzeProductsIfStale(deps.db);
      }
      const lines = await readBatch(deps, now, now.staged);
      if (lines === null) {
        if (now.checked) return fail(deps, now, 'PDDI101');
        // A check taken over starts again and removes its batches: its new attempt's events restage the run.
        return releaseRun(deps.db, now.job_id, owner);
      }
      // Light lines nothing can have changed since the import that knew their digests are staged
      // unchanged, without a lookup each (ADR 0044, "Next"): asked once per attempt.
      const trusted = await noteLightTrusted(deps.db, now);
      // Each batch is classified as it is staged, in its transaction: create, update or unchanged.
      try {
        await deps.db.transaction(async (tx) => {
          if (trusted && isLightBatchKey(now.batches[now.staged]!)) {
            // Light lines only, each unchanged as staged: apart, nothing to classify (migration 036).
            await countStaged(tx, now, now.staged, withLightUnchanged({}, await stageLightBatch(tx, now, now.staged, lines)));
            return;
          }
          const copied = await stageBatch(tx, now, now.staged, lines, trusted);
          const light = trusted ? await lightLinesOf(tx, now, now.staged) : [];
          // A trusted batch of light lines only (an unchanged re-sync) has no record to classify.
          const lightOnly = trusted && copied > 0 && copied === light.reduce((sum, l) => sum + l.n, 0);
          const classified = lightOnly ? [] : await classifyRecords(tx, now, now.staged, undefined, 'pending', trusted);
          if (classified.some((r) => r.action === 'pending')) await noteLightPending(tx, now.job_id);
          await countStaged(tx, now, now.staged, withLightUnchanged(countActions(classified), light), classified.some((r) => r.rehash));
        });
      } catch (error) {
        if (!(error instanceof StagedMeanwhile)) throw error;
      }
    }
    // A light line named a row whose product no longer holds its digest (ADR 0044): the check again, every row mapped.
    if (run.light_pending) return checkAgain(deps, run);
    // Fresh statistics for the planner: the staging table just grew by the whole file.
    await analyzeStaging(deps.db);
    // A tag another product keeps is refused unless the file takes it from that product: a question of
    // the whole file. Batch by batch, each its own statement: other requests get their turn in between
    // (on PGlite the database runs in this process, and one statement holds it until it ends).
    // A batch with nothing to create or update gives no product a tag: it is not read again.
    const counts = await batchCountsOf(deps.db, run);
    for (let n = 0; n < run.batches.length; n++) {
      if (!writesProducts(counts[String(n)])) continue;
      await turn();
      if (signal.aborted) return;
      await deps.db.transaction(async (tx) => noteRejectedTags(tx, run.job_id, n, await rejectHeldTags(tx, run, n)));
    }
    const plan = await planOf(deps.db, run, await batchCountsOf(deps.db, run));
    // Every rejection goes to storage first, for the job's report (the plan carries only the first few).
    if (plan.reject > 0) await storeRejections(deps.db, deps.storage, run);
    await deps.eventing.transaction(async (tx, emit) => {
      await markPlanned(tx, run.job_id);
      await emit(createEvent(EVENT_TYPES.IMPORT_PLANNED, run.merchant_id, { jobId: run.job_id, plan }));
    });
    return;
  }
  if (run.phase === 'IMPORTING') {
    // Statistics for the writes to come; a run whose dry run writes nothing (a re-sync of unchanged
    // rows) does not pay an analyze of the whole catalogue for it (a second or more at a million).
    const planned = await batchCountsOf(deps.db, run);
    // Rows counted at the last analyze: -1 when not analyzed here (the next look analyzes if anything was written).
    let rowsAtAnalyze = -1;
    if (run.batches.some((_, n) => writesProducts(planned[String(n)]))) rowsAtAnalyze = await analyzeProducts(deps.db);
    // The batches that write nothing, together in one transaction while nothing can have moved since the dry run.
    const quiet = quietBatches(batchesToApply(run), planned, run.rehash_batches);
    if (quiet.length > 0 && writtenBy(run) === 0) {
      const stop = await applyQuiet(deps, run.job_id, quiet, planned);
      if (stop) return stop.phase === 'CANCELLING' ? cancel(deps, stop) : undefined;
      run = (await runById(deps.db, run.job_id)) ?? run;
    }
    let writtenAtAnalyze = writtenBy(run);
    const width = deps.applyWidth ?? (deps.db.kind === 'pglite' ? 1 : APPLY_WIDTH);
    const left = batchesToApply(run);
    for (let i = 0; i < left.length; i += width) {
      await turn();
      if (signal.aborted) return;
      const group = left.slice(i, i + width);
      // A batch whose staging a database crash took (unlogged table) is staged again from storage,
      // and classified again (against the catalogue as it is now).
      for (const n of group) {
        if (await hasStaged(deps.db, run.job_id, n)) continue;
        const lines = await readBatch(deps, run, n);
        if (lines === null) return fail(deps, run, 'PDDI101');
        await deps.db.transaction(async (tx) => {
          if (await stageAgain(tx, run, n, lines)) await noteRejectionsStale(tx, run.job_id);
        });
      }
      if (i > 0 && Math.floor(i / width) % ANALYZE_EVERY === 0) {
        // Only a catalogue this run has grown by half since the last analyze needs new statistics (each
        // analyze of a million products takes a second or more; a re-sync of unchanged rows writes none).
        const now = await runById(deps.db, run.job_id);
        const written = now ? writtenBy(now) : 0;
        if (analyzeDue(written - writtenAtAnalyze, rowsAtAnalyze)) {
          rowsAtAnalyze = await analyzeProducts(deps.db);
          writtenAtAnalyze = written;
        }
      }
      const stops = await Promise.all(group.map((n) => applyOne(deps, run.job_id, n)));
      const stop = stops.find((s) => s !== null);
      if (stop) return stop.phase === 'CANCELLING' ? cancel(deps, stop) : undefined;
    }
    // Records classified again since the dry run (a tag taken or let go meanwhile) may be refused, or taken,
    // against it: the report is written again from the whole staging (ADR 0044's known gap; issue 26 item 8).
    const stale = (await runById(deps.db, run.job_id))?.rejections_stale === true;
    // What is missing from the file is what staging lacks: batches a database crash took are staged again
    // first (and classified again, when the report is written from them).
    if ((run.mark_missing_inactive || stale) && !(await restageAll(deps, run, stale))) return fail(deps, run, 'PDDI101');
    if (stale) await storeRejections(deps.db, deps.storage, run);
    // The run's row is locked: a cancel asked for after the last batch either came first (nothing is
    // marked, the run ends CANCELLED) or waits for the end.
    const stop = await deps.eventing.transaction(async (tx, emit) => {
      const now = await runById(tx, run.job_id, { lock: true });
      if (!now || now.phase !== 'IMPORTING') return now;
      await deactivateMissing(tx, now);
      const ended = await endRun(tx, run.job_id, 'FINISHED');
      if (ended) await emit(appliedEvent(ended, 'FINISHED'));
      return !ended ? null : writtenBy(ended) > writtenAtAnalyze ? 'analyze' : 'ended';
    });
    if (stop === 'analyze' || stop === 'ended') {
      await dropStaging(deps.db, run.job_id);
      if (stop === 'analyze') await analyzeProducts(deps.db);
    } else if (stop?.phase === 'CANCELLING') return cancel(deps, stop);
  }
}

/** Products a run has written so far: inserted, updated and marked inactive as missing. */
const writtenBy = (run: ImportRun) => run.n_inserted + run.n_modified + run.n_deactivated;

/**
 * Applies batch `n` in its own transaction with its progress event; answers the run when it must stop
 * (cancelled, gone, no longer applying), else null. A batch another worker applied meanwhile is left.
 */
async function applyOne(deps: ImportWorkerDeps, jobId: string, n: number): Promise<ImportRun | null> {
  try {
    return await deps.eventing.transaction(async (tx, emit) => {
      const now = await runById(tx, jobId);
      if (!now || now.phase !== 'IMPORTING') return now;
      if (isApplied(now, n)) return null;
      await applyBatch(tx, now, n);
      await emit(appliedEvent((await runById(tx, jobId))!, 'IMPORTING'));
      return null;
    });
  } catch (error) {
    if (error instanceof AppliedMeanwhile) return null;
    throw error;
  }
}

/**
 * Applies the run's `quiet` batches (they write nothing) together with one progress event
 * (applyQuietBatches); answers the run when it must stop, else null, whether or not they could be.
 */
async function applyQuiet(deps: ImportWorkerDeps, jobId: string, quiet: readonly number[], counts: RunBatchCounts): Promise<ImportRun | null> {
  return deps.eventing.transaction(async (tx, emit) => {
    const now = await runById(tx, jobId);
    if (!now || now.phase !== 'IMPORTING') return now;
    if (await applyQuietBatches(tx, jobId, quiet, counts)) await emit(appliedEvent((await runById(tx, jobId))!, 'IMPORTING'));
    return null;
  });
}

/**
 * Stages again every batch of the run its staging lacks; false when one is gone from storage. `classified`:
 * each is classified again too (against the catalogue as it is now), for a report of its rejections.
 */
async function restageAll(deps: ImportWorkerDeps, run: ImportRun, classified = false): Promise<boolean> {
  const staged = await stagedBatches(deps.db, run.job_id);
  const turn = batchTurns(deps);
  for (let n = 0; n < run.batches.length; n++) {
    if (staged.has(n)) continue;
    await turn();
    const lines = await readBatch(deps, run, n);
    if (lines === null) return false;
    await deps.db.transaction(async (tx) => {
      await stageAgain(tx, run, n, lines, classified);
    });
  }
  return true;
}

/**
 * Stages batch `n` again after a database crash emptied the staging (both tables are unlogged), and
 * classifies it against the catalogue as it is now unless `classified` is false; answers whether it was
 * classified. A trusted run's batch of light lines only goes apart as at first: its lines stay unchanged
 * (a light line's record cannot be asked for any more: classified, it would be unchanged as well).
 */
async function stageAgain(tx: Db, run: ImportRun, n: number, lines: CopySource, classified = true): Promise<boolean> {
  if (run.light_trusted === true && isLightBatchKey(run.batches[n]!)) {
    await stageLightBatch(tx, run, n, lines);
    return false;
  }
  await stageBatch(tx, run, n, lines);
  if (classified) await classify(tx, run, n);
  return classified;
}

/**
 * A claim-check batch from storage as COPY lines, streamed; null when it is gone. A batch of a run in
 * flight at an upgrade (NDJSON of ImportRecord before migration 024, lines without the tag column before
 * 026) is turned into lines of today's form.
 */
async function readBatch(deps: ImportWorkerDeps, run: ImportRun, n: number): Promise<CopySource | null> {
  const key = run.batches[n]!;
  try {
    const stream = await deps.storage.read(key);
    if (key.endsWith(IMPORT_BATCH_SUFFIX)) return stream;
    const lines = (await text(stream)).split('\n').filter((line) => line.trim() !== '');
    const records = key.endsWith('.ndjson') ? lines.map((line) => JSON.parse(line) as ImportRecord) : lines.map(parseImportBatchLine);
    return records.map(importBatchLine).join('');
  } catch (error) {
    if (error instanceof StorageMissingError) return null;
    throw error;
  }
}

/**
 * Drops a checked run's staging and asks svc-import for its check again with every row mapped (ADR
 * 0044); the run waits for the new attempt's batches, as for a check taken over.
 */
async function checkAgain(deps: ImportWorkerDeps, run: ImportRun): Promise<void> {
  await deps.eventing.transaction(async (tx, emit) => {
    if (!(await awaitNewAttempt(tx, run.job_id, run.attempt))) return;
    await emit(createEvent(EVENT_TYPES.IMPORT_CHECK_AGAIN, run.merchant_id, { jobId: run.job_id, attempt: run.attempt }));
  });
}

async function cancel(deps: ImportWorkerDeps, run: ImportRun): Promise<void> {
  await deps.eventing.transaction(async (tx, emit) => {
    const ended = await endRun(tx, run.job_id, 'CANCELLED');
    if (ended) await emit(appliedEvent(ended, 'CANCELLED'));
  });
  await dropStaging(deps.db, run.job_id);
}

export async function fail(deps: ImportWorkerDeps, run: ImportRun, errorCode: string): Promise<void> {
  await deps.eventing.transaction(async (tx, emit) => {
    const ended = await endRun(tx, run.job_id, 'FAILED');
    if (ended) await emit(appliedEvent(ended, 'FAILED', errorCode));
  });
  await dropStaging(deps.db, run.job_id);
}
