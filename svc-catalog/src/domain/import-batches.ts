/**
 * Which batches of an import run are applied (issue 26): batches are applied side by side, each in its
 * own transaction, so one may commit before the batch ahead of it. The run keeps the number applied from
 * the first without a gap and those applied after a gap (migration 027).
 */
export interface AppliedBatches {
  applied: number;
  applied_ahead: readonly number[];
}

/** Whether batch `n` of the run is applied. */
export const isApplied = (run: AppliedBatches, n: number): boolean => n < run.applied || run.applied_ahead.includes(n);

/** The run's applied batches once `n` is: the gapless count moves past every batch applied ahead of it. */
export function countApplied(run: AppliedBatches, n: number): { applied: number; ahead: number[] } {
  const ahead = new Set([...run.applied_ahead, n]);
  let applied = run.applied;
  while (ahead.delete(applied)) applied++;
  return { applied, ahead: [...ahead].sort((a, b) => a - b) };
}

/** The batches of a run still to apply, in order. */
export function batchesToApply(run: AppliedBatches & { batches: readonly unknown[] }): number[] {
  const left: number[] = [];
  for (let n = run.applied; n < run.batches.length; n++) if (!run.applied_ahead.includes(n)) left.push(n);
  return left;
}

/**
 * How much the catalogue must have grown, as a share of its rows at the last analyze, before a run's
 * apply analyzes it again (analyzeDue). The planner scales a table's row count by its pages as it grows,
 * so statistics that are half as old as the table still plan the apply's lookups (index probes by store
 * and code) alike; what a fresh catalogue needs is its first statistics. At 1M rows into an empty
 * catalogue on PGlite (5,000-line batches) this is 8 analyzes instead of 40, each holding the hub's one
 * thread for half a second or more (session 34).
 */
export const ANALYZE_GROWTH = 0.5;

/**
 * Whether the apply analyzes the catalogue again, after writing `writtenSince` products since its last
 * analyze, which counted `rowsAtAnalyze` products (PostgreSQL's estimate; 0 for an empty catalogue).
 */
export function analyzeDue(writtenSince: number, rowsAtAnalyze: number): boolean {
  return writtenSince > 0 && writtenSince >= ANALYZE_GROWTH * Math.max(0, rowsAtAnalyze);
}

/** Bounds of the time requests may go first between two of an import's batches on PGlite (requestTurnMs). */
export const REQUEST_TURN_MIN_MS = 100;
export const REQUEST_TURN_MAX_MS = 2_000;

/**
 * How long the requests being answered may go first after a batch that took `batchMs` (issue 26 item 7):
 * as long as the batch itself, so that a steady stream of requests still leaves the import at least
 * half the time, but never under REQUEST_TURN_MIN_MS (a page's calls follow each other) nor over
 * REQUEST_TURN_MAX_MS.
 */
export function requestTurnMs(batchMs: number): number {
  if (!Number.isFinite(batchMs)) return REQUEST_TURN_MIN_MS;
  return Math.min(REQUEST_TURN_MAX_MS, Math.max(REQUEST_TURN_MIN_MS, Math.round(batchMs)));
}
