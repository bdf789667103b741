import { importRejectionsKey, type ImportProblem } from '@hub/contracts';
import { storageKey, type FileStorage } from '@hub/service-kit';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { batchKey } from './batch-key';

/** Products per claim-check batch: one batch is one transaction in svc-catalog. */
export const IMPORT_BATCH_SIZE = 20_000;
/** On PGlite, whose one in-process connection every request waits on while a batch is written. */
export const PGLITE_BATCH_SIZE = 5_000;

/** Where a job's files live in storage. */
export const jobKeys = (merchantId: string, jobId: string) => ({
  folder: storageKey('import', merchantId, jobId),
  file: storageKey('import', merchantId, jobId, 'upload.csv'),
  problems: storageKey('import', merchantId, jobId, 'problems.ndjson'),
  /** Every rejection of the dry run, written by svc-catalog. */
  rejections: storageKey(...importRejectionsKey(merchantId, jobId)),
  batches: storageKey('import', merchantId, jobId, 'batches'),
  /** Each product's row and its digest's key (ADR 0044), read by the merchant's next import once this one finished. */
  digests: storageKey('import', merchantId, jobId, 'rows.digests'),
  /** Batch `n`; `light`: of light lines only (ADR 0044, session 30), which svc-catalog may stage apart. */
  batch: (n: number, light = false) => batchKey(storageKey('import', merchantId, jobId, 'batches'), n, light),
});

/**
 * Stores a check's claim-check batches (COPY lines of @hub/contracts import-batch.ts, made by the
 * check's worker thread) under numbered keys, in order: events carry the keys, svc-catalog copies each
 * into its staging as it is.
 */
export function batchStore(storage: FileStorage, keyOf: (n: number, light: boolean) => string) {
  const keys: string[] = [];
  return {
    async put(lines: Uint8Array, light = false): Promise<void> {
      const key = keyOf(keys.length + 1, light);
      await storage.put(key, [Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength)]);
      keys.push(key);
    },
    /** A batch the check's worker stored itself under `key` (the next in order: batchKey of the folder). */
    stored(key: string): void {
      keys.push(key);
    },
    keys: (): string[] => [...keys],
  };
}

/** Streams every problem of a check to storage as NDJSON (the downloadable report reads it back). */
export function problemWriter(storage: FileStorage, key: string) {
  const out = new PassThrough();
  const stored = storage.put(key, out);
  // A failed put ends the stream; its error comes out of end().
  stored.catch(() => out.destroy());
  return {
    async add(problem: ImportProblem) {
      if (!out.write(`${JSON.stringify(problem)}\n`)) await once(out, 'drain');
    },
    async end(): Promise<void> {
      out.end();
      await stored;
    },
  };
}
