import type { FilePlan } from '../domain/file/file-plan';
import { cellKeyOf, rawEntryOf } from '../domain/file/known-table';
import { rawKey, rawRecordKey, rawSeed } from '../domain/file/raw-row-key';
import { ByteRecords } from './byte-records';
import { mapSegment, type MappedSegment, type SegmentDigests } from './map-segment';
import { ImportFileError, type CsvDialect } from './read-csv';
import type { MappedSegmentBytes } from './segment-protocol';
import { TextRows } from './text-rows';

const TAB = 0x09;
const NEWLINE = 0x0a;
const DIGIT_0 = 0x30;

/** Bytes written one after another into a buffer that grows. */
class ByteOut {
  bytes: Uint8Array;
  length = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(Math.max(256, size));
  }
  room(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }
  copy(source: Uint8Array, start: number, end: number): void {
    this.room(end - start);
    const { bytes } = this;
    let at = this.length;
    for (let i = start; i < end; i++) bytes[at++] = source[i]!;
    this.length = at;
  }
  write(source: Uint8Array): void {
    this.room(source.length);
    this.bytes.set(source, this.length);
    this.length += source.length;
  }
  /** A whole number's decimal digits. */
  number(n: number): void {
    this.room(16);
    const { bytes } = this;
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    let at = this.length + digits;
    this.length = at;
    for (let m = n; ; m = Math.floor(m / 10)) {
      bytes[--at] = DIGIT_0 + (m % 10);
      if (m < 10) break;
    }
  }
  /** The bytes written, in a buffer of their own (they are transferred). */
  done(): Uint8Array {
    return this.bytes.length === this.length ? this.bytes : this.bytes.slice(0, this.length);
  }
}

const encoder = new TextEncoder();
// The check's thread no longer reads the bytes as text (findByteCut): the rows decoded here are checked
// here, as read-csv checks an upload (PDFU107). A known row's bytes are an earlier import's, checked then.
const decoder = new TextDecoder('utf-8', { fatal: true });

/** A run of the file's bytes as text, checked as read-csv checks an upload: UTF-8, no NUL. */
function textOf(bytes: Uint8Array): string {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new ImportFileError('PDFU107');
  }
  if (text.includes('\u0000')) throw new ImportFileError('PDFU107');
  return text;
}

/**
 * Maps a segment given as the UTF-8 bytes the file holds (ADR 0044, session 31), as mapSegment maps its
 * text, with each record's raw key (raw-row-key.ts): a record whose bytes an earlier import with the
 * same plan kept (`digests.known`) goes as a light line made from what it kept, the row put in, its
 * bytes never decoded, split or hashed by cell. Its cells are looked at only while some column has not
 * yet shown a value (the empty-column rules). Runs of other records are decoded and mapped by
 * mapSegment, their raw keys kept for the next import. From a record ByteRecords leaves to TextRows, the
 * rest of the segment is mapped by mapSegment without raw keys. The answer is mapSegment's, in bytes.
 */
export function mapSegmentBytes(plan: FilePlan, bytes: Uint8Array, dialect: CsvDialect, firstRow: number, digests: SegmentDigests): MappedSegmentBytes {
  const table = digests.known;
  const seed = rawSeed(digests.identity);
  const records = new ByteRecords(bytes, dialect);
  const lines = new ByteOut(table ? bytes.length >> 2 : bytes.length * 3);
  const entries = new ByteOut(bytes.length >> 2);
  const quads: number[] = [];
  const knownEntries: number[] = [];
  const out: Omit<MappedSegmentBytes, 'lines' | 'entries' | 'known' | 'knownEntries'> = { products: 0, problems: [], columnsWithData: [], light: 0 };

  const take = (mapped: MappedSegment) => {
    const text = mapped.lines;
    lines.room(text.length * 3);
    lines.length += encoder.encodeInto(text, lines.bytes.subarray(lines.length)).written;
    entries.write(mapped.entries);
    for (const q of mapped.known) quads.push(q);
    for (const p of mapped.problems) out.problems.push(p);
    out.products += mapped.products;
    out.light += mapped.light;
    for (let i = 0; i < mapped.products; i++) knownEntries.push(-1);
  };
  // A run of records not known by their bytes: from `runStart`, its first at `runRow`, their raw keys.
  let runStart = -1;
  let runRow = 0;
  let runKeys: number[] = [];
  const endRun = (to: number, complete: boolean) => {
    if (runStart < 0) return;
    take(mapSegment(plan, new TextRows(textOf(bytes.subarray(runStart, to)), dialect), runRow, digests, { keys: runKeys, complete }));
    runStart = -1;
    runKeys = [];
  };

  let row = firstRow;
  for (;; row++) {
    // Cells are looked at only for a row that may go light from an entry (a mapped row notes its own).
    const cells = table !== null && plan.columnsUnseen();
    const found = records.next(cells);
    if (found === 'end') break;
    if (found === 'unsure') {
      if (runStart < 0) {
        runStart = records.start;
        runRow = row;
      }
      endRun(bytes.length, false);
      break;
    }
    rawRecordKey(bytes, records.start, records.end, seed);
    const entry = table ? rawEntryOf(table, rawKey.key, rawKey.check) : -1;
    if (entry < 0) {
      if (runStart < 0) {
        runStart = records.start;
        runRow = row;
      }
      runKeys.push(rawKey.key, rawKey.check);
      continue;
    }
    endRun(records.start, true);
    if (cells) plan.noteColumnsWithData(records.cellsWithData);
    // The light line: the entry with the row put in after its second tab.
    const body = table!.body;
    const start = table!.entryAt[entry]!;
    let rowAt = start;
    while (body[rowAt] !== TAB) rowAt++;
    rowAt++;
    while (body[rowAt] !== TAB) rowAt++;
    rowAt++;
    let end = rowAt;
    while (body[end] !== NEWLINE) end++;
    end++;
    lines.copy(body, start, rowAt);
    lines.number(row);
    lines.copy(body, rowAt, end);
    entries.copy(body, start, end);
    quads.push(row, cellKeyOf(table!, entry), rawKey.key, rawKey.check);
    knownEntries.push(entry);
    out.products++;
    out.light++;
  }
  endRun(bytes.length, true);
  return { ...out, lines: lines.done(), entries: entries.done(), known: Float64Array.from(quads), knownEntries: Int32Array.from(knownEntries), columnsWithData: [...plan.columnsWithData] };
}
