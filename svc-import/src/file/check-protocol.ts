import type { DataMappingConfig, EpcEncoding, ImportProblem } from '@hub/contracts';
import type { FileCheckSummary } from './check-file';

/** What the check's worker thread is started with (structured-clone data: the store set as a list). */
export interface CheckWorkerInput {
  config: DataMappingConfig;
  target: { kind: 'store'; sid: string } | { kind: 'master'; stores: string[] };
  tagEncoding: EpcEncoding | null;
  /** Products per claim-check batch. */
  batchRows: number;
}

/** Problems sent to the main thread at a time. */
export const CHECK_PROBLEMS_PER_MESSAGE = 2_000;

/**
 * Worker → main. `pull`: the next chunk of the file, please. `batch` (a claim-check batch's COPY lines)
 * and `problems` wait for the main thread's `ack` (it has stored them), so the worker never runs more
 * than two messages ahead of storage (IN_FLIGHT). `rows`: progress. One of `done`, `rejected` (the file cannot be
 * read: ImportFileError) or `failed` ends it.
 */
export type CheckWorkerMessage =
  | { t: 'pull' }
  /** `failing`: an error (not a warning) was found so far, so the file will be rejected at its end. */
  | { t: 'batch'; lines: string; count: number; failing: boolean }
  | { t: 'problems'; list: ImportProblem[] }
  | { t: 'rows'; rows: number }
  | { t: 'done'; summary: FileCheckSummary }
  | { t: 'rejected'; code: string; row: number | null; rows: number }
  | { t: 'failed'; message: string };

/** Main → worker: a chunk of the file (transferred), its end, or the acknowledgement of a batch or problems. */
export type CheckMainMessage = { t: 'chunk'; bytes: Uint8Array } | { t: 'end' } | { t: 'ack' };
