import {
  PRINT_FAILURE_REASONS,
  renderZpl,
  type PrintFailureReason,
  type PrinterStatus,
  type PrintingConfig,
} from '@hub/contracts';
import type { Db, Emit, Logger, ServiceEventing } from '@hub/service-kit';
import { readStoredConfig } from '../db/global-config';
import {
  endItems,
  endPrintJob,
  itemsIn,
  markSending,
  printableProducts,
  printJobStatus,
  productKey,
  productsOfItems,
  queuedItems,
  type ItemEnd,
  type PrintItemRow,
  type PrintJobRow,
} from '../db/print-jobs';
import { findPrintingConfig } from '../db/printing-configs';
import { readRfidConfig } from '../db/rfid-config';
import { addTagEvents } from '../db/tag-events';
import { holdersOf, lockTagMapping, tagsOfProducts, writeProductTags } from '../db/tag-mapping';
import { effectiveConfig } from '../domain/global-config';
import { batchWentSilent, labelOutcome, readBacksPerLabel } from '../domain/print-jobs';
import { planMapping } from '../domain/tag-mapping';
import { jobEndedAudit, progressEvent, recordEnded } from './print-job-ends';
import { openPrinter, PrinterError, type PrinterConnection, type PrinterTimeouts } from './printer-connection';
import { auditRefusedPrinter } from './printer-policy';

/**
 * The print job worker (issue 14 items 3 and 4): leased jobs (ARCHITECTURE.md §8) printed batch by
 * batch. Before a batch's ZPL goes out its labels are marked SENDING; their outcome is written in one
 * transaction once the printer read the tags back (or, without verification, once the ZPL was
 * written). A job taken over from a stopped instance ends that instance's SENDING labels as
 * interrupted (PRN110) and never sends them again, so no label prints twice.
 */
export interface PrintWorkerDeps {
  db: Db;
  eventing: ServiceEventing;
  timeouts: PrinterTimeouts;
  /** Labels per batch (marked SENDING together, written in one go, recorded in one transaction). */
  batchSize: number;
  /** Labels sent on one connection before it is closed and opened again (with a new status check). */
  labelsPerConnection: number;
  logger?: Logger;
}

/**
 * Labels that printed with an EPC the server allocated: the tag is mapped to the product now (MAPPED in
 * its history). A label whose EPC meanwhile went to another product, or whose product took a tag by
 * hand while it carries one only, is void instead (PRN111): its tag belongs to nobody.
 */
async function mapAllocatedTags(tx: Db, job: PrintJobRow, labels: readonly PrintItemRow[], ends: ItemEnd[], multipleTags: boolean): Promise<void> {
  const printed = labels.filter((l, i) => l.allocated && ends[i]!.status === 'PRINTED');
  if (printed.length === 0) return;
  await lockTagMapping(tx, job.merchant_id);
  const products = new Map((await printableProducts(tx, job.merchant_id, printed.map((l) => ({ sid: l.sid, productCode: l.product_code })))).map((p) => [productKey(p.sid, p.productCode), p]));
  const held = new Map((await holdersOf(tx, job.merchant_id, printed.map((l) => l.epc))).map((h) => [h.epc, h.product.id]));
  const targets: { epc: string; productId: string }[] = [];
  for (const label of printed) {
    const product = products.get(productKey(label.sid, label.product_code));
    const holder = held.get(label.epc);
    const ok = product !== undefined && (holder === undefined || holder === product.id) && (multipleTags || product.rfidTag === null || product.rfidTag === label.epc);
    if (ok) targets.push({ epc: label.epc, productId: product.id });
    else Object.assign(ends[labels.indexOf(label)]!, { status: 'VOIDED', reason: PRINT_FAILURE_REASONS.PRODUCT_CHANGED });
  }
  if (targets.length === 0) return;
  const state = { tags: await tagsOfProducts(tx, job.merchant_id, targets.map((t) => t.productId)) };
  const plan = planMapping(targets, state, multipleTags);
  await writeProductTags(tx, job.merchant_id, state.tags, plan.next);
  const refOf = new Map([...products.values()].map((p) => [p.id, { sid: p.sid, productCode: p.productCode }]));
  await addTagEvents(
    tx,
    job.merchant_id,
    plan.events.map((e) => ({ epc: e.epc, kind: e.kind, product: refOf.get(e.productId) ?? null, ref: `print-job:${job.id}`, details: { jobId: job.id }, userId: job.user_id })),
  );
}

export function printWorker(deps: PrintWorkerDeps) {
  const { db, eventing } = deps;

  /** Ends labels and records what follows, with the job's progress. */
  const endLabels = (job: PrintJobRow, ends: ItemEnd[], from: 'SENDING' | 'QUEUED', owner: string | null, before?: (tx: Db) => Promise<void>) =>
    eventing.transaction(async (tx, emit: Emit) => {
      await before?.(tx);
      const ended = await endItems(tx, job.id, ends, from, owner);
      await recordEnded(tx, job, ended);
      await emit(await progressEvent(tx, job));
    });

  /** A printer problem: the labels being sent and every label not sent yet fail with the reason; so does the job. */
  const failJob = async (job: PrintJobRow, reason: PrintFailureReason, owner: string | null) => {
    await eventing.transaction(async (tx, emit) => {
      const sending = owner === null ? [] : (await itemsIn(tx, job.id, 'SENDING')).map((i) => ({ n: i.n, status: 'FAILED' as const, reason, readBack: null }));
      const ended = [
        ...(await endItems(tx, job.id, sending, 'SENDING', owner)),
        ...(await endItems(tx, job.id, (await itemsIn(tx, job.id, 'QUEUED')).map((i) => ({ n: i.n, status: 'FAILED' as const, reason, readBack: null })), 'QUEUED', null)),
      ];
      await recordEnded(tx, job, ended);
      const endedNow = await endPrintJob(tx, job.id, 'FAILED', reason);
      await emit([await progressEvent(tx, job), ...(endedNow ? [await jobEndedAudit(eventing, tx, job, { status: 'FAILED', reason })] : [])]);
    });
  };

  const finish = (job: PrintJobRow) =>
    eventing.transaction(async (tx, emit) => {
      if (await endPrintJob(tx, job.id, 'DONE', null)) await emit([await progressEvent(tx, job), await jobEndedAudit(eventing, tx, job, { status: 'DONE', reason: null })]);
    });

  /** Opens the printer and, unless the merchant skips it, checks its status; a problem fails the job. */
  const connect = async (job: PrintJobRow, config: PrintingConfig, skipStatus: boolean): Promise<{ connection: PrinterConnection } | { reason: PrintFailureReason }> => {
    let connection: PrinterConnection;
    try {
      connection = await openPrinter(config, deps.timeouts);
    } catch (error) {
      // Issue 25: an address the outbound policy refuses fails the job with PRN112, nothing sent, and is audited.
      if (error instanceof PrinterError && error.refused) await auditRefusedPrinter(eventing, job.merchant_id, { userId: job.user_id, ip: null }, error.refused);
      return { reason: error instanceof PrinterError ? error.reason : PRINT_FAILURE_REASONS.NOT_ANSWERING };
    }
    if (skipStatus) return { connection };
    const status: PrinterStatus = await connection.hostStatus().catch(() => ({ reason: PRINT_FAILURE_REASONS.CONNECTION_LOST }) as PrinterStatus);
    if (status.reason !== null) {
      connection.close();
      return { reason: status.reason };
    }
    return { connection };
  };

  /** Prints a leased job to its end, or until the lease is lost or the service stops (another instance resumes it). */
  async function run(job: PrintJobRow, { owner, signal }: { owner: string; signal: AbortSignal }): Promise<void> {
    const config = await findPrintingConfig(db, job.merchant_id, job.config_id);
    if (!config) return failJob(job, PRINT_FAILURE_REASONS.NOT_ANSWERING, owner);
    // Labels a stopped instance was sending may have printed: they end as interrupted, never sent again.
    const interrupted = await itemsIn(db, job.id, 'SENDING');
    if (interrupted.length > 0) {
      await endLabels(job, interrupted.map((i) => ({ n: i.n, status: 'FAILED', reason: PRINT_FAILURE_REASONS.INTERRUPTED, readBack: null })), 'SENDING', null);
    }
    const skipStatus = effectiveConfig(await readStoredConfig(db, job.merchant_id)).skipCheckPrinterStatus;
    const { multipleTags } = await readRfidConfig(db, job.merchant_id);
    const verify = config.verifyEncoding;
    let connection: PrinterConnection | null = null;
    let sentOnConnection = 0;
    try {
      for (;;) {
        if (signal.aborted || (await printJobStatus(db, job.id)) !== 'RUNNING') return;
        const batch = await queuedItems(db, job.id, deps.batchSize);
        if (batch.length === 0) return await finish(job);
        if (!connection || sentOnConnection >= deps.labelsPerConnection) {
          connection?.close();
          connection = null;
          const opened = await connect(job, config, skipStatus);
          if ('reason' in opened) return await failJob(job, opened.reason, owner);
          connection = opened.connection;
          sentOnConnection = 0;
        }
        const products = await productsOfItems(db, job.merchant_id, batch);
        const gone = batch.filter((i) => !products.has(productKey(i.sid, i.product_code)));
        if (gone.length > 0) await endLabels(job, gone.map((i) => ({ n: i.n, status: 'FAILED', reason: PRINT_FAILURE_REASONS.PRODUCT_CHANGED, readBack: null })), 'QUEUED', null);
        const marked = new Set(await markSending(db, job.id, batch.filter((i) => !gone.includes(i)).map((i) => i.n), owner));
        const labels = batch.filter((i) => marked.has(i.n));
        if (labels.length === 0) continue;
        const zpl = labels
          .map((i) => renderZpl(job.design, products.get(productKey(i.sid, i.product_code))!, i.epc, { copies: job.copies, verify, locale: job.locale, dpi: config.dpi }))
          .join('');
        try {
          await connection.send(zpl);
        } catch (error) {
          return await failJob(job, error instanceof PrinterError ? error.reason : PRINT_FAILURE_REASONS.CONNECTION_LOST, owner);
        }
        sentOnConnection += labels.length;
        const readBacks = verify ? await connection.readBacks(labels.length * job.copies) : [];
        if (batchWentSilent(verify, labels.length, readBacks.length)) {
          // Not one tag read back: the printer stopped (paper out, head open …) or went away. Its labels are void; the job ends with the reason.
          const status = skipStatus ? null : await connection.hostStatus().catch(() => null);
          await endLabels(job, labels.map((i) => ({ n: i.n, status: 'VOIDED', reason: PRINT_FAILURE_REASONS.NO_READ_BACK, readBack: null })), 'SENDING', owner);
          return await failJob(job, status?.reason ?? PRINT_FAILURE_REASONS.NOT_ANSWERING, owner);
        }
        const perLabel = readBacksPerLabel(labels.length, job.copies, readBacks);
        const ends: ItemEnd[] = labels.map((label, i) => ({ n: label.n, ...labelOutcome(label.epc, job.copies, perLabel[i]!, verify) }));
        await endLabels(job, ends, 'SENDING', owner, (tx) => mapAllocatedTags(tx, job, labels, ends, multipleTags));
      }
    } finally {
      connection?.close();
    }
  }

  return {
    run,
    /** `run` threw (a database or rendering error): the job ends, nothing more is sent. */
    failed: (job: PrintJobRow, owner: string) => failJob(job, PRINT_FAILURE_REASONS.SERVER_ERROR, owner),
  };
}
