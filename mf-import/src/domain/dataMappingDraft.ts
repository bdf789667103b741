import {
  MANDATORY_PRODUCT_FIELDS,
  type DataMappingConfig,
  type FieldFillMode,
  type FieldMapping,
  type MappingMethod,
  type ProductField,
  type ProductFieldType,
  type ValueEncoding,
} from '@hub/contracts';

/**
 * The data mapping editor's draft (spec sections 3 and 5): one row per product field and one per
 * field mapping, as the inputs hold them (numbers as typed text), each with a stable key for React.
 */

/** Which field group a product field belongs to: one value per product, several, or neither. */
export type FieldGroup = 'single' | 'multi' | 'none';

/** Where a field's value comes from (issue 28 item 3): its column only, a constant, or a default for empty cells. */
export type FillChoice = 'FILE' | FieldFillMode;
export const FILL_CHOICES: readonly FillChoice[] = ['FILE', 'CONSTANT', 'DEFAULT'];

export interface FieldRow {
  key: string;
  name: string;
  displayName: string;
  erpField: string;
  type: ProductFieldType;
  visible: boolean;
  filter: boolean;
  range: boolean;
  unique: boolean;
  group: FieldGroup;
  fill: FillChoice;
  /** The constant or default as typed. */
  fillValue: string;
}

export interface MappingRow {
  key: string;
  inputField: string;
  mappedFields: string[];
  hasMultipleValues: boolean;
  method: MappingMethod;
  delimiter: string;
  startIndex: string;
  length: string;
  encoding: ValueEncoding;
}

export interface DataMappingDraft {
  fields: FieldRow[];
  mappings: MappingRow[];
  /** The grouping column (issue 28 item 3; '' none), e.g. Shopify's `Handle`. */
  groupBy: string;
}

export type MandatoryField = (typeof MANDATORY_PRODUCT_FIELDS)[number];

let nextKey = 0;
/** A key no other row of this page has. */
export const newRowKey = (prefix: string): string => `${prefix}-${(nextKey += 1)}`;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Product code and RFID tag rows cannot be removed nor renamed (spec section 5). */
export function isMandatoryRow(row: Pick<FieldRow, 'name'>): boolean {
  return MANDATORY_PRODUCT_FIELDS.some((name) => same(name, row.name));
}

export function emptyFieldRow(patch: Partial<FieldRow> = {}): FieldRow {
  return {
    key: newRowKey('field'),
    name: '',
    displayName: '',
    erpField: '',
    type: 'text',
    visible: true,
    filter: false,
    range: false,
    unique: false,
    group: 'single',
    fill: 'FILE',
    fillValue: '',
    ...patch,
  };
}

export function emptyMappingRow(patch: Partial<MappingRow> = {}): MappingRow {
  return {
    key: newRowKey('mapping'),
    inputField: '',
    mappedFields: [],
    hasMultipleValues: false,
    method: 'SINGLE_CELL',
    delimiter: '',
    startIndex: '',
    length: '',
    encoding: 'ASCII',
    ...patch,
  };
}

function fieldRowOf(field: ProductField, config: DataMappingConfig): FieldRow {
  const inGroup = (group: 'single' | 'multi') => config.groups[group].some((name) => same(name, field.name));
  return emptyFieldRow({
    name: field.name,
    displayName: field.displayName,
    erpField: field.erpField,
    type: field.type,
    visible: field.visible,
    filter: field.filter.enabled,
    range: field.filter.range,
    unique: config.uniqueFields.some((name) => same(name, field.name)),
    group: inGroup('multi') ? 'multi' : inGroup('single') ? 'single' : 'none',
    fill: field.fill?.mode ?? 'FILE',
    fillValue: field.fill?.value ?? '',
  });
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

function mappingRowOf(mapping: FieldMapping): MappingRow {
  return emptyMappingRow({
    inputField: mapping.inputField,
    mappedFields: [...mapping.mappedFields],
    hasMultipleValues: mapping.hasMultipleValues,
    method: mapping.method,
    delimiter: mapping.delimiter ?? '',
    startIndex: numberText(mapping.startIndex),
    length: numberText(mapping.length),
    encoding: mapping.encoding,
  });
}

/**
 * The draft of a saved config. Product code and RFID tag rows are always there (first when the
 * config lacks them), named in `defaultDisplayNames` so a new mapping starts with sensible names.
 */
export function toDraft(
  config: DataMappingConfig,
  defaultDisplayNames: Readonly<Record<MandatoryField, string>>,
): DataMappingDraft {
  const fields = config.fields.map((f) => fieldRowOf(f, config));
  const missing = MANDATORY_PRODUCT_FIELDS.filter((name) => !fields.some((row) => same(row.name, name)));
  return {
    fields: [...missing.map((name) => emptyFieldRow({ name, displayName: defaultDisplayNames[name] })), ...fields],
    mappings: config.fieldMappings.map(mappingRowOf),
    groupBy: config.groupBy ?? '',
  };
}

/** Which of a mapping's method-specific inputs apply (the others are neither shown nor saved). */
export interface MappingInputs {
  /** How the several values are laid out. */
  method: boolean;
  /** Splitting one cell needs a delimiter. */
  delimiter: boolean;
  /** Start index and length: part of a single value, or the run of cells holding the values. */
  slice: boolean;
}

export function mappingInputs(row: Pick<MappingRow, 'hasMultipleValues' | 'method'>): MappingInputs {
  if (!row.hasMultipleValues) return { method: false, delimiter: false, slice: true };
  return { method: true, delimiter: row.method === 'SINGLE_CELL', slice: row.method === 'MULTIPLE_CELLS' };
}

/** A whole number typed in an input; '' is none, anything else that is not one is `NaN`. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function fieldOf(row: FieldRow): ProductField {
  const field: ProductField = {
    name: row.name.trim(),
    displayName: row.displayName.trim(),
    erpField: row.erpField.trim(),
    type: row.type,
    visible: row.visible,
    filter: { enabled: row.filter || row.range, range: row.range },
  };
  if (row.fill !== 'FILE') field.fill = { mode: row.fill, value: row.fillValue.trim() };
  return field;
}

function mappingOf(row: MappingRow): FieldMapping {
  const inputs = mappingInputs(row);
  const mapping: FieldMapping = {
    inputField: row.inputField.trim(),
    mappedFields: row.mappedFields.map((name) => name.trim()),
    hasMultipleValues: row.hasMultipleValues,
    method: inputs.method ? row.method : 'SINGLE_CELL',
    encoding: row.encoding,
  };
  // The delimiter is kept as typed: a space or a tab is a real delimiter.
  if (inputs.delimiter && row.delimiter !== '') mapping.delimiter = row.delimiter;
  if (inputs.slice) {
    const startIndex = parseWholeNumber(row.startIndex);
    const length = parseWholeNumber(row.length);
    if (startIndex !== undefined) mapping.startIndex = startIndex;
    if (length !== undefined) mapping.length = length;
  }
  return mapping;
}

/** The config a draft saves: unique fields and groups follow the order of the field rows. */
export function fromDraft(draft: DataMappingDraft): DataMappingConfig {
  const named = draft.fields.filter((row) => row.name.trim() !== '');
  const namesWhere = (keep: (row: FieldRow) => boolean) => named.filter(keep).map((row) => row.name.trim());
  const config: DataMappingConfig = {
    fields: draft.fields.map(fieldOf),
    uniqueFields: namesWhere((row) => row.unique),
    fieldMappings: draft.mappings.map(mappingOf),
    groups: {
      single: namesWhere((row) => row.group === 'single'),
      multi: namesWhere((row) => row.group === 'multi'),
    },
  };
  if (draft.groupBy.trim() !== '') config.groupBy = draft.groupBy.trim();
  return config;
}

export function addFieldRow(draft: DataMappingDraft, row: FieldRow = emptyFieldRow()): DataMappingDraft {
  return { ...draft, fields: [...draft.fields, row] };
}

/** Removes a field row (never product code nor RFID tag) and drops its name from the mappings. */
export function removeFieldRow(draft: DataMappingDraft, key: string): DataMappingDraft {
  const row = draft.fields.find((f) => f.key === key);
  if (!row || isMandatoryRow(row)) return draft;
  const name = row.name.trim();
  const stillNamed = draft.fields.some((f) => f.key !== key && name !== '' && same(f.name, name));
  return {
    ...draft,
    fields: draft.fields.filter((f) => f.key !== key),
    mappings:
      name === '' || stillNamed
        ? draft.mappings
        : draft.mappings.map((m) => ({ ...m, mappedFields: m.mappedFields.filter((n) => !same(n, name)) })),
  };
}

/** Changes a field row; renaming it renames it in the mappings too. Mandatory rows keep their name. */
export function updateFieldRow(draft: DataMappingDraft, key: string, patch: Partial<Omit<FieldRow, 'key'>>): DataMappingDraft {
  const row = draft.fields.find((f) => f.key === key);
  if (!row) return draft;
  const next = { ...row, ...patch };
  if (isMandatoryRow(row)) next.name = row.name;
  // A range filter is a filter; a range applies to numbers only, so leaving 'number' drops it.
  if (patch.range) next.filter = true;
  if (patch.filter === false) next.range = false;
  if (patch.type && patch.type !== 'number') next.range = false;
  // Product code and RFID tag are read from the file, row by row (CDM112).
  if (isMandatoryRow(row)) next.fill = 'FILE';
  const renamed = row.name.trim() !== '' && !same(row.name, next.name);
  return {
    ...draft,
    fields: draft.fields.map((f) => (f.key === key ? next : f)),
    mappings: renamed
      ? draft.mappings.map((m) => ({
          ...m,
          mappedFields: m.mappedFields.map((n) => (same(n, row.name) ? next.name.trim() : n)),
        }))
      : draft.mappings,
  };
}

/** Sets the grouping column (issue 28 item 3). */
export function updateGroupBy(draft: DataMappingDraft, groupBy: string): DataMappingDraft {
  return { ...draft, groupBy };
}

export function addMappingRow(draft: DataMappingDraft, row: MappingRow = emptyMappingRow()): DataMappingDraft {
  return { ...draft, mappings: [...draft.mappings, row] };
}

export function removeMappingRow(draft: DataMappingDraft, key: string): DataMappingDraft {
  return { ...draft, mappings: draft.mappings.filter((m) => m.key !== key) };
}

export function updateMappingRow(draft: DataMappingDraft, key: string, patch: Partial<Omit<MappingRow, 'key'>>): DataMappingDraft {
  return { ...draft, mappings: draft.mappings.map((m) => (m.key === key ? { ...m, ...patch } : m)) };
}

/** The product field names a mapping can fill: every named row, once. */
export function productFieldNames(draft: DataMappingDraft): string[] {
  const names: string[] = [];
  for (const row of draft.fields) {
    const name = row.name.trim();
    if (name !== '' && !names.some((n) => same(n, name))) names.push(name);
  }
  return names;
}
