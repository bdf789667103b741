import type { Db } from './port';

// The CommonJS build of PGlite; loaded lazily so a process on a PostgreSQL server never pays for the WASM.
interface PGliteQueryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}
interface PGliteTx extends PGliteQueryable {
  rollback(): Promise<void>;
}
interface PGliteInstance extends PGliteQueryable {
  waitReady: Promise<void>;
  transaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  closed: boolean;
}

function txDb(tx: PGliteQueryable): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      return (await tx.query<T>(sql, params ? [...params] : undefined)).rows;
    },
    async execute<T>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? null };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    async close() {
      throw new Error('close() inside a transaction');
    },
  };
  return db;
}

/** PGlite in a data folder, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PGlite } = require('@electric-sql/pglite') as {
    PGlite: new (options: { dataDir?: string; extensions?: Record<string, unknown> }) => PGliteInstance;
  };
  // pg_trgm and btree_gin back svc-catalog's product search and filter indexes (svc-catalog/migrations/006_products.sql).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { btree_gin } = require('@electric-sql/pglite/contrib/btree_gin') as { btree_gin: unknown };
  // One options object: with `new PGlite(undefined, options)` (in memory) PGlite drops the options.
  const pg = new PGlite({ dataDir, extensions: { pg_trgm, btree_gin } });
  await pg.waitReady;
  const base = txDb(pg);
  return {
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
