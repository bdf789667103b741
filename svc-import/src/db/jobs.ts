import type { ImportJob, ImportJobStatus } from '@hub/contracts';
import { migrateSchema, migrationsDir, type Db, type MerchantScope } from '@hub/service-kit';

export async function migrateImport(db: Db): Promise<string[]> {
  return migrateSchema(db, 'import', migrationsDir(__dirname, 1));
}

interface Row {
  id: string;
  sid: string;
  source: ImportJob['source'];
  status: ImportJob['status'];
  total_count: number;
  n_inserted: number;
  n_modified: number;
  n_upserted: number;
  skipped: number;
  started_at: Date | null;
  finished_at: Date | null;
  created_by: string | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The scope's import jobs, newest first; store-bound roles see the jobs of their stores. */
export async function listJobs(db: Db, scope: MerchantScope, filter: { status?: ImportJobStatus; limit: number }): Promise<ImportJob[]> {
  const rows = await db.query<Row>(
    `select id::text as id, sid, source, status, total_count, n_inserted, n_modified, n_upserted, skipped, started_at, finished_at, created_by
       from "import".import_jobs
      where merchant_id = $1
        and ($2::text is null or status = $2::text)
        and ($3::text[] is null or sid = any($3::text[]))
      order by created_at desc, id
      limit $4`,
    [scope.merchantId, filter.status ?? null, scope.storeCodes, filter.limit],
  );
  return rows.map((r) => ({
    id: r.id,
    sid: r.sid,
    source: r.source,
    status: r.status,
    totalCount: Number(r.total_count),
    nInserted: Number(r.n_inserted),
    nModified: Number(r.n_modified),
    nUpserted: Number(r.n_upserted),
    skipped: Number(r.skipped),
    start: iso(r.started_at),
    end: iso(r.finished_at),
    createdBy: r.created_by,
  }));
}
