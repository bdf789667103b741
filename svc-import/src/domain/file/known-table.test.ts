import { importKnownEntry, importLightLine } from '@hub/contracts';
import { cellKeyOf, hasCellKey, knownBlock, knownTable, rawEntryOf } from './known-table';
import { digestKey } from './row-digest';

const digestOf = (n: number) => n.toString(16).padStart(32, '0');
const entry = (code: string, digest: string, tag: string | null = null) => importKnownEntry({ sid: 'S01', productCode: code, rfidTag: tag }, digest);
const sharedCopy = (bytes: Uint8Array) => {
  const body = new Uint8Array(new SharedArrayBuffer(bytes.length));
  body.set(bytes);
  return body;
};

describe('what an earlier import kept of its rows (known-table.ts, ADR 0044)', () => {
  it('When rows were kept in blocks, then the table leaves out rejected rows and rows with problems, and a raw key finds its entry', () => {
    const [d2, d3, d4, d5] = [2, 3, 4, 5].map((n) => digestOf(n * 2 ** 100));
    const key = (d: string) => digestKey(d!);
    // (row, cell key, raw key, raw check): row 3 was rejected by the dry run, row 4 had problems (not kept), row 5 has no raw key.
    const first = knownBlock(Float64Array.from([2, key(d2!), 100, 1, 3, key(d3!), 101, 2]), Buffer.from(entry('P2', d2!, 'E2') + entry('P\t3', d3!)));
    const second = knownBlock(Float64Array.from([4, NaN, 102, 3, 5, key(d5!), NaN, NaN]), Buffer.from(entry('P4', d4!) + entry('P5', d5!)));
    const stored = Buffer.concat([...first, ...second]);
    // A block cut short (a write that never ended) is not read.
    const table = knownTable(sharedCopy(Buffer.concat([stored, stored.subarray(0, 20)])), new Set([3]));
    expect(table.cellSlots.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(table.entryAt.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect([d2, d3, d4, d5].map((d) => hasCellKey(table, key(d!)))).toEqual([true, false, false, true]);
    const found = rawEntryOf(table, 100, 1);
    expect(found).toBe(0);
    expect(cellKeyOf(table, found)).toBe(key(d2!));
    const body = Buffer.from(table.body.buffer, table.body.byteOffset, table.body.byteLength);
    const at = table.entryAt[found]!;
    expect(body.toString('utf8', at, body.indexOf(0x0a, at) + 1)).toBe(entry('P2', d2!, 'E2'));
    // The check must match too; the rejected row and the row with problems are not found.
    expect([rawEntryOf(table, 100, 2), rawEntryOf(table, 101, 2), rawEntryOf(table, 102, 3)]).toEqual([-1, -1, -1]);
    expect(table.entryAt).toHaveLength(2);
    const last = table.entryAt[1]!;
    expect(body.toString('utf8', last, body.indexOf(0x0a, last) + 1)).toBe(entry('P5', d5!));
    // As a mapper thread gets it (structured clone: the same shared memory, new objects), it finds the same.
    const cloned = structuredClone(table);
    expect([cloned.body === table.body, cloned.body.buffer.constructor.name]).toEqual([false, 'SharedArrayBuffer']);
    expect([rawEntryOf(cloned, 100, 1), cellKeyOf(cloned, 1), hasCellKey(cloned, key(d3!))]).toEqual([0, key(d5!), false]);
  });

  it('When an entry gets its row after its second tab, then it is the light line (a tab in a code is escaped)', () => {
    for (const [code, tag] of [['P1', 'E2'], ['P\t1', null], ['ทอง\\金', 'x\ty']] as const) {
      const text = entry(code, 'ab'.repeat(16), tag);
      const second = text.indexOf('\t', text.indexOf('\t') + 1) + 1;
      expect(`${text.slice(0, second)}42${text.slice(second)}`).toBe(importLightLine({ sid: 'S01', productCode: code, row: 42, rfidTag: tag }, 'ab'.repeat(16)));
    }
  });

  it('When nothing was kept, then nothing is found', () => {
    const table = knownTable(sharedCopy(new Uint8Array(0)), new Set());
    expect(hasCellKey(table, 5)).toBe(false);
    expect(rawEntryOf(table, 5, 0)).toBe(-1);
  });
});
