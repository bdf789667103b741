import { IMPORT_SAMPLE_BYTES, IMPORT_UPLOAD_FIELD, SAMPLE_ROWS, type ImportSample } from '@hub/contracts';
import { AppError } from '@hub/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import type { Readable } from 'node:stream';
import multer from 'multer';
import { ImportFileError, readCsv } from '../file/read-csv';
import { cleanFileName, csvFileFilter, uploadFailure } from './upload';

/** How much of a sample is kept to read its header and first rows; the rest streams past, counted against the limit. */
export const SAMPLE_BYTES = IMPORT_SAMPLE_BYTES;

interface SampleBytes {
  head: Buffer;
  size: number;
  truncated: boolean;
}

/**
 * A storage engine that stores nothing: it keeps the first SAMPLE_BYTES of the file in memory and
 * lets the rest stream past (multer's size limit still stops a file over the upload limit, PDFU105).
 */
const sampleEngine: multer.StorageEngine = {
  _handleFile(_req, file, cb) {
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (kept >= SAMPLE_BYTES) return;
      const part = chunk.subarray(0, SAMPLE_BYTES - kept);
      chunks.push(part);
      kept += part.length;
    });
    file.stream.on('error', (error) => cb(error));
    file.stream.on('end', () => cb(null, { size, sample: { head: Buffer.concat(chunks), size, truncated: size > kept } satisfies SampleBytes } as Partial<Express.Multer.File>));
  },
  _removeFile(_req, _file, cb) {
    cb(null);
  },
};

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/**
 * The header and first rows of a sample, read by the import's own reader (UTF-8 only, PDFU107; the
 * separator and line ending the header line shows). A cut sample ends at its last whole line; a
 * header with no name is PDFV104; an empty file PDFU103; one the reader cannot parse PDDI100.
 */
export async function readSample(bytes: SampleBytes, fileName: string): Promise<ImportSample> {
  let head = bytes.head;
  if (bytes.truncated) {
    const lastLine = head.lastIndexOf(0x0a);
    if (lastLine < 0) throw new AppError('PDDI100', 400);
    head = head.subarray(0, lastLine + 1);
  }
  const records: string[][] = [];
  try {
    for await (const record of readCsv(once(head), {})) {
      records.push(record);
      if (records.length > SAMPLE_ROWS + 1) break;
    }
  } catch (error) {
    // A cut sample may end inside a quoted cell: the rows before it are still the file's.
    const enough = bytes.truncated && records.length > SAMPLE_ROWS;
    if (!enough) throw error instanceof ImportFileError ? new AppError(error.code, 400) : error;
  }
  const [header = [], ...rows] = records;
  const blank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
  if (records.every(blank)) throw new AppError('PDFU103', 400);
  if (blank(header)) throw new AppError('PDFV104', 400);
  const dataRows = rows.filter((r) => !blank(r));
  return {
    fileName,
    header: header.map((h) => h.trim()),
    rows: dataRows.slice(0, SAMPLE_ROWS),
    more: dataRows.length > SAMPLE_ROWS || bytes.truncated,
  };
}

/**
 * Receives a sample as the import receives a file (one CSV part named `file`, PDFU106; within the
 * upload limit, PDFU105; not empty, PDFU103) and leaves its header and first rows in
 * `res.locals.sample`. Nothing is written: not to storage, not to the database.
 */
export function sampleMiddleware(maxBytes: number): RequestHandler {
  const receive = multer({ storage: sampleEngine, limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 }, fileFilter: csvFileFilter }).single(IMPORT_UPLOAD_FIELD);
  return (req: Request, res: Response, next) => {
    receive(req, res, (error: unknown) => {
      void (async () => {
        if (error) throw uploadFailure(error, req);
        const file = req.file as (Express.Multer.File & { sample?: SampleBytes }) | undefined;
        if (!file?.sample) throw new AppError('PDDI101', 400);
        if (file.sample.size === 0) throw new AppError('PDFU103', 400);
        res.locals.sample = await readSample(file.sample, cleanFileName(file.originalname));
        next();
      })().catch(next);
    });
  };
}

/**
 * The first SAMPLE_BYTES of a stored file (an earlier import's upload or fetch) and whether more
 * follows; the stream is left as soon as enough is read.
 */
export async function storedSampleBytes(file: Readable): Promise<SampleBytes> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let truncated = false;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    const part = chunk.subarray(0, SAMPLE_BYTES - kept);
    chunks.push(part);
    kept += part.length;
    if (part.length < chunk.length) {
      truncated = true;
      break;
    }
  }
  file.destroy();
  return { head: Buffer.concat(chunks), size: kept + (truncated ? 1 : 0), truncated };
}
