import type { ImportRecord } from './import-file';

/**
 * The claim-check batch between svc-import's check and svc-catalog's staging (issue 26 item 3): one
 * line per product in PostgreSQL's COPY text form, so svc-catalog loads a batch into its staging table
 * with one `COPY … FROM STDIN` and reads no row in Node. The columns, in order:
 * store code, product code, spreadsheet row, the RFID tag (COPY's null `\N` when the record has none),
 * and the record without its row as JSON text (staged as text: its md5 is the row hash that decides
 * "unchanged", and it is parsed only where a record's values are read: ADR 0035).
 */
export const IMPORT_BATCH_COLUMNS = ['sid', 'product_code', 'row_number', 'rfid_tag', 'rec'] as const;

/**
 * How a batch's storage key ends. Older batches of a run in flight at an upgrade: `.tsv` (the same
 * lines without the tag column), `.ndjson` (ImportRecord lines); parseImportBatchLine reads both line forms.
 */
export const IMPORT_BATCH_SUFFIX = '.tsv2';

/** COPY's text form of a null. */
const COPY_NULL = '\\N';

/** A value as COPY's text form writes it: backslash, tab, newline and carriage return escaped. */
export function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One product's line of a batch (with its newline). */
export function importBatchLine(record: ImportRecord): string {
  const { row, ...rec } = record;
  const tag = record.rfidTag === null || record.rfidTag === undefined ? COPY_NULL : copyText(record.rfidTag);
  return `${copyText(record.sid)}\t${copyText(record.productCode)}\t${row}\t${tag}\t${copyText(JSON.stringify(rec))}\n`;
}

const COPY_UNESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r' };
const fromCopyText = (v: string) => v.replace(/\\(.)/g, (_, c: string) => COPY_UNESCAPES[c] ?? c);

/** A batch line (with or without its newline; with or without the tag column of older batches) read back as the record it was written from. */
export function parseImportBatchLine(line: string): ImportRecord {
  const columns = line.replace(/\n$/, '').split('\t');
  const [sid, productCode, row] = columns.map(fromCopyText);
  const rec = fromCopyText(columns[columns.length - 1]!);
  return { ...(JSON.parse(rec) as Omit<ImportRecord, 'row'>), sid: sid!, productCode: productCode!, row: Number(row) };
}
