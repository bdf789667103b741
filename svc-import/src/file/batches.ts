import { IMPORT_BATCH_SUFFIX, importBatchLine, importRejectionsKey, type ImportProblem, type ImportRecord } from '@hub/contracts';
import { storageKey, type FileStorage } from '@hub/service-kit';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';

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
  batch: (n: number) => storageKey('import', merchantId, jobId, 'batches', `${String(n).padStart(6, '0')}${IMPORT_BATCH_SUFFIX}`),
});

/**
 * Writes a check's products as batches of IMPORT_BATCH_SIZE in COPY text form (the claim check:
 * events carry their keys; svc-catalog copies each into its staging as it is). Holds one batch in memory.
 */
export function batchWriter(storage: FileStorage, keyOf: (n: number) => string, size = IMPORT_BATCH_SIZE) {
  const keys: string[] = [];
  let lines: string[] = [];
  const flush = async () => {
    if (lines.length === 0) return;
    const key = keyOf(keys.length + 1);
    const body = lines;
    lines = [];
    await storage.put(key, body);
    keys.push(key);
  };
  return {
    /** Joins the batch; answers the write when the batch is full (else nothing to wait for). */
    add(record: ImportRecord): Promise<void> | undefined {
      lines.push(importBatchLine(record));
      return lines.length >= size ? flush() : undefined;
    },
    async end(): Promise<string[]> {
      await flush();
      return keys;
    },
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
