export type { Db } from './port';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export { openDatabase, type OpenDatabaseOptions } from './open';
export { migrateSchema, readMigrations, advisoryLockKey, type MigrationFile } from './migrate';
