import { z } from 'zod';
import { TEXT_MAX } from './limits';

/**
 * Data mapping config (spec sections 3 and 5): the product fields a merchant configures, which
 * column of the ERP file (or database, web service) fills each one, how cells with several values
 * are split, which fields are unique, and which fields are grouped as single or multiple values.
 */

/** The two mappings every merchant must have (spec section 5). */
export const MANDATORY_PRODUCT_FIELDS = ['productCode', 'rfidTag'] as const;

export const PRODUCT_FIELD_TYPES = ['text', 'number', 'date', 'boolean'] as const;
export type ProductFieldType = (typeof PRODUCT_FIELD_TYPES)[number];

/** How a cell holding several values is read: one cell split by a delimiter, several cells, or several rows. */
export const MAPPING_METHODS = ['SINGLE_CELL', 'MULTIPLE_CELLS', 'MULTIPLE_ROWS'] as const;
export type MappingMethod = (typeof MAPPING_METHODS)[number];

export const VALUE_ENCODINGS = ['ASCII', 'HEX'] as const;
export type ValueEncoding = (typeof VALUE_ENCODINGS)[number];

const trimmed = (max: number) => z.string().trim().max(max);

/**
 * Issue 28 item 3: how a field is filled besides its column. CONSTANT: always this value (the column,
 * if any, is not read). DEFAULT: this value when the file has no such column or the row's cell is empty.
 */
export const FIELD_FILL_MODES = ['CONSTANT', 'DEFAULT'] as const;
export type FieldFillMode = (typeof FIELD_FILL_MODES)[number];
export const fieldFillSchema = z.object({ mode: z.enum(FIELD_FILL_MODES), value: trimmed(256) });
export type FieldFill = z.infer<typeof fieldFillSchema>;

/** One configured product field. `name` is the product's field (stored under that key). */
export const productFieldSchema = z.object({
  name: trimmed(64),
  displayName: trimmed(128),
  /** The ERP column (file header) whose values fill the field; may be empty when `fill` gives the value. */
  erpField: trimmed(128),
  /** A constant or default value (issue 28 item 3), e.g. the currency of every price, an item status, a store. */
  fill: fieldFillSchema.optional(),
  type: z.enum(PRODUCT_FIELD_TYPES).default('text'),
  /** Shown as a column of the product list. */
  visible: z.boolean().default(true),
  /** Offered as a product-list filter; `range` asks for a from-to filter (numbers only). */
  filter: z
    .object({ enabled: z.boolean().default(false), range: z.boolean().default(false) })
    .default({ enabled: false, range: false }),
});
export type ProductField = z.infer<typeof productFieldSchema>;

/** How one input column maps onto product fields (spec section 3, "field mapping"). */
export const fieldMappingSchema = z.object({
  inputField: trimmed(128),
  mappedFields: z.array(trimmed(64)).max(50),
  hasMultipleValues: z.boolean().default(false),
  method: z.enum(MAPPING_METHODS).default('SINGLE_CELL'),
  delimiter: z.string().max(8).optional(),
  startIndex: z.number().int().min(0).max(10_000).optional(),
  length: z.number().int().min(1).max(10_000).optional(),
  encoding: z.enum(VALUE_ENCODINGS).default('ASCII'),
});
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

export const dataMappingConfigSchema = z.object({
  fields: z.array(productFieldSchema).max(500),
  /** Product fields whose value identifies a product within a store (productCode always does). */
  uniqueFields: z.array(trimmed(64)).max(20).default([]),
  fieldMappings: z.array(fieldMappingSchema).max(500).default([]),
  /**
   * Issue 28 item 3: the column that groups rows (e.g. Shopify's URL handle `Handle`): a row of a group
   * takes the group's first row's cell for each column it leaves empty; each row stays its own product.
   */
  groupBy: trimmed(128).optional(),
  /** Fields holding one value per product, and fields holding several (e.g. stones per row). */
  groups: z
    .object({
      single: z.array(trimmed(64)).max(500).default([]),
      multi: z.array(trimmed(64)).max(500).default([]),
    })
    .default({ single: [], multi: [] }),
});
export type DataMappingConfig = z.infer<typeof dataMappingConfigSchema>;
export type DataMappingConfigInput = z.input<typeof dataMappingConfigSchema>;

/**
 * `hub.catalog.data-mapping-changed.v1`: svc-catalog saved (config) or deleted (null) a merchant's
 * mapping; consumers keep the highest revision, so svc-import always maps with the current one.
 */
export const dataMappingChangedDataSchema = z.object({
  revision: z.number().int().nonnegative(),
  config: dataMappingConfigSchema.nullable(),
});
export type DataMappingChangedData = z.infer<typeof dataMappingChangedDataSchema>;

/** `POST /merchant/config/data-mapping` is form-encoded (spec section 7): the config is the JSON of its `data` field. */
export const dataMappingBodySchema = z.preprocess((body) => {
  const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}, dataMappingConfigSchema);

/** The form fields of `POST /merchant/config/data-mapping`, which `dataMappingBodySchema` reads back. */
export function dataMappingFormFields(config: DataMappingConfig): { data: string } {
  return { data: JSON.stringify(config) };
}

/** `GET .../data-mapping/unique?group=true` and `.../check-mapping-status?code=`. */
export const dataMappingUniqueQuerySchema = z.object({ group: z.enum(['true', 'false']).optional() });
export const dataMappingStatusQuerySchema = z.object({ code: z.string().trim().min(1).max(64).optional() });

/** What `GET /merchant/config/data-mapping` answers: the config, its revision (0 when none is saved). */
export const dataMappingAnswerSchema = dataMappingConfigSchema.extend({
  revision: z.number().int(),
  configured: z.boolean(),
  updatedAt: z.string().max(TEXT_MAX).nullable(),
});
export type DataMappingAnswer = z.output<typeof dataMappingAnswerSchema>;

/** `check-mapping-status`: is the import configured, and (with `code`) is that product field mapped? */
export const dataMappingStatusSchema = z.object({
  configured: z.boolean(),
  revision: z.number().int(),
  missingMandatory: z.array(z.string().max(TEXT_MAX)),
  field: z.object({ name: z.string().max(TEXT_MAX), mapped: z.boolean(), erpField: z.string().max(TEXT_MAX).nullable() }).optional(),
});
export type DataMappingStatus = z.infer<typeof dataMappingStatusSchema>;

/** The error codes of the data mapping rules (spec sections 5 and 8). */
export const DATA_MAPPING_CODES = {
  DUPLICATE_FIELD: 'CDM100',
  EMPTY_ERP_FIELD: 'CDM101',
  DUPLICATE_ERP_FIELD: 'CDM102',
  EMPTY_DISPLAY_NAME: 'CDM103',
  DUPLICATE_DISPLAY_NAME: 'CDM104',
  DOT_IN_FIELD_NAME: 'CDM105',
  MANDATORY_MAPPING: 'CDM106',
  RANGE_NOT_NUMERIC: 'CDM107',
  UNKNOWN_FIELD: 'CDM108',
  INVALID_SPLIT: 'CDM109',
  NOT_FOUND: 'CDM110',
  EMPTY_FIELD_NAME: 'CDM111',
  /** Issue 28 item 3: a constant or default for the product code or the RFID tag (each row gives its own). */
  FILL_NOT_ALLOWED: 'CDM112',
  /** Issue 28 item 3: a constant or default that is empty or not of the field's type. */
  FILL_NOT_OF_TYPE: 'CDM113',
} as const;
export type DataMappingCode = (typeof DATA_MAPPING_CODES)[keyof typeof DATA_MAPPING_CODES];

/** One broken rule: where (a path such as `fields.3.name`) and which code. */
export interface DataMappingIssue {
  field: string;
  rule: DataMappingCode;
}

const key = (value: string) => value.trim().toLowerCase();

function duplicates<T>(items: readonly T[], keyOf: (item: T) => string): number[] {
  const seen = new Map<string, number>();
  const result: number[] = [];
  items.forEach((item, i) => {
    const k = keyOf(item);
    if (k === '') return;
    if (seen.has(k)) result.push(i);
    else seen.set(k, i);
  });
  return result;
}

/**
 * Every data mapping rule of spec section 5 that `config` breaks, in a stable order (fields first,
 * then mappings, unique fields and groups). An empty list means the config can be saved.
 */
export function dataMappingIssues(config: DataMappingConfig): DataMappingIssue[] {
  const C = DATA_MAPPING_CODES;
  const issues: DataMappingIssue[] = [];
  const { fields } = config;
  fields.forEach((f, i) => {
    if (f.name === '') issues.push({ field: `fields.${i}.name`, rule: C.EMPTY_FIELD_NAME });
    else if (f.name.includes('.')) issues.push({ field: `fields.${i}.name`, rule: C.DOT_IN_FIELD_NAME });
    if (f.displayName === '') issues.push({ field: `fields.${i}.displayName`, rule: C.EMPTY_DISPLAY_NAME });
    if (f.erpField === '' && !f.fill) issues.push({ field: `fields.${i}.erpField`, rule: C.EMPTY_ERP_FIELD });
    if (f.fill) {
      if ((MANDATORY_PRODUCT_FIELDS as readonly string[]).includes(f.name)) issues.push({ field: `fields.${i}.fill`, rule: C.FILL_NOT_ALLOWED });
      else if (!fillFitsType(f.fill.value, f.name === 'active' ? 'boolean' : f.type)) issues.push({ field: `fields.${i}.fill.value`, rule: C.FILL_NOT_OF_TYPE });
    }
    if (f.filter.range && f.type !== 'number')
      issues.push({ field: `fields.${i}.filter.range`, rule: C.RANGE_NOT_NUMERIC });
  });
  for (const i of duplicates(fields, (f) => key(f.name)))
    issues.push({ field: `fields.${i}.name`, rule: C.DUPLICATE_FIELD });
  for (const i of duplicates(fields, (f) => key(f.displayName)))
    issues.push({ field: `fields.${i}.displayName`, rule: C.DUPLICATE_DISPLAY_NAME });
  for (const i of duplicates(fields, (f) => key(f.erpField)))
    issues.push({ field: `fields.${i}.erpField`, rule: C.DUPLICATE_ERP_FIELD });

  const names = new Set(fields.map((f) => key(f.name)));
  for (const mandatory of MANDATORY_PRODUCT_FIELDS) {
    const field = fields.find((f) => key(f.name) === key(mandatory));
    if (!field || field.erpField === '')
      issues.push({ field: `fields.${mandatory}`, rule: C.MANDATORY_MAPPING });
  }

  config.fieldMappings.forEach((m, i) => {
    if (m.inputField === '') issues.push({ field: `fieldMappings.${i}.inputField`, rule: C.EMPTY_ERP_FIELD });
    if (m.mappedFields.length === 0)
      issues.push({ field: `fieldMappings.${i}.mappedFields`, rule: C.UNKNOWN_FIELD });
    m.mappedFields.forEach((name, j) => {
      if (!names.has(key(name)))
        issues.push({ field: `fieldMappings.${i}.mappedFields.${j}`, rule: C.UNKNOWN_FIELD });
    });
    const splitsOneCell = m.hasMultipleValues && m.method === 'SINGLE_CELL';
    if (splitsOneCell && !m.delimiter)
      issues.push({ field: `fieldMappings.${i}.delimiter`, rule: C.INVALID_SPLIT });
    if (m.length !== undefined && m.startIndex === undefined)
      issues.push({ field: `fieldMappings.${i}.startIndex`, rule: C.INVALID_SPLIT });
  });
  for (const i of duplicates(config.fieldMappings, (m) => key(m.inputField)))
    issues.push({ field: `fieldMappings.${i}.inputField`, rule: C.DUPLICATE_ERP_FIELD });

  config.uniqueFields.forEach((name, i) => {
    if (!names.has(key(name))) issues.push({ field: `uniqueFields.${i}`, rule: C.UNKNOWN_FIELD });
  });
  for (const group of ['single', 'multi'] as const)
    config.groups[group].forEach((name, i) => {
      if (!names.has(key(name))) issues.push({ field: `groups.${group}.${i}`, rule: C.UNKNOWN_FIELD });
    });
  const single = new Set(config.groups.single.map(key));
  config.groups.multi.forEach((name, i) => {
    if (single.has(key(name))) issues.push({ field: `groups.multi.${i}`, rule: C.DUPLICATE_FIELD });
  });
  return issues;
}

/**
 * Can `value` fill a field of `type` (CDM113)? Not empty; a number, an ISO date (YYYY-MM-DD) or a
 * yes/no as the import reads cells of that type (svc-import's typedValue decides each row's value).
 */
export function fillFitsType(value: string, type: ProductFieldType): boolean {
  const t = value.trim();
  if (t === '') return false;
  if (type === 'number') return /^[-+]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$|^[-+]?\.\d+$/.test(t);
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
    const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    return !!day && day.toISOString().slice(0, 10) === t;
  }
  if (type === 'boolean') return /^(true|false|yes|no|y|n|1|0)$/i.test(t);
  return true;
}

/** A stable form of a config, to tell 'nothing to update' (CDM003) from a change. */
export function canonicalDataMapping(config: DataMappingConfig): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sortKeys(v)]),
      );
    return value;
  };
  return JSON.stringify(sortKeys(config));
}

/** The unique fields of a config; with `group`, split into the single and multi groups they belong to. */
export function uniqueFieldsOf(
  config: DataMappingConfig,
  group: boolean,
): string[] | { single: string[]; multi: string[] } {
  const unique = [...new Set(['productCode', ...config.uniqueFields])];
  if (!group) return unique;
  const multi = new Set(config.groups.multi.map(key));
  return { single: unique.filter((f) => !multi.has(key(f))), multi: unique.filter((f) => multi.has(key(f))) };
}

/** The empty config a merchant starts from. */
export const EMPTY_DATA_MAPPING: DataMappingConfig = {
  fields: [],
  uniqueFields: [],
  fieldMappings: [],
  groups: { single: [], multi: [] },
};

/** The answer of `check-mapping-status` for a config (or none) and an optional field name. */
export function dataMappingStatus(
  config: DataMappingConfig | undefined,
  revision: number,
  code?: string,
): DataMappingStatus {
  const fields = config?.fields ?? [];
  const erpOf = (name: string) =>
    fields.find((f) => key(f.name) === key(name) && f.erpField !== '')?.erpField ?? null;
  const missingMandatory = MANDATORY_PRODUCT_FIELDS.filter((name) => erpOf(name) === null);
  const status: DataMappingStatus = {
    configured: !!config && missingMandatory.length === 0,
    revision,
    missingMandatory: [...missingMandatory],
  };
  if (code !== undefined) status.field = { name: code, mapped: erpOf(code) !== null, erpField: erpOf(code) };
  return status;
}
