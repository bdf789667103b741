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

