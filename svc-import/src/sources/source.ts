import type { MessageCode } from '@hub/contracts';
import type { Readable } from 'node:stream';

/**
 * What a source gives the import (issue 13): rows (a database, a web service), the first one the
 * column names, or a CSV file (FTP, SFTP, object storage). Either is streamed: nothing is held whole.
 */
export type SourceData =
  | { kind: 'rows'; rows: AsyncIterable<string[]> }
  | {
      kind: 'file';
      file: Readable;
      fileName: string;
      /** FTPS and SFTP: the fingerprint of the server's certificate or host key (ADR 0026). */
      fingerprint?: string;
    };

/** A source's refusal with its code (spec section 8: DBC100, PDDB101–PDDB106, WSC100, FTPC100, FTPC101, FTP101, SFTPC100, OSC100). */
export class SourceError extends Error {
  constructor(
    readonly code: MessageCode,
    /** What happened, for the log (never shown: it may name hosts). */
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'SourceError';
  }
}

/** Opens a source with its settings and opened secret; `signal` stops a fetch that lost its lease. */
export type SourceOpener<S> = (settings: S, secret: string | null, signal: AbortSignal) => Promise<SourceData>;

/** A cell as the CSV the pipeline checks holds it: text, '' for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return JSON.stringify(value);
}
