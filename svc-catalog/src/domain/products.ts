import {
  FIXED_FILTER_FIELDS,
  MASTER_STORE,
  PRODUCT_CODES,
  type DataMappingConfig,
  type FixedFilterField,
  type ProductFilters,
  type ProductFilterValue,
  type ProductRangeFilter,
} from '@hub/contracts';
import { AppError, sql, type MerchantScope } from '@hub/service-kit';

/** A boolean SQL fragment (Kysely `sql`) that a product query adds to its WHERE clause. */
export type ProductCondition = ReturnType<typeof sql<boolean>>;

type Scalar = string | number | boolean;

/** The fixed filter keys and their columns; `hasImage` is about `image_name`. */
const FIXED_COLUMNS: Readonly<Record<Exclude<FixedFilterField, 'hasImage'>, { column: string; type: 'text' | 'boolean' }>> = {
  productCode: { column: 'product_code', type: 'text' },
  rfidTag: { column: 'rfid_tag', type: 'text' },
  designNumber: { column: 'design_number', type: 'text' },
  itemType: { column: 'item_type', type: 'text' },
  itemStatus: { column: 'item_status', type: 'text' },
  isMapped: { column: 'is_mapped', type: 'boolean' },
  printingStatus: { column: 'printing_status', type: 'text' },
};

const fixedFieldOf = (name: string): FixedFilterField | undefined =>
  (FIXED_FILTER_FIELDS as readonly string[]).find((f) => f.toLowerCase() === name.toLowerCase()) as FixedFilterField | undefined;

const configuredFieldOf = (mapping: DataMappingConfig, name: string) =>
  mapping.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());

const isRange = (value: ProductFilterValue): value is ProductRangeFilter =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ProductFilterIssue {
  field: string;
  rule: (typeof PRODUCT_CODES)[keyof typeof PRODUCT_CODES];
}

/**
 * What a filter body breaks against the merchant's data mapping: a key that is neither a fixed
 * filter nor a configured field (PD103), a range on anything but a number field (PD104; spec
 * section 5: a range filter is allowed only for numeric fields).
 */
export function productFilterIssues(filters: ProductFilters, mapping: DataMappingConfig): ProductFilterIssue[] {
  const issues: ProductFilterIssue[] = [];
  for (const [name, value] of Object.entries(filters)) {
    const fixed = fixedFieldOf(name);
    const field = fixed ? undefined : configuredFieldOf(mapping, name);
    if (!fixed && !field) issues.push({ field: name, rule: PRODUCT_CODES.UNKNOWN_FILTER_FIELD });
    else if (isRange(value) && field?.type !== 'number') issues.push({ field: name, rule: PRODUCT_CODES.RANGE_NOT_NUMERIC });
  }
  return issues;
}

/** Throws the first issue as a 400 with its code, every issue in the details. */
export function assertValidFilters(filters: ProductFilters, mapping: DataMappingConfig): void {
  const issues = productFilterIssues(filters, mapping);
  if (issues.length > 0) throw new AppError(issues[0]!.rule, 400, issues);
}

const asBoolean = (v: Scalar): boolean | undefined =>
  typeof v === 'boolean' ? v : v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : undefined;

const asNumber = (v: Scalar): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
};

const NEVER: ProductCondition = sql<boolean>`false`;

function anyOf(conditions: ProductCondition[]): ProductCondition {
  if (conditions.length === 0) return NEVER;
  if (conditions.length === 1) return conditions[0]!;
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

function fixedCondition(name: FixedFilterField, values: Scalar[]): ProductCondition {
  if (name === 'hasImage') {
    const wanted = [...new Set(values.map(asBoolean).filter((b) => b !== undefined))];
    if (wanted.length !== 1) return wanted.length === 0 ? NEVER : sql<boolean>`true`;
    return wanted[0] ? sql<boolean>`cardinality(image_name) > 0` : sql<boolean>`cardinality(image_name) = 0`;
  }
  const { column, type } = FIXED_COLUMNS[name];
  const ref = sql.ref(column);
  if (type === 'boolean') {
    const wanted = [...new Set(values.map(asBoolean).filter((b) => b !== undefined))];
    if (wanted.length !== 1) return wanted.length === 0 ? NEVER : sql<boolean>`${ref} is not null`;
    return sql<boolean>`${ref} = ${wanted[0]}`;
  }
  const texts = values.map(String);
  return texts.length === 1 ? sql<boolean>`${ref} = ${texts[0]}` : sql<boolean>`${ref} = any(${texts}::text[])`;
}

/** `fields @> {"name": value}` (or `[value]` for a multi-value field): served by the jsonb_path_ops GIN index. */
function containment(name: string, value: Scalar, multi: boolean): ProductCondition {
  const document = JSON.stringify({ [name]: multi ? [value] : value });
  return sql<boolean>`fields @> ${document}::jsonb`;
}

/** A field name as a jsonpath member accessor: `$."name"` (a JSON string literal is a jsonpath one). */
const jsonPathMember = (name: string) => `$.${JSON.stringify(name)}`;

/**
 * `fields @@ 'strict $."grossWeight" >= 5 && $."grossWeight" <= 25'`: only JSON numbers compare (in
 * strict mode a text, a list or a missing field makes the comparison unknown: no match, never a
 * failed cast). Written as a jsonpath predicate rather than a cast of `fields ->> name` because the
 * planner estimates `@@` from the column's statistics (a cast expression gets a fixed 0.5 %, which
 * made it plan the whole list around a range that in fact matches 40 %; bench/RESULTS.md).
 */
function rangeCondition(name: string, range: ProductRangeFilter): ProductCondition {
  const member = jsonPathMember(name);
  const parts: string[] = [];
  if (range.from !== undefined) parts.push(`${member} >= ${range.from}`);
  if (range.to !== undefined) parts.push(`${member} <= ${range.to}`);
  return sql<boolean>`fields @@ ${`strict ${parts.join(' && ')}`}::jsonpath`;
}

/**
 * The WHERE conditions of a valid filter body (see productFilterIssues): equality or any-of on fixed
 * columns and configured fields, numeric ranges on number fields. Values are coerced to the field's
 * type (a number field compares numbers, a boolean field booleans); an empty list filters nothing.
 */
export function productFilterConditions(filters: ProductFilters, mapping: DataMappingConfig): ProductCondition[] {
  const conditions: ProductCondition[] = [];
  const multi = new Set(mapping.groups.multi.map((m) => m.toLowerCase()));
  for (const [name, value] of Object.entries(filters)) {
    const values: Scalar[] | undefined = isRange(value) ? undefined : Array.isArray(value) ? value : [value];
    if (values && values.length === 0) continue;
    const fixed = fixedFieldOf(name);
    if (fixed) {
      if (values) conditions.push(fixedCondition(fixed, values));
      continue;
    }
    const field = configuredFieldOf(mapping, name);
    if (!field) continue;
    if (!values) {
      conditions.push(rangeCondition(field.name, value as ProductRangeFilter));
      continue;
    }
    const coerce: (v: Scalar) => Scalar | undefined =
      field.type === 'number' ? asNumber : field.type === 'boolean' ? asBoolean : (v: Scalar) => String(v);
    const typed = [...new Set(values.map(coerce).filter((v): v is Scalar => v !== undefined))];
    conditions.push(anyOf(typed.map((v) => containment(field.name, v, multi.has(field.name.toLowerCase())))));
  }
  return conditions;
}

/**
 * The stored search text the search index (pg_trgm) is built on: product code, design number and
 * RFID tag, lower-cased (a generated column, 009_product_search_text.sql).
 */
export const SEARCH_EXPRESSION = sql.ref('search_text');

/** `searchText`: a case-insensitive substring of product code, design number or RFID tag (LIKE wildcards taken literally). */
export function searchCondition(searchText: string | undefined): ProductCondition | undefined {
  const text = searchText?.trim();
  if (!text) return undefined;
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${SEARCH_EXPRESSION} like ${pattern}`;
}

/**
 * The stores a call reads (spec section 3: sid 'MASTER' means all): one store when `sid` names one
 * (403 UAC108 when a store-bound caller does not hold it), else every store the caller may see.
 * Null means every store of the merchant (no store condition).
 */
export function storesOf(scope: MerchantScope, sid: string | undefined): string[] | null {
  if (sid !== undefined && sid !== MASTER_STORE) {
    if (scope.storeCodes !== null && !scope.storeCodes.includes(sid)) throw new AppError('UAC108', 403);
    return [sid];
  }
  return scope.storeCodes === null ? null : [...scope.storeCodes];
}

/** The store condition of `stores` (storesOf): `sid = $1` for one, `sid = any($1)` for several, none for every store. */
export function storesCondition(stores: readonly string[] | null): ProductCondition | undefined {
  if (stores === null) return undefined;
  return stores.length === 1 ? sql<boolean>`sid = ${stores[0]}` : sql<boolean>`sid = any(${stores}::text[])`;
}

/** storesCondition(storesOf(scope, sid)). */
export function storeCondition(scope: MerchantScope, sid: string | undefined): ProductCondition | undefined {
  return storesCondition(storesOf(scope, sid));
}

// ------------------------------------------------------------------------------------------------
// CSV (export-products)
// ------------------------------------------------------------------------------------------------

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), plus tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text starting with = + - @ (or tab, CR) is neutralised with a leading
 * single quote so no spreadsheet runs it as a formula; then cells holding a comma, quote or line
 * break are quoted, quotes doubled. Numbers are written as numbers (a number is never a formula),
 * lists joined by ", " (spec section 3's display rule), null and undefined empty.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''))).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A file name part from a store code: letters, digits, dash and underscore only. */
export function exportFileName(sid: string): string {
  return `products-${sid.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`;
}

/** The header of one multipart part (RFC 2046) holding a CSV file. */
export function exportPartHeader(boundary: string, filename: string, first: boolean): string {
  return (
    `${first ? '' : '\r\n'}--${boundary}\r\n` +
    'Content-Type: text/csv; charset=utf-8\r\n' +
    `Content-Disposition: attachment; filename="${filename}"\r\n\r\n`
  );
}

export function exportClosing(boundary: string): string {
  return `\r\n--${boundary}--\r\n`;
}
