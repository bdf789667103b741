/**
 * The row each key (a product code, an RFID tag) was first seen on, for a whole file, held outside the
 * JavaScript heap: the keys' UTF-8 bytes one after another in a growing buffer, their positions, rows and
 * hashes in typed arrays, found through an open-addressing table of entry numbers. A Map of a million
 * strings cost the check a tenth of its time in lookups and a sixth in garbage collection (each key a
 * heap object the collector walks again and again; bench/RESULTS.md, issue 26); here the collector sees
 * a few arrays, and a key is never kept as a slice of the parser's chunk.
 */
export interface FirstSeen {
  /** Notes `key` at `row` if it is new; answers the row it was first seen on, or undefined when new. */
  note(key: string, row: number): number | undefined;
  /** The same for the key whose UTF-8 bytes are `source` from `start` to `end` (a key noted as a string or as bytes is one key). */
  noteBytes(source: Uint8Array, start: number, end: number, row: number): number | undefined;
  /** The row the key of those bytes was first seen on, without noting it; undefined when never seen. */
  firstOf(source: Uint8Array, start: number, end: number): number | undefined;
  readonly size: number;
}

const EMPTY = -1;

/** FNV-1a over the UTF-8 bytes: cheap, and spread well enough for codes that differ in a digit. */
function hashOf(source: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= source[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function createFirstSeen(expected = 1024): FirstSeen {
  let bytes = Buffer.allocUnsafe(Math.max(4096, expected * 16));
  let used = 0;
  let count = 0;
  // A power of two: the slot mask needs it.
  let capacity = 2 ** Math.ceil(Math.log2(Math.max(16, expected)));
  let starts = new Int32Array(capacity);
  let rows = new Int32Array(capacity);
  let hashes = new Int32Array(capacity);
  // Twice the entries at least: probes stay short.
  let slots = new Int32Array(capacity * 2).fill(EMPTY);

  /** The key's slot: its entry's, or the empty one it would take (`source` null: any empty slot, when growing). */
  const slotOf = (hash: number, source: Uint8Array | null, start: number, end: number): number => {
    const mask = slots.length - 1;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const entry = slots[i]!;
      if (entry === EMPTY) return i;
      if (source !== null && hashes[entry] === hash && lengthOf(entry) === end - start && sameBytes(starts[entry]!, source, start, end)) return i;
    }
  };
  /** An entry's length: its bytes run to the next entry's (they are stored one after another). */
  const lengthOf = (entry: number) => (entry + 1 < count ? starts[entry + 1]! : used) - starts[entry]!;
  const sameBytes = (at: number, source: Uint8Array, start: number, end: number) => {
    for (let i = start; i < end; i++) if (bytes[at++] !== source[i]) return false;
    return true;
  };

  const grow = () => {
    capacity *= 2;
    const widen = (a: Int32Array) => {
      const b = new Int32Array(capacity);
      b.set(a);
      return b;
    };
    starts = widen(starts);
    rows = widen(rows);
    hashes = widen(hashes);
    slots = new Int32Array(capacity * 2).fill(EMPTY);
    for (let e = 0; e < count; e++) slots[slotOf(hashes[e]!, null, 0, 0)] = e;
  };

  /** A key given as a string is encoded here first. */
  let scratch = Buffer.allocUnsafe(256);

  const api: FirstSeen = {
    note(key: string, row: number): number | undefined {
      if (key.length * 3 > scratch.length) scratch = Buffer.allocUnsafe(key.length * 3);
      return api.noteBytes(scratch, 0, scratch.write(key, 0, 'utf8'), row);
    },
    noteBytes(source: Uint8Array, start: number, end: number, row: number): number | undefined {
      const hash = hashOf(source, start, end);
      const slot = slotOf(hash, source, start, end);
      const found = slots[slot]!;
      if (found !== EMPTY) return rows[found];
      if (count === capacity) {
        grow();
        return api.noteBytes(source, start, end, row);
      }
      const length = end - start;
      if (used + length > bytes.length) {
        // Half again: a million keys' bytes leave less unused than doubling would.
        const next = Buffer.allocUnsafe(Math.max(Math.ceil(bytes.length * 1.5), used + length));
        bytes.copy(next, 0, 0, used);
        bytes = next;
      }
      for (let i = start, at = used; i < end; i++) bytes[at++] = source[i]!;
      starts[count] = used;
      used += length;
      rows[count] = row;
      hashes[count] = hash;
      slots[slot] = count++;
      return undefined;
    },
    firstOf(source: Uint8Array, start: number, end: number): number | undefined {
      const found = slots[slotOf(hashOf(source, start, end), source, start, end)]!;
      return found === EMPTY ? undefined : rows[found];
    },
    get size() {
      return count;
    },
  };
  return api;
}
