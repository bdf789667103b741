import type { ImportJob, ImportJobStatus } from '@hub/contracts';
import { migrateSchema, migrationsDir, sql, storeScopeCondition, type Db, type MerchantScope } from '@hub/service-kit';
import { IMPORT_SCHEMA, importDb } from './schema';

export async function migrateImport(db: Db): Promise<string[]> {
  return migrateSchema(db, IMPORT_SCHEMA, migrationsDir(__dirname, 1));
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The scope's import jobs, newest first; store-bound roles see the jobs of their stores. */
export async function listJobs(db: Db, scope: MerchantScope, filter: { status?: ImportJobStatus; limit: number }): Promise<ImportJob[]> {
  let query = importDb(db)
    .selectFrom('import_jobs')
    .select([
      sql<string>`id::text`.as('id'),
      'sid',
      'source',
      'status',
      'total_count',
      'n_inserted',
      'n_modified',
      'n_upserted',
      'skipped',
      'started_at',
      'finished_at',
      'created_by',
    ])
    .where('merchant_id', '=', scope.merchantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).execute();
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
