import { createHash } from 'node:crypto';
import type { DataMappingConfig, EpcEncoding } from '@hub/contracts';
import type { ImportTarget } from './file-plan';
import type { RowCells } from './row-cells';
import { RowHash } from './row-hash';

/**
 * Raised whenever the mapping code changes what a row maps to (ADR 0044): a row's digest then differs
 * from every digest an earlier import left, so the next import maps every row again.
 */
export const IMPORT_ENGINE_VERSION = 3;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** JSON with every object's keys in order: the same value gives the same text whatever its keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * What decides how a file's rows map (ADR 0044): the data mapping, the file's header, the target (a
 * store, or MASTER and its stores), the RFID config's encoding and the engine's version, as md5 hex.
 * Two imports with the same identity map the same cells to the same record.
 */
export function planIdentity(config: DataMappingConfig, header: readonly string[], target: ImportTarget, tagEncoding: EpcEncoding | null): string {
  const where = target.kind === 'master' ? { kind: 'master', stores: [...target.stores].sort() } : target;
  return md5(canonical([IMPORT_ENGINE_VERSION, config, header, where, tagEncoding]));
}

/** One hasher per thread: a digest is made start to finish before the next begins. */
const hash = new RowHash();

/**
 * A row's digest (ADR 0044): MurmurHash3 x86_128 (row-hash.ts) of the plan's identity and the cells the
 * plan reads (`columns`), each with its length, so no two rows' cells run together alike, as 32 hex
 * digits. A column the plan skips does not count: an export's stock column changing does not make the
 * row another. Engine version 1 was md5 of the same; version 2 hashes the cells where they lie; version 3 keeps raw keys and known entries beside them (session 31).
 */
export function rowDigest(identity: string, cells: RowCells, columns: readonly number[]): string {
  hash.reset();
  hash.text(identity, 0, identity.length);
  for (const c of columns) cells.hashCell(c, hash);
  last = hash.finish();
  lastKey = hash.key;
  return last;
}

/** The last digest made and its key: digestKey of it needs no parsing. */
let last = '';
let lastKey = 0;

/** A digest's first 52 bits as a number (exact in a double): how the check looks a digest up (known-table.ts). */
export const digestKey = (digest: string): number => (digest === last ? lastKey : parseInt(digest.slice(0, 13), 16));

