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
  readonly size: number;
}

const EMPTY = -1;

/** FNV-1a over the UTF-16 code units: cheap, and spread well enough for codes that differ in a digit. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
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
  let lengths = new Int32Array(capacity);
  let rows = new Int32Array(capacity);
  let hashes = new Int32Array(capacity);
  // Twice the entries at least: probes stay short.
  let slots = new Int32Array(capacity * 2).fill(EMPTY);

  const slotOf = (hash: number, key: string | null): number => {
    const mask = slots.length - 1;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const entry = slots[i]!;
      if (entry === EMPTY) return i;
      if (key !== null && hashes[entry] === hash && bytes.toString('utf8', starts[entry], starts[entry]! + lengths[entry]!) === key) return i;
    }
  };

  const grow = () => {
    capacity *= 2;
    const widen = (a: Int32Array) => {
      const b = new Int32Array(capacity);
      b.set(a);
      return b;
    };
    starts = widen(starts);
    lengths = widen(lengths);
    rows = widen(rows);
    hashes = widen(hashes);
    slots = new Int32Array(capacity * 2).fill(EMPTY);
    for (let e = 0; e < count; e++) slots[slotOf(hashes[e]!, null)] = e;
  };

  const store = (key: string): number => {
    const most = key.length * 3;
    if (used + most > bytes.length) {
      const next = Buffer.allocUnsafe(Math.max(bytes.length * 2, used + most));
      bytes.copy(next, 0, 0, used);
      bytes = next;
    }
    const start = used;
    used += bytes.write(key, used, 'utf8');
    return start;
  };

  return {
    note(key: string, row: number): number | undefined {
      const hash = hashOf(key);
      const slot = slotOf(hash, key);
      const found = slots[slot]!;
      if (found !== EMPTY) return rows[found];
      if (count === capacity) {
        grow();
        return this.note(key, row);
      }
      const start = store(key);
      starts[count] = start;
      lengths[count] = used - start;
      rows[count] = row;
      hashes[count] = hash;
      slots[slot] = count++;
      return undefined;
    },
    get size() {
      return count;
    },
  };
}
