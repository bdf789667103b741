import { dataMappingConfigSchema } from '@hub/contracts';
import { planFile, type FilePlan } from '../domain/file/file-plan';
import { knownBlock, knownTable, type KnownTable } from '../domain/file/known-table';
import { planIdentity } from '../domain/file/row-digest';
import { KNOWN_QUAD, mapSegment, type SegmentDigests } from './map-segment';
import { mapSegmentBytes } from './map-segment-bytes';
import type { CsvDialect } from './read-csv';
import { TextRows } from './text-rows';

// ADR 0044, session 31: a record whose bytes an earlier import kept goes light from what it kept.
const field = (name: string, erpField: string, type: 'text' | 'number' = 'text') => ({ name, displayName: name, erpField, type });
const config = dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number'), field('note', 'NOTE')] });
const HEADER = ['CODE', 'RFID', 'GROSS', 'NOTE', 'STOCK'];
const target = { kind: 'store' as const, sid: 'S01' };
const LF: CsvDialect = { newline: '\n', delimiter: ',' };
const identity = planIdentity(config, HEADER, target, null);

/** A plan whose mapping and light keys are counted. */
function countedPlan() {
  const plan = planFile(config, HEADER, target, null);
  const calls = { mapRow: 0, lightRow: 0 };
  const counted: FilePlan = {
    ...plan,
    mapRow: (cells, row) => (calls.mapRow++, plan.mapRow(cells, row)),
    lightRow: (cells, row) => (calls.lightRow++, plan.lightRow(cells, row)),
  };
  return { plan: counted, calls };
}

/** What a check keeps of a mapped segment, read back as the next import's table. */
function keptOf(segments: Array<{ entries: Uint8Array; known: Float64Array }>, rejected: number[] = []): KnownTable {
  const stored = Buffer.concat(segments.flatMap((s) => knownBlock(s.known, s.entries)));
  const body = new Uint8Array(new SharedArrayBuffer(stored.length));
  body.set(stored);
  return knownTable(body, new Set(rejected));
}

const rows = (changes: Record<number, string> = {}) =>
  Array.from({ length: 40 }, (_, i) => changes[i] ?? (i === 5 ? '\n' : `P${i},E2${String(i).padStart(10, '0')},${i / 10},${i % 4 === 0 ? `"ทอง, ""${i}""\nline"` : `plain ${i}`},${i}\n`)).join('');

describe('a segment mapped from its bytes (mapSegmentBytes)', () => {
  it('When nothing is known, then it maps as mapSegment does, and keeps each product’s raw key and entry', () => {
    const text = rows();
    const bytes = Buffer.from(text);
    const digests: SegmentDigests = { identity, known: null };
    const fromBytes = mapSegmentBytes(planFile(config, HEADER, target, null), bytes, LF, 2, digests);
    const fromText = mapSegment(planFile(config, HEADER, target, null), new TextRows(text, LF), 2, digests);
    expect(Buffer.from(fromBytes.lines).toString()).toBe(fromText.lines);
    expect(Buffer.from(fromBytes.entries).toString()).toBe(Buffer.from(fromText.entries).toString());
    expect(fromBytes.products).toBe(39);
    expect(fromBytes.light).toBe(0);
    // Every product has a raw key; the text alone gives none.
    for (let i = 0; i < fromBytes.products; i++) {
      expect(fromBytes.known[i * KNOWN_QUAD]).toBe(fromText.known[i * KNOWN_QUAD]);
      expect(fromBytes.known[i * KNOWN_QUAD + 1]).toBe(fromText.known[i * KNOWN_QUAD + 1]);
      expect(Number.isNaN(fromBytes.known[i * KNOWN_QUAD + 2]!)).toBe(false);
      expect(Number.isNaN(fromText.known[i * KNOWN_QUAD + 2]!)).toBe(true);
    }
  });

  it('When the same bytes come again, then they go light without being mapped or read by cell, as the cell digest would send them; a changed row is mapped', () => {
    const first = mapSegmentBytes(planFile(config, HEADER, target, null), Buffer.from(rows()), LF, 2, { identity, known: null });
    // Row 9 (P7) was rejected by that import's dry run.
    const known = keptOf([first], [9]);
    // P3's weight changes; P11's stock (a skipped column) changes; a copy of P21 comes first: rows shift.
    const text = `P21,E20000000021,2.1,plain 21,21\n${rows({ 3: 'P3,E20000000003,9.9,plain 3,3\n', 11: 'P11,E20000000011,1.1,plain 11,999\n' })}`;
    const { plan, calls } = countedPlan();
    const again = mapSegmentBytes(plan, Buffer.from(text), LF, 2, { identity, known });
    // 40 products: P7 and P3 mapped; P11 sent light by its cell digest (read by cell); the rest by their bytes.
    expect(again.products).toBe(40);
    expect(again.light).toBe(38);
    expect(calls.mapRow).toBe(2);
    expect(calls.lightRow).toBe(1);
    // The same lines as the cell digest path gives for the same file.
    const byCells = mapSegment(planFile(config, HEADER, target, null), new TextRows(text, LF), 2, { identity, known });
    expect(Buffer.from(again.lines).toString()).toBe(byCells.lines);
    expect(Buffer.from(again.entries).toString()).toBe(Buffer.from(byCells.entries).toString());
    expect([...again.known].filter((_, i) => i % KNOWN_QUAD < 2)).toEqual([...byCells.known].filter((_, i) => i % KNOWN_QUAD < 2));
    expect(Buffer.from(again.lines).toString().split('\n')[1]).toMatch(/^S01\tP0\t3\tE20000000000\t\\N\t[0-9a-f]{32}$/);
  });

  it('When a form is left to TextRows, then the rest is mapped by cell, and the empty-column rule still sees cells of known rows', () => {
    const text = 'P1,E21,1,a,1\nP2,E22,2,,2\nP3,E23,3,x"y,3\nP4,E24,4,b,4\n';
    const first = mapSegmentBytes(planFile(config, HEADER, target, null), Buffer.from(text), LF, 2, { identity, known: null });
    expect(Number.isNaN(first.known[2 * KNOWN_QUAD + 2]!)).toBe(true);
    expect(Number.isNaN(first.known[3 * KNOWN_QUAD + 2]!)).toBe(true);
    const known = keptOf([first]);
    const { plan, calls } = countedPlan();
    const again = mapSegmentBytes(plan, Buffer.from(text), LF, 2, { identity, known });
    expect(again.light).toBe(4);
    expect(calls.lightRow).toBe(2);
    expect(again.columnsWithData).toEqual([0, 1, 2, 3, 4]);
  });
});
