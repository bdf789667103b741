import type { DatabaseSettings } from '@hub/contracts';
import mysql from 'mysql2';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { CheckedAddress } from '@hub/service-kit';
import { cellText, checkedSourceAddress, SourceError, sourceFailure, tlsServerName, type SourceData, type SourceOptions } from './source';

/**
 * External database (issue 13 item 1): PostgreSQL through a server-side cursor, MariaDB/MySQL through
 * a row stream, either inside a READ ONLY transaction (a query that writes is PDDB106), read a page
 * (`pageSize` rows) at a time so a million rows never sit in memory. Codes: PDDB102/PDDB103 nothing to
 * read, PDDB104 no password, PDDB105 an engine we do not speak, DBC100 no connection, PDDB106 the
 * query failed.
 */
export async function openDatabase(settings: DatabaseSettings, secret: string | null, signal: AbortSignal, options: SourceOptions = {}): Promise<SourceData> {
  const sqlText = readStatement(settings);
  if (secret === null) throw new SourceError('PDDB104', 'no password stored');
  if (settings.engine !== 'postgres' && settings.engine !== 'mysql') throw new SourceError('PDDB105', `engine ${String(settings.engine)}`);
  // The policy first (issue 25): the connection goes to the address it checked, or nowhere.
  const address = await checkedSourceAddress('DATABASE', settings.host, settings.port);
  const limits = databaseLimits(settings, options);
  const rows = settings.engine === 'postgres' ? postgresRows(settings, address, secret, sqlText, signal, limits) : mysqlRows(settings, address, secret, sqlText, signal, limits);
  return { kind: 'rows', rows };
}

/**
 * Least power (issue 25 item 3, ADR 0031): a connection test reads a few rows under a short statement
 * timeout; a run's statement gets a longer one. These limit what a source's query can cost the
 * merchant's own server and us; the outbound policy is what keeps a merchant out of the hub's network.
 */
interface DatabaseLimits {
  /** Rows fetched per round trip: a test fetches only what it shows. */
  pageSize: number;
  statementTimeoutMs: number;
}

export const TEST_STATEMENT_TIMEOUT_MS = 10_000;
export const RUN_STATEMENT_TIMEOUT_MS = 30 * 60_000;

function databaseLimits(settings: Pick<DatabaseSettings, 'pageSize'>, options: SourceOptions): DatabaseLimits {
  if (options.rowLimit === undefined) return { pageSize: settings.pageSize, statementTimeoutMs: RUN_STATEMENT_TIMEOUT_MS };
  return { pageSize: Math.max(1, Math.min(settings.pageSize, options.rowLimit)), statementTimeoutMs: TEST_STATEMENT_TIMEOUT_MS };
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

async function* postgresRows(
  settings: DatabaseSettings,
  address: CheckedAddress,
  password: string,
  sqlText: string,
  signal: AbortSignal,
  limits: DatabaseLimits,
): AsyncGenerator<string[]> {
  const client = new pg.Client({
    host: address.address,
    port: address.port,
    database: settings.database,
    user: settings.user,
    password,
    ssl: settings.ssl ? { rejectUnauthorized: false, servername: tlsServerName(settings.host) } : undefined,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: limits.statementTimeoutMs,
    application_name: 'hub-import',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw sourceFailure('DBC100', error, 'connecting');
  }
  const stop = () => void client.end().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    try {
      await client.query('begin transaction read only');
    } catch (error) {
      throw sourceFailure('PDDB101', error, 'starting a read-only transaction');
    }
    const cursor = client.query(new Cursor(sqlText, [], { rowMode: 'array' }));
    // read(n, callback) hands the result description too: the columns, even of an empty answer.
    const read = () =>
      new Promise<{ rows: unknown[][]; columns: string[] }>((resolve, reject) =>
        cursor.read(limits.pageSize, (error, rows, result) =>
          error ? reject(error) : resolve({ rows: rows as unknown[][], columns: (result?.fields ?? []).map((f) => f.name) }),
        ),
      );
    let header = false;
    for (;;) {
      let page: { rows: unknown[][]; columns: string[] };
      try {
        page = await read();
      } catch (error) {
        throw sourceFailure(signal.aborted ? 'PDDB101' : 'PDDB106', error, 'reading the statement');
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

async function* mysqlRows(
  settings: DatabaseSettings,
  address: CheckedAddress,
  password: string,
  sqlText: string,
  signal: AbortSignal,
  limits: DatabaseLimits,
): AsyncGenerator<string[]> {
  const connection = mysql.createConnection({
    host: address.address,
    port: address.port,
    database: settings.database,
    user: settings.user,
    password,
    // mysql2 takes no TLS server name: the checked address is the one connected to all the same.
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
    throw sourceFailure('DBC100', error, 'connecting');
  }
  const stop = () => connection.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    try {
      await statementTimeout(connection, limits.statementTimeoutMs);
      await connection.promise().query('start transaction read only');
    } catch (error) {
      throw sourceFailure('PDDB101', error, 'starting a read-only transaction');
    }
    // A row stream with back-pressure: the connection pauses while the pipeline is busy.
    const query = connection.query({ sql: sqlText, rowsAsArray: true });
    let columns: string[] | null = null;
    query.on('fields', (fields: { name: string }[]) => {
      columns = fields.map((f) => f.name);
    });
    const stream = query.stream({ highWaterMark: Math.min(limits.pageSize, 1000) });
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
      throw sourceFailure(signal.aborted ? 'PDDB101' : 'PDDB106', error, 'reading the statement');
    }
    if (!header) yield columns ?? [];
  } finally {
    signal.removeEventListener('abort', stop);
    await connection.promise().end().catch(() => connection.destroy());
  }
}

/**
 * The session's statement timeout: MariaDB's max_statement_time (seconds) or MySQL's
 * max_execution_time (milliseconds, SELECT only); the one the server does not know is skipped.
 */
async function statementTimeout(connection: mysql.Connection, ms: number): Promise<void> {
  const set = (statement: string) => connection.promise().query(statement).then(() => true, () => false);
  if (await set(`set session max_statement_time = ${ms / 1000}`)) return;
  await set(`set session max_execution_time = ${ms}`);
}
