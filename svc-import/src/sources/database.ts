import type { DatabaseSettings } from '@hub/contracts';
import mysql from 'mysql2';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { cellText, SourceError, type SourceData } from './source';

/**
 * External database (issue 13 item 1): PostgreSQL through a server-side cursor, MariaDB/MySQL through
 * a row stream, either inside a READ ONLY transaction (a query that writes is PDDB106), read a page
 * (`pageSize` rows) at a time so a million rows never sit in memory. Codes: PDDB102/PDDB103 nothing to
 * read, PDDB104 no password, PDDB105 an engine we do not speak, DBC100 no connection, PDDB106 the
 * query failed.
 */
export async function openDatabase(settings: DatabaseSettings, secret: string | null, signal: AbortSignal): Promise<SourceData> {
  const sqlText = readStatement(settings);
  if (secret === null) throw new SourceError('PDDB104', 'no password stored');
  if (settings.engine === 'postgres') return { kind: 'rows', rows: postgresRows(settings, secret, sqlText, signal) };
  if (settings.engine === 'mysql') return { kind: 'rows', rows: mysqlRows(settings, secret, sqlText, signal) };
  throw new SourceError('PDDB105', `engine ${String(settings.engine)}`);
}

/** The statement: the query as written, or every column of the table (its name quoted per engine). */
export function readStatement(settings: Pick<DatabaseSettings, 'engine' | 'table' | 'query'>): string {
  const query = settings.query?.trim().replace(/;\s*$/, '');
  if (query) {
    if (query.includes(';')) throw new SourceError('PDDB106', 'one statement only');
    return query;
  }
  if (!settings.table) throw new SourceError(settings.query === undefined ? 'PDDB103' : 'PDDB102', 'no table or query');
  const quote = settings.engine === 'mysql' ? (part: string) => `\`${part}\`` : (part: string) => `"${part}"`;
  return `select * from ${settings.table.split('.').map(quote).join('.')}`;
}

const CONNECT_TIMEOUT_MS = 10_000;

async function* postgresRows(settings: DatabaseSettings, password: string, sqlText: string, signal: AbortSignal): AsyncGenerator<string[]> {
  const client = new pg.Client({
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password,
    ssl: settings.ssl ? { rejectUnauthorized: false } : undefined,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'hub-import',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new SourceError('DBC100', (error as Error).message);
  }
  const stop = () => void client.end().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    try {
      await client.query('begin transaction read only');
    } catch (error) {
      throw new SourceError('PDDB101', (error as Error).message);
    }
    const cursor = client.query(new Cursor(sqlText, [], { rowMode: 'array' }));
    // read(n, callback) hands the result description too: the columns, even of an empty answer.
    const read = () =>
      new Promise<{ rows: unknown[][]; columns: string[] }>((resolve, reject) =>
        cursor.read(settings.pageSize, (error, rows, result) =>
          error ? reject(error) : resolve({ rows: rows as unknown[][], columns: (result?.fields ?? []).map((f) => f.name) }),
        ),
      );
    let header = false;
    for (;;) {
      let page: { rows: unknown[][]; columns: string[] };
      try {
        page = await read();
      } catch (error) {
        throw new SourceError(signal.aborted ? 'PDDB101' : 'PDDB106', (error as Error).message);
      }
      if (!header) {
        header = true;
        yield page.columns;
      }
      if (page.rows.length === 0) break;
      for (const row of page.rows) yield row.map(cellText);
    }
    await cursor.close().catch(() => undefined);
  } finally {
    signal.removeEventListener('abort', stop);
    await client.end().catch(() => undefined);
  }
}

async function* mysqlRows(settings: DatabaseSettings, password: string, sqlText: string, signal: AbortSignal): AsyncGenerator<string[]> {
  const connection = mysql.createConnection({
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password,
    ssl: settings.ssl ? { rejectUnauthorized: false } : undefined,
    connectTimeout: CONNECT_TIMEOUT_MS,
    dateStrings: false,
    supportBigNumbers: true,
    bigNumberStrings: true,
    rowsAsArray: true,
  });
  connection.on('error', () => undefined);
  try {
    await new Promise<void>((resolve, reject) => connection.connect((error) => (error ? reject(error) : resolve())));
  } catch (error) {
    connection.destroy();
    throw new SourceError('DBC100', (error as Error).message);
  }
  const stop = () => connection.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    try {
      await connection.promise().query('start transaction read only');
    } catch (error) {
      throw new SourceError('PDDB101', (error as Error).message);
    }
    // A row stream with back-pressure: the connection pauses while the pipeline is busy.
    const query = connection.query({ sql: sqlText, rowsAsArray: true });
    let columns: string[] | null = null;
    query.on('fields', (fields: { name: string }[]) => {
      columns = fields.map((f) => f.name);
    });
    const stream = query.stream({ highWaterMark: Math.min(settings.pageSize, 1000) });
    let header = false;
    try {
      for await (const row of stream as AsyncIterable<unknown[]>) {
        if (!header) {
          header = true;
          yield columns ?? [];
        }
        yield row.map(cellText);
      }
    } catch (error) {
      throw new SourceError(signal.aborted ? 'PDDB101' : 'PDDB106', (error as Error).message);
    }
    if (!header) yield columns ?? [];
  } finally {
    signal.removeEventListener('abort', stop);
    await connection.promise().end().catch(() => connection.destroy());
  }
}
