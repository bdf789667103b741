import type { ImportCheckSummary, ImportJob, ImportJobStatus, ImportMessage, ImportPlan, ImportProblem, ImportStoreCounts } from '@hub/contracts';
import { DEFAULT_MAPPING_ID, IMPORT_RUNNING_STATUSES, MASTER_STORE } from '@hub/contracts';
import type { ImportMappingRef } from './data-mapping-replica';
import { AppError, migrateSchema, migrationsDir, sql, storeScopeCondition, type Db, type Insertable, type MerchantScope, type Selectable } from '@hub/service-kit';
import { advanceMaster, endMaster, masterFromPlan, resetStores } from '../domain/master-progress';
import { IMPORT_SCHEMA, importDb, type ImportJobsTable } from './schema';

export async function migrateImport(db: Db): Promise<string[]> {
  return migrateSchema(db, IMPORT_SCHEMA, migrationsDir(__dirname, 1));
}

type JobRow = Selectable<ImportJobsTable>;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A job row as the API answers it. */
export function toImportJob(r: JobRow): ImportJob {
  return {
    id: r.id,
    sid: r.sid,
    source: r.source,
    status: r.status,
    message: r.message,
    fileName: r.file_name,
    fileSize: r.file_size === null ? null : Number(r.file_size),
    totalCount: Number(r.total_count),
    nInserted: Number(r.n_inserted),
    nModified: Number(r.n_modified),
    nUpserted: Number(r.n_upserted),
    skipped: Number(r.skipped),
    markMissingInactive: r.mark_missing_inactive,
    nDeactivated: Number(r.n_deactivated),
    processed: Number(r.processed),
    start: iso(r.started_at),
    end: iso(r.finished_at),
    createdBy: r.created_by,
    createdAt: iso(r.created_at)!,
    errorCode: r.error_code,
    check: r.check_summary,
    plan: r.plan,
    master: r.master,
    mapping: r.mapping_id === null ? null : { id: r.mapping_id, name: r.mapping_name ?? r.mapping_id, revision: r.mapping_revision },
  };
}

/** The check of a job reads its mapping: which one and its revision are kept on the job (issue 28 item 2). */
export async function recordMappingUsed(db: Db, id: string, mapping: { id: string; name: string; revision: number }): Promise<void> {
  await importDb(db).updateTable('import_jobs').set({ mapping_id: mapping.id, mapping_name: mapping.name, mapping_revision: mapping.revision }).where('id', '=', id).execute();
}

/** The scope's import jobs, newest first; store-bound roles see the jobs of their stores. */
export async function listJobs(db: Db, scope: MerchantScope, filter: { status?: ImportJobStatus; limit: number }): Promise<ImportJob[]> {
  let query = importDb(db).selectFrom('import_jobs').selectAll().where('merchant_id', '=', scope.merchantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute();
  return rows.map(toImportJob);
}

/** One job of the scope (404 PDDI105 otherwise: another merchant's job does not exist for the caller). */
export async function jobInScope(db: Db, scope: MerchantScope, id: string): Promise<JobRow> {
  let query = importDb(db).selectFrom('import_jobs').selectAll().where('merchant_id', '=', scope.merchantId).where('id', '=', id);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('PDDI105', 404);
  return row;
}

export async function jobById(db: Db, id: string): Promise<JobRow | undefined> {
  return importDb(db).selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The merchant's latest job that runs or finished (the progress widget's), if any. */
export async function currentJob(db: Db, scope: MerchantScope): Promise<JobRow | undefined> {
  let query = importDb(db)
    .selectFrom('import_jobs')
    .selectAll()
    .where('merchant_id', '=', scope.merchantId)
    .where('status', 'in', [...IMPORT_RUNNING_STATUSES, 'READY', 'FINISHED', 'REJECTED', 'FAILED', 'CANCELLED']);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  return query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export interface NewFileJob {
  merchantId: string;
  sid: string;
  fileName: string;
  fileSize: number;
  fileKey: string;
  /** The named mapping the file is read with (issue 28 item 2). */
  mapping: ImportMappingRef;
  createdBy: string;
  createdById: string;
}

const isUniqueViolation = (error: unknown) => !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';

/**
 * A new job, WAITING. A dry run the merchant left unapplied (READY) is cancelled by a new upload or
 * run (its ids are answered: svc-catalog drops their staging); a running import refuses it with
 * PDDI102 (the unique index holds across instances).
 */
async function createJob(tx: Db, values: Insertable<ImportJobsTable>): Promise<{ row: JobRow; cancelled: string[] }> {
  const cancelled = await importDb(tx)
    .updateTable('import_jobs')
    .set({ status: 'CANCELLED', message: null, finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('merchant_id', '=', values.merchant_id)
    .where('status', '=', 'READY')
    .returning('id')
    .execute();
  try {
    const row = await importDb(tx)
      .insertInto('import_jobs')
      .values({ ...values, status: 'WAITING', message: 'WAITING' })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, cancelled: cancelled.map((c) => c.id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PDDI102', 409);
    throw error;
  }
}

/** An uploaded file's job. */
export function createFileJob(tx: Db, job: NewFileJob): Promise<{ row: JobRow; cancelled: string[] }> {
  return createJob(tx, {
    merchant_id: job.merchantId,
    sid: job.sid,
    source: 'FILE',
    file_name: job.fileName,
    file_size: job.fileSize,
    file_key: job.fileKey,
    mapping_id: job.mapping.id,
    mapping_name: job.mapping.name,
    created_by: job.createdBy,
    created_by_id: job.createdById,
  });
}

export interface NewSourceJob {
  merchantId: string;
  sid: string;
  source: Exclude<ImportJob['source'], 'FILE'>;
  sourceId: string;
  /** The source's name, shown where a file job shows its file name. */
  name: string;
  createdBy: string;
  createdById: string;
}

/**
 * A job fed by an import source (issue 13): it fetches the source before its check, and takes the
 * source's markMissingInactive as it is now (a later change of the source does not change the job).
 */
export async function createSourceJob(tx: Db, job: NewSourceJob): Promise<{ row: JobRow; cancelled: string[] }> {
  const source = await importDb(tx)
    .selectFrom('import_sources')
    .leftJoin('data_mappings', (j) => j.onRef('data_mappings.merchant_id', '=', 'import_sources.merchant_id').onRef('data_mappings.id', '=', 'import_sources.mapping_id'))
    .select(['import_sources.mark_missing_inactive', 'import_sources.mapping_id', 'data_mappings.name as mapping_name'])
    .where('import_sources.id', '=', job.sourceId)
    .where('import_sources.merchant_id', '=', job.merchantId)
    .executeTakeFirst();
  return createJob(tx, {
    merchant_id: job.merchantId,
    sid: job.sid,
    source: job.source,
    source_id: job.sourceId,
    mark_missing_inactive: source?.mark_missing_inactive ?? false,
    mapping_id: source?.mapping_id ?? DEFAULT_MAPPING_ID,
    mapping_name: source?.mapping_name ?? null,
    file_name: job.name,
    created_by: job.createdBy,
    created_by_id: job.createdById,
  });
}

/** A check's data import message (spec section 4: FETCHINGDB while a source is read…) while this owner holds it. */
export async function setCheckMessage(db: Db, id: string, owner: string, message: ImportMessage, fileSize?: number): Promise<JobRow | null> {
  return (
    (await importDb(db)
      .updateTable('import_jobs')
      .set({ message, ...(fileSize === undefined ? {} : { file_size: fileSize }), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'CHECKING')
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** Whether the merchant has an import running (PDDI102 before an upload is even stored). */
export async function hasRunningImport(db: Db, merchantId: string): Promise<boolean> {
  const row = await importDb(db)
    .selectFrom('import_jobs')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', [...IMPORT_RUNNING_STATUSES])
    .executeTakeFirst();
  return !!row;
}

/** Claims the oldest waiting job, or a check whose lease ran out (its instance died), for `owner`. */
export async function claimCheck(db: Db, owner: string, leaseMs: number): Promise<JobRow | null> {
  const rows = await db.query<JobRow>(
    `update "import".import_jobs j
        set status = 'CHECKING', message = 'STARTING', lease_owner = $1,
            lease_until = now() + ($2::int * interval '1 millisecond'), attempts = j.attempts + 1,
            started_at = coalesce(j.started_at, now()), updated_at = now()
      where j.id = (select id from "import".import_jobs
                     where status = 'WAITING' or (status = 'CHECKING' and lease_until < now())
                     order by created_at limit 1 for update skip locked)
      returning j.*`,
    [owner, leaseMs],
  );
  return rows[0] ?? null;
}

/**
 * The catalogue could not take a check's light lines (ADR 0044): the job's check starts again, every row
 * mapped, taken up as a check whose lease ran out (its attempt then grows, and svc-catalog stages the
 * new attempt's batches). Only the attempt the catalogue answered, and only once it ended (PLANNING).
 */
export async function checkAgainInFull(tx: Db, id: string, attempt: number): Promise<JobRow | null> {
  const rows = await tx.query<JobRow>(
    `update "import".import_jobs set status = 'CHECKING', message = 'STARTING', full_check = true, processed = 0,
            lease_owner = null, lease_until = now() - interval '1 millisecond', updated_at = now()
      where id = $1 and status = 'PLANNING' and attempts = $2 returning *`,
    [id, attempt],
  );
  return rows[0] ?? null;
}

/** The merchant's last finished import into the same store (or MASTER) before `jobId`: where the known digests are (ADR 0044). */
export async function lastFinishedJob(db: Db, merchantId: string, sid: string, jobId: string): Promise<{ id: string } | null> {
  const rows = await db.query<{ id: string }>(
    `select id from "import".import_jobs where merchant_id = $1 and sid = $2 and status = 'FINISHED' and id <> $3
      order by finished_at desc nulls last limit 1`,
    [merchantId, sid, jobId],
  );
  return rows[0] ?? null;
}

/** The merchant's finished imports into the same store (or MASTER) other than `jobId`: their digests are no longer read once it finished. */
export async function earlierFinishedJobs(db: Db, merchantId: string, sid: string, jobId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from "import".import_jobs where merchant_id = $1 and sid = $2 and status = 'FINISHED' and id <> $3
      order by finished_at desc nulls last limit $4`,
    [merchantId, sid, jobId, limit],
  );
  return rows.map((r) => r.id);
}

/** Extends a check's lease; false when this owner no longer holds it (taken over, cancelled). */
export async function renewCheck(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `update "import".import_jobs set lease_until = now() + ($3::int * interval '1 millisecond')
      where id = $1 and lease_owner = $2 and status = 'CHECKING' returning id`,
    [id, owner, leaseMs],
  );
  return rows.length > 0;
}

/** Progress of a check (rows read so far) while this owner holds it. */
export async function noteChecked(db: Db, id: string, owner: string, rows: number): Promise<void> {
  await db.query(`update "import".import_jobs set processed = $3, updated_at = now() where id = $1 and lease_owner = $2 and status = 'CHECKING'`, [id, owner, rows]);
}

/**
 * A check stored another batch (issue 26 item 5): its rows so far are noted, and the job answered while
 * this owner still holds the check (null when it was taken over or cancelled: the batch is not announced).
 */
export async function noteBatchChecked(tx: Db, id: string, owner: string, rows: number): Promise<JobRow | null> {
  const updated = await tx.query<JobRow>(
    `update "import".import_jobs set processed = $3, updated_at = now() where id = $1 and lease_owner = $2 and status = 'CHECKING' returning *`,
    [id, owner, rows],
  );
  return updated[0] ?? null;
}

/** Ends a check: REJECTED (problems) or PLANNING (the batches go to svc-catalog); false when the lease was lost. */
export async function endCheck(
  tx: Db,
  id: string,
  owner: string,
  result: { status: 'REJECTED' | 'PLANNING'; check: ImportCheckSummary; problems: ImportProblem[]; batches: string[]; errorCode?: string | null },
): Promise<JobRow | null> {
  const ended = result.status === 'REJECTED';
  return (
    (await importDb(tx)
      .updateTable('import_jobs')
      .set({
        status: result.status,
        message: ended ? null : 'STARTING',
        check_summary: JSON.stringify(result.check),
        problems: JSON.stringify(result.problems),
        batches: JSON.stringify(result.batches),
        total_count: result.check.products,
        processed: 0,
        error_code: result.errorCode ?? null,
        lease_owner: null,
        lease_until: null,
        finished_at: ended ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'CHECKING')
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** Ends a job as FAILED with a code (the file is gone, unreadable...). */
export async function failJob(tx: Db, id: string, errorCode: string, fromStatuses: readonly ImportJobStatus[]): Promise<JobRow | null> {
  return (
    (await importDb(tx)
      .updateTable('import_jobs')
      .set({ status: 'FAILED', message: null, error_code: errorCode, lease_owner: null, lease_until: null, finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', 'in', [...fromStatuses])
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** svc-catalog's dry run arrived: PLANNING → READY with the plan (and a MASTER import's stores, WAITING). */
export async function recordPlan(tx: Db, id: string, plan: ImportPlan): Promise<JobRow | null> {
  const job = await jobById(tx, id);
  const master = job?.sid === MASTER_STORE ? JSON.stringify(masterFromPlan(plan)) : null;
  return (
    (await importDb(tx)
      .updateTable('import_jobs')
      .set({ status: 'READY', message: null, plan: JSON.stringify(plan), master, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'PLANNING')
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** READY → IMPORTING (the user applied); PDDI104 when the job is not READY. */
export async function startApply(tx: Db, row: JobRow): Promise<JobRow> {
  const next = await importDb(tx)
    .updateTable('import_jobs')
    .set({
      status: 'IMPORTING',
      message: 'INITIATED',
      processed: 0,
      // Reset (spec section 4): every store WAITING with zero counts as the apply starts.
      master: row.master ? JSON.stringify({ ...row.master, status: 'IDLE', importProgress: 0, stores: resetStores(row.master.stores) }) : null,
      started_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'READY')
    .returningAll()
    .executeTakeFirst()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('PDDI102', 409);
      throw error;
    });
  if (!next) throw new AppError('PDDI104', 409);
  return next;
}

/** Cancels a job that has not ended; a running apply stops after its current batch (svc-catalog reports it). */
export async function cancelJob(tx: Db, row: JobRow): Promise<JobRow> {
  const immediate: ImportJobStatus[] = ['WAITING', 'CHECKING', 'PLANNING', 'READY'];
  if (row.status === 'IMPORTING') {
    const next = await importDb(tx).updateTable('import_jobs').set({ message: null, updated_at: sql<Date>`now()` }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return next;
  }
  const next = await importDb(tx)
    .updateTable('import_jobs')
    .set({ status: 'CANCELLED', message: null, lease_owner: null, lease_until: null, finished_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('status', 'in', immediate)
    .returningAll()
    .executeTakeFirst();
  if (!next) throw new AppError('PDDI104', 409);
  return next;
}

/** svc-catalog applied more (or ended): the counts as it reports them (events may repeat: counts only grow). */
export async function recordApplied(
  tx: Db,
  id: string,
  applied: {
    processed: number;
    nInserted: number;
    nModified: number;
    nUpserted: number;
    skipped: number;
    nDeactivated: number;
    status: 'IMPORTING' | 'FINISHED' | 'CANCELLED' | 'FAILED';
    errorCode: string | null;
    stores: ImportStoreCounts[];
  },
): Promise<JobRow | null> {
  const ended = applied.status !== 'IMPORTING';
  const message: ImportMessage | null = ended ? null : 'INITIATED';
  // A MASTER import's stores move with svc-catalog's counts per store (the row is locked: one writer).
  const job = await importDb(tx).selectFrom('import_jobs').select(['master', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!job || job.status !== 'IMPORTING') return null;
  let master = job.master ? advanceMaster(job.master, applied.stores) : null;
  if (master && applied.status !== 'IMPORTING') master = endMaster(master, applied.status);
  return (
    (await importDb(tx)
      .updateTable('import_jobs')
      .set({
        status: applied.status,
        message,
        processed: sql<number>`greatest(processed, ${applied.processed})`,
        n_inserted: sql<number>`greatest(n_inserted, ${applied.nInserted})`,
        n_modified: sql<number>`greatest(n_modified, ${applied.nModified})`,
        n_upserted: sql<number>`greatest(n_upserted, ${applied.nUpserted})`,
        skipped: sql<number>`greatest(skipped, ${applied.skipped})`,
        n_deactivated: sql<number>`greatest(n_deactivated, ${applied.nDeactivated})`,
        error_code: applied.errorCode,
        master: master ? JSON.stringify(master) : null,
        finished_at: ended ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'IMPORTING')
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

/** The first problems of a job's file as kept on the job. */
export function problemsOf(row: JobRow): ImportProblem[] {
  return row.problems ?? [];
}

/**
 * The moving jobs (checking, planning, importing) whose progress was last sent `everyMs` ago or more,
 * marked as sent now. Several instances may ask at once: a row is claimed by one of them (the others
 * wait for its lock, then find it sent).
 */
export async function claimProgressTicks(tx: Db, everyMs: number): Promise<JobRow[]> {
  return tx.query<JobRow>(
    `update "import".import_jobs set progress_at = now()
      where status in ('CHECKING', 'PLANNING', 'IMPORTING')
        and (progress_at is null or progress_at <= now() - ($1::int * interval '1 millisecond'))
      returning *`,
    [everyMs],
  );
}
