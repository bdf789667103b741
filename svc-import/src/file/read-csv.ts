import type { MessageCode } from '@hub/contracts';
import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
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
async function* utf8Chunks(input: AsyncIterable<Buffer>, onBytes?: (bytes: number) => void): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The first bytes are held until there are enough to tell a UTF-16 byte order mark.
  let opening: Buffer | null = Buffer.alloc(0);
  let bytes = 0;
  const check = (chunk: Buffer) => {
    if (chunk.includes(0)) throw new ImportFileError('PDFU107');
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw new ImportFileError('PDFU107');
    }
  };
  for await (const raw of input) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
    bytes += chunk.length;
    onBytes?.(bytes);
    if (opening !== null) {
      opening = Buffer.concat([opening, chunk]);
      if (opening.length < 4) continue;
      chunk = opening;
      opening = null;
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) throw new ImportFileError('PDFU107');
    }
    check(chunk);
    if (chunk.length > 0) yield chunk;
  }
  if (opening !== null && opening.length > 0) {
    if ((opening[0] === 0xff && opening[1] === 0xfe) || (opening[0] === 0xfe && opening[1] === 0xff)) throw new ImportFileError('PDFU107');
    check(opening);
    yield opening;
  }
  try {
    decoder.decode();
  } catch {
    throw new ImportFileError('PDFU107');
  }
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

/**
 * The records of a CSV upload as arrays of cells, in order (the header first), streamed through
 * papaparse (ADR 0023) with the line ending and separator the header line shows (papaparse's own
 * guess from the first chunk is wrong on CRLF files whose first chunk ends early): quoted separators,
 * quotes and line breaks kept; with LF endings a stray CR before a line end is dropped. Throws
 * ImportFileError (PDFU103 empty, PDFU107 not UTF-8, PDDI100 unreadable).
 */
export async function* readCsv(input: AsyncIterable<Buffer>, options: CsvReadOptions): AsyncGenerator<string[]> {
  const chunks = utf8Chunks(input, options.onBytes);
  const decoder = new StringDecoder('utf8');
  let head = '';
  let next = await chunks.next();
  if (next.done) throw new ImportFileError('PDFU103');
  while (!next.done) {
    head += decoder.write(next.value);
    // A UTF-8 byte order mark is not text of the file.
    if (head.charCodeAt(0) === 0xfeff) head = head.slice(1);
    if (sniffNewline(head) !== null || head.length >= SNIFF_CHARS) break;
    next = await chunks.next();
  }
  const ended = next.done === true;
  if (head.trim() === '') {
    // Only blank text so far: empty if nothing follows.
    if (ended) throw new ImportFileError('PDFU103');
  }
  const newline = sniffNewline(head) ?? '\n';
  const delimiter = sniffSeparator(head.split(newline, 1)[0] ?? '');
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: false, newline, delimiter, quoteChar: '"', skipEmptyLines: false }) as Duplex;

  const write = async (text: string) => {
    if (text !== '' && !parser.write(text)) await once(parser, 'drain');
  };
  const feed = (async () => {
    await write(head);
    if (!ended) for (let more = await chunks.next(); !more.done; more = await chunks.next()) await write(decoder.write(more.value));
    parser.end(decoder.end());
  })();
  feed.catch((error: unknown) => parser.destroy(error as Error));

  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (record.length > 0) {
        // A stray CR before an LF line end is not data.
        const last = record.length - 1;
        if (newline === '\n' && record[last]!.endsWith('\r')) record[last] = record[last]!.slice(0, -1);
      }
      yield record;
    }
    await feed;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('PDDI100', row + 1);
  } finally {
    parser.destroy();
  }
}
