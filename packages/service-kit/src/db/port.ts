import type { Readable } from 'node:stream';

/** What a COPY reads: a stream of its text (a storage read) or the text itself. */
export type CopySource = Readable | string;

/** The database port every service talks to (PostgreSQL dialect, PGlite or a server). */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** One statement with `$1`-style parameters; rows come back as plain objects. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Like `query`, with the number of rows the statement touched (null when the driver does not say).
   * Optional so that a test double may omit it; the Kysely driver uses it for `numAffectedRows`.
   */
  execute?<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[]; rowCount: number | null }>;
  /**
   * One `COPY … FROM STDIN` statement fed with `data` (PostgreSQL's text or CSV form, as the statement
   * says); answers the rows copied. On the server the data streams (pg-copy-streams); on PGlite it goes
   * in as one blob (`/dev/blob`), so a caller keeps each call to a bounded batch.
   */
  copyFrom(sql: string, data: CopySource): Promise<number>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
