import { IMPORT_FILE_RULES as R, type ImportFileRule, type ImportProblem, type ImportRecord, type ImportValue } from '@hub/contracts';
import { createFirstSeen, type FirstSeen } from './first-seen';
import { collectRows, pairRows } from './mapping-methods';

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

/**
 * Duplicate product codes (per store) and duplicate RFID tags (across the merchant's file), with every
 * row involved (spec section 5). Memory: the first row of each code and tag, outside the heap
 * (first-seen.ts); rows of repeated ones in Maps (few).
 */
export function createDuplicateTracker() {
  const codes = createFirstSeen(1 << 16);
  const tags = createFirstSeen(1 << 16);
  const repeatedCodes = new Map<string, number[]>();
  const repeatedTags = new Map<string, number[]>();

  const note = (seen: FirstSeen, repeated: Map<string, number[]>, key: string, row: number) => {
    const first = seen.note(key, row);
    if (first === undefined) return;
    const rows = repeated.get(key);
    if (rows) rows.push(row);
    else repeated.set(ownCopy(key), [first, row]);
  };

  /** A product's keys: its store and code (an empty code is not a key), its tag (null or empty: none), at its row. */
  const seeKeys = (sid: string, productCode: string, rfidTag: string | null | undefined, row: number) => {
    if (productCode !== '') note(codes, repeatedCodes, `${sid}\u0000${productCode}`, row);
    if (rfidTag) note(tags, repeatedTags, rfidTag, row);
  };
  const see = (record: ImportRecord) => seeKeys(record.sid, record.productCode, record.rfidTag, record.row);

  const problems = (columns: { productCode: string | null; rfidTag: string | null }): ImportProblem[] => {
    const found: ImportProblem[] = [];
    const tell = (repeated: Map<string, number[]>, code: ImportFileRule, column: string | null, valueOf: (key: string) => string) => {
      for (const [key, rows] of repeated)
        for (const row of rows)
          found.push({ code, row, column, value: valueOf(key), related: rows.filter((r) => r !== row).slice(0, RELATED_SHOWN) });
    };
    tell(repeatedCodes, R.DUPLICATE_PRODUCT_CODE, columns.productCode, (key) => key.slice(key.indexOf('\u0000') + 1));
    tell(repeatedTags, R.DUPLICATE_RFID, columns.rfidTag, (key) => key);
    return found.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  };

  return { see, seeKeys, problems };
}
