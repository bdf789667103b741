import { Pool, type PoolClient } from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CopySource, Db } from './port';

/** Streams `data` into a `COPY … FROM STDIN` on `client`; answers the rows copied. */
async function copyInto(client: PoolClient, sql: string, data: CopySource): Promise<number> {
  const sink = client.query(copyFromStdin(sql));
  await pipeline(typeof data === 'string' ? Readable.from([data]) : data, sink);
  return sink.rowCount ?? 0;
}

function clientDb(client: PoolClient): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async execute<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount };
    },
    copyFrom: (sql, data) => copyInto(client, sql, data),
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    async close() {
      throw new Error('close() inside a transaction');
    },
  };
  return db;
}

/** A node-postgres pool on a server URL. */
export function openPostgres(url: string, options: { max?: number } = {}): Db {
  const pool = new Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  let closed = false;
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params ? [...params] : undefined);
      return result.rows as T[];
    },
    async execute<T>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[], rowCount: result.rowCount };
    },
    async copyFrom(sql: string, data: CopySource) {
      const client = await pool.connect();
      try {
        return await copyInto(client, sql, data);
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
