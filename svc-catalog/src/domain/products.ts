import {
  FIXED_FILTER_FIELDS,
  PRODUCT_CODES,
  type DataMappingConfig,
  type FixedFilterField,
  type ProductFilters,
  type ProductFilterValue,
  type ProductRangeFilter,
} from '@hub/contracts';
import { AppError } from '@hub/service-kit';

/** A filter value as the body gives it. */
export type Scalar = string | number | boolean;

export const fixedFieldOf = (name: string): FixedFilterField | undefined =>
  (FIXED_FILTER_FIELDS as readonly string[]).find((f) => f.toLowerCase() === name.toLowerCase()) as FixedFilterField | undefined;

export const configuredFieldOf = (mapping: DataMappingConfig, name: string) =>
  mapping.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());

export const isRange = (value: ProductFilterValue): value is ProductRangeFilter =>
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

export const asBoolean = (v: Scalar): boolean | undefined =>
  typeof v === 'boolean' ? v : v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : undefined;

export const asNumber = (v: Scalar): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
};

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
