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
