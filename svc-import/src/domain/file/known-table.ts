/**
 * What the merchant's last finished import with the same plan identity kept of its rows (ADR 0044),
 * as the check's mappers look rows up in it, in shared memory (one copy for every thread):
 * - each row's cell digest key, for a row whose cells the plan reads are the same (`hasCellKey`);
 * - each row's raw key (raw-row-key.ts) and its known entry (importKnownEntry: the light line without
 *   its row), for a row whose bytes are the same (`rawEntryOf`, session 31): it is sent light from the
 *   entry, its cells never read.
 * Open-addressing tables of at least twice the keys (a probe or two; a binary search of a million keys
 * cost twenty cache misses a row). Rows the import's dry run rejected, and rows with problems (a NaN
 * cell key), are not kept: they are mapped again and their problems told again.
 *
 * The stored form (known-digests.ts writes it after the plan identity): blocks, each a little-endian
 * u32 count and u32 byte length, then `count` quads of little-endian doubles (row, cell key, raw key,
 * raw check; NaN for none), then the count entries, each ending in a newline.
 */
export interface KnownTable {
  cellKeys: Float64Array;
  rawKeys: Float64Array;
  rawChecks: Int32Array;
  /** The entry of each raw key's slot. */
  rawEntries: Int32Array;
  /** Each entry's start in `body`; it ends at its newline. */
  entryAt: Int32Array;
  /** Each entry's cell key. */
  entryCell: Float64Array;
  body: Uint8Array;
}

const EMPTY = -1;
const QUAD_BYTES = 32;
const NEWLINE = 0x0a;

const shared = <T>(make: (buffer: SharedArrayBuffer) => T, bytes: number): T => make(new SharedArrayBuffer(Math.max(8, bytes)));
/** A table's size: a power of two, at least twice `n`. */
const slotsFor = (n: number) => 2 ** Math.max(4, Math.ceil(Math.log2(n * 2 + 1)));
/** A key's first slot: its low 32 bits (ToUint32 of an integer below 2⁵³ is exact). */
const slotOf = (key: number, mask: number) => (key >>> 0) & mask;

/** The known table of a stored body (`body` in shared memory: the entries are read where they lie). */
export function knownTable(body: Uint8Array, rejectedRows: ReadonlySet<number>): KnownTable {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const blocks = (visit: (quads: number, entries: number, count: number) => void) => {
    for (let at = 0; at + 8 <= body.byteLength; ) {
      const count = view.getUint32(at, true);
      const entryBytes = view.getUint32(at + 4, true);
      const quads = at + 8;
      const entries = quads + count * QUAD_BYTES;
      if (entries + entryBytes > body.byteLength) break;
      visit(quads, entries, count);
      at = entries + entryBytes;
    }
  };
  let total = 0;
  blocks((_q, _e, count) => (total += count));
  const slots = slotsFor(total);
  const cellKeys = shared((b) => new Float64Array(b).fill(EMPTY), slots * 8);
  const rawKeys = shared((b) => new Float64Array(b).fill(EMPTY), slots * 8);
  const rawChecks = shared((b) => new Int32Array(b), slots * 4);
  const rawEntries = shared((b) => new Int32Array(b), slots * 4);
  const entryAt = shared((b) => new Int32Array(b), total * 4);
  const entryCell = shared((b) => new Float64Array(b), total * 8);
  const mask = slots - 1;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let n = 0;
  blocks((quads, entries, count) => {
    let at = entries;
    for (let i = 0; i < count; i++) {
      const start = at;
      at = bytes.indexOf(NEWLINE, at) + 1;
      if (at === 0) return;
      const q = quads + i * QUAD_BYTES;
      const row = view.getFloat64(q, true);
      const cell = view.getFloat64(q + 8, true);
      if (Number.isNaN(cell) || rejectedRows.has(row)) continue;
      let s = slotOf(cell, mask);
      while (cellKeys[s] !== EMPTY && cellKeys[s] !== cell) s = (s + 1) & mask;
      cellKeys[s] = cell;
      entryAt[n] = start;
      entryCell[n] = cell;
      const raw = view.getFloat64(q + 16, true);
      const check = view.getFloat64(q + 24, true) | 0;
      if (!Number.isNaN(raw)) {
        let r = slotOf(raw, mask);
        while (rawKeys[r] !== EMPTY && !(rawKeys[r] === raw && rawChecks[r] === check)) r = (r + 1) & mask;
        // The same bytes twice keep the first: they make the same line.
        if (rawKeys[r] === EMPTY) {
          rawKeys[r] = raw;
          rawChecks[r] = check;
          rawEntries[r] = n;
        }
      }
      n++;
    }
  });
  return { cellKeys, rawKeys, rawChecks, rawEntries, entryAt: entryAt.subarray(0, n), entryCell: entryCell.subarray(0, n), body };
}

/** Whether a row with this cell digest key was kept. */
export function hasCellKey(table: KnownTable, key: number): boolean {
  const { cellKeys } = table;
  const mask = cellKeys.length - 1;
  for (let s = slotOf(key, mask); ; s = (s + 1) & mask) {
    const at = cellKeys[s]!;
    if (at === key) return true;
    if (at === EMPTY) return false;
  }
}

/** The entry kept for a record with this raw key and check, or -1. */
export function rawEntryOf(table: KnownTable, key: number, check: number): number {
  const { rawKeys, rawChecks } = table;
  const mask = rawKeys.length - 1;
  for (let s = slotOf(key, mask); ; s = (s + 1) & mask) {
    const at = rawKeys[s]!;
    if (at === key && rawChecks[s] === check) return table.rawEntries[s]!;
    if (at === EMPTY) return -1;
  }
}

/** One stored block (the form above) of `known` quads and their entries. */
export function knownBlock(known: Float64Array, entries: Uint8Array): Uint8Array[] {
  const head = new Uint8Array(8);
  const view = new DataView(head.buffer);
  view.setUint32(0, known.length / 4, true);
  view.setUint32(4, entries.byteLength, true);
  return [head, new Uint8Array(known.buffer, known.byteOffset, known.byteLength), entries];
}
