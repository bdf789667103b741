import {
  IMPORT_FILE_RULES as R,
  IMPORT_FIXED_FIELDS,
  IMPORT_MAX_CELL_CHARS,
  MANDATORY_PRODUCT_FIELDS,
  type DataMappingConfig,
  type EpcEncoding,
  type FieldMapping,
  type ImportFileRule,
  type ImportLineKeys,
  type ImportProblem,
  type ImportRecord,
  type ImportValue,
  type ProductField,
  type ProductFieldType,
} from '@hub/contracts';
import { createRowGrouping, encodedValue, groupedCell, multipleCellColumns, planFill, sliceValue, splitCell, type PlannedFill } from './mapping-methods';
import { breaksTagEncoding } from './tag-encoding';
import type { RowCells } from './row-cells';
import { typedValue } from './values';

/** Read once: the contracts package's re-exports are getters, and every cell of every row is measured against it. */
const MAX_CELL_CHARS = IMPORT_MAX_CELL_CHARS;

/** Where the rows go: one store, or MASTER (each row to the store its store column names). */
export type ImportTarget = { kind: 'store'; sid: string } | { kind: 'master'; stores: ReadonlySet<string> };

type Scalar = string | number | boolean;

/** How one product field is read from a row. */
interface FieldSource {
  field: string;
  type: ProductFieldType;
  multi: boolean;
  columns: number[];
  /** The header of the first column (where its problems are told). */
  column: string;
  mapping: FieldMapping | null;
  /** This field's place among the mapping's mapped fields (several fields share one mapping positionally). */
  position: number;
  /** Its constant or default (issue 28 item 3); a constant reads no column (`columns` is empty). */
  fill?: PlannedFill;
}

/** What a row gives: its record (null when the row is blank) and its problems. */
export interface MappedRow {
  record: ImportRecord | null;
  problems: ImportProblem[];
}

export interface FilePlan {
  /** Problems of the header itself (missing, duplicate and unset columns). */
  headerProblems: ImportProblem[];
  /** File columns the data mapping does not name: skipped. */
  skippedColumns: string[];
  /** Fields read over several rows of one product (multiple rows): consecutive rows of a product code merge. */
  multiRowFields: ReadonlySet<string>;
  /** The row as a product; `row` is the spreadsheet row (header = 1). */
  mapRow: (cells: readonly string[], row: number) => MappedRow;
  /**
   * A non-blank row's keys alone (store, product code, tag) for a light line (ADR 0044), when the row
   * breaks none of the rules the keys and the cells' shape answer (its width, each cell's size, a known
   * store, a product code, a tag the RFID config takes); null otherwise: the row is then mapped whole
   * (mapRow) and its problems told. Only for plans whose rows do not depend on each other.
   */
  lightRow: (cells: RowCells, row: number) => ImportLineKeys | null;
  /** The columns the plan reads, in order (a row's digest is of these cells: ADR 0044). */
  readColumns: readonly number[];
  /** Columns that held at least one value so far (for the empty-column rules at the end). */
  columnsWithData: ReadonlySet<number>;
  /** Columns other plans of the same file found values in (rows mapped on other threads). */
  noteColumnsWithData: (columns: Iterable<number>) => void;
  /** Whether some column has not yet shown a value (then a row's cells are looked at for it). */
  columnsUnseen: () => boolean;
  /**
   * Whether a row's record depends on the rows before it (multiple rows merge, a group's rows inherit
   * its first row's values): then the rows are mapped one after another by one plan, in file order.
   */
  rowsDependOnEachOther: boolean;
  /** The end-of-file problems: header-less columns with data, empty columns. */
  columnProblems: () => ImportProblem[];
}

const norm = (s: string) => s.trim().toLowerCase();
const STORE_HEADERS = ['sid', 'store', 'store code', 'storecode', 'store_code', 'location', 'location code'];
const FIXED = new Set<string>(IMPORT_FIXED_FIELDS);

const problem = (code: ImportFileRule, row: number | null, column: string | null, value?: string): ImportProblem =>
  value === undefined ? { code, row, column } : { code, row, column, value: value.length > 80 ? `${value.slice(0, 80)}…` : value };

/**
 * The plan of a file (spec section 5, "Import file"; section 3, "Data mapping config"): which columns
 * fill which product fields through which method, and what the header breaks; tags are checked against
 * the RFID config's encoding when one is known. Pure: the caller streams the rows through `mapRow`.
 */
export function planFile(config: DataMappingConfig, header: readonly string[], target: ImportTarget, tagEncoding: EpcEncoding | null = null): FilePlan {
  const headerProblems: ImportProblem[] = [];
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = norm(name);
    if (key === '') return;
    if (index.has(key)) headerProblems.push({ ...problem(R.DUPLICATE_HEADER, 1, name.trim()), related: [index.get(key)! + 1] });
    else index.set(key, i);
  });

  const used = new Set<number>();
  const multiGroup = new Set(config.groups.multi.map(norm));
  const mappingOf = new Map<string, { mapping: FieldMapping; position: number }>();
  for (const mapping of config.fieldMappings)
    mapping.mappedFields.forEach((field, position) => {
      if (!mappingOf.has(norm(field))) mappingOf.set(norm(field), { mapping, position });
    });

  const sources: FieldSource[] = [];
  const missing = new Set<string>();
  const need = (columnName: string, field: string): number[] | null => {
    const i = index.get(norm(columnName));
    if (i !== undefined) return [i];
    if (!missing.has(norm(columnName))) {
      missing.add(norm(columnName));
      const mandatory = (MANDATORY_PRODUCT_FIELDS as readonly string[]).includes(field);
      headerProblems.push(problem(mandatory ? R.MANDATORY_COLUMN_MISSING : R.CONFIGURED_COLUMN_MISSING, 1, columnName));
    }
    return null;
  };
  // A field with a default is not missing when the file lacks its column: the default fills it.
  const find = (columnName: string): number[] | null => {
    const i = index.get(norm(columnName));
    return i === undefined ? null : [i];
  };
  for (const f of config.fields) {
    if (norm(f.name) === 'sid') continue;
    const mandatory = (MANDATORY_PRODUCT_FIELDS as readonly string[]).includes(f.name);
    const fill = mandatory ? undefined : planFill(f.fill, fieldType(f));
    if (fill && (fill.constant || f.erpField === '')) {
      sources.push({ ...sourceOf(f, header, [], null, multiGroup), fill: { constant: true, value: fill.value } });
      continue;
    }
    if (f.erpField === '') continue;
    const viaMapping = mappingOf.get(norm(f.name));
    const look = fill ? find : need;
    let columns: number[] | null;
    if (viaMapping?.mapping.method === 'MULTIPLE_CELLS') {
      columns = multipleCellColumns(header, viaMapping.mapping.inputField);
      if (columns.length === 0) columns = look(viaMapping.mapping.inputField, f.name);
    } else columns = look(viaMapping?.mapping.inputField ?? f.erpField, f.name);
    if (!columns) {
      if (fill) sources.push({ ...sourceOf(f, header, [], null, multiGroup), fill: { constant: true, value: fill.value } });
      continue;
    }
    columns.forEach((c) => used.add(c));
    sources.push({ ...sourceOf(f, header, columns, viaMapping ?? null, multiGroup), fill });
  }
  for (const mandatory of MANDATORY_PRODUCT_FIELDS)
    if (!config.fields.some((f) => norm(f.name) === norm(mandatory) && f.erpField !== ''))
      headerProblems.push(problem(R.MANDATORY_COLUMN_MISSING, 1, mandatory));

  // The store may be a constant or a default too (a MASTER import; a store's import puts every row in it).
  const storeFill = config.fields.find((f) => norm(f.name) === 'sid')?.fill;
  const storeColumn = storeFill?.mode === 'CONSTANT' ? null : storeColumnOf(config, index);
  if (storeColumn !== null) used.add(storeColumn);
  if (target.kind === 'master' && storeColumn === null && !storeFill) headerProblems.push(problem(R.STORE_COLUMN_MISSING, 1, null));

  // Grouping (issue 28 item 3): the grouping column is read, not skipped; a missing one is told and groups nothing.
  let groupColumn: number | null = null;
  if (config.groupBy) {
    groupColumn = index.get(norm(config.groupBy)) ?? null;
    if (groupColumn === null) headerProblems.push(problem(R.CONFIGURED_COLUMN_MISSING, 1, config.groupBy));
    else used.add(groupColumn);
  }

  const skippedColumns: string[] = [];
  const blankHeaders: number[] = [];
  header.forEach((name, i) => {
    if (name.trim() === '') blankHeaders.push(i);
    else if (!used.has(i) && index.get(norm(name)) === i) skippedColumns.push(name.trim());
  });
  for (const name of skippedColumns) headerProblems.push(problem(R.COLUMN_SKIPPED, 1, name));

  const multiRowFields = new Set(sources.filter((s) => s.mapping?.method === 'MULTIPLE_ROWS').map((s) => s.field));
  const columnsWithData = new Set<number>();
  // Which columns held a value so far, and how many still have not (then the per-cell look stops).
  const seen = new Uint8Array(header.length);
  let unseen = header.length;
  const codeSource = sources.find((s) => s.field === 'productCode');
  const grouping = groupColumn === null ? null : createRowGrouping(groupColumn, codeSource?.columns[0]);
  const inherited = inheritedColumns(config, header.length, used, sources, groupColumn);

  const noteCell = (c: string, i: number) => {
    if (unseen > 0 && c !== '' && i < header.length && seen[i] === 0) {
      seen[i] = 1;
      unseen--;
      columnsWithData.add(i);
    }
  };
  const storeOf = (cellAt: (i: number) => string, row: number, problems: ImportProblem[]): string => {
    if (target.kind === 'store') return target.sid;
    const own = storeColumn === null ? '' : cellAt(storeColumn).trim();
    const sid = own === '' && storeFill ? storeFill.value : own;
    if ((storeColumn !== null || storeFill) && !target.stores.has(sid)) problems.push(problem(R.UNKNOWN_STORE, row, storeColumn !== null ? header[storeColumn]!.trim() : 'sid', sid));
    return sid;
  };
  const valueOf = (source: FieldSource, cellAt: (i: number) => string, row: number, problems: ImportProblem[]): ImportValue | null => {
    let value = source.fill?.constant ? filled(source) : readSource(source, cellAt, header, row, problems);
    if (source.fill && !source.fill.constant && isNoValue(value) && cellsBlank(source.columns, cellAt)) value = filled(source);
    if (source.field === 'rfidTag' && tagEncoding !== null) value = withoutBrokenTags(value, tagEncoding, row, source.column, problems);
    return value;
  };

  const mapRow = (cells: readonly string[], row: number): MappedRow => {
    if (cells.every((c) => c.trim() === '')) return { record: null, problems: [] };
    const problems: ImportProblem[] = [];
    if (cells.length !== header.length) problems.push(problem(R.RAGGED_ROW, row, null, `${cells.length}/${header.length}`));
    let oversized = false;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      noteCell(c, i);
      if (c.length > MAX_CELL_CHARS) {
        oversized = true;
        problems.push(problem(R.VALUE_TOO_LARGE, row, header[i]?.trim() || null, `${c.length}`));
      }
    }
    const first = grouping === null ? null : grouping.next(cells);
    const cellAt =
      first !== null
        ? (i: number) => {
            const c = groupedCell(cells, first, inherited, i);
            return c.length > MAX_CELL_CHARS ? '' : c;
          }
        : oversized
      ? (i: number) => {
          const c = cells[i] ?? '';
          return c.length > MAX_CELL_CHARS ? '' : c;
        }
      : (i: number) => cells[i] ?? '';

    const sid = storeOf(cellAt, row, problems);
    const record: ImportRecord = { sid, productCode: '', row, fields: {} };
    for (const source of sources) {
      const value = valueOf(source, cellAt, row, problems);
      if (source.field === 'productCode') record.productCode = codeText(value);
      else if (FIXED.has(source.field)) assignFixed(record, source.field, value);
      else record.fields[source.field] = value;
    }
    if (codeSource && record.productCode === '') problems.push(problem(R.PRODUCT_CODE_MISSING, row, header[codeSource.columns[0]!]!.trim()));
    return { record, problems };
  };

  const tagSource = sources.find((s) => s.field === 'rfidTag');
  const lightRow = (cells: RowCells, row: number): ImportLineKeys | null => {
    if (cells.count !== header.length) return null;
    for (let i = 0; i < cells.count; i++) {
      const length = cells.length(i);
      if (length > MAX_CELL_CHARS) return null;
      if (length > 0 && unseen > 0 && seen[i] === 0) noteCell(cells.cell(i), i);
    }
    const cellAt = (i: number) => cells.cell(i);
    const problems: ImportProblem[] = [];
    const sid = storeOf(cellAt, row, problems);
    const productCode = codeSource ? codeText(valueOf(codeSource, cellAt, row, problems)) : '';
    const rfidTag = tagSource ? fixedText(valueOf(tagSource, cellAt, row, problems)) : null;
    if (problems.length > 0 || productCode === '') return null;
    return { sid, productCode, row, rfidTag };
  };
  const readColumns = [...used].sort((a, b) => a - b);

  const columnProblems = () => {
    const found: ImportProblem[] = [];
    for (const i of blankHeaders)
      found.push(columnsWithData.has(i) ? problem(R.HEADER_NOT_SET, 1, `#${i + 1}`) : problem(R.EMPTY_COLUMN, 1, `#${i + 1}`));
    header.forEach((name, i) => {
      if (name.trim() !== '' && used.has(i) && !columnsWithData.has(i)) found.push(problem(R.EMPTY_COLUMN, 1, name.trim()));
    });
    return found;
  };

  const noteColumnsWithData = (columns: Iterable<number>) => {
    for (const i of columns) {
      if (i >= header.length || seen[i] === 1) continue;
      seen[i] = 1;
      unseen--;
      columnsWithData.add(i);
    }
  };

  const rowsDependOnEachOther = multiRowFields.size > 0 || grouping !== null;
  return { headerProblems, skippedColumns, multiRowFields, mapRow, lightRow, readColumns, columnsWithData, noteColumnsWithData, columnsUnseen: () => unseen > 0, rowsDependOnEachOther, columnProblems };
}

/** The value a source's constant or default gives (a list for a field of several values). */
function filled(source: FieldSource): ImportValue | null {
  const value = source.fill?.value ?? null;
  if (source.multi) return value === null ? [] : [value];
  return value;
}

const isNoValue = (value: ImportValue | null) => value === null || (Array.isArray(value) && value.length === 0);

function cellsBlank(columns: readonly number[], cellAt: (i: number) => string): boolean {
  for (const c of columns) if (cellAt(c).trim() !== '') return false;
  return true;
}

/** The type a field's values take (active is yes/no; the other fixed fields text). */
function fieldType(f: ProductField): ProductFieldType {
  return f.name === 'active' ? 'boolean' : FIXED.has(f.name) ? 'text' : f.type;
}

/**
 * The columns a row of a group takes from the group's first row when it leaves them empty (issue 28
 * item 3): the columns the mapping reads, but not the product's identity (product code, RFID tag,
 * unique fields: each row stays its own product), the multiple-rows fields (an empty cell there adds
 * nothing) or the grouping column itself.
 */
function inheritedColumns(config: DataMappingConfig, width: number, used: ReadonlySet<number>, sources: readonly FieldSource[], groupColumn: number | null): Uint8Array {
  const inherited = new Uint8Array(width);
  if (groupColumn === null) return inherited;
  for (const i of used) if (i < width) inherited[i] = 1;
  const identity = new Set(['productcode', 'rfidtag', ...config.uniqueFields.map(norm)]);
  for (const s of sources) if (identity.has(norm(s.field)) || s.mapping?.method === 'MULTIPLE_ROWS') for (const c of s.columns) inherited[c] = 0;
  inherited[groupColumn] = 0;
  return inherited;
}

function sourceOf(f: ProductField, header: readonly string[], columns: number[], via: { mapping: FieldMapping; position: number } | null, multiGroup: Set<string>): FieldSource {
  const mapping = via?.mapping ?? null;
  const listByMethod =
    mapping !== null &&
    mapping.mappedFields.length === 1 &&
    (mapping.method === 'MULTIPLE_CELLS' || mapping.method === 'MULTIPLE_ROWS' || (mapping.hasMultipleValues && !!mapping.delimiter));
  return {
    field: FIXED.has(f.name) ? f.name : f.name.trim(),
    type: fieldType(f),
    multi: f.name === 'imageName' || multiGroup.has(norm(f.name)) || listByMethod,
    columns,
    column: columns.length > 0 ? header[columns[0]!]!.trim() : f.erpField || f.name.trim(),
    mapping,
    position: via?.position ?? 0,
  };
}

function storeColumnOf(config: DataMappingConfig, index: Map<string, number>): number | null {
  const configured = config.fields.find((f) => norm(f.name) === 'sid' && f.erpField !== '');
  if (configured) return index.get(norm(configured.erpField)) ?? null;
  for (const name of STORE_HEADERS) if (index.has(name)) return index.get(name)!;
  return null;
}

const TYPE_RULE: Record<ProductFieldType, ImportFileRule | null> = {
  number: R.NOT_A_NUMBER,
  date: R.NOT_A_DATE,
  boolean: R.NOT_A_BOOLEAN,
  text: null,
};

/** One field's value from the row, through its mapping method; a broken value is a problem and no value. */
function readSource(source: FieldSource, cellAt: (i: number) => string, header: readonly string[], row: number, problems: ImportProblem[]): ImportValue | null {
  const m = source.mapping;
  const column = source.column;
  if (m === null) {
    // A field read from its own column as it is: the common case, kept short.
    const text = cellAt(source.columns[0]!).trim();
    if (text === '') return source.multi ? [] : null;
    const typed = source.type === 'text' ? { ok: true as const, value: text } : typedValue(text, source.type);
    if (!typed.ok) {
      problems.push(problem(TYPE_RULE[source.type] ?? R.NOT_A_NUMBER, row, column, text));
      return source.multi ? [] : null;
    }
    return source.multi ? [typed.value] : typed.value;
  }
  // The texts the method reads: one cell, one cell split at the delimiter, or several cells.
  let texts: string[];
  if (m?.method === 'MULTIPLE_CELLS') texts = source.columns.map(cellAt).map((t) => t.trim()).filter((t) => t !== '');
  else {
    const cell = cellAt(source.columns[0]!).trim();
    texts = m && m.delimiter && (m.hasMultipleValues || m.method === 'MULTIPLE_ROWS') ? splitCell(cell, m.delimiter) : cell === '' ? [] : [cell];
  }
  const values: Scalar[] = [];
  for (const text of texts) {
    let t = m ? sliceValue(text, m.startIndex, m.length) : text;
    if (m) {
      const decoded = encodedValue(t, m.encoding, source.field === 'rfidTag');
      if (decoded === null) {
        problems.push(problem(R.NOT_HEX, row, column, t));
        continue;
      }
      t = decoded;
    }
    if (t === '') continue;
    const typed = typedValue(t, source.type);
    if (!typed.ok) {
      problems.push(problem(TYPE_RULE[source.type] ?? R.NOT_A_NUMBER, row, column, t));
      continue;
    }
    values.push(typed.value);
  }
  // Several mapped fields share one mapping: each takes its own position.
  if (m && m.mappedFields.length > 1) {
    const own = m.method === 'MULTIPLE_CELLS' || (m.hasMultipleValues && !!m.delimiter) ? values[source.position] : values[0];
    return own === undefined ? null : source.multi ? [own] : own;
  }
  if (source.multi) return values;
  return values[0] ?? null;
}

/** A tag value without the tags the RFID config refuses, each told at its row and column (PDFV112). */
function withoutBrokenTags(value: ImportValue | null, encoding: EpcEncoding, row: number, column: string, problems: ImportProblem[]): ImportValue | null {
  const broken = (tag: Scalar) => {
    if (!breaksTagEncoding(String(tag), encoding)) return false;
    problems.push(problem(R.NOT_HEX, row, column, String(tag)));
    return true;
  };
  if (value === null) return null;
  if (Array.isArray(value)) return value.filter((tag) => !broken(tag));
  return broken(value) ? null : value;
}

/** A product code's text. */
const codeText = (value: ImportValue | null): string => (typeof value === 'string' ? value : value === null ? '' : String(value));

/** A fixed text field's text (a list of values joined by commas). */
const fixedText = (value: ImportValue | null): string | null => (value === null ? null : Array.isArray(value) ? value.join(',') : String(value));

function assignFixed(record: ImportRecord, field: string, value: ImportValue | null): void {
  const text = fixedText(value);
  switch (field) {
    case 'rfidTag':
      record.rfidTag = text;
      break;
    case 'designNumber':
      record.designNumber = text;
      break;
    case 'itemType':
      record.itemType = text;
      break;
    case 'itemStatus':
      record.itemStatus = text;
      break;
    case 'active':
      record.active = typeof value === 'boolean' ? value : true;
      break;
    case 'imageName':
      record.imageName = value === null ? [] : (Array.isArray(value) ? value : [value]).map(String);
      break;
  }
}
