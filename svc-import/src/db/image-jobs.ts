import { IMAGE_PROBLEMS_SHOWN, type ImageImportJob, type ImageImportStatus, type ImageImportType, type ImageProblem, type UploadProgress } from '@hub/contracts';
import { AppError, type Db, type MerchantScope } from '@hub/service-kit';
import { isSkipReason, uploadProgressOf } from '../domain/images';

/** Image imports (issue 13 item 3): jobs, their problems, the batches svc-catalog has not answered. */

/** An uploaded file of a job, in the order it came. */
export interface StoredImageFile {
  key: string;
  name: string;
  size: number;
  kind: 'image' | 'zip';
  /** An image over the per-image limit: not kept whole, counted TOO_LARGE. */
  tooLarge: boolean;
}

export interface ImageJobRow {
  id: string;
  merchant_id: string;
  sid: string;
  store_codes: string[] | null;
  import_type: ImageImportType;
  source_id: string | null;
  folder: string | null;
  status: ImageImportStatus;
  total_count: number;
  upload_count: number;
  skip_count: number;
  error_count: number;
  products_updated: number;
  verified: number;
  files: StoredImageFile[];
  processed: number;
  batches: number;
  converted_at: Date | null;
  message: string | null;
  created_by: string | null;
  created_by_id: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  lease_owner: string | null;
}

const T = '"import".image_jobs';
const P = '"import".image_job_problems';
const B = '"import".image_batches';
const RUNNING = `status in ('RECEIVING', 'CONVERTING')`;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const isUniqueViolation = (error: unknown) => !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';

/** The scope's condition on a job's store: store-bound callers see their stores' imports. */
function scoped(scope: MerchantScope, params: unknown[]): string {
  if (scope.storeCodes === null) return '';
  params.push(scope.storeCodes);
  return ` and sid = any($${params.length}::text[])`;
}

/** The first problems of each job, in the order they were met. */
async function firstProblems(db: Db, jobIds: readonly string[]): Promise<Map<string, ImageProblem[]>> {
  const byJob = new Map<string, ImageProblem[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return byJob;
  const rows = await db.query<{ job_id: string; name: string; reason: ImageProblem['reason'] }>(
    `select job_id, name, reason from (
       select job_id, name, reason, id, row_number() over (partition by job_id order by id) as n from ${P} where job_id = any($1::uuid[])
     ) p where n <= $2 order by job_id, id`,
    [jobIds, IMAGE_PROBLEMS_SHOWN],
  );
  for (const r of rows) byJob.get(r.job_id)?.push({ name: r.name, reason: r.reason });
  return byJob;
}

function progressOfRow(row: ImageJobRow, problems: readonly ImageProblem[]): UploadProgress {
  return uploadProgressOf(
    {
      jobId: row.id,
      sid: row.sid,
      status: row.status,
      importType: row.import_type,
      totalCount: Number(row.total_count),
      uploadCount: Number(row.upload_count),
      skipCount: Number(row.skip_count),
      errorCount: Number(row.error_count),
      message: row.message,
    },
    problems,
  );
}

/** A job's upload progress (spec section 3) with its first problems. */
export async function imageProgressOf(db: Db, row: ImageJobRow): Promise<UploadProgress> {
  return progressOfRow(row, (await firstProblems(db, [row.id])).get(row.id) ?? []);
}

function toJob(row: ImageJobRow, problems: readonly ImageProblem[]): ImageImportJob {
  return {
    ...progressOfRow(row, problems),
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
    createdBy: row.created_by,
    productsUpdated: Number(row.products_updated),
    verified: Number(row.verified),
  };
}

/** Jobs as the API answers them. */
export async function toImageJobs(db: Db, rows: readonly ImageJobRow[]): Promise<ImageImportJob[]> {
  const problems = await firstProblems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toJob(r, problems.get(r.id) ?? []));
}

export async function toImageJob(db: Db, row: ImageJobRow): Promise<ImageImportJob> {
  return (await toImageJobs(db, [row]))[0]!;
}

/** The scope's image imports, newest first. */
export async function listImageJobs(db: Db, scope: MerchantScope, limit: number): Promise<ImageJobRow[]> {
  const params: unknown[] = [scope.merchantId];
  const where = scoped(scope, params);
  params.push(limit);
  return db.query<ImageJobRow>(`select * from ${T} where merchant_id = $1${where} order by created_at desc, id limit $${params.length}`, params);
}

/** One image import of the scope (404 IMG106 otherwise: another merchant's import does not exist for the caller). */
export async function imageJobInScope(db: Db, scope: MerchantScope, id: string): Promise<ImageJobRow> {
  const params: unknown[] = [scope.merchantId, id];
  const [row] = await db.query<ImageJobRow>(`select * from ${T} where merchant_id = $1 and id = $2${scoped(scope, params)}`, params);
  if (!row) throw new AppError('IMG106', 404);
  return row;
}

/** The scope's running image import, if any (the upload progress modal's). */
export async function runningImageJob(db: Db, scope: MerchantScope): Promise<ImageJobRow | undefined> {
  const params: unknown[] = [scope.merchantId];
  const [row] = await db.query<ImageJobRow>(`select * from ${T} where merchant_id = $1 and ${RUNNING}${scoped(scope, params)} limit 1`, params);
  return row;
}

/** Whether the merchant has an image import running (IMG104 before an upload is even stored). */
export async function hasRunningImageJob(db: Db, merchantId: string): Promise<boolean> {
  return (await db.query(`select 1 from ${T} where merchant_id = $1 and ${RUNNING} limit 1`, [merchantId])).length > 0;
}

export interface NewImageJob {
  id: string;
  merchantId: string;
  sid: string;
  storeCodes: string[] | null;
  importType: ImageImportType;
  files: StoredImageFile[];
  sourceId: string | null;
  folder: string | null;
  createdBy: string;
}

/** A new image import, CONVERTING and waiting for a worker; IMG104 when one runs (the unique index holds across instances). */
export async function createImageJob(tx: Db, job: NewImageJob): Promise<ImageJobRow> {
  try {
    const [row] = await tx.query<ImageJobRow>(
      `insert into ${T} (id, merchant_id, sid, store_codes, import_type, files, source_id, folder, created_by, created_by_id)
       values ($1, $2, $3, $4::text[], $5, $6::jsonb, $7, $8, $9, $9) returning *`,
      [job.id, job.merchantId, job.sid, job.storeCodes, job.importType, JSON.stringify(job.files), job.sourceId, job.folder, job.createdBy],
    );
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('IMG104', 409);
    throw error;
  }
}

/**
 * Claims the oldest job still to convert, waiting or left by an instance whose lease ran out, of a
 * merchant none of whose jobs a worker holds (a cancelled one may still be sending its last batch):
 * one image job per merchant at a time, merchants in turn (issue 25 item 5).
 */
export async function claimImageJob(db: Db, owner: string, leaseMs: number): Promise<ImageJobRow | null> {
  const [row] = await db.query<ImageJobRow>(
    `update ${T} j set lease_owner = $1, lease_until = now() + ($2::int * interval '1 millisecond'), attempts = j.attempts + 1,
            started_at = coalesce(j.started_at, now()), updated_at = now()
      where j.id = (select w.id from ${T} w
                     where w.status = 'CONVERTING' and w.converted_at is null and (w.lease_owner is null or w.lease_until < now())
                       and not exists (select 1 from ${T} o where o.merchant_id = w.merchant_id and o.id <> w.id and o.lease_owner is not null and o.lease_until >= now())
                     order by w.created_at limit 1 for update skip locked)
      returning j.*`,
    [owner, leaseMs],
  );
  return row ?? null;
}

/** Extends a job's lease; false once this owner lost it or the job was cancelled. */
export async function renewImageJob(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `update ${T} set lease_until = now() + ($3::int * interval '1 millisecond') where id = $1 and lease_owner = $2 and status = 'CONVERTING' returning id`,
    [id, owner, leaseMs],
  );
  return rows.length > 0;
}

/** Where a job stands for the worker holding it: going on, cancelled (its last batch still goes), or no longer its own. */
export async function imageJobState(db: Db, id: string, owner: string): Promise<'running' | 'cancelled' | 'lost'> {
  const [row] = await db.query<{ status: ImageImportStatus; lease_owner: string | null }>(`select status, lease_owner from ${T} where id = $1`, [id]);
  if (!row || row.lease_owner !== owner) return 'lost';
  if (row.status === 'CONVERTING') return 'running';
  return row.status === 'CANCELLED' ? 'cancelled' : 'lost';
}

/** The number of images, known once the worker has listed them (the modal opens with it). */
export async function setImageTotal(tx: Db, id: string, owner: string, total: number): Promise<ImageJobRow | null> {
  const [row] = await tx.query<ImageJobRow>(
    `update ${T} set total_count = $3, updated_at = now() where id = $1 and lease_owner = $2 and status = 'CONVERTING' returning *`,
    [id, owner, total],
  );
  return row ?? null;
}

/** One batch of the worker's: what it went through since the last one. */
export interface ImageFlush {
  /** Images gone through in all (the resume point). */
  processed: number;
  problems: ImageProblem[];
  /** The converted names sent to svc-catalog, with an FTP sync's remote files by name. */
  names: string[];
  remoteFiles: Record<string, { path: string; size: number; modifiedAt: string | null }> | null;
  /** Every image has been gone through. */
  converted: boolean;
}

/**
 * Records a batch while this owner holds the job (CONVERTING; or CANCELLED for the batch of the images
 * converted before the cancel): its problems counted at once, its names kept until svc-catalog answers.
 * Answers the job and the batch's number (null: no names), or null when the job is no longer this owner's.
 */
export async function recordImageFlush(tx: Db, id: string, owner: string, flush: ImageFlush): Promise<{ row: ImageJobRow; batch: number | null } | null> {
  const skips = flush.problems.filter((p) => isSkipReason(p.reason)).length;
  const errors = flush.problems.length - skips;
  const hasBatch = flush.names.length > 0;
  const [row] = await tx.query<ImageJobRow>(
    `update ${T} set processed = $3, skip_count = skip_count + $4, error_count = error_count + $5, batches = batches + $6,
            converted_at = case when $7 then now() else converted_at end,
            lease_owner = case when $7 or status <> 'CONVERTING' then null else lease_owner end,
            lease_until = case when $7 or status <> 'CONVERTING' then null else lease_until end, updated_at = now()
      where id = $1 and lease_owner = $2 and status in ('CONVERTING', 'CANCELLED') returning *`,
    [id, owner, flush.processed, skips, errors, hasBatch ? 1 : 0, flush.converted],
  );
  if (!row) return null;
  await insertProblems(tx, id, flush.problems);
  if (!hasBatch) return { row, batch: null };
  const batch = Number(row.batches) - 1;
  await tx.query(`insert into ${B} (job_id, batch, names, remote_files) values ($1, $2, $3::text[], $4::jsonb)`, [id, batch, flush.names, flush.remoteFiles ? JSON.stringify(flush.remoteFiles) : null]);
  return { row, batch };
}

async function insertProblems(tx: Db, id: string, problems: readonly ImageProblem[]): Promise<void> {
  if (problems.length === 0) return;
  await tx.query(
    `insert into ${P} (job_id, name, reason) select $1, p.name, p.reason from unnest($2::text[], $3::text[]) with ordinality as p(name, reason, n) order by p.n`,
    [id, problems.map((p) => p.name), problems.map((p) => p.reason)],
  );
}

export interface AnsweredBatch {
  names: string[];
  remoteFiles: ImageFlush['remoteFiles'];
}

/** Takes an unanswered batch of a job (its row locked first: one writer of the counts); null when answered already. */
export async function takeBatch(tx: Db, jobId: string, batch: number): Promise<{ row: ImageJobRow; batch: AnsweredBatch } | null> {
  const [row] = await tx.query<ImageJobRow>(`select * from ${T} where id = $1 for update`, [jobId]);
  if (!row) return null;
  const [taken] = await tx.query<{ names: string[]; remote_files: AnsweredBatch['remoteFiles'] }>(`delete from ${B} where job_id = $1 and batch = $2 returning names, remote_files`, [jobId, batch]);
  return taken ? { row, batch: { names: taken.names, remoteFiles: taken.remote_files } } : null;
}

/** Counts an answered batch: uploaded, skipped as unmatched, failed to store; products updated and verified. */
export async function recordImageAnswer(
  tx: Db,
  id: string,
  answer: { uploaded: number; problems: ImageProblem[]; productsUpdated: number; verified: number },
): Promise<ImageJobRow> {
  const skips = answer.problems.filter((p) => isSkipReason(p.reason)).length;
  const [row] = await tx.query<ImageJobRow>(
    `update ${T} set upload_count = upload_count + $2, skip_count = skip_count + $3, error_count = error_count + $4,
            products_updated = products_updated + $5, verified = verified + $6, updated_at = now()
      where id = $1 returning *`,
    [id, answer.uploaded, skips, answer.problems.length - skips, answer.productsUpdated, answer.verified],
  );
  await insertProblems(tx, id, answer.problems);
  return row!;
}

/** How many batches of a job wait for svc-catalog's answer. */
export async function unansweredBatches(tx: Db, id: string): Promise<number> {
  const [row] = await tx.query<{ n: string | number }>(`select count(*) as n from ${B} where job_id = $1`, [id]);
  return Number(row?.n ?? 0);
}

/** CONVERTING → FINISHED once every image was gone through and every batch answered; null otherwise. */
export async function finishImageJob(tx: Db, id: string): Promise<ImageJobRow | null> {
  const [row] = await tx.query<ImageJobRow>(
    `update ${T} set status = 'FINISHED', finished_at = now(), lease_owner = null, lease_until = null, updated_at = now()
      where id = $1 and status = 'CONVERTING' and converted_at is not null and not exists (select 1 from ${B} where job_id = $1) returning *`,
    [id],
  );
  return row ?? null;
}

/** Cancels a running import (the worker stops after its current image); IMG108 when it has ended. */
export async function cancelImageJob(tx: Db, row: ImageJobRow): Promise<ImageJobRow> {
  const [next] = await tx.query<ImageJobRow>(
    `update ${T} set status = 'CANCELLED', finished_at = now(), updated_at = now() where id = $1 and ${RUNNING} returning *`,
    [row.id],
  );
  if (!next) throw new AppError('IMG108', 409);
  return next;
}

/** Ends a running import as FAILED with its code (an unreadable zip, an FTP server that refuses...). */
export async function failImageJob(tx: Db, id: string, code: string): Promise<ImageJobRow | null> {
  const [row] = await tx.query<ImageJobRow>(
    `update ${T} set status = 'FAILED', message = $2, finished_at = now(), lease_owner = null, lease_until = null, updated_at = now()
      where id = $1 and ${RUNNING} returning *`,
    [id, code],
  );
  return row ?? null;
}
