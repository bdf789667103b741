import {
  FIXED_FILTER_FIELDS,
  PRODUCT_CODES,
  type DataMappingConfig,
  type FixedFilterField,
  type ProductFilters,
  type ProductFilterValue,
  type ProductRangeFilter,
  type ProductTypesAndCount,
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

/** The hex digits in the order tags sort in, under C and under a language's collation alike (digits, then letters). */
const HEX_ORDER = '0123456789ABCDEF';

/**
 * The tags a search text finds (ADR 0031): those that start with it. A tag is stored as upper-case hex
 * (contracts' parseEpc), so only a text of hex digits can start one; the answer is the text upper-cased
 * (`from`) and the first text after every tag that starts with it (`below`), a range of the (merchant,
 * tag) b-tree: the last digit raised, an F to G.
 */
export function tagPrefixRange(searchText: string): { from: string; below: string } | null {
  const from = searchText.trim().toUpperCase();
  if (!/^[0-9A-F]+$/.test(from)) return null;
  const last = HEX_ORDER.indexOf(from[from.length - 1]!);
  return { from, below: from.slice(0, -1) + (last === HEX_ORDER.length - 1 ? 'G' : HEX_ORDER[last + 1]!) };
}

// ------------------------------------------------------------------------------------------------
// CSV (export-products): cells and lines come from @hub/service-kit (csv.ts)
// ------------------------------------------------------------------------------------------------

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

/** The dashboard's answer (GET .../types-and-count) from a count per store and item type ('' for none), each pair once. */
export function typesAndCountOf(rows: readonly { sid: string; itemType: string; n: number }[]): ProductTypesAndCount {
  const answer: ProductTypesAndCount = { total: 0, types: {}, stores: {} };
  for (const { sid, itemType, n } of rows) {
    const store = (answer.stores[sid] ??= { total: 0, types: {} });
    store.total += n;
    store.types[itemType] = n;
    answer.types[itemType] = (answer.types[itemType] ?? 0) + n;
    answer.total += n;
  }
  return answer;
}
