export type { CopySource, Db } from './port';
export { openPglite, PGLITE_DEFAULT_SETTINGS, pgliteSettingsFromEnv, pgliteStartParams } from './pglite';
export { openPostgres } from './postgres';
export { openDatabase, type OpenDatabaseOptions } from './open';
export {
  migrateSchema,
  readMigrations,
  readKitMigrations,
  kitMigrationSql,
  advisoryLockKey,
  KIT_MIGRATIONS_DIR,
  type MigrateOptions,
  type MigrationFile,
} from './migrate';
export { createKysely, DbDialect } from './kysely';
export type { Timestamp, Json, KitTables, OutboxTable, OutboxLeaseTable, ProcessedEventsTable, RevokedSessionsTable, ApiKeyReplicasTable, StoreReplicasTable } from './kit-tables';
