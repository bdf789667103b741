import { importSourceSettingsSchema, type ConnectionFailure, type ImportSourceSettings, type MessageCode } from '@hub/contracts';
import { connectionFailure, type FileStorage } from '@hub/service-kit';
import { readCsvBatches } from '../file/read-csv';
import { openDatabase } from './database';
import { openFtp } from './ftp';
import { openObjectStorage } from './object-storage';
import { SourceError, type SourceData, type SourceOptions } from './source';
import { openWebService } from './web-service';

export { SourceError } from './source';

/** Opens a source of any kind with its settings (validated again: stored JSON is not trusted) and secret. */
export function openSource(source: ImportSourceSettings, secret: string | null, signal: AbortSignal, options: SourceOptions = {}): Promise<SourceData> {
  const parsed = importSourceSettingsSchema.safeParse(source);
  if (!parsed.success) throw new SourceError(FAILURE_CODE[source.kind] ?? 'PDDB100', 'stored settings do not validate');
  const s = parsed.data;
  switch (s.kind) {
    case 'DATABASE':
      return openDatabase(s.settings, secret, signal, options);
    case 'WEB_SERVICE':
      return openWebService(s.settings, secret, signal);
    case 'FTP':
      return openFtp(s.settings, secret, signal);
    case 'OBJECT_STORAGE':
      return openObjectStorage(s.settings, secret, signal);
  }
}

/** The connection failure code of each kind (an unexpected failure of a source is worded as its kind's). */
const FAILURE_CODE: Record<ImportSourceSettings['kind'], MessageCode> = {
  DATABASE: 'DBC100',
  WEB_SERVICE: 'WSC100',
  FTP: 'FTPC100',
  OBJECT_STORAGE: 'OSC100',
};

export function failureCodeOf(source: Pick<ImportSourceSettings, 'kind'> & { settings: object }, error: unknown): MessageCode {
  if (error instanceof SourceError) return error.code;
  if (source.kind === 'FTP' && (source.settings as { protocol?: string }).protocol === 'sftp') return 'SFTPC100';
  return FAILURE_CODE[source.kind];
}

/** The category of a source's failure (issue 25): what a test answers beside its code. */
export function failureOf(error: unknown): ConnectionFailure {
  return error instanceof SourceError ? error.failure : connectionFailure(error);
}

/** Rows of either shape: a file is parsed as CSV (any size, streamed). */
async function* rowsOf(data: SourceData): AsyncGenerator<string[]> {
  if (data.kind === 'rows') {
    yield* data.rows;
    return;
  }
  for await (const batch of readCsvBatches(data.file, {})) yield* batch;
}

export interface SourceSample {
  columns: string[];
  sample: string[][];
  /** FTPS and SFTP: the server's fingerprint, to pin. */
  fingerprint?: string;
}

/** A connection test: opens the source and reads its column names and up to `rows` rows, then lets go. */
export async function sampleSource(source: ImportSourceSettings, secret: string | null, rows = 5): Promise<SourceSample> {
  const controller = new AbortController();
  const data = await openSource(source, secret, controller.signal, { rowLimit: rows + 1 });
  const read: string[][] = [];
  try {
    for await (const row of rowsOf(data)) {
      read.push(row);
      if (read.length > rows) break;
    }
  } finally {
    controller.abort();
    if (data.kind === 'file') data.file.destroy();
  }
  if (read.length === 0) throw new SourceError(FAILURE_CODE[source.kind], 'the source answered nothing', 'NOT_FOUND');
  const fingerprint = data.kind === 'file' ? data.fingerprint : undefined;
  return { columns: read[0]!, sample: read.slice(1), ...(fingerprint ? { fingerprint } : {}) };
}

/**
 * A run's fetch: the source streamed into the storage port as the job's CSV file (rows written as CSV
 * lines; a file copied as it is), so the check reads it like an upload. Answers the bytes stored.
 * A source that dies mid-way throws: the caller removes the partial file and fails the job.
 */
export async function fetchToStorage(storage: FileStorage, key: string, data: SourceData): Promise<number> {
  if (data.kind === 'file') return storage.put(key, data.file);
  return storage.put(key, csvText(data.rows));
}

async function* csvText(rows: AsyncIterable<string[]>): AsyncGenerator<string> {
  let chunk = '';
  for await (const row of rows) {
    chunk += internalCsvLine(row);
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * One line of the job's own CSV, RFC 4180 and nothing more: the values go back into the import as they
 * came (unlike exports, which neutralise a leading = + - @ for spreadsheets: "-5" must stay -5).
 */
export function internalCsvLine(cells: readonly string[]): string {
  return `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
}
