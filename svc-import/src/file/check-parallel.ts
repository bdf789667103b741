import type { DataMappingConfig, EpcEncoding } from '@hub/contracts';
import { Worker } from 'node:worker_threads';
import { createDuplicateTracker } from '../domain/file/file-check';
import { planFile, type ImportTarget } from '../domain/file/file-plan';
import { checkFile, checkTally, finishCheck, type CheckSinks, type FileCheckSummary } from './check-file';
import { findCut, withoutEndingRecord } from './csv-cut';
import { findByteCut } from './byte-cut';
import { KNOWN_QUAD, mapSegment, type MappedSegment, type SegmentDigests } from './map-segment';
import { mapSegmentBytes } from './map-segment-bytes';
import { ByteRecords } from './byte-records';
import type { KnownTable } from '../domain/file/known-table';
import { planIdentity } from '../domain/file/row-digest';
import { ArrayRows } from '../domain/file/row-cells';
import type { TextBytes } from './text-bytes';
import { TextRows } from './text-rows';
import { csvTextBatches, ImportFileError, parseCsvRecords, type CsvText } from './read-csv';
import { MAPPER_YOUNG_MB } from './check-protocol';
import type { MappedSegmentBytes, SegmentAnswer, SegmentTask, SegmentWorkerInput } from './segment-protocol';
import { workerEntry } from './worker-entry';

/** Where a check on several threads puts products: COPY lines made by the mappers, `count` products at a time. */
export interface SegmentSinks extends CheckSinks {
  /** COPY lines: a string when mapped on this thread, UTF-8 bytes when a mapper thread made them; `light` of the `count` are light lines. */
  lines: (text: string | Uint8Array, count: number, light: number) => Promise<void> | void;
  /**
   * What the next import may know of the products (ADR 0044), with the plan's identity: KNOWN_QUAD
   * numbers each (row, digest key, raw key, raw check) and their known entries, in order.
   */
  digests?: (identity: string, known: Float64Array, entries: Uint8Array) => Promise<void> | void;
}

/** What an earlier import with this plan identity left known (ADR 0044): its table is made only when this file's plan has that identity. */
export interface KnownDigests {
  identity: string;
  table: () => KnownTable;
}

export interface SegmentOptions {
  /** Mapper threads (0: the rows are mapped on this thread, one after another). */
  mappers: number;
  /** About how many characters of the file each mapper is given at a time (whole records). */
  segmentChars: number;
  /** Each mapper's heap in MiB. */
  heapMb: number;
  /** Rows an earlier import read the same way (ADR 0044): used only when this file's plan has the same identity. */
  known?: KnownDigests | null;
  /** The upload's bytes beside its text: segments then go to the mappers as bytes, moved rather than copied. */
  bytes?: TextBytes;
  /**
   * The upload's chunks as they come, the same `bytes` holds until they are read as text: with them, once
   * the header is read, the rest is cut as bytes (findByteCut) and never decoded on this thread.
   */
  chunks?: AsyncIterator<Uint8Array>;
}

/**
 * How many times larger a segment is while an earlier import's rows are being found (ADR 0044): a known
 * row is written from its entry, not mapped, so a segment's garbage stays small, and the check's thread,
 * which cuts and sends every segment, is what an unchanged re-sync waits on. Rows that are mapped (a
 * re-sync where they all changed) make four times the garbage in those larger segments: the mappers
 * spent 6.4 s in garbage collection instead of 2.1 at 1M (session 34), so segments grow only while the
 * answers come back mostly light (segmentFactor).
 */
const KNOWN_SEGMENT_FACTOR = 4;
/** The share of an answer's products sent light from which the next segments are KNOWN_SEGMENT_FACTOR larger. */
const MOSTLY_LIGHT = 0.9;

/** How many times the usual size the next segment is, after an answer with `light` of `products` sent light. */
export function segmentFactor(products: number, light: number): number {
  return products > 0 && light >= products * MOSTLY_LIGHT ? KNOWN_SEGMENT_FACTOR : 1;
}

/** Segments given out and not yet taken back, per mapper: one being mapped, one waiting. */
const AHEAD_PER_MAPPER = 2;

/** The segment mappers: each answers the segments it is given in order; a failure fails every segment waiting. */
function startMappers(count: number, input: SegmentWorkerInput, heapMb: number) {
  const entry = workerEntry(__dirname, 'segment-worker');
  const waiting = new Map<number, { resolve: (m: MappedSegmentBytes) => void; reject: (e: Error) => void }>();
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const w of waiting.values()) w.reject(failure);
    waiting.clear();
  };
  const workers = Array.from({ length: count }, () => {
    const worker = new Worker(entry.file, { workerData: input, execArgv: entry.execArgv, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: MAPPER_YOUNG_MB } });
    worker.on('message', (answer: SegmentAnswer) => {
      const w = waiting.get(answer.seq);
      waiting.delete(answer.seq);
      if ('failed' in answer) fail(new Error(`a segment mapper failed: ${answer.failed}`));
      else if ('rejected' in answer) w?.reject(new ImportFileError(answer.rejected));
      else w?.resolve(answer.mapped);
    });
    worker.on('error', (error) => fail(new Error(`a segment mapper failed: ${error.message}`)));
    worker.on('exit', (code) => fail(new Error(`a segment mapper ended (exit code ${code})`)));
    return worker;
  });
  let turn = 0;
  return {
    map(task: SegmentTask): Promise<MappedSegmentBytes> {
      if (failure) return Promise.reject(failure);
      const answer = new Promise<MappedSegmentBytes>((resolve, reject) => waiting.set(task.seq, { resolve, reject }));
      workers[turn++ % workers.length]!.postMessage(task, typeof task.text === 'string' ? [] : [task.text.buffer as ArrayBuffer]);
      return answer;
    },
    async stop(): Promise<void> {
      failure ??= new Error('stopped');
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * Checks an opened CSV file like checkFile, with its rows mapped on `mappers` threads (issue 26: the
 * check was a third of an unchanged re-sync, on one thread): this thread cuts the text into segments of
 * whole records (findCut, papaparse's own boundaries), the mappers parse and map them and make their
 * COPY lines, and this thread takes the answers back in file order: problems told by row, each
 * product's keys to the duplicate rules, lines to `sinks.lines`. The rules over the whole file run here
 * at the end as in checkFile, so the answer, problems and products are the same. With no mapper asked
 * for, or a file of one segment, the segments are mapped on this thread. A file whose rows depend on
 * each other (multiple rows, grouping) is checked by checkFile on this thread. Memory: a segment being cut, and AHEAD_PER_MAPPER segments
 * per mapper with their answers.
 */
export async function checkTextInSegments(
  text: CsvText,
  config: DataMappingConfig,
  target: ImportTarget,
  sinks: SegmentSinks,
  tagEncoding: EpcEncoding | null,
  options: SegmentOptions,
): Promise<FileCheckSummary> {
  const { dialect, rest } = text;
  let body = text.head;
  let ended = false;
  const more = async () => {
    const next = await rest.next();
    if (next.done) ended = true;
    else body += next.value;
  };
  // The header: the first record.
  let headerCut = findCut(body, 1, dialect);
  while (!headerCut && !ended) {
    await more();
    headerCut = findCut(body, 1, dialect);
  }
  const sequential = () => {
    options.bytes?.stop();
    return checkFile(csvTextBatches({ dialect, head: body, rest }), config, target, sinks, tagEncoding);
  };
  if (!headerCut) return sequential();
  const header = withoutEndingRecord(parseCsvRecords(body.slice(0, headerCut.end), dialect))[0] ?? [''];
  const plan = planFile(config, header, target, tagEncoding);
  if (plan.rowsDependOnEachOther) return sequential();
  // Every row's digest; the rows an earlier import read the same way go light (ADR 0044).
  const identity = planIdentity(config, header, target, tagEncoding);
  const digests: SegmentDigests = { identity, known: options.known?.identity === identity ? options.known.table() : null };
  // Known rows make little garbage in a mapper: larger segments while the answers come back light.
  let segmentChars = options.segmentChars;

  const duplicates = createDuplicateTracker(digests.known);
  const tally = checkTally(plan, sinks);
  const { summary, tell } = tally;
  await tell(plan.headerProblems);
  options.bytes?.skip(body.slice(0, headerCut.end));
  body = body.slice(headerCut.end);
  let nextRow = headerCut.records + 1;

  const take = async (mapped: MappedSegment | MappedSegmentBytes) => {
    if (mapped.problems.length > 0) await tell(mapped.problems);
    const { known, knownEntries } = mapped;
    duplicates.seeEntries(mapped.entries, mapped.products, (i) => known[i * KNOWN_QUAD]!, knownEntries.length > 0 ? (i) => knownEntries[i]! : undefined);
    plan.noteColumnsWithData(mapped.columnsWithData);
    summary.rows += mapped.products;
    summary.products += mapped.products;
    summary.light = (summary.light ?? 0) + mapped.light;
    if (digests.known) segmentChars = options.segmentChars * segmentFactor(mapped.products, mapped.light);
    if (mapped.products > 0) await sinks.digests?.(identity, known, mapped.entries);
    if (mapped.products > 0) await sinks.lines(mapped.lines, mapped.products, mapped.light);
  };

  let mappers: ReturnType<typeof startMappers> | null = null;
  const inOrder: Array<Promise<MappedSegmentBytes>> = [];
  let seq = 0;
  const give = async (segment: string | Uint8Array, last: boolean, records: number) => {
    const task: SegmentTask = { seq: seq++, text: segment, firstRow: nextRow, last };
    nextRow += records;
    if (typeof segment === 'string') {
      // A mapper, or this thread for a file of one segment, is given the segment's bytes; a segment mapped
      // here row by row only passes over them.
      if (options.mappers < 1) options.bytes?.skip(segment);
      else if (options.bytes) task.text = options.bytes.take(segment);
    }
    if (options.mappers < 1 && typeof segment === 'string') {
      // No mapper asked for: mapped here row by row, each row's problems told before the next row is
      // mapped, so the batches before a file's first error are stored (and announced) as it goes.
      const parsed = parseCsvRecords(segment, dialect);
      const records = last ? parsed : withoutEndingRecord(parsed);
      for (let i = 0; i < records.length; i++) await take(mapSegment(plan, new ArrayRows([records[i]!]), task.firstRow + i, digests));
      return;
    }
    if (!mappers && last && inOrder.length === 0) {
      // The whole file in one segment: not worth a thread.
      const { text: bytes } = task;
      await take(typeof bytes !== 'string' && ByteRecords.reads(dialect) ? mapSegmentBytes(plan, bytes, dialect, task.firstRow, digests) : mapSegment(plan, new TextRows(bytes as string, dialect), task.firstRow, digests));
      return;
    }
    mappers ??= startMappers(options.mappers, { config, header, target: target.kind === 'master' ? { kind: 'master', stores: [...target.stores] } : target, tagEncoding, dialect, digests }, options.heapMb);
    const answer = mappers.map(task);
    // Taken in order below; a failure meanwhile is taken there too.
    answer.catch(() => undefined);
    inOrder.push(answer);
    while (inOrder.length >= options.mappers * AHEAD_PER_MAPPER || (last && inOrder.length > 0)) await take(await inOrder.shift()!);
  };
  /**
   * The rest of the upload cut as bytes (ADR 0044, session 31): the check's thread never decodes it;
   * each mapper decodes only the rows it maps (a known row's bytes are an earlier import's, read as
   * UTF-8 then), and a byte that is not UTF-8 there rejects the file (PDFU107) as it would here.
   */
  const giveBytes = async (raw: AsyncIterator<Uint8Array>, held: Buffer) => {
    let pending = held;
    let at = 0;
    let rawEnded = ended;
    for (;;) {
      if (pending.length - at >= segmentChars) {
        const cut = findByteCut(pending, at, segmentChars, dialect);
        if (cut) {
          // A copy in a buffer of its own: it is moved to a mapper.
          const segment = new Uint8Array(pending.subarray(at, cut.end));
          at = cut.end;
          await give(segment, false, cut.records);
          continue;
        }
      }
      if (rawEnded) break;
      const next = await raw.next();
      if (next.done) rawEnded = true;
      else {
        pending = Buffer.concat([pending.subarray(at), next.value]);
        at = 0;
      }
    }
    await give(new Uint8Array(pending.subarray(at)), true, 0);
  };
  try {
    if (options.bytes && options.chunks && options.mappers >= 1 && ByteRecords.reads(dialect)) {
      await giveBytes(options.chunks, options.bytes.drain());
      return await finishCheck(config, plan, duplicates, tally);
    }
    for (;;) {
      if (body.length >= segmentChars) {
        const cut = findCut(body, segmentChars, dialect);
        if (cut) {
          const segment = body.slice(0, cut.end);
          body = body.slice(cut.end);
          await give(segment, false, cut.records);
          continue;
        }
      }
      if (ended) break;
      await more();
    }
    await give(body, true, 0);
  } finally {
    await (mappers as ReturnType<typeof startMappers> | null)?.stop();
  }
  return finishCheck(config, plan, duplicates, tally);
}
