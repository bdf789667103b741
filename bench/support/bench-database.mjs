// A database for a benchmark that talks to it directly: on the PostgreSQL server (a fresh database
// `dbName`, dropped at the end) when `serverUrl` is set, else PGlite in memory.
import { openDatabase } from '@hub/service-kit';
import { freshDatabase } from './server-hub.mjs';

/** The Db, its URL on the server (undefined on PGlite), and `close()`, which drops the server's database. */
export async function benchDatabase(serverUrl, dbName) {
  if (!serverUrl) {
    const db = await openDatabase({});
    return { db, url: undefined, close: async () => db.close?.() };
  }
  const { admin, url } = await freshDatabase(serverUrl, dbName);
  const db = await openDatabase({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    close: async () => {
      await db.close?.();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}
