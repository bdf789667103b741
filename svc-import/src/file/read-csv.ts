import type { MessageCode } from '@hub/contracts';
import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import Papa from 'papaparse';

/** A file that cannot be read as the CSV it should be: its code says why (PDFU103, PDFU107, PDFV116, PDDI100). */
export class ImportFileError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly row: number | null = null,
  ) {
    super(code);
  }
}

export interface CsvReadOptions {
  /** Bytes read so far, for progress. */
  onBytes?: (bytes: number) => void;
}

const SEPARATORS = [',', ';', '\t', '|'] as const;

/** The separator of the header line: the candidate seen most often outside quotes (comma when none is). */
export function sniffSeparator(firstLine: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [s, n] of counts) if (n > counts.get(best)!) best = s;
  return best;
}

/**
 * The bytes of an upload, checked on the way: UTF-8 (with or without BOM; the BOM is dropped), never
 * UTF-16 or binary (NUL bytes, invalid sequences): those are PDFU107. The BOM is dropped from the
 * text (readCsv). Streams; holds one chunk.
 */
async function* utf8Text(input: AsyncIterable<Buffer>, onBytes?: (bytes: number) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  // The first bytes are held until there are enough to tell a UTF-16 byte order mark.
  let opening: Buffer | null = Buffer.alloc(0);
  let bytes = 0;
  const decode = (chunk: Buffer | undefined) => {
    let text: string;
    try {
      text = chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true });
    } catch {
      throw new ImportFileError('PDFU107');
    }
    if (text.includes('\u0000')) throw new ImportFileError('PDFU107');
    return text;
  };
  const isUtf16 = (b: Buffer) => (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);
  for await (const raw of input) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
    bytes += chunk.length;
    onBytes?.(bytes);
    if (opening !== null) {
      opening = Buffer.concat([opening, chunk]);
      if (opening.length < 4) continue;
      chunk = opening;
      opening = null;
      if (isUtf16(chunk)) throw new ImportFileError('PDFU107');
    }
    const text = decode(chunk);
    if (text !== '') yield text;
  }
  if (opening !== null && opening.length > 0) {
    if (isUtf16(opening)) throw new ImportFileError('PDFU107');
    const text = decode(opening);
    if (text !== '') yield text;
  }
  const rest = decode(undefined);
  if (rest !== '') yield rest;
}

/** The line ending of the first line end outside quotes: CRLF or LF; null when none shows yet. */
export function sniffNewline(text: string): '\r\n' | '\n' | null {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '\n') return text[i - 1] === '\r' ? '\r\n' : '\n';
  }
  return null;
}

/** How much text is read before the line ending and separator must be known. */
const SNIFF_CHARS = 64 * 1024;

/** How a CSV file writes its records: the line ending and separator its header line shows. */
export interface CsvDialect {
  newline: '\r\n' | '\n';
  delimiter: string;
}

/** An upload's text, checked as UTF-8, with its dialect: `head` (at least its first line, or all of a short file) and the rest. */
export interface CsvText {
  dialect: CsvDialect;
  head: string;
  rest: AsyncIterator<string>;
}

/**
 * Opens a CSV upload as text (UTF-8, the byte order mark dropped) and reads enough of it to know its
 * line ending and separator (papaparse's own guess from the first chunk is wrong on CRLF files whose
 * first chunk ends early). Throws ImportFileError (PDFU103 empty, PDFU107 not UTF-8).
 */
export async function openCsvText(input: AsyncIterable<Buffer>, options: CsvReadOptions): Promise<CsvText> {
  const texts = utf8Text(input, options.onBytes);
  let head = '';
  let next = await texts.next();
  if (next.done) throw new ImportFileError('PDFU103');
  while (!next.done) {
    head += next.value;
    // The UTF-8 byte order mark is not text of the file (TextDecoder keeps it when told not to drop it).
    if (head.charCodeAt(0) === 0xfeff) head = head.slice(1);
    if (sniffNewline(head) !== null || head.length >= SNIFF_CHARS) break;
    next = await texts.next();
  }
  const ended = next.done === true;
  if (ended && head.trim() === '') throw new ImportFileError('PDFU103');
  const newline = sniffNewline(head) ?? '\n';
  const delimiter = sniffSeparator(head.split(newline, 1)[0] ?? '');
  const rest: AsyncIterator<string> = ended ? (async function* () {})() : texts;
  return { dialect: { newline, delimiter }, head, rest };
}

/** A stray CR before an LF line end is not data (a file of LF endings written partly on Windows). */
export function dropStrayCr(record: string[], dialect: CsvDialect): string[] {
  if (dialect.newline === '\n' && record.length > 0) {
    const last = record.length - 1;
    if (record[last]!.endsWith('\r')) record[last] = record[last]!.slice(0, -1);
  }
  return record;
}

/** The papaparse settings of a dialect: quoted separators, quotes and line breaks kept; empty lines kept (their rows count). */
export const papaOptions = (dialect: CsvDialect) => ({ header: false, newline: dialect.newline, delimiter: dialect.delimiter, quoteChar: '"', skipEmptyLines: false }) as const;

/** Whole records of a text that holds only whole records (a segment of a file), parsed at once. */
export function parseCsvRecords(text: string, dialect: CsvDialect): string[][] {
  const parsed = Papa.parse<string[]>(text, papaOptions(dialect));
  for (const record of parsed.data) dropStrayCr(record, dialect);
  return parsed.data;
}

/**
 * The records of a CSV upload as arrays of cells, in order (the header first), a batch per chunk of
 * the upload, streamed through papaparse (ADR 0023) with the dialect openCsvText found: quoted
 * separators, quotes and line breaks kept; with LF endings a stray CR before a line end is dropped.
 * Throws ImportFileError (PDFU103 empty, PDFU107 not UTF-8, PDDI100 unreadable).
 */
export async function* readCsvBatches(input: AsyncIterable<Buffer>, options: CsvReadOptions): AsyncGenerator<string[][]> {
  yield* csvTextBatches(await openCsvText(input, options));
}

/** The records of an opened CSV text, streamed through papaparse (readCsvBatches). */
export async function* csvTextBatches({ dialect, head, rest }: CsvText): AsyncGenerator<string[][]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, papaOptions(dialect)) as Duplex;

  let pending: string[][] = [];
  let failure: unknown = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  parser.on('data', (record: string[]) => {
    pending.push(dropStrayCr(record, dialect));
    nudge();
  });
  parser.on('end', () => {
    finished = true;
    nudge();
  });
  parser.on('error', (error) => {
    failure = error;
    nudge();
  });
  const write = async (text: string) => {
    if (text !== '' && !parser.write(text)) await once(parser, 'drain');
  };
  const feed = (async () => {
    await write(head);
    for (let more = await rest.next(); !more.done; more = await rest.next()) await write(more.value);
    parser.end();
  })();
  feed.then(nudge, (error: unknown) => {
    failure = error;
    nudge();
  });

  let rows = 0;
  try {
    for (;;) {
      if (pending.length > 0) {
        const batch = pending;
        pending = [];
        rows += batch.length;
        yield batch;
        continue;
      }
      if (failure) throw failure;
      if (finished) break;
      // Nothing can arrive between the checks above and this: rows, the end and failures wake it.
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('PDDI100', rows + 1);
  } finally {
    parser.destroy();
  }
}

/** The records one by one (tests, small files). */
export async function* readCsv(input: AsyncIterable<Buffer>, options: CsvReadOptions): AsyncGenerator<string[]> {
  for await (const batch of readCsvBatches(input, options)) yield* batch;
}
