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

/**
 * A stored digests file read straight into shared memory: its identity, and the rest where the check's
 * thread and its mappers read it. Null when there is none, or when it changed while it was read.
 */
async function sharedBody(storage: FileStorage, key: string): Promise<{ identity: string; body: Uint8Array } | null> {
  const size = await storage.size(key);
  if (size === null || size < IDENTITY_BYTES) return null;
  const head = Buffer.alloc(IDENTITY_BYTES);
  const body = new Uint8Array(new SharedArrayBuffer(size - IDENTITY_BYTES));
  let at = 0;
  let stream;
  try {
    stream = await storage.read(key);
  } catch (error) {
    if (error instanceof StorageMissingError) return null;
    throw error;
  }
  for await (const raw of stream) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(String(raw));
    if (at + chunk.length > size) {
      stream.destroy();
      return null;
    }
    const inHead = Math.max(0, Math.min(chunk.length, IDENTITY_BYTES - at));
    if (inHead > 0) chunk.copy(head, at, 0, inHead);
    if (chunk.length > inHead) body.set(chunk.subarray(inHead), at + inHead - IDENTITY_BYTES);
    at += chunk.length;
  }
  return at === size ? { identity: head.toString('latin1'), body } : null;
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
  const stored = await sharedBody(storage, keys.digests);
  if (!stored) return null;
  return { ...stored, rejectedRows: [...(await rejectedRows(storage, keys.rejections))] };
}
