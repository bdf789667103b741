import { EVENT_TYPES, type ImportProgress } from '@hub/contracts';
import { createEvent, type Selectable } from '@hub/service-kit';
import type { ImportJobsTable } from '../db/schema';
import { AUTOSYNC_USER } from '../autosync/scheduler';
import { approxTimeLeft } from '../domain/progress';

type JobRow = Selectable<ImportJobsTable>;

/** Import progress (spec section 3) of a job row: counts, times and the time left as {min, sec}. */
export function progressOf(row: JobRow, now = Date.now()): ImportProgress {
  const start = row.started_at ? new Date(row.started_at) : null;
  const running = row.status === 'IMPORTING';
  const processed = Number(row.processed);
  const totalCount = Number(row.total_count);
  return {
    jobId: row.id,
    sid: row.sid,
    status: row.status,
    message: row.message,
    start: start?.toISOString() ?? null,
    end: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    totalCount,
    processed,
    nUpserted: Number(row.n_upserted),
    nModified: Number(row.n_modified),
    nInserted: Number(row.n_inserted),
    skipped: Number(row.skipped),
    approxTime: running && start ? approxTimeLeft(processed, totalCount, now - start.getTime()) : { min: 0, sec: 0 },
    master: row.master,
  };
}

/** `hub.import.progress.v1` of a job row, for the merchant's browsers (and svc-auth's banner: scheduled runs that fail). */
export function progressEvent(row: JobRow) {
  return createEvent(EVENT_TYPES.IMPORT_PROGRESS, row.merchant_id, { ...progressOf(row), scheduled: row.created_by === AUTOSYNC_USER, errorCode: row.error_code });
}

/**
 * A check that ends without a dry run (rejected, failed) after batches of it were announced, by this
 * attempt or by an earlier one of a check taken over, asks svc-catalog to drop what it staged of them
 * (issue 26 item 5); none when svc-catalog was never told of a batch.
 */
export function dropStagingEvents(ended: Pick<JobRow, 'id' | 'merchant_id' | 'attempts'>, announced = false) {
  return announced || ended.attempts > 1 ? [createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, ended.merchant_id, { jobId: ended.id })] : [];
}
