import type { MessageCode } from '@hub/contracts';
import csvParser from 'csv-parser';
import { Readable } from 'node:stream';

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
  /** The largest record, in bytes; a larger one is PDFV116 (a 10 MB cell is read, a 1 GB line is not held). */
  maxRowBytes: number;
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
 * UTF-16 or binary (NUL bytes, invalid sequences): those are PDFU107. Streams; holds one chunk.
 */
async function* utf8Chunks(input: AsyncIterable<Buffer>, onBytes?: (bytes: number) => void): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  let bytes = 0;
  for await (const raw of input) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
    if (first && chunk.length > 0) {
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) throw new ImportFileError('PDFU107');
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
      first = false;
    }
    if (chunk.includes(0)) throw new ImportFileError('PDFU107');
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      throw new ImportFileError('PDFU107');
    }
    bytes += raw.length;
    onBytes?.(bytes);
    if (chunk.length > 0) yield chunk;
  }
  try {
    decoder.decode();
  } catch {
    throw new ImportFileError('PDFU107');
  }
}

/**
 * The records of a CSV upload as arrays of cells, in order (the header first), streamed through
 * csv-parser (ADR 0023): quoted separators, quotes and line breaks, CRLF or LF, any separator of
 * `SEPARATORS` as the header line shows it. Throws ImportFileError.
 */
export async function* readCsv(input: AsyncIterable<Buffer>, options: CsvReadOptions): AsyncGenerator<string[]> {
  const chunks = utf8Chunks(input, options.onBytes);
  const head = await chunks.next();
  if (head.done) throw new ImportFileError('PDFU103');
  const firstText = head.value.subarray(0, 64 * 1024).toString('utf8');
  const separator = sniffSeparator(firstText.split(/\r?\n/, 1)[0] ?? '');

  async function* all(): AsyncGenerator<Buffer> {
    yield head.value as Buffer;
    yield* chunks;
  }
  const source = Readable.from(all(), { objectMode: false });
  const parser = csvParser({ headers: false, separator, strict: false, maxRowBytes: options.maxRowBytes });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      row++;
      yield Object.values(record);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    if (error instanceof Error && /maximum size/.test(error.message)) throw new ImportFileError('PDFV116', row + 1);
    throw new ImportFileError('PDDI100', row + 1);
  } finally {
    source.destroy();
    parser.destroy();
  }
}
