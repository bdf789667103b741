import { EVENT_TYPES, PRINT_FAILURE_REASONS, type PrintFailureReason } from '@hub/contracts';
import { createEvent, type Db, type Logger, type ServiceEventing } from '@hub/service-kit';
import {
  abandonedSendingItems,
  clearEndedLease,
  endedJobsWithExpiredLease,
  endItems,
  printJobCounts,
  printJobStatus,
  setProductPrinting,
  type PrintItemRow,
  type PrintJobRow,
} from '../db/print-jobs';
import { addTagEvents, type NewTagEvent } from '../db/tag-events';
import { productStatusAfter } from '../domain/print-jobs';
import { jobStoreCode, printJobEndAction, printJobEndedDetails } from '../domain/printing-audit';

/**
 * What follows when labels or a whole print job end (issue 14 items 3 and 4), shared by the worker
 * and the cancel route: the products' printing status and tag history, the job's progress event for
 * the browsers, its audit entry; and the labels a vanished worker left SENDING.
 */

/** The job's progress now, for the browsers (hub.catalog.print-progress.v1). */
export async function progressEvent(tx: Db, job: PrintJobRow) {
  const status = (await printJobStatus(tx, job.id)) ?? job.status;
  const counts = (await printJobCounts(tx, [job.id])).get(job.id)!;
  const rows = await tx.query<{ reason: string | null }>(`select reason from catalog.print_jobs where id = $1`, [job.id]);
  const { total, queued, printed, voided, failed, cancelled } = counts;
  return createEvent(EVENT_TYPES.PRINT_PROGRESS, job.merchant_id, { jobId: job.id, status, total, queued, printed, voided, failed, cancelled, reason: rows[0]?.reason ?? null, stores: job.stores });
}

/** The products' printing status (and tag history) after their labels ended. */
export async function recordEnded(tx: Db, job: PrintJobRow, ended: readonly PrintItemRow[]): Promise<void> {
  await setProductPrinting(
    tx,
    job.merchant_id,
    ended.map((i) => ({
      sid: i.sid,
      productCode: i.product_code,
      status: productStatusAfter(i.status, i.previous_status),
      reason: i.status === 'FAILED' || i.status === 'VOIDED' ? i.reason : null,
      jobId: job.id,
      printed: i.status === 'PRINTED',
    })),
  );
  const events: NewTagEvent[] = ended
    .filter((i) => i.status === 'PRINTED' || i.status === 'VOIDED')
    .map((i) => ({
      epc: i.epc,
      kind: i.status as 'PRINTED' | 'VOIDED',
      product: { sid: i.sid, productCode: i.product_code },
      ref: `print-job:${job.id}`,
      details: { jobId: job.id, printer: job.config_name, ...(i.status === 'VOIDED' ? { reason: i.reason, readBackEpc: i.read_back_epc } : {}) },
      userId: job.user_id,
    }));
  await addTagEvents(tx, job.merchant_id, events);
}

/**
 * The audit entry of a job's end, with its counts as they are in `tx`: by whoever cancelled it, else
 * by the user who queued it (the worker ends it on their behalf).
 */
export async function jobEndedAudit(
  eventing: ServiceEventing,
  tx: Db,
  job: PrintJobRow,
  end: { status: 'DONE' | 'FAILED' | 'CANCELLED'; reason: PrintFailureReason | null; by?: { userId: string; ip: string | null } },
) {
  const counts = (await printJobCounts(tx, [job.id])).get(job.id)!;
  return eventing.auditEvent(job.merchant_id, {
    userId: end.by?.userId ?? job.user_id ?? 'system',
    action: printJobEndAction(end.status),
    storeCode: jobStoreCode(job.stores),
    details: printJobEndedDetails({ id: job.id, configName: job.config_name, designName: job.design.name, copies: job.copies }, counts, end.reason),
    ip: end.by?.ip ?? null,
  });
}

/**
 * Labels of the job left SENDING by a worker whose lease ran out (it crashed, or the job was cancelled
 * under it and it never came back) end as interrupted (PRN110): they may have printed, so they are
 * never sent again; their products show the failure.
 */
export async function endAbandonedLabels(tx: Db, job: PrintJobRow): Promise<PrintItemRow[]> {
  const abandoned = await abandonedSendingItems(tx, job.id);
  const ended = await endItems(tx, job.id, abandoned.map((i) => ({ n: i.n, status: 'FAILED' as const, reason: PRINT_FAILURE_REASONS.INTERRUPTED, readBack: null })), 'SENDING', null);
  await recordEnded(tx, job, ended);
  return ended;
}

/**
 * Ended jobs that kept a lease for labels being sent when they were cancelled: once the lease ran
 * out, the labels still SENDING end as interrupted and the job lets its lease go. The worker runs this
 * before each claim; answers how many jobs it tidied.
 */
export async function endAbandonedJobs(eventing: ServiceEventing, logger?: Logger): Promise<number> {
  try {
    return await eventing.transaction(async (tx, emit) => {
      const jobs = await endedJobsWithExpiredLease(tx, 20);
      for (const job of jobs) {
        const ended = await endAbandonedLabels(tx, job);
        await clearEndedLease(tx, job.id);
        if (ended.length > 0) await emit(await progressEvent(tx, job));
      }
      return jobs.length;
    });
  } catch (err) {
    logger?.warn({ err }, 'could not end the labels of cancelled print jobs');
    return 0;
  }
}
