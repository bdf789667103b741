import type { ImportProblem } from '@hub/contracts';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FileCheckSummary } from './check-file';
import type { CheckMainMessage, CheckWorkerInput, CheckWorkerMessage } from './check-protocol';
import { ImportFileError } from './read-csv';
import { workerEntry } from './worker-entry';

/** Where the check's products and problems go as the worker sends them (the main thread's storage writes). */
export interface CheckOutputs {
  /**
   * One claim-check batch: COPY lines of `count` products as UTF-8; `failing` once an error was found
   * before its end; `light` when every line is a light line (ADR 0044: svc-catalog may stage it apart).
   */
  batch(lines: Uint8Array, count: number, failing: boolean, light: boolean): Promise<void>;
  /** A batch the worker stored itself under `key` (CheckWorkerInput.batchStore), in order. */
  stored?(key: string, count: number, failing: boolean, light: boolean): Promise<void> | void;
  problems(list: ImportProblem[]): Promise<void>;
  /** What the next import may know of products (ADR 0044: KNOWN_QUAD numbers and an entry each), with the plan's identity; absent: not kept. */
  digests?(identity: string, known: Float64Array, entries: Uint8Array): Promise<void>;
  /** Products checked so far. */
  rows(rows: number): Promise<void> | void;
}

/** The worker thread stopped without an answer: out of its heap, or a fault in the check itself. */
export class CheckWorkerError extends Error {}

/**
 * Checks a file on a worker thread with a heap of `heapMb` (issue 26 items 4 and 7): the file streams
 * to it chunk by chunk as it asks, and each batch or group of problems it sends is stored before it
 * goes on, so neither side holds more than one. Answers the check's summary; a file that cannot be
 * read throws ImportFileError (with `rows` checked before it); `signal` stops the worker.
 */
export async function checkInWorker(
  file: Readable,
  input: CheckWorkerInput,
  outputs: CheckOutputs,
  options: { heapMb: number; signal: AbortSignal },
): Promise<{ summary: FileCheckSummary } | { error: ImportFileError; rows: number }> {
  const entry = workerEntry(__dirname, 'check-worker');
  const worker = new Worker(entry.file, { workerData: input, execArgv: entry.execArgv, resourceLimits: { maxOldGenerationSizeMb: options.heapMb } });
  const chunks = file[Symbol.asyncIterator]();
  let ended = false;
  const tell = (message: CheckMainMessage, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const handle = async (message: CheckWorkerMessage): Promise<{ summary: FileCheckSummary } | { error: ImportFileError; rows: number } | null> => {
    switch (message.t) {
      case 'pull': {
        // The worker asks ahead: pulls after the end answer the end again.
        const next = ended ? { done: true as const, value: undefined } : await chunks.next();
        if (next.done) {
          ended = true;
          tell({ t: 'end' });
        }
        else {
          // The chunk is transferred: as it is when it owns its whole buffer (a file stream's reads each
          // have their own), else a copy (a buffer from a shared pool holds other memory).
          const chunk = next.value as Buffer;
          const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && !(chunk.buffer instanceof SharedArrayBuffer);
          const bytes = whole ? new Uint8Array(chunk.buffer as ArrayBuffer) : new Uint8Array(chunk);
          tell({ t: 'chunk', bytes }, [bytes.buffer as ArrayBuffer]);
        }
        return null;
      }
      case 'batch':
        await outputs.batch(message.lines, message.count, message.failing, message.light);
        tell({ t: 'ack' });
        return null;
      case 'stored':
        await outputs.stored?.(message.key, message.count, message.failing, message.light);
        tell({ t: 'ack' });
        return null;
      case 'problems':
        await outputs.problems(message.list);
        tell({ t: 'ack' });
        return null;
      case 'digests':
        await outputs.digests?.(message.identity, message.known, message.entries);
        tell({ t: 'ack' });
        return null;
      case 'rows':
        await outputs.rows(message.rows);
        return null;
      case 'done':
        return { summary: message.summary };
      case 'rejected':
        return { error: new ImportFileError(message.code as ImportFileError['code'], message.row), rows: message.rows };
      case 'failed':
        throw new CheckWorkerError(message.message);
    }
  };
  let stop = () => undefined as void;
  try {
    return await new Promise((resolve, reject) => {
      let queue = Promise.resolve();
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        fn();
      };
      // A store in flight when the lease goes finishes first: once this rejects, nothing more is stored.
      stop = () => settle(() => void queue.finally(() => reject(new CheckWorkerError('the check was stopped (lease lost)'))));
      if (options.signal.aborted) stop();
      options.signal.addEventListener('abort', stop, { once: true });
      // Messages are handled one after another, in order: a pull waits for the batch stored before it.
      worker.on('message', (message: CheckWorkerMessage) => {
        queue = queue
          .then(async () => {
            if (settled) return;
            const answer = await handle(message);
            if (answer) settle(() => resolve(answer));
          })
          .catch((error: unknown) => settle(() => reject(error)));
      });
      worker.on('error', (error) => settle(() => reject(new CheckWorkerError(`the check's worker failed: ${error.message}`))));
      worker.on('exit', (code) => settle(() => reject(new CheckWorkerError(`the check's worker ended (exit code ${code}) without an answer`))));
    });
  } finally {
    options.signal.removeEventListener('abort', stop);
    await worker.terminate();
    // The file's stream is not read to its end when the check stops early.
    file.destroy();
  }
}
