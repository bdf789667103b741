/**
 * What the merchant's last finished import with the same plan identity kept of its rows (ADR 0044),
 * as the check's mappers look rows up in it, in shared memory (one copy for every thread):
 * - each row's cell digest key, for a row whose cells the plan reads are the same (`hasCellKey`);
 * - each row's raw key (raw-row-key.ts) and its known entry (importKnownEntry: the light line without
 *   its row), for a row whose bytes are the same (`rawEntryOf`, session 31): it is sent light from the
 *   entry, its cells never read.
 * Open-addressing tables of entry numbers, at least twice the entries (a probe or two; a binary search
 * of a million keys cost twenty cache misses a row), the keys themselves by entry. Rows the import's dry
 * run rejected are left out; rows with problems were never kept (they are mapped again and their
 * problems told again).
 *
 * The stored form (known-digests.ts writes it after the plan identity): blocks, each a little-endian
 * u32 count and u32 byte length, then `count` triples (u32 row, i32 raw check, f64 raw key, NaN for
 * none), then the count entries, each ending in a newline. A row's cell key is its entry's digest's.
 * Memory: the stored body, two slot tables of 4 bytes a slot, and 8 bytes an entry (where it starts and
 * where its triple lies): an entry's keys are read from the body where they lie, not copied (at 1M rows,
 * 16 MB less than keeping them in arrays of their own, session 34).
 */
export interface KnownTable {
  /** The entry of each cell key's slot (-1: empty). */
  cellSlots: Int32Array;
  /** The entry of each raw key's slot (-1: empty). */
  rawSlots: Int32Array;
  /** Each entry's start in `body`; it ends at its newline. */
  entryAt: Int32Array;
  /** Where each entry's triple lies in `body`. */
  entryTriple: Int32Array;
  body: Uint8Array;
}

const EMPTY = -1;
const TRIPLE_BYTES = 16;
const NEWLINE = 0x0a;
const TAB = 0x09;
/** The digest's first 13 hex digits (52 bits) are its key (digestKey). */
const KEY_DIGITS = 13;
const DIGEST_DIGITS = 32;

const shared = <T>(make: (buffer: SharedArrayBuffer) => T, bytes: number): T => make(new SharedArrayBuffer(Math.max(8, bytes)));
/** A table's size: a power of two, at least twice `n`. */
const slotsFor = (n: number) => 2 ** Math.max(4, Math.ceil(Math.log2(n * 2 + 1)));
/** A key's first slot: its low 32 bits (ToUint32 of an integer below 2⁵³ is exact). */
const slotOf = (key: number, mask: number) => (key >>> 0) & mask;

/** A hex digit's value (either case), or NaN. */
function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : NaN;
}

/** The key of the digest an entry ends with (its last column, 32 hex digits before the newline at `end`). */
function entryCellKey(bytes: Uint8Array, end: number): number {
  const start = end - DIGEST_DIGITS;
  if (start < 1 || bytes[start - 1] !== TAB) return NaN;
  let key = 0;
  for (let i = start; i < start + KEY_DIGITS; i++) key = key * 16 + hexValue(bytes[i]!);
  return key;
}

/** The end (its newline) of the entry starting at `start`. */
const entryEnd = (bytes: Buffer, start: number) => bytes.indexOf(NEWLINE, start);

/**
 * A body's views, made once per thread: a table comes to a mapper by structured clone, which keeps its
 * shared memory, not its objects.
 */
const views = new WeakMap<Uint8Array, { view: DataView; bytes: Buffer }>();
function viewsOf(body: Uint8Array) {
  let made = views.get(body);
  if (!made) views.set(body, (made = { view: new DataView(body.buffer, body.byteOffset, body.byteLength), bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength) }));
  return made;
}

/** The known table of a stored body (`body` in shared memory: the entries are read where they lie). */
export function knownTable(body: Uint8Array, rejectedRows: ReadonlySet<number>): KnownTable {
  const { view, bytes } = viewsOf(body);
  const blocks = (visit: (triples: number, entries: number, count: number) => void) => {
    for (let at = 0; at + 8 <= body.byteLength; ) {
      const count = view.getUint32(at, true);
      const entryBytes = view.getUint32(at + 4, true);
      const triples = at + 8;
      const entries = triples + count * TRIPLE_BYTES;
      if (entries + entryBytes > body.byteLength) break;
      visit(triples, entries, count);
      at = entries + entryBytes;
    }
  };
  let total = 0;
  blocks((_t, _e, count) => (total += count));
  const slots = slotsFor(total);
  const cellSlots = shared((b) => new Int32Array(b).fill(EMPTY), slots * 4);
  const rawSlots = shared((b) => new Int32Array(b).fill(EMPTY), slots * 4);
  const entryAt = shared((b) => new Int32Array(b), total * 4);
  const entryTriple = shared((b) => new Int32Array(b), total * 4);
  const mask = slots - 1;
  let n = 0;
  blocks((triples, entries, count) => {
    let at = entries;
    for (let i = 0; i < count; i++) {
      const start = at;
      at = entryEnd(bytes, at) + 1;
      if (at === 0) return;
      const t = triples + i * TRIPLE_BYTES;
      if (rejectedRows.has(view.getUint32(t, true))) continue;
      const cell = entryCellKey(bytes, at - 1);
      if (Number.isNaN(cell)) continue;
      entryAt[n] = start;
      entryTriple[n] = t;
      let s = slotOf(cell, mask);
      while (cellSlots[s] !== EMPTY && entryCellKey(bytes, entryEnd(bytes, entryAt[cellSlots[s]!]!)) !== cell) s = (s + 1) & mask;
      if (cellSlots[s] === EMPTY) cellSlots[s] = n;
      const raw = view.getFloat64(t + 8, true);
      const check = view.getInt32(t + 4, true);
      if (!Number.isNaN(raw)) {
        let r = slotOf(raw, mask);
        while (rawSlots[r] !== EMPTY && !sameRaw(view, entryTriple[rawSlots[r]!]!, raw, check)) r = (r + 1) & mask;
        // The same bytes twice keep the first: they make the same line.
        if (rawSlots[r] === EMPTY) rawSlots[r] = n;
      }
      n++;
    }
  });
  return { cellSlots, rawSlots, entryAt: entryAt.subarray(0, n), entryTriple: entryTriple.subarray(0, n), body };
}

/** Whether the triple at `t` holds this raw key and check. */
const sameRaw = (view: DataView, t: number, key: number, check: number) => view.getFloat64(t + 8, true) === key && view.getInt32(t + 4, true) === check;

/** The cell digest key of a known entry. */
export function cellKeyOf(table: KnownTable, entry: number): number {
  const { bytes } = viewsOf(table.body);
  return entryCellKey(bytes, entryEnd(bytes, table.entryAt[entry]!));
}

/** Whether a row with this cell digest key was kept. */
export function hasCellKey(table: KnownTable, key: number): boolean {
  const { cellSlots } = table;
  const mask = cellSlots.length - 1;
  for (let s = slotOf(key, mask); ; s = (s + 1) & mask) {
    const entry = cellSlots[s]!;
    if (entry === EMPTY) return false;
    if (cellKeyOf(table, entry) === key) return true;
  }
}

/** The entry kept for a record with this raw key and check, or -1. */
export function rawEntryOf(table: KnownTable, key: number, check: number): number {
  const { rawSlots, entryTriple } = table;
  const { view } = viewsOf(table.body);
  const mask = rawSlots.length - 1;
  for (let s = slotOf(key, mask); ; s = (s + 1) & mask) {
    const entry = rawSlots[s]!;
    if (entry === EMPTY) return -1;
    if (sameRaw(view, entryTriple[entry]!, key, check)) return entry;
  }
}

/**
 * One stored block (the form above) of products' KNOWN_QUAD numbers (row, cell key, raw key, raw check)
 * and their entries: a product with a NaN cell key (a row with problems) is not kept.
 */
export function knownBlock(known: Float64Array, entries: Uint8Array): Uint8Array[] {
  const count = known.length / 4;
  const triples = new DataView(new ArrayBuffer(count * TRIPLE_BYTES));
  const bytes = Buffer.from(entries.buffer, entries.byteOffset, entries.byteLength);
  const kept: Uint8Array[] = [];
  let keptBytes = 0;
  let n = 0;
  let runStart = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const start = at;
    at = bytes.indexOf(NEWLINE, at) + 1;
    if (Number.isNaN(known[i * 4 + 1]!)) {
      // Entries are kept in runs: a row left out ends one.
      if (start > runStart) kept.push(entries.subarray(runStart, start));
      runStart = at;
      continue;
    }
    const raw = known[i * 4 + 2]!;
    triples.setUint32(n * TRIPLE_BYTES, known[i * 4]!, true);
    triples.setInt32(n * TRIPLE_BYTES + 4, Number.isNaN(raw) ? 0 : known[i * 4 + 3]!, true);
    triples.setFloat64(n * TRIPLE_BYTES + 8, raw, true);
    n++;
  }
  if (at > runStart) kept.push(entries.subarray(runStart, at));
  for (const part of kept) keptBytes += part.byteLength;
  const head = new DataView(new ArrayBuffer(8));
  head.setUint32(0, n, true);
  head.setUint32(4, keptBytes, true);
  return [new Uint8Array(head.buffer), new Uint8Array(triples.buffer, 0, n * TRIPLE_BYTES), ...kept];
}
