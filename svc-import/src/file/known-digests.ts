import type { ImportProblem } from '@hub/contracts';
import { StorageMissingError, type FileStorage } from '@hub/service-kit';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import type { KnownRows } from './check-protocol';
import { knownBlock } from '../domain/file/known-table';

/** A plan identity's length at the start of a digests file (md5 hex). */
const IDENTITY_BYTES = 32;

/**
 * Streams what a check leaves known to storage (ADR 0044): the plan's identity, then blocks of each
 * product's numbers and known entry (known-table.ts has the form). Opened by the first block (a check
 * whose rows depend on each other writes none).
 */
export function digestWriter(storage: FileStorage, key: string) {
  let out: PassThrough | null = null;
  let stored: Promise<number> | null = null;
  return {
    async add(identity: string, known: Float64Array, entries: Uint8Array): Promise<void> {
      if (!out) {
        out = new PassThrough();
        const opened = out;
        stored = storage.put(key, opened);
        // A failed put ends the stream; its error comes out of end().
        stored.catch(() => opened.destroy());
        out.write(Buffer.from(identity.padEnd(IDENTITY_BYTES).slice(0, IDENTITY_BYTES), 'latin1'));
      }
      let full = false;
      for (const part of knownBlock(known, entries)) full = !out.write(part) || full;
      if (full) await once(out, 'drain');
    },
    async end(): Promise<void> {
      if (!out) return;
      out.end();
      await stored;
    },
  };
}

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof StorageMissingError) return null;
    throw error;
  }
}

/** The rows a finished job's dry run rejected (its rejections report: problems by row). */
async function rejectedRows(storage: FileStorage, key: string): Promise<Set<number>> {
  const rows = new Set<number>();
  let lines;
  try {
    lines = createInterface({ input: await storage.read(key), crlfDelay: Infinity });
  } catch (error) {
    if (error instanceof StorageMissingError) return rows;
    throw error;
  }
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const problem = JSON.parse(line) as ImportProblem;
    if (problem.row !== null) rows.add(problem.row);
  }
  return rows;
}

/**
 * What a finished import left known (ADR 0044): its plan identity, its stored blocks in shared memory
 * and the rows its dry run rejected; null when it kept none. The table is made on the check's thread
 * (KnownRows), not here.
 */
export async function readKnownDigests(storage: FileStorage, keys: { digests: string; rejections: string }): Promise<KnownRows | null> {
  const bytes = await bytesOf(storage, keys.digests);
  if (!bytes || bytes.length < IDENTITY_BYTES) return null;
  const identity = bytes.subarray(0, IDENTITY_BYTES).toString('latin1');
  const body = bytes.subarray(IDENTITY_BYTES);
  // A copy in shared memory: the check's thread and its mappers read the entries where they lie.
  const shared = new Uint8Array(new SharedArrayBuffer(body.length));
  shared.set(body);
  return { identity, body: shared, rejectedRows: [...(await rejectedRows(storage, keys.rejections))] };
}
