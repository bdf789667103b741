import { DATA_MAPPING_CODES, dataMappingIssues, type DataMappingIssue } from '@hub/contracts';
import { fromDraft, mappingInputs, parseWholeNumber, type DataMappingDraft, type FieldRow } from './dataMappingDraft';

/**
 * Where the editor shows each broken data mapping rule (spec section 5): the issues of
 * `dataMappingIssues` (and the server's 400 `details`, which use the same paths) put on the cell
 * of the row they concern.
 */

export type FieldColumn = 'name' | 'displayName' | 'erpField' | 'range' | 'unique' | 'group' | 'fill';
export type MappingColumn = 'inputField' | 'mappedFields' | 'delimiter' | 'startIndex' | 'length';

export interface CellErrors {
  /** Codes by cell, keyed `cellKey(rowKey, column)`. */
  cells: ReadonlyMap<string, readonly string[]>;
  /** Codes no cell of the draft can carry. */
  general: readonly string[];
}

export const cellKey = (rowKey: string, column: FieldColumn | MappingColumn): string => `${rowKey}:${column}`;

/** The largest start index and length the contracts accept. */
const MAX_SLICE = 10_000;

/** Start index and length typed as something the contracts do not take (not whole, too big, length 0). */
function sliceIssues(draft: DataMappingDraft): DataMappingIssue[] {
  const issues: DataMappingIssue[] = [];
  draft.mappings.forEach((row, i) => {
    if (!mappingInputs(row).slice) return;
    const startIndex = parseWholeNumber(row.startIndex);
    const length = parseWholeNumber(row.length);
    if (startIndex !== undefined && !(startIndex <= MAX_SLICE))
      issues.push({ field: `fieldMappings.${i}.startIndex`, rule: DATA_MAPPING_CODES.INVALID_SPLIT });
    if (length !== undefined && !(length >= 1 && length <= MAX_SLICE))
      issues.push({ field: `fieldMappings.${i}.length`, rule: DATA_MAPPING_CODES.INVALID_SPLIT });
  });
  return issues;
}

/** Every rule the draft breaks, as the server would report it, plus unreadable numbers. */
export function draftIssues(draft: DataMappingDraft): DataMappingIssue[] {
  return [...dataMappingIssues(fromDraft(draft)), ...sliceIssues(draft)];
}

const FIELD_COLUMNS: Readonly<Record<string, FieldColumn>> = {
  name: 'name',
  displayName: 'displayName',
  erpField: 'erpField',
  'filter.range': 'range',
  fill: 'fill',
  'fill.value': 'fill',
};
const MAPPING_COLUMNS: Readonly<Record<string, MappingColumn>> = {
  inputField: 'inputField',
  mappedFields: 'mappedFields',
  delimiter: 'delimiter',
  startIndex: 'startIndex',
  length: 'length',
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The i-th named row that `keep` selects: how fromDraft builds unique fields and groups. */
function nthNamed(draft: DataMappingDraft, keep: (row: FieldRow) => boolean, index: number): FieldRow | undefined {
  return draft.fields.filter((row) => row.name.trim() !== '' && keep(row))[index];
}

/** The cell an issue's path points at in this draft, if any. */
export function cellOf(draft: DataMappingDraft, path: string): string | undefined {
  let match = /^fields\.(\d+)\.(.+)$/.exec(path);
  if (match) {
    const row = draft.fields[Number(match[1])];
    const column = FIELD_COLUMNS[match[2]!];
    return row && column ? cellKey(row.key, column) : undefined;
  }
  match = /^fields\.([^.]+)$/.exec(path);
  if (match) {
    // A mandatory mapping (CDM106): its row's ERP field.
    const row = draft.fields.find((f) => same(f.name, match![1]!));
    return row ? cellKey(row.key, 'erpField') : undefined;
  }
  match = /^fieldMappings\.(\d+)\.([a-zA-Z]+)(?:\.\d+)?$/.exec(path);
  if (match) {
    const row = draft.mappings[Number(match[1])];
    const column = MAPPING_COLUMNS[match[2]!];
    return row && column ? cellKey(row.key, column) : undefined;
  }
  match = /^uniqueFields\.(\d+)$/.exec(path);
  if (match) {
    const row = nthNamed(draft, (f) => f.unique, Number(match[1]));
    return row ? cellKey(row.key, 'unique') : undefined;
  }
  match = /^groups\.(single|multi)\.(\d+)$/.exec(path);
  if (match) {
    const group = match[1];
    const row = nthNamed(draft, (f) => f.group === group, Number(match[2]));
    return row ? cellKey(row.key, 'group') : undefined;
  }
  return undefined;
}

const DUPLICATE_RULES: ReadonlySet<string> = new Set([
  DATA_MAPPING_CODES.DUPLICATE_FIELD,
  DATA_MAPPING_CODES.DUPLICATE_ERP_FIELD,
  DATA_MAPPING_CODES.DUPLICATE_DISPLAY_NAME,
]);

/**
 * The rules report a duplicate on its later row only; the editor also marks the row it repeats,
 * so the user sees both wherever they edited.
 */
export function duplicatedCell(draft: DataMappingDraft, issue: DataMappingIssue): string | undefined {
  if (!DUPLICATE_RULES.has(issue.rule)) return undefined;
  const fieldMatch = /^fields\.(\d+)\.(name|displayName|erpField)$/.exec(issue.field);
  if (fieldMatch) {
    const column = fieldMatch[2] as 'name' | 'displayName' | 'erpField';
    const value = draft.fields[Number(fieldMatch[1])]?.[column];
    const first = value === undefined ? undefined : draft.fields.find((f) => same(f[column], value));
    return first ? cellKey(first.key, column) : undefined;
  }
  const mappingMatch = /^fieldMappings\.(\d+)\.inputField$/.exec(issue.field);
  if (mappingMatch) {
    const value = draft.mappings[Number(mappingMatch[1])]?.inputField;
    const first = value === undefined ? undefined : draft.mappings.find((m) => same(m.inputField, value));
    return first ? cellKey(first.key, 'inputField') : undefined;
  }
  return undefined;
}

/** Puts each issue on its cell (a duplicate on both of its rows); one code shows once per cell. */
export function cellErrors(draft: DataMappingDraft, issues: readonly DataMappingIssue[]): CellErrors {
  const cells = new Map<string, string[]>();
  const general: string[] = [];
  const add = (cell: string | undefined, rule: string) => {
    const list = cell === undefined ? general : (cells.get(cell) ?? cells.set(cell, []).get(cell)!);
    if (!list.includes(rule)) list.push(rule);
  };
  for (const issue of issues) {
    add(cellOf(draft, issue.field), issue.rule);
    const repeated = duplicatedCell(draft, issue);
    if (repeated !== undefined) add(repeated, issue.rule);
  }
  return { cells, general };
}

/** How many places the user has to fix: the marked cells, plus the issues no cell holds. */
export function markedCount(errors: CellErrors): number {
  return errors.cells.size + errors.general.length;
}

/** The server's 400 `details`, when they are data mapping issues. */
export function issuesOfDetails(details: unknown): DataMappingIssue[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is DataMappingIssue =>
      !!d && typeof d === 'object' && typeof (d as DataMappingIssue).field === 'string' && /^CDM\d{3}$/.test(String((d as DataMappingIssue).rule)),
  );
}
