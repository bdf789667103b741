import type { ImportRecord } from './import-file';

/**
 * The claim-check batch between svc-import's check and svc-catalog's staging (issue 26 item 3): one
 * line per product in PostgreSQL's COPY text form, so svc-catalog loads a batch into its staging table
 * with one `COPY … FROM STDIN` and reads no row in Node. The columns, in order:
 * store code, product code, spreadsheet row, the RFID tag (COPY's null `\N` when the record has none),
 * the record without its row as JSON text (staged as text: its md5 is the row hash that decides
 * "unchanged", and it is parsed only where a record's values are read: ADR 0035), and the row's digest
 * (ADR 0044: md5 of the plan's identity and the cells it reads; `\N` when rows depend on each other).
 * A light line (ADR 0044) has `\N` for the record: its row's digest is one the catalogue should hold
 * already, so the check did not map it.
 */
export const IMPORT_BATCH_COLUMNS = ['sid', 'product_code', 'row_number', 'rfid_tag', 'rec', 'digest'] as const;

/**
 * How a batch's storage key ends. Older batches of a run in flight at an upgrade: `.tsv2` (the same
 * lines without the digest column), `.tsv` (without the tag column either), `.ndjson` (ImportRecord
 * lines); parseImportBatchLine reads every line form.
 */
export const IMPORT_BATCH_SUFFIX = '.tsv3';

/**
 * How the key of a batch of light lines only ends (ADR 0044, session 30): the same line form, named so
 * that svc-catalog can stage it apart (catalog.import_light) when the run trusts its light lines.
 */
export const IMPORT_LIGHT_BATCH_SUFFIX = `.light${IMPORT_BATCH_SUFFIX}`;

/** Whether a batch's key names a batch of light lines only. */
export const isLightBatchKey = (key: string): boolean => key.endsWith(IMPORT_LIGHT_BATCH_SUFFIX);

/** COPY's text form of a null. */
const COPY_NULL = '\\N';

/** A value as COPY's text form writes it: backslash, tab, newline and carriage return escaped. */
export function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const tagText = (tag: string | null | undefined) => (tag === null || tag === undefined ? COPY_NULL : copyText(tag));

/** One product's line of a batch (with its newline) with its row's digest (ADR 0044), or none (null). */
export function importDigestedLine(record: ImportRecord, digest: string | null): string {
  const { row, ...rec } = record;
  return `${copyText(record.sid)}\t${copyText(record.productCode)}\t${row}\t${tagText(record.rfidTag)}\t${copyText(JSON.stringify(rec))}\t${digest ?? COPY_NULL}\n`;
}

/** One product's line of a batch (with its newline), without a digest (rows that depend on each other). */
export const importBatchLine = (record: ImportRecord): string => importDigestedLine(record, null);

/** A product's keys in a light line (ADR 0044): what the duplicate rules and the catalogue's lookup need. */
export interface ImportLineKeys {
  sid: string;
  productCode: string;
  row: number;
  rfidTag: string | null;
}

/** A light line (with its newline): the product's keys and its row's digest, no record (ADR 0044). */
export function importLightLine(keys: ImportLineKeys, digest: string): string {
  return `${copyText(keys.sid)}\t${copyText(keys.productCode)}\t${keys.row}\t${tagText(keys.rfidTag)}\t${COPY_NULL}\t${digest}\n`;
}

/**
 * A product's light line without its row (ADR 0044, session 31): what svc-import keeps of a row the
 * catalogue took as it was, so that its next import sends the same bytes light by putting the row in
 * after the entry's second tab (its store and code are COPY text: a tab in them is escaped).
 */
export function importKnownEntry(keys: Omit<ImportLineKeys, 'row'>, digest: string): string {
  return `${copyText(keys.sid)}\t${copyText(keys.productCode)}\t\t${tagText(keys.rfidTag)}\t${COPY_NULL}\t${digest}\n`;
}

const COPY_UNESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r' };
/** A value of COPY's text form (copyText) as it was. */
export const fromCopyText = (v: string): string => v.replace(/\\(.)/g, (_, c: string) => COPY_UNESCAPES[c] ?? c);

/**
 * A batch line (with or without its newline; of today's form or an older batch's: without the digest
 * column, or without the tag column either) read back as the record it was written from. A light line
 * has no record: it throws.
 */
export function parseImportBatchLine(line: string): ImportRecord {
  const columns = line.replace(/\n$/, '').split('\t');
  const [sid, productCode, row] = columns.map(fromCopyText);
  const recColumn = columns.length >= 6 ? 4 : columns.length - 1;
  if (columns[recColumn] === COPY_NULL) throw new Error('a light batch line holds no record');
  const rec = fromCopyText(columns[recColumn]!);
  return { ...(JSON.parse(rec) as Omit<ImportRecord, 'row'>), sid: sid!, productCode: productCode!, row: Number(row) };
}
