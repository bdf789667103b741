import type { ConnectionStatus, ImportSourceSettings, ImportSourceView } from '@hub/contracts';
import { AppError, sql, storeScopeCondition, type Db, type MerchantScope, type Selectable } from '@hub/service-kit';
import { isDeepStrictEqual } from 'node:util';
import { importDb, type ImportSourcesTable } from './schema';

/** Import sources (issue 13): settings in clear, the secret sealed, never both in one answer. */

export type SourceRow = Selectable<ImportSourcesTable>;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** When the store's schedule runs a source next, and its last scheduled run (autosync/schedule-view.ts). */
export type SourceSchedule = Pick<ImportSourceView, 'nextRunAt' | 'lastAutosync'>;
const NO_SCHEDULE: SourceSchedule = { nextRunAt: null, lastAutosync: null };

/** A source as the API answers it: no secret, only whether one is stored. */
export function toSourceView(r: SourceRow, schedule: SourceSchedule = NO_SCHEDULE): ImportSourceView {
  return {
    id: r.id,
    name: r.name,
    sid: r.sid,
    ...({ kind: r.kind, settings: r.settings } as ImportSourceSettings),
    hasSecret: r.secret_sealed !== null,
    connectionStatus: r.connection_status,
    testedAt: iso(r.tested_at),
    lastErrorCode: r.last_error_code,
    lastRunAt: iso(r.last_run_at),
    lastJobId: r.last_job_id,
    updatedAt: iso(r.updated_at)!,
    autosync: r.autosync,
    markMissingInactive: r.mark_missing_inactive,
    mappingId: r.mapping_id,
    ...schedule,
  };
}

const isUniqueViolation = (error: unknown) => !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';

export async function listSources(db: Db, scope: MerchantScope): Promise<SourceRow[]> {
  let query = importDb(db).selectFrom('import_sources').selectAll().where('merchant_id', '=', scope.merchantId);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  return query.orderBy(sql`lower(name)`).orderBy('id').execute();
}

/** One source of the scope (404 PDDI106 otherwise: another merchant's source does not exist for the caller). */
export async function sourceInScope(db: Db, scope: MerchantScope, id: string): Promise<SourceRow> {
  let query = importDb(db).selectFrom('import_sources').selectAll().where('merchant_id', '=', scope.merchantId).where('id', '=', id);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('PDDI106', 404);
  return row;
}

export async function sourceById(db: Db, id: string): Promise<SourceRow | undefined> {
  return importDb(db).selectFrom('import_sources').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface SourceWrite {
  name: string;
  sid: string;
  kind: ImportSourceSettings['kind'];
  settings: ImportSourceSettings['settings'];
  /** undefined keeps the stored secret, null removes it. */
  secretSealed: string | null | undefined;
  autosync: boolean;
  markMissingInactive: boolean;
  /** The named mapping its rows are read with (issue 28 item 2). */
  mappingId: string;
}

/** One autosync source per store: marking one unmarks the store's others. */
async function takeAutosync(tx: Db, merchantId: string, write: SourceWrite, exceptId: string | null): Promise<void> {
  if (!write.autosync) return;
  let query = importDb(tx).updateTable('import_sources').set({ autosync: false }).where('merchant_id', '=', merchantId).where('sid', '=', write.sid).where('autosync', '=', true);
  if (exceptId) query = query.where('id', '<>', exceptId);
  await query.execute();
}

/** A name used by another source of the merchant is FTP100 (the config cannot be saved), 409. */
function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('FTP100', 409, [{ path: 'name', code: 'FTP100' }]);
  throw error;
}

export async function insertSource(tx: Db, merchantId: string, write: SourceWrite): Promise<SourceRow> {
  await takeAutosync(tx, merchantId, write, null);
  try {
    return await importDb(tx)
      .insertInto('import_sources')
      .values({
        merchant_id: merchantId,
        sid: write.sid,
        name: write.name,
        kind: write.kind,
        settings: JSON.stringify(write.settings),
        secret_sealed: write.secretSealed ?? null,
        autosync: write.autosync,
        mark_missing_inactive: write.markMissingInactive,
        mapping_id: write.mappingId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    return duplicateName(error);
  }
}

/** Saves a change; a changed connection (kind, settings or secret) is Not Tested until tested again (jsonb keeps its own key order: compared by value). */
export async function updateSource(tx: Db, before: SourceRow, write: SourceWrite): Promise<SourceRow> {
  const connectionChanged =
    before.kind !== write.kind || !isDeepStrictEqual(before.settings, write.settings) || (write.secretSealed !== undefined && write.secretSealed !== before.secret_sealed);
  await takeAutosync(tx, before.merchant_id, write, before.id);
  try {
    return await importDb(tx)
      .updateTable('import_sources')
      .set({
        name: write.name,
        sid: write.sid,
        kind: write.kind,
        settings: JSON.stringify(write.settings),
        autosync: write.autosync,
        mark_missing_inactive: write.markMissingInactive,
        mapping_id: write.mappingId,
        ...(write.secretSealed === undefined ? {} : { secret_sealed: write.secretSealed }),
        ...(connectionChanged ? { connection_status: 'Not Tested' as ConnectionStatus, tested_at: null, last_error_code: null } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    return duplicateName(error);
  }
}

export async function deleteSource(tx: Db, id: string): Promise<void> {
  await importDb(tx).deleteFrom('import_sources').where('id', '=', id).execute();
}

/** The outcome of a connection test (or of a run's fetch): Tested, or Not Tested with its code. */
export async function recordTest(db: Db, id: string, errorCode: string | null): Promise<SourceRow> {
  return importDb(db)
    .updateTable('import_sources')
    .set({
      connection_status: errorCode === null ? 'Tested' : 'Not Tested',
      tested_at: sql<Date>`now()`,
      last_error_code: errorCode,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recordRun(tx: Db, id: string, jobId: string): Promise<void> {
  await importDb(tx).updateTable('import_sources').set({ last_run_at: sql<Date>`now()`, last_job_id: jobId }).where('id', '=', id).execute();
}

/** A run's fetch failed: the source keeps the code so /erp shows why. */
export async function recordFetchError(db: Db, id: string, errorCode: string): Promise<void> {
  await importDb(db).updateTable('import_sources').set({ last_error_code: errorCode, connection_status: 'Not Tested' }).where('id', '=', id).execute();
}
