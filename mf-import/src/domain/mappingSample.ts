import { SAMPLE_ROWS, suggestMapping, type ImportJob, type ImportSample, type ImportSourceTestResult, type MappingSuggestion } from '@hub/contracts';
import { isMandatoryRow, updateFieldRow, type DataMappingDraft, type FieldRow } from './dataMappingDraft';

/**
 * Mapping from a sample file (issue 28 item 1; spec section 3, "Data mapping config"): the columns a
 * sample offers each product field, the suggestions for them, and the sample's first rows as the
 * products the draft would make of them. The import itself still judges the file (spec section 5).
 */

/** The import matches a field's column to the header so (svc-import's planFile): trimmed, any case. */
const columnName = (name: string) => name.trim().toLowerCase();

/** The columns of a sample a field can read: its non-empty header names, once each. */
export function sampleColumns(sample: Pick<ImportSample, 'header'>): string[] {
  const seen = new Set<string>();
  return sample.header.filter((name) => {
    const key = columnName(name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Is `column` one of the sample's columns? */
export const isSampleColumn = (sample: Pick<ImportSample, 'header'>, column: string): boolean =>
  column.trim() !== '' && sample.header.some((name) => columnName(name) === columnName(column));

/** The suggested column of each field row (by row key); a field given a constant reads no column. */
export function draftSuggestions(draft: DataMappingDraft, sample: ImportSample): Map<string, MappingSuggestion> {
  const rows = draft.fields.filter((row) => row.fill !== 'CONSTANT' && row.name.trim() !== '');
  const suggestions = suggestMapping(
    sample.header,
    sample.rows,
    rows.map((row) => ({ name: row.name.trim(), displayName: row.displayName, type: row.type })),
  );
  const byName = new Map(suggestions.map((s) => [s.field, s]));
  return new Map(rows.flatMap((row) => (byName.has(row.name.trim()) ? [[row.key, byName.get(row.name.trim())!] as const] : [])));
}

/**
 * The suggestions accepting would apply: to each field whose column is not one of the sample's (empty,
 * or a name the file does not have), unless another field already reads that column (CDM102).
 */
export function pendingSuggestions(draft: DataMappingDraft, sample: ImportSample, suggestions: ReadonlyMap<string, MappingSuggestion>): Map<string, MappingSuggestion> {
  const kept = new Set(draft.fields.filter((row) => isSampleColumn(sample, row.erpField)).map((row) => columnName(row.erpField)));
  const pending = new Map<string, MappingSuggestion>();
  for (const row of draft.fields) {
    const suggestion = suggestions.get(row.key);
    if (!suggestion || isSampleColumn(sample, row.erpField) || kept.has(columnName(suggestion.column))) continue;
    kept.add(columnName(suggestion.column));
    pending.set(row.key, suggestion);
  }
  return pending;
}

/** The draft with each pending suggestion's column in its field. */
export function acceptSuggestions(draft: DataMappingDraft, pending: ReadonlyMap<string, MappingSuggestion>): DataMappingDraft {
  let next = draft;
  for (const [key, suggestion] of pending) next = updateFieldRow(next, key, { erpField: suggestion.column });
  return next;
}

/** One product of the preview: its sample row (as a spreadsheet numbers it) and each field's value by row key. */
export interface PreviewProduct {
  row: number;
  values: Record<string, string>;
}

/**
 * The sample's rows as the draft's products (spec section 3): each field takes its column's cell (the
 * header matched as the import matches it), a constant always, a default when the cell is empty; with
 * a grouping column, a row takes its group's first row's cell for each column it leaves empty (not
 * the product code's nor the tag's). Row numbers count the sample's rows after the header.
 */
export function previewProducts(draft: DataMappingDraft, sample: ImportSample): PreviewProduct[] {
  const indexOf = (column: string) => sample.header.findIndex((name) => columnName(name) !== '' && columnName(name) === columnName(column));
  const group = draft.groupBy.trim() === '' ? -1 : indexOf(draft.groupBy);
  const fieldColumns = draft.fields.map((row) => ({ row, index: indexOf(row.erpField) }));
  // As svc-import's createRowGrouping: adjacent rows with one non-empty grouping value, led by the row
  // before them whose grouping cell is empty and whose product code they name (WooCommerce's Parent);
  // the identity is never inherited.
  const identity = new Set(fieldColumns.filter(({ row }) => isMandatoryRow(row)).map(({ index }) => index));
  const code = fieldColumns.find(({ row }) => columnName(row.name) === columnName('productCode'))?.index ?? -1;
  let key = '';
  let first: readonly string[] | null = null;
  return sample.rows.map((cells, i) => {
    const value = group >= 0 ? (cells[group] ?? '').trim() : '';
    const continues = value !== '' && first !== null && value === key;
    if (!continues) {
      key = value !== '' || group < 0 || code < 0 ? value : (cells[code] ?? '').trim();
      first = key === '' ? null : cells;
    }
    const cell = (index: number) => {
      const own = (cells[index] ?? '').trim();
      return own === '' && continues && !identity.has(index) ? (first?.[index] ?? '').trim() : own;
    };
    const values: Record<string, string> = {};
    for (const { row, index } of fieldColumns) values[row.key] = fieldValue(row, index < 0 ? '' : cell(index));
    return { row: i + 2, values };
  });
}

function fieldValue(row: FieldRow, cell: string): string {
  if (row.fill === 'CONSTANT') return row.fillValue.trim();
  if (row.fill === 'DEFAULT' && cell === '') return row.fillValue.trim();
  return cell;
}

/**
 * The part of a file sent as its sample: all of a file up to `limit` bytes, else its first whole lines
 * within them (a line end is never inside a UTF-8 character), so the server reads no cut row.
 */
export function sampleBytes(head: Uint8Array, fileSize: number, limit: number): Uint8Array {
  if (fileSize <= limit) return head;
  const end = head.subarray(0, limit).lastIndexOf(0x0a);
  return end < 0 ? head.subarray(0, limit) : head.subarray(0, end + 1);
}

/**
 * A source's test run as a sample (issue 28 item 1, "or test a source"): the columns its first row
 * names and the rows the test read, under the source's name. A source is read whole only when it
 * runs, so more rows may follow.
 */
export function sourceTestSample(sourceName: string, result: Pick<ImportSourceTestResult, 'columns' | 'sample'>): ImportSample {
  const rows = result.sample.filter((cells) => cells.some((c) => c.trim() !== '')).slice(0, SAMPLE_ROWS);
  return { fileName: sourceName, header: result.columns.map((c) => c.trim()), rows, more: true };
}

/** Statuses whose file is not kept: a rejected file is removed, a failed fetch or a skipped run left none. */
const NO_FILE_KEPT: ReadonlySet<ImportJob['status']> = new Set(['REJECTED', 'FAILED', 'SKIPPED']);

/** How many earlier files the sample picker offers. */
export const PICKABLE_FILES = 10;

/**
 * The earlier imports whose file can be a sample (issue 28 item 1, "or pick a file"): those with a
 * file name whose file is kept, newest first, at most PICKABLE_FILES.
 */
export function pickableFiles(jobs: readonly ImportJob[]): ImportJob[] {
  return jobs
    .filter((job) => job.fileName !== null && job.fileName.trim() !== '' && !NO_FILE_KEPT.has(job.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, PICKABLE_FILES);
}

/** The query parameter that asks /data-import's mapping editor to test a source as its sample. */
const SAMPLE_SOURCE_PARAM = 'sampleSource';

/**
 * Where a source's "map from this sample" leads (issue 28 item 1, "/erp for a source"): the mapping
 * tab of /data-import, on the source's named mapping, with the source tested as the sample.
 */
export function mappingFromSourceHref(source: { id: string; mappingId: string }): string {
  const query = new URLSearchParams({ tab: 'mapping', mapping: source.mappingId, [SAMPLE_SOURCE_PARAM]: source.id });
  return `/data-import?${query.toString()}`;
}

/** The mapping and the source to test that a /data-import address names (empty: none). */
export function sampleRequestOf(search: string): { mappingId: string | null; sourceId: string | null } {
  const query = new URLSearchParams(search);
  return { mappingId: query.get('mapping') || null, sourceId: query.get(SAMPLE_SOURCE_PARAM) || null };
}
