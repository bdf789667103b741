import type { AutosyncOutcome, ConnectionStatus, ImportCheckSummary, ImportJob, ImportPlan, ImportProblem, ImportSourceKind, MasterImportProgress } from '@hub/contracts';
import { createKysely, type Db, type Generated, type Json, type KitTables, type Kysely, type StoreReplicasTable, type Timestamp } from '@hub/service-kit';

/** svc-import owns the PostgreSQL schema "import" (an SQL keyword: Kysely quotes it). */
export const IMPORT_SCHEMA = 'import';

export interface ImportJobsTable {
  id: Generated<string>;
  merchant_id: string;
  sid: Generated<string>;
  source: ImportJob['source'];
  status: Generated<ImportJob['status']>;
  total_count: Generated<number>;
  n_inserted: Generated<number>;
  n_modified: Generated<number>;
  n_upserted: Generated<number>;
  skipped: Generated<number>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_by: string | null;
  error_code: string | null;
  created_at: Generated<Date>;
  message: ImportJob['message'];
  file_name: string | null;
  file_size: string | number | null;
  file_key: string | null;
  created_by_id: string | null;
  processed: Generated<number>;
  check_summary: Json<ImportCheckSummary> | null;
  problems: Json<ImportProblem[]> | null;
  plan: Json<ImportPlan> | null;
  master: Json<MasterImportProgress> | null;
  progress_at: Timestamp | null;
  batches: Json<string[]> | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  attempts: Generated<number>;
  /** ADR 0044: the check maps every row (the catalogue asked again: a light line's digest was not held). */
  full_check: Generated<boolean>;
  updated_at: Generated<Date>;
  source_id: string | null;
  mark_missing_inactive: Generated<boolean>;
  n_deactivated: Generated<number>;
  mapping_id: string | null;
  mapping_name: string | null;
  mapping_revision: number | null;
}

export interface ImportSourcesTable {
  id: Generated<string>;
  merchant_id: string;
  sid: string;
  name: string;
  kind: ImportSourceKind;
  settings: Json<Record<string, unknown>>;
  secret_sealed: string | null;
  connection_status: Generated<ConnectionStatus>;
  tested_at: Timestamp | null;
  last_error_code: string | null;
  last_run_at: Timestamp | null;
  last_job_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  autosync: Generated<boolean>;
  mark_missing_inactive: Generated<boolean>;
  mapping_id: Generated<string>;
}

/** A store's data import connection status as last published (null: never). */
export interface StoreConnectionStatusTable {
  merchant_id: string;
  sid: string;
  connection_status: ConnectionStatus | null;
  updated_at: Generated<Date>;
}

export interface AutosyncStateTable {
  source_id: string;
  merchant_id: string;
  schedule_key: string;
  next_due_at: Timestamp | null;
  last_due_at: Timestamp | null;
  last_outcome: AutosyncOutcome | null;
  last_job_id: string | null;
  updated_at: Generated<Date>;
}

/** The merchant's named mappings (issue 28 item 2); `default` is svc-catalog's data mapping, replicated. */
export interface DataMappingsTable {
  merchant_id: string;
  id: Generated<string>;
  name: string;
  config: Json<Record<string, unknown>> | null;
  revision: Generated<number>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

/** The mapping a store's import starts with (issue 28 item 2, per store); a store without a row starts with the default. */
export interface StoreMappingsTable {
  merchant_id: string;
  sid: string;
  mapping_id: string;
}

export interface ImportDatabase extends KitTables {
  import_jobs: ImportJobsTable;
  import_sources: ImportSourcesTable;
  autosync_state: AutosyncStateTable;
  store_connection_status: StoreConnectionStatusTable;
  data_mappings: DataMappingsTable;
  store_mappings: StoreMappingsTable;
  store_replicas: StoreReplicasTable;
}

/** Kysely over `db` (a pool, PGlite or a transaction's Db), tables resolved in the "import" schema. */
export function importDb(db: Db): Kysely<ImportDatabase> {
  return createKysely<ImportDatabase>(db).withSchema(IMPORT_SCHEMA);
}
