import { openPglite } from './pglite';
import type { Db } from './port';
import { openPostgres } from './postgres';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server URL; when set, node-postgres is used. */
  url?: string;
  /** PGlite data folder; without it (and without url) the database lives in memory. */
  dataDir?: string;
  /** PostgreSQL settings of that PGlite (OpenPgliteOptions.settings); the server's are its own. */
  pgliteSettings?: Record<string, string>;
}

/** URL → node-postgres pool, else PGlite (data folder or memory). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.url) {
    const db = openPostgres(options.url);
    await db.query('select 1');
    return db;
  }
  return openPglite(options.dataDir, { settings: options.pgliteSettings });
}
