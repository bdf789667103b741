import type { PrintFailureReason, PrintItemStatus, PrintJob, PrintJobCounts, PrintJobItem, PrintJobStatus, PrintJobSummary, Product, TagDesignLayoutInput } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';
import { isRowId } from './printing-configs';

/**
 * Print jobs and their labels (020_rfid_printing.sql), claimed by a leased worker (ARCHITECTURE.md §8),
 * and each product's printing status: products.printing_status (lists and filters read it) with its
 * reason, job and last print in catalog.product_printing.
 */

export interface PrintJobRow {
  id: string;
  merchant_id: string;
  config_id: string;
  config_name: string;
  design_id: string | null;
  design: TagDesignLayoutInput & { name: string };
  copies: number;
  status: PrintJobStatus;
  reason: PrintFailureReason | null;
  locale: string;
  user_id: string | null;
  /** The stores of its labels, sorted (022_print_job_scope.sql): store-bound users see jobs of their stores only. */
  stores: string[];
  created_at: Date | string;
  started_at: Date | string | null;
  ended_at: Date | string | null;
}

export interface PrintItemRow {
  n: number;
  sid: string;
  product_code: string;
  epc: string;
  allocated: boolean;
  status: PrintItemStatus;
  reason: PrintFailureReason | null;
  read_back_epc: string | null;
  previous_status: string;
  ended_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString());
const JOB_COLUMNS = 'id, merchant_id, config_id, config_name, design_id, design, copies, status, reason, locale, user_id, stores, created_at, started_at, ended_at';
const ITEM_COLUMNS = 'n, sid, product_code, epc, allocated, status, reason, read_back_epc, previous_status, ended_at';

// ------------------------------------------------------------------------------------------------
// Creating a job
// ------------------------------------------------------------------------------------------------

/** A product as a job takes it: its tags and printing status (rows locked for the transaction). */
export interface PrintableProduct {
  id: string;
  sid: string;
  productCode: string;
  rfidTag: string | null;
  printingStatus: string;
}

interface PrintableRow {
  id: string;
  sid: string;
  product_code: string;
  rfid_tag: string | null;
  printing_status: string;
}

const toPrintable = (r: PrintableRow): PrintableProduct => ({ id: String(r.id), sid: r.sid, productCode: r.product_code, rfidTag: r.rfid_tag, printingStatus: r.printing_status });

/** The merchant's products named by (store, code), locked until the transaction ends. */
export async function printableProducts(db: Db, merchantId: string, refs: readonly { sid: string; productCode: string }[]): Promise<PrintableProduct[]> {
  if (refs.length === 0) return [];
  const rows = await db.query<PrintableRow>(
    `select p.id, p.sid, p.product_code, p.rfid_tag, p.printing_status
       from catalog.products p join unnest($2::text[], $3::text[]) as r(sid, code) on p.sid = r.sid and p.product_code = r.code
      where p.merchant_id = $1 order by p.id for update of p`,
    [merchantId, refs.map((r) => r.sid), refs.map((r) => r.productCode)],
  );
  return rows.map(toPrintable);
}

/** `count` serials of the merchant's EPC serial, taken for good (first, first + 1, …). */
export async function takeEpcSerials(db: Db, merchantId: string, count: number): Promise<bigint> {
  const rows = await db.query<{ first: string }>(
    `insert into catalog.epc_serials as s (merchant_id, next_serial) values ($1, 1 + $2::bigint)
     on conflict (merchant_id) do update set next_serial = s.next_serial + $2::bigint
     returning (s.next_serial - $2::bigint)::text as first`,
    [merchantId, count],
  );
  return BigInt(rows[0]!.first);
}

export interface NewPrintJob {
  merchantId: string;
  configId: string;
  configName: string;
  designId: string | null;
  design: TagDesignLayoutInput & { name: string };
  copies: number;
  locale: string;
  userId: string | null;
  items: { sid: string; productCode: string; epc: string; allocated: boolean; previousStatus: string }[];
}

/** The stores of a job's labels, once each, sorted. */
export const jobStores = (items: readonly { sid: string }[]): string[] => [...new Set(items.map((i) => i.sid))].sort();

export async function insertPrintJob(db: Db, job: NewPrintJob): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into catalog.print_jobs (merchant_id, config_id, config_name, design_id, design, copies, status, locale, user_id, stores)
     values ($1, $2, $3, $4, $5::jsonb, $6, 'QUEUED', $7, $8, $9::text[]) returning id`,
    [job.merchantId, job.configId, job.configName, job.designId, JSON.stringify(job.design), job.copies, job.locale, job.userId, jobStores(job.items)],
  );
  const id = rows[0]!.id;
  await db.query(
    `insert into catalog.print_job_items (job_id, n, merchant_id, sid, product_code, epc, allocated, status, previous_status)
     select $1, i.n, $2, i.sid, i.code, i.epc, i.allocated, 'QUEUED', i.previous
       from unnest($3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[]) with ordinality as i(sid, code, epc, allocated, previous, n)`,
    [
      id,
      job.merchantId,
      job.items.map((i) => i.sid),
      job.items.map((i) => i.productCode),
      job.items.map((i) => i.epc),
      job.items.map((i) => i.allocated),
      job.items.map((i) => i.previousStatus),
    ],
  );
  return id;
}

export interface ProductPrintingUpdate {
  sid: string;
  productCode: string;
  status: string;
  reason: string | null;
  jobId: string;
  printed: boolean;
}

/** Products' printing status, reason, job and (when printed) last print, in two statements. */
export async function setProductPrinting(db: Db, merchantId: string, updates: readonly ProductPrintingUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const params = [
    merchantId,
    updates.map((u) => u.sid),
    updates.map((u) => u.productCode),
    updates.map((u) => u.status),
    updates.map((u) => u.reason),
    updates.map((u) => u.jobId),
    updates.map((u) => u.printed),
  ];
  await db.query(
    `update catalog.products p set printing_status = u.status, updated_at = now()
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::boolean[]) as u(sid, code, status, reason, job, printed)
      where p.merchant_id = $1 and p.sid = u.sid and p.product_code = u.code and p.printing_status is distinct from u.status`,
    params,
  );
  await db.query(
    `insert into catalog.product_printing as pp (merchant_id, sid, product_code, reason, job_id, last_printed_at)
     select $1, u.sid, u.code, u.reason, u.job, case when u.printed then now() end
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::boolean[]) as u(sid, code, status, reason, job, printed)
     on conflict (merchant_id, sid, product_code) do update
        set reason = excluded.reason, job_id = excluded.job_id, updated_at = now(),
            last_printed_at = coalesce(excluded.last_printed_at, pp.last_printed_at)`,
    params,
  );
}

// ------------------------------------------------------------------------------------------------
// The worker's lease
// ------------------------------------------------------------------------------------------------

/**
 * The oldest job that is queued, or running with an expired lease (its instance stopped), whose
 * printer no other live job is printing on; leased to `owner`. Claims are one at a time (an advisory
 * lock) so that two instances never print on one printer at once.
 */
export async function claimPrintJob(db: Db, owner: string, leaseMs: number): Promise<PrintJobRow | null> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('catalog.print-jobs.claim'))`);
    const rows = await tx.query<PrintJobRow>(
      `update catalog.print_jobs j
          set status = 'RUNNING', lease_owner = $1, lease_until = now() + $2 * interval '1 millisecond', started_at = coalesce(j.started_at, now())
        where j.id = (
          select c.id from catalog.print_jobs c
           where (c.status = 'QUEUED' or (c.status = 'RUNNING' and c.lease_until < now()))
             and not exists (
               select 1 from catalog.print_jobs r
                where r.merchant_id = c.merchant_id and r.config_id = c.config_id and r.id <> c.id and r.status = 'RUNNING' and r.lease_until >= now())
           order by c.created_at, c.id
           limit 1
           for update skip locked)
        returning ${JOB_COLUMNS.split(', ').map((c) => `j.${c}`).join(', ')}`,
      [owner, leaseMs],
    );
    return rows[0] ?? null;
  });
}

/** Extends the lease; false when it was lost (taken over, cancelled or ended). */
export async function renewPrintJob(db: Db, jobId: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `update catalog.print_jobs set lease_until = now() + $3 * interval '1 millisecond' where id = $1 and lease_owner = $2 and status = 'RUNNING' returning id`,
    [jobId, owner, leaseMs],
  );
  return rows.length > 0;
}

/** Gives the lease up (a stopping instance): another takes the job over at once. */
export async function releasePrintJob(db: Db, jobId: string, owner: string): Promise<void> {
  await db.query(`update catalog.print_jobs set lease_until = now() - interval '1 millisecond' where id = $1 and lease_owner = $2 and status = 'RUNNING'`, [jobId, owner]);
}

export async function printJobStatus(db: Db, jobId: string): Promise<PrintJobStatus | undefined> {
  const rows = await db.query<{ status: PrintJobStatus }>(`select status from catalog.print_jobs where id = $1`, [jobId]);
  return rows[0]?.status;
}

// ------------------------------------------------------------------------------------------------
// The labels
// ------------------------------------------------------------------------------------------------

/** The next queued labels of a job, in order. */
export async function queuedItems(db: Db, jobId: string, limit: number): Promise<PrintItemRow[]> {
  return db.query<PrintItemRow>(`select ${ITEM_COLUMNS} from catalog.print_job_items where job_id = $1 and status = 'QUEUED' order by n limit $2`, [jobId, limit]);
}

/** Marks queued labels SENDING for `owner` (before their ZPL goes out); answers the ones it marked. */
export async function markSending(db: Db, jobId: string, ns: readonly number[], owner: string): Promise<number[]> {
  const rows = await db.query<{ n: number }>(
    `update catalog.print_job_items set status = 'SENDING', sending_owner = $3 where job_id = $1 and n = any($2::int[]) and status = 'QUEUED' returning n`,
    [jobId, ns, owner],
  );
  return rows.map((r) => r.n).sort((a, b) => a - b);
}

export interface ItemEnd {
  n: number;
  status: Extract<PrintItemStatus, 'PRINTED' | 'VOIDED' | 'FAILED' | 'CANCELLED'>;
  reason: PrintFailureReason | null;
  readBack: string | null;
}

/**
 * Ends labels in state `from` (and, for SENDING, of `owner`: a worker that lost its job to another
 * writes nothing); answers the labels it ended, as they are now.
 */
export async function endItems(db: Db, jobId: string, ends: readonly ItemEnd[], from: 'SENDING' | 'QUEUED', owner: string | null): Promise<PrintItemRow[]> {
  if (ends.length === 0) return [];
  return db.query<PrintItemRow>(
    `update catalog.print_job_items i
        set status = e.status, reason = e.reason, read_back_epc = e.read_back, ended_at = now()
       from unnest($2::int[], $3::text[], $4::text[], $5::text[]) as e(n, status, reason, read_back)
      where i.job_id = $1 and i.n = e.n and i.status = $6 and ($7::text is null or i.sending_owner = $7)
      returning ${ITEM_COLUMNS.split(', ').map((c) => `i.${c}`).join(', ')}`,
    [jobId, ends.map((e) => e.n), ends.map((e) => e.status), ends.map((e) => e.reason), ends.map((e) => e.readBack), from, owner],
  );
}

/** Every label of the job still in `status` (QUEUED or SENDING). */
export async function itemsIn(db: Db, jobId: string, status: 'QUEUED' | 'SENDING'): Promise<PrintItemRow[]> {
  return db.query<PrintItemRow>(`select ${ITEM_COLUMNS} from catalog.print_job_items where job_id = $1 and status = $2 order by n`, [jobId, status]);
}

/** The products of labels, as the API answers them (for rendering), by store and code. */
export async function productsOfItems(db: Db, merchantId: string, items: readonly { sid: string; product_code: string }[]): Promise<Map<string, Product>> {
  if (items.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS.map((c) => `p.${c}`).join(', ')}
       from catalog.products p join unnest($2::text[], $3::text[]) as r(sid, code) on p.sid = r.sid and p.product_code = r.code
      where p.merchant_id = $1`,
    [merchantId, items.map((i) => i.sid), items.map((i) => i.product_code)],
  );
  return new Map(rows.map((r) => [productKey(r.sid, r.product_code), toProduct(r)]));
}

export const productKey = (sid: string, productCode: string) => `${sid}\u0000${productCode}`;

/**
 * Ends a job that is still RUNNING (or QUEUED); false when it had ended (e.g. cancelled meanwhile).
 * While labels of it are SENDING (cancelled under a live lease) the job keeps its lease: the worker
 * records their outcome, or, once the lease ran out, `endAbandonedLabels` ends them as interrupted.
 */
export async function endPrintJob(db: Db, jobId: string, status: Extract<PrintJobStatus, 'DONE' | 'FAILED' | 'CANCELLED'>, reason: PrintFailureReason | null): Promise<boolean> {
  const rows = await db.query(
    `update catalog.print_jobs j
        set status = $2, reason = $3, ended_at = now(),
            lease_owner = case when s.labels_sending then j.lease_owner end,
            lease_until = case when s.labels_sending then j.lease_until end
       from (select exists (select 1 from catalog.print_job_items i where i.job_id = $1 and i.status = 'SENDING') as labels_sending) s
      where j.id = $1 and j.status in ('QUEUED', 'RUNNING') returning j.id`,
    [jobId, status, reason],
  );
  return rows.length > 0;
}

/** The job's SENDING labels when no live lease holds it (the worker that marked them is gone). */
export async function abandonedSendingItems(db: Db, jobId: string): Promise<PrintItemRow[]> {
  return db.query<PrintItemRow>(
    `select ${ITEM_COLUMNS.split(', ').map((c) => `i.${c}`).join(', ')}
       from catalog.print_job_items i join catalog.print_jobs j on j.id = i.job_id
      where i.job_id = $1 and i.status = 'SENDING' and (j.lease_until is null or j.lease_until < now())
      order by i.n`,
    [jobId],
  );
}

/** Ended jobs still holding a lease that ran out (cancelled while a worker was sending), locked, a few at a time. */
export async function endedJobsWithExpiredLease(db: Db, limit: number): Promise<PrintJobRow[]> {
  return db.query<PrintJobRow>(
    `select ${JOB_COLUMNS} from catalog.print_jobs
      where lease_owner is not null and status in ('DONE', 'FAILED', 'CANCELLED') and lease_until < now()
      order by lease_until limit $1 for update skip locked`,
    [limit],
  );
}

/** An ended job gives its lease up (nothing of it is SENDING any more). */
export async function clearEndedLease(db: Db, jobId: string): Promise<void> {
  await db.query(`update catalog.print_jobs set lease_owner = null, lease_until = null where id = $1 and status in ('DONE', 'FAILED', 'CANCELLED')`, [jobId]);
}

// ------------------------------------------------------------------------------------------------
// Reading jobs
// ------------------------------------------------------------------------------------------------

export async function printJobCounts(db: Db, jobIds: readonly string[]): Promise<Map<string, PrintJobCounts>> {
  const counts = new Map<string, PrintJobCounts>(jobIds.map((id) => [id, { total: 0, queued: 0, printed: 0, voided: 0, failed: 0, cancelled: 0 }]));
  if (jobIds.length === 0) return counts;
  const rows = await db.query<{ job_id: string; status: PrintItemStatus; n: number }>(
    `select job_id, status, count(*)::int as n from catalog.print_job_items where job_id = any($1::uuid[]) group by job_id, status`,
    [jobIds],
  );
  for (const r of rows) {
    const c = counts.get(r.job_id)!;
    const n = Number(r.n);
    c.total += n;
    if (r.status === 'QUEUED' || r.status === 'SENDING') c.queued += n;
    else if (r.status === 'PRINTED') c.printed += n;
    else if (r.status === 'VOIDED') c.voided += n;
    else if (r.status === 'FAILED') c.failed += n;
    else c.cancelled += n;
  }
  return counts;
}

function toSummary(r: PrintJobRow, counts: PrintJobCounts): PrintJobSummary {
  return {
    id: r.id,
    status: r.status,
    configId: r.config_id,
    configName: r.config_name,
    designId: r.design_id,
    designName: r.design.name,
    copies: r.copies,
    counts,
    reason: r.reason,
    userId: r.user_id,
    createdAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    endedAt: iso(r.ended_at),
  };
}

const toItem = (r: PrintItemRow): PrintJobItem => ({
  productCode: r.product_code,
  sid: r.sid,
  epc: r.epc,
  allocated: r.allocated,
  status: r.status,
  reason: r.reason,
  readBackEpc: r.read_back_epc,
  endedAt: iso(r.ended_at),
});

/**
 * The stores a caller sees jobs of (as `storesInScope` answers; null: every store): a job is the
 * caller's when every one of its labels is in those stores.
 */
export type JobStores = readonly string[] | null;

/**
 * The merchant's job (undefined: none of its own, or, with `stores`, one with a label of a store not
 * among them); with `forUpdate` its row is locked.
 */
export async function findPrintJobRow(db: Db, merchantId: string, jobId: string, forUpdate = false, stores: JobStores = null): Promise<PrintJobRow | undefined> {
  if (!isRowId(jobId)) return undefined;
  const rows = await db.query<PrintJobRow>(
    `select ${JOB_COLUMNS} from catalog.print_jobs where merchant_id = $1 and id = $2 and ($3::text[] is null or stores <@ $3::text[])${forUpdate ? ' for update' : ''}`,
    [merchantId, jobId, stores],
  );
  return rows[0];
}

export async function printJobSummary(db: Db, row: PrintJobRow): Promise<PrintJobSummary> {
  return toSummary(row, (await printJobCounts(db, [row.id])).get(row.id)!);
}

export async function printJobWithItems(db: Db, row: PrintJobRow): Promise<PrintJob> {
  const items = await db.query<PrintItemRow>(`select ${ITEM_COLUMNS} from catalog.print_job_items where job_id = $1 order by n`, [row.id]);
  return { ...(await printJobSummary(db, row)), items: items.map(toItem) };
}

/** The newest jobs of the merchant (with `stores`, those whose every label is in them). */
export async function listPrintJobs(db: Db, merchantId: string, limit: number, stores: JobStores = null): Promise<PrintJobSummary[]> {
  const rows = await db.query<PrintJobRow>(
    `select ${JOB_COLUMNS} from catalog.print_jobs where merchant_id = $1 and ($3::text[] is null or stores <@ $3::text[]) order by created_at desc, id limit $2`,
    [merchantId, limit, stores],
  );
  const counts = await printJobCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toSummary(r, counts.get(r.id)!));
}

/** Queued or running jobs of a printing config (its delete waits for them: CRP102). */
export async function openJobsOfConfig(db: Db, merchantId: string, configId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from catalog.print_jobs where merchant_id = $1 and config_id = $2 and status in ('QUEUED', 'RUNNING')`, [
    merchantId,
    configId,
  ]);
  return Number(rows[0]?.n ?? 0);
}
