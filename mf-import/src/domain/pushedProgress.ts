import type { ImportJob, ImportProgress } from '@hub/contracts';

/**
 * The figures of a job that its pushed progress carries (spec section 3): what the job panel and the
 * jobs table show of a moving job. The rest (the check summary, the plan, the problems, the error
 * code, the deactivated count) only changes with the job's status.
 */
export type PushedFigures = Pick<
  ImportJob,
  'status' | 'message' | 'start' | 'end' | 'totalCount' | 'processed' | 'nUpserted' | 'nModified' | 'nInserted' | 'skipped' | 'master'
>;

/** A job (its detail or its jobs-table row) with a push's figures merged in; a push of another job changes nothing. */
export function withProgress<T extends Pick<ImportJob, 'id'> & PushedFigures>(job: T, push: ImportProgress): T {
  if (push.jobId !== job.id) return job;
  const { status, message, start, end, totalCount, processed, nUpserted, nModified, nInserted, skipped, master } = push;
  return { ...job, status, message, start, end, totalCount, processed, nUpserted, nModified, nInserted, skipped, master };
}

/**
 * Whether a push calls for reading the job again rather than merging it (issue 26 item 5): when the job
 * is not shown yet, or the push brings another status, since the plan, the check summary, the problems
 * and the error code come with a new status (READY, REJECTED, FINISHED, FAILED, CANCELLED...). The same
 * status with new figures is merged without a request.
 */
export function needsReload(shown: Pick<ImportJob, 'status'> | null | undefined, push: Pick<ImportProgress, 'status'>): boolean {
  return !shown || shown.status !== push.status;
}

/**
 * A jobs-table row with the latest push for it: merged while in the row's status; a push of another
 * status waits for the list's refresh, so a late push never turns a row back.
 */
export function rowWithProgress<T extends Pick<ImportJob, 'id'> & PushedFigures>(row: T, push: ImportProgress | undefined): T {
  return push && !needsReload(row, push) ? withProgress(row, push) : row;
}
