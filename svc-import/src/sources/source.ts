import { OUTBOUND_REFUSED_CODES, type ConnectionFailure, type MessageCode, type OutboundTarget } from '@hub/contracts';
import { connectionFailure, outboundPolicy, OutboundRefusedError, type CheckedAddress } from '@hub/service-kit';
import { isIP } from 'node:net';
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

/**
 * A source's refusal with its code (spec section 8: DBC100, PDDB101–PDDB106, WSC100, FTPC100, FTPC101,
 * FTP101, SFTPC100, OSC100; DBC101, WSC101, FTPC102, SFTPC101, OSC101 for a destination the outbound
 * policy refuses) and the failure's category (issue 25): what a test answers and a log records. The
 * reason is in our own words for the log, never what the remote said (no greeting, error text or body).
 */
export class SourceError extends Error {
  constructor(
    readonly code: MessageCode,
    /** What happened, in our words, for the log (never shown: it may name hosts). */
    readonly reason: string,
    readonly failure: ConnectionFailure = 'PROTOCOL',
    /** The policy's refusal, when the destination was refused (the caller records it in the audit trail). */
    readonly refused?: OutboundRefusedError,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'SourceError';
  }
}

/** A failure of a library or a socket as a SourceError: its category, and our words for what was being done. */
export function sourceFailure(code: MessageCode, error: unknown, doing: string): SourceError {
  if (error instanceof SourceError) return error;
  const failure = connectionFailure(error);
  return new SourceError(code, `${doing}: ${failure}`, failure);
}

/**
 * The checked address of a source's host (issue 25): resolved once by the outbound policy and connected
 * to as it is. A refused destination is the kind's refused code; nothing is sent to it.
 */
export async function checkedSourceAddress(target: OutboundTarget, host: string, port: number): Promise<CheckedAddress> {
  try {
    return await outboundPolicy().resolve('IMPORT_SOURCE', host, port);
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      throw new SourceError(OUTBOUND_REFUSED_CODES[target], `destination refused (${error.refusal})`, 'NOT_ALLOWED', error);
    }
    throw error;
  }
}

/** The TLS server name for a host as typed: none for an IP address (SNI takes names only). */
export const tlsServerName = (host: string): string | undefined => (isIP(host.replace(/^\[|\]$/g, '')) ? undefined : host);

/** How a source is opened: a connection test reads at most `rowLimit` rows (a run reads all). */
export interface SourceOptions {
  rowLimit?: number;
}

/** Opens a source with its settings and opened secret; `signal` stops a fetch that lost its lease. */
export type SourceOpener<S> = (settings: S, secret: string | null, signal: AbortSignal, options?: SourceOptions) => Promise<SourceData>;

/** A cell as the CSV the pipeline checks holds it: text, '' for nothing. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return JSON.stringify(value);
}
