import { IMPORT_FILE_RULES as R, copyText, fromCopyText, type ImportFileRule, type ImportProblem, type ImportRecord, type ImportValue } from '@hub/contracts';
import { createFirstSeen } from './first-seen';
import type { KnownTable } from './known-table';
import { collectRows, pairRows } from './mapping-methods';

const TAB = 0x09;
const NEWLINE = 0x0a;
const BACKSLASH = 0x5c;
const N = 0x4e;

/** How many other rows a duplicate's problem names. */
const RELATED_SHOWN = 20;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Multiple rows (spec section 3): consecutive rows with the same store and product code are one
 * product when the mapping reads a field over several rows. Their multiple-row fields collect each
 * row's values paired by row (pairRows: list positions line up; image names once each); any other
 * value a later row gives must match the first row's (else PDFV117).
 * Push records in file order; each push answers the product it completed, if any.
 */
export function createRowMerger(multiRowFields: ReadonlySet<string>) {
  let pending: ImportRecord | null = null;
  /** How many rows the pending product has. */
  let rows = 0;
  const merges = multiRowFields.size > 0;

  const push = (record: ImportRecord, problems: ImportProblem[]): ImportRecord | null => {
    if (merges && pending && pending.sid === record.sid && pending.productCode === record.productCode && record.productCode !== '') {
      mergeInto(pending, record, multiRowFields, problems, rows++);
      return null;
    }
    const done = pending;
    pending = record;
    rows = 1;
    return done;
  };
  const end = (): ImportRecord | null => {
    const done = pending;
    pending = null;
    return done;
  };
  return { push, end };
}

function mergeInto(first: ImportRecord, next: ImportRecord, multiRowFields: ReadonlySet<string>, problems: ImportProblem[], rowsBefore: number): void {
  const conflict = (field: string) => problems.push({ code: R.CONFLICTING_ROW, row: next.row, column: field, related: [first.row] });
  for (const [field, value] of Object.entries(next.fields)) {
    if (multiRowFields.has(field)) {
      const had = first.fields[field];
      const asList = (v: ImportValue | null | undefined) => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
      first.fields[field] = pairRows(asList(had), asList(value), rowsBefore);
    } else if (!isEmpty(value) && !sameValue(first.fields[field], value)) conflict(field);
  }
  for (const key of ['rfidTag', 'designNumber', 'itemType', 'itemStatus', 'active', 'imageName'] as const) {
    const value = next[key];
    if (multiRowFields.has(key) && key === 'imageName') first.imageName = collectRows(first.imageName ?? [], next.imageName ?? []).map(String);
    else if (!isEmpty(value) && !sameValue(first[key], value)) conflict(key);
  }
}

/**
 * A string that holds its own characters. A cell the CSV parser cut from a chunk of the file is a
 * slice of that chunk (V8 sliced and cons strings): kept as a map key, it would keep the whole chunk
 * alive, and a million keys kept the whole file (3 GB resident at 1,000,000 rows; 240 MB with copies).
 */
export function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Where a known entry's keys lie (importKnownEntry: store, code, an empty row, tag, …): its code key is [start, code), its tag [tag, tagEnd). */
function entryKeys(bytes: Buffer, start: number) {
  const afterStore = bytes.indexOf(TAB, start);
  const code = bytes.indexOf(TAB, afterStore + 1);
  const tag = code + 2;
  const tagEnd = bytes.indexOf(TAB, tag);
  return {
    code,
    hasCode: code > afterStore + 1,
    tag,
    tagEnd,
    hasTag: !(tagEnd === tag || (tagEnd === tag + 2 && bytes[tag] === BACKSLASH && bytes[tag + 1] === N)),
  };
}

/**
 * Duplicate product codes (per store) and duplicate RFID tags (across the merchant's file), with every
 * row involved (spec section 5). A product's keys are noted as a known entry writes them
 * (importKnownEntry: COPY text), `store<TAB>code` and `tag`, whether they come as strings or as the
 * entries a segment mapper made (`seeEntries`: never made strings).
 *
 * A product sent light from an earlier import's entry (`known`, ADR 0044 session 31) is noted by the
 * entry's number only: the entries of a finished import have no key in common (its file had no
 * duplicate), so such products repeat a key only when one entry is used twice (the same bytes twice),
 * or when another product of this file has an entry's key. That last is looked for at the end, and only
 * when the file has other products. Memory: the first row of each code and tag, outside the heap
 * (first-seen.ts), a row per known entry; rows of repeated ones in Maps (few).
 */
export function createDuplicateTracker(known: KnownTable | null = null) {
  const codes = createFirstSeen(1 << 16);
  const tags = createFirstSeen(1 << 16);
  const repeatedCodes = new Map<string, number[]>();
  const repeatedTags = new Map<string, number[]>();
  /** The row each known entry was first used on (0: not used). */
  const entryRows = known ? new Int32Array(known.entryAt.length) : new Int32Array(0);
  const body = known ? Buffer.from(known.body.buffer, known.body.byteOffset, known.body.byteLength) : Buffer.alloc(0);

  const repeat = (repeated: Map<string, number[]>, key: string, first: number, row: number) => {
    const rows = repeated.get(key);
    if (rows) rows.push(row);
    else repeated.set(key, [first, row]);
  };

  /** A product's keys: its store and code (an empty code is not a key), its tag (null or empty: none), at its row. */
  const seeKeys = (sid: string, productCode: string, rfidTag: string | null | undefined, row: number) => {
    if (productCode !== '') {
      const key = `${copyText(sid)}\t${copyText(productCode)}`;
      const first = codes.note(key, row);
      if (first !== undefined) repeat(repeatedCodes, ownCopy(key), first, row);
    }
    if (rfidTag) {
      const key = copyText(rfidTag);
      const first = tags.note(key, row);
      if (first !== undefined) repeat(repeatedTags, ownCopy(key), first, row);
    }
  };
  const see = (record: ImportRecord) => seeKeys(record.sid, record.productCode, record.rfidTag, record.row);

  /** A product sent light from known entry `entry` at `row`. */
  const seeKnown = (entry: number, row: number) => {
    const first = entryRows[entry]!;
    if (first === 0) {
      entryRows[entry] = row;
      return;
    }
    const start = known!.entryAt[entry]!;
    const keys = entryKeys(body, start);
    if (keys.hasCode) repeat(repeatedCodes, body.toString('utf8', start, keys.code), first, row);
    if (keys.hasTag) repeat(repeatedTags, body.toString('utf8', keys.tag, keys.tagEnd), first, row);
  };

  /**
   * Products' keys as known entries (UTF-8, one per product, each ending in a newline), with their rows
   * (`rows(i)` of the i-th) and the known entry each was sent light from (`entryOf(i)`, -1: none).
   */
  const seeEntries = (entries: Uint8Array, count: number, rows: (i: number) => number, entryOf: (i: number) => number = () => -1) => {
    const bytes = Buffer.from(entries.buffer, entries.byteOffset, entries.byteLength);
    let at = 0;
    for (let i = 0; i < count; i++) {
      const row = rows(i);
      const entry = entryOf(i);
      if (entry >= 0) {
        seeKnown(entry, row);
        at = bytes.indexOf(NEWLINE, at) + 1;
        continue;
      }
      const keys = entryKeys(bytes, at);
      if (keys.hasCode) {
        const first = codes.noteBytes(bytes, at, keys.code, row);
        if (first !== undefined) repeat(repeatedCodes, bytes.toString('utf8', at, keys.code), first, row);
      }
      if (keys.hasTag) {
        const first = tags.noteBytes(bytes, keys.tag, keys.tagEnd, row);
        if (first !== undefined) repeat(repeatedTags, bytes.toString('utf8', keys.tag, keys.tagEnd), first, row);
      }
      at = bytes.indexOf(NEWLINE, keys.tagEnd) + 1;
    }
  };

  /** The rows of a key: those it repeats on, or the one it was first seen on. */
  const rowsOf = (repeated: Map<string, number[]>, key: string, first: number) => repeated.get(key) ?? [first];
  /** Known entries used whose keys other products of the file have too. */
  const crossKnown = () => {
    if (codes.size === 0 && tags.size === 0) return;
    for (let entry = 0; entry < entryRows.length; entry++) {
      const first = entryRows[entry]!;
      if (first === 0) continue;
      const start = known!.entryAt[entry]!;
      const keys = entryKeys(body, start);
      const cross = (seen: typeof codes, repeated: Map<string, number[]>, from: number, to: number) => {
        const other = seen.firstOf(body, from, to);
        if (other === undefined) return;
        const key = body.toString('utf8', from, to);
        // Both sides' rows: the entry's uses and the other products' (each side may repeat already).
        const all = new Set([...rowsOf(repeated, key, first), ...rowsOf(repeated, key, other), first, other]);
        repeated.set(key, [...all]);
      };
      if (keys.hasCode) cross(codes, repeatedCodes, start, keys.code);
      if (keys.hasTag) cross(tags, repeatedTags, keys.tag, keys.tagEnd);
    }
  };

  const problems = (columns: { productCode: string | null; rfidTag: string | null }): ImportProblem[] => {
    crossKnown();
    const found: ImportProblem[] = [];
    const tell = (repeated: Map<string, number[]>, code: ImportFileRule, column: string | null, valueOf: (key: string) => string) => {
      for (const [key, unsorted] of repeated) {
        const rows = [...unsorted].sort((a, b) => a - b);
        for (const row of rows) found.push({ code, row, column, value: valueOf(key), related: rows.filter((r) => r !== row).slice(0, RELATED_SHOWN) });
      }
    };
    tell(repeatedCodes, R.DUPLICATE_PRODUCT_CODE, columns.productCode, (key) => fromCopyText(key.slice(key.indexOf('\t') + 1)));
    tell(repeatedTags, R.DUPLICATE_RFID, columns.rfidTag, fromCopyText);
    return found.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  };

  return { see, seeKeys, seeEntries, problems };
}
