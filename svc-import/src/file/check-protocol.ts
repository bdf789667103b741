import type { DataMappingConfig, EpcEncoding, ImportProblem } from '@hub/contracts';
import type { FileCheckSummary } from './check-file';

/** What the check's worker thread is started with (structured-clone data: the store set as a list). */
export interface CheckWorkerInput {
  config: DataMappingConfig;
  target: { kind: 'store'; sid: string } | { kind: 'master'; stores: string[] };
  tagEncoding: EpcEncoding | null;
  /** Products per claim-check batch. */
  batchRows: number;
  /** Threads mapping segments of the file beside the check's own (0: it maps every row itself). */
  mappers: number;
  /** About how many characters of the file a mapper takes at a time (default SEGMENT_CHARS). */
  segmentChars?: number;
  /** The rows an earlier import read the same way left the catalogue holding (ADR 0044); null: every row is mapped. */
  known?: KnownRows | null;
  /**
   * Where the worker stores its claim-check batches itself (a local folder storage's root, and the job's
   * batches folder in it, named by batchKey): a million rows' batches (about 700 MB of COPY lines) then
   * never cross the service's event loop, where their buffers made V8 collect the whole heap twice a
   * second. Null or absent: each batch goes to the main thread to store (`batch`).
   */
  batchStore?: { root: string; folder: string } | null;
  /**
   * The upload under `key` of a local folder storage at `root`, read by the worker itself: its bytes
   * (248 MB for a million rows) then never cross the service's event loop either. Null or absent: the
   * main thread reads it and moves it over chunk by chunk (`pull`, `chunk`).
   */
  upload?: { root: string; key: string } | null;
}

/**
 * What an earlier import kept of its rows (ADR 0044): its plan identity, the stored blocks
 * (known-table.ts) in shared memory, and the rows its dry run rejected. The check's thread makes the
 * table its mappers look rows up in: a million rows take a few hundred milliseconds, which on the
 * service's own thread would hold every request of the hub waiting (issue 26 item 7).
 */
export interface KnownRows {
  identity: string;
  body: Uint8Array;
  rejectedRows: number[];
}

/**
 * About 250 rows of 30 columns: a segment's rows, records and lines die young in its mapper's nursery
 * (1 MiB segments took 150–230 MiB more peak memory at 300,000 rows; 256 KiB segments with a 4 MiB
 * nursery spent 27 % of each mapper's time collecting garbage), and a message still costs nothing
 * beside the work (bench/RESULTS.md, ADR 0039).
 */
export const SEGMENT_CHARS = 1 << 16;

/** Each segment mapper's heap in MiB: the limit, not what it holds (a 32 MiB limit made it collect more often, 10 % slower). */
export const MAPPER_HEAP_MB = 64;

/** Each mapper's young generation in MiB: large enough that a segment's garbage dies there. */
export const MAPPER_YOUNG_MB = 16;

/** Products whose known numbers and entries are sent to the main thread at a time (about 1 MiB). */
export const CHECK_DIGEST_PAIRS_PER_MESSAGE = 8_192;

/** Problems sent to the main thread at a time. */
export const CHECK_PROBLEMS_PER_MESSAGE = 2_000;

/**
 * Worker → main. `pull`: the next chunk of the file, please. `batch` (a claim-check batch's COPY lines),
 * `stored` (one the worker stored itself) and `problems` wait for the main thread's `ack` (it has stored them), so the worker never runs more
 * than two messages ahead of storage (IN_FLIGHT); so do `digests`. `rows`: progress. One of `done`, `rejected` (the file cannot be
 * read: ImportFileError) or `failed` ends it.
 */
export type CheckWorkerMessage =
  | { t: 'pull' }
  /** COPY lines as UTF-8 (transferred). `failing`: an error (not a warning) was found so far, so the file will be rejected at its end. */
  | { t: 'batch'; lines: Uint8Array; count: number; failing: boolean; light: boolean }
  /** A batch the worker stored itself under `key` (CheckWorkerInput.batchStore), told in order like `batch`. */
  | { t: 'stored'; key: string; count: number; failing: boolean; light: boolean }
  | { t: 'problems'; list: ImportProblem[] }
  /** What the next import may know of products, in file order, with the plan's identity (ADR 0044): KNOWN_QUAD numbers and an entry each (transferred). */
  | { t: 'digests'; identity: string; known: Float64Array; entries: Uint8Array }
  | { t: 'rows'; rows: number }
  | { t: 'done'; summary: FileCheckSummary }
  | { t: 'rejected'; code: string; row: number | null; rows: number }
  | { t: 'failed'; message: string };

/** Main → worker: a chunk of the file (transferred), its end, or the acknowledgement of a batch or problems. */
export type CheckMainMessage = { t: 'chunk'; bytes: Uint8Array } | { t: 'end' } | { t: 'ack' };
