import { buffer } from 'node:stream/consumers';
import type { CopySource, Db } from './port';

// The CommonJS build of PGlite; loaded lazily so a process on a PostgreSQL server never pays for the WASM.
interface PGliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}
interface PGliteTx extends PGliteQueryable {
  rollback(): Promise<void>;
}
interface PGliteInstance extends PGliteQueryable {
  waitReady: Promise<void>;
  transaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T>;
  dumpDataDir(compression: 'none' | 'gzip' | 'auto'): Promise<Blob>;
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
    async copyFrom(sql: string, data: CopySource) {
      // PGlite reads a COPY's data from the virtual file /dev/blob, which the query's blob fills.
      const fromBlob = sql.replace(/\bfrom\s+stdin\b/i, "from '/dev/blob'");
      if (fromBlob === sql) throw new Error('copyFrom needs a COPY … FROM STDIN statement');
      const bytes = typeof data === 'string' ? data : await buffer(data);
      const result = await tx.query(fromBlob, undefined, { blob: new Blob([bytes]) });
      return result.affectedRows ?? 0;
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

export interface OpenPgliteOptions {
  /**
   * A tarball of a PGlite data folder (`dumpDataDir('none')`) to start from instead of an empty
   * cluster: the tests' migrated template (service-kit testing/templates.ts).
   */
  loadDataDir?: Blob;
  /** PostgreSQL settings for this PGlite (`-c name=value` at its start), such as `shared_buffers`. */
  settings?: Record<string, string>;
}

/**
 * PostgreSQL's settings for the hub's PGlite where they differ from PostgreSQL's defaults (issue 26
 * item 4). PGlite's memory is WebAssembly memory inside the hub's process, which grows to its peak
 * and never shrinks: a 128 MB buffer pool, filled by a 1,000,000-row import, stays in the hub's
 * resident size for as long as it runs. A smaller pool costs reads through the operating system's
 * page cache instead (bench/RESULTS.md has both figures). `HUB_PGLITE_SHARED_BUFFERS` overrides it.
 */
export const PGLITE_DEFAULT_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '32MB' };

/** The hub's PGlite settings: the defaults, with `HUB_PGLITE_SHARED_BUFFERS` (such as `128MB`) when set. */
export function pgliteSettingsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const sharedBuffers = env.HUB_PGLITE_SHARED_BUFFERS?.trim();
  return { ...PGLITE_DEFAULT_SETTINGS, ...(sharedBuffers ? { shared_buffers: sharedBuffers } : {}) };
}

/** `-c name=value` for each setting, after PGlite's own start parameters. */
export function pgliteStartParams(defaults: readonly string[], settings: Record<string, string>): string[] {
  const params = [...defaults];
  for (const [name, value] of Object.entries(settings)) {
    if (!/^[a-z_]+$/.test(name) || /[\s'"]/.test(value)) throw new Error(`not a PostgreSQL setting: ${name}=${value}`);
    params.push('-c', `${name}=${value}`);
  }
  return params;
}

/** A started PGlite with the extensions the services' migrations use. */
async function startPglite(options: { dataDir?: string; loadDataDir?: Blob; settings?: Record<string, string> }): Promise<PGliteInstance> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PGlite } = require('@electric-sql/pglite') as {
    PGlite: (new (options: { dataDir?: string; loadDataDir?: Blob; extensions?: Record<string, unknown>; startParams?: string[] }) => PGliteInstance) & {
      defaultStartParams: string[];
    };
  };
  // pg_trgm and btree_gin back svc-catalog's product search and filter indexes (svc-catalog/migrations/006_products.sql).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { btree_gin } = require('@electric-sql/pglite/contrib/btree_gin') as { btree_gin: unknown };
  // One options object: with `new PGlite(undefined, options)` (in memory) PGlite drops the options.
  const { settings, ...rest } = options;
  const startParams = settings && Object.keys(settings).length > 0 ? pgliteStartParams(PGlite.defaultStartParams, settings) : undefined;
  const pg = new PGlite({ ...rest, ...(startParams ? { startParams } : {}), extensions: { pg_trgm, btree_gin } });
  await pg.waitReady;
  return pg;
}

/** PGlite in a data folder, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string, options: OpenPgliteOptions = {}): Promise<Db> {
  const pg = await startPglite({ dataDir, loadDataDir: options.loadDataDir, settings: options.settings });
  const base = txDb(pg);
  return {
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}

/**
 * The tarball of a (closed) PGlite data folder, uncompressed, for `openPglite(undefined, { loadDataDir })`:
 * the tests' template (testing/templates.ts).
 */
export async function pgliteDataDirTarball(dataDir: string): Promise<Blob> {
  const pg = await startPglite({ dataDir });
  try {
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}
