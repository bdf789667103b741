import {
  FIXED_PRODUCT_FIELDS,
  PRODUCT_ANSWER_FIELDS,
  displayValue,
  goldTypeOf,
  goldValue,
  isHiddenInAllTab,
  type GoldRate,
  type GoldType,
  type ProductDetailsSection,
  type ProductField,
  type ProductSummaryConfig,
} from '@hub/contracts';

/**
 * The product details dialog's layout rules (spec sections 2 and 3, issue 5 item 6): its tabs, what
 * the 'All' tab lists, the rows of a multiple-values section, field labels, summary and gold value.
 */

/** A product as the dialog reads it: the API answer's fields by name. */
export type ProductRecord = Readonly<Record<string, unknown>>;

export type DetailsTab =
  | { kind: 'section'; key: string; label: string; multiple: boolean; fields: readonly string[] }
  | { kind: 'all'; key: 'all' };

/** Spec section 2: one tab per configured section, plus 'All' (last). */
export function detailsTabs(sections: readonly ProductDetailsSection[]): DetailsTab[] {
  return [
    ...sections.map(
      (s, i): DetailsTab => ({
        kind: 'section',
        key: `section-${i}`,
        label: s.sectionName,
        multiple: s.multiple,
        fields: s.sectionFields,
      }),
    ),
    { kind: 'all', key: 'all' },
  ];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A field of the product by its configured name: the exact key, else the key that differs only in
 * case (fields are configured by hand); `a.b` reads inside an object field (e.g. udf.verifiedImageName).
 */
export function fieldValue(product: ProductRecord, name: string): unknown {
  if (name in product) return product[name];
  const lower = name.toLowerCase();
  const key = Object.keys(product).find((k) => k.toLowerCase() === lower);
  if (key !== undefined) return product[key];
  const dot = name.indexOf('.');
  if (dot > 0) {
    const parent = fieldValue(product, name.slice(0, dot));
    return isPlainObject(parent) ? fieldValue(parent, name.slice(dot + 1)) : undefined;
  }
  return undefined;
}

/** Every field path of an object, nested objects flattened as `parent.child`. */
function fieldPaths(record: ProductRecord, prefix = ''): string[] {
  return Object.entries(record).flatMap(([k, v]) =>
    isPlainObject(v) && Object.keys(v).length > 0 ? fieldPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** Hidden when the field, or the last part of a nested one (udf.verifiedImageName), is hidden. */
function hiddenPath(path: string): boolean {
  return path.split('.').some(isHiddenInAllTab);
}

/**
 * Spec section 3: the 'All' tab lists every field of the product except the hidden ones (`_id`,
 * `createdAt`, `stkHistory`, `isMapped`, `verifiedImageName`, `imageVerified`, `updatedAt`,
 * `imageName`, names starting with `__`); configured fields first in data-mapping order, then the
 * rest in the product's own order.
 */
export function allTabFields(product: ProductRecord, mappingOrder: readonly string[] = []): string[] {
  const paths = fieldPaths(product).filter((p) => !hiddenPath(p));
  const byLower = new Map(paths.map((p) => [p.toLowerCase(), p]));
  const ordered: string[] = [];
  for (const name of mappingOrder) {
    const path = byLower.get(name.toLowerCase());
    if (path !== undefined && !ordered.includes(path)) ordered.push(path);
  }
  return [...ordered, ...paths.filter((p) => !ordered.includes(p))];
}

/** A column of a multiple-values table: the section field, or one key inside its items. */
export interface TableColumn {
  field: string;
  /** The key inside each item when the field holds a list of objects. */
  itemKey?: string;
}

export interface SectionTable {
  columns: TableColumn[];
  /** One row per list item, each cell already as the dialog shows it. */
  rows: string[][];
}

const listOf = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  return displayValue(value) === '-' ? [] : [value];
};

/**
 * Spec section 2, a multiple-values section as a table: the rows are the list items (row i holds
 * the i-th item of every field); a field holding one value fills the first row only; a list of
 * objects gives a column per key.
 */
export function sectionTable(product: ProductRecord, fields: readonly string[]): SectionTable {
  const lists = fields.map((field) => ({ field, items: listOf(fieldValue(product, field)) }));
  const columns = lists.flatMap(({ field, items }): TableColumn[] => {
    const keys = [...new Set(items.filter(isPlainObject).flatMap((item) => Object.keys(item)))];
    return keys.length > 0 ? keys.map((itemKey) => ({ field, itemKey })) : [{ field }];
  });
  const count = Math.max(0, ...lists.map((l) => l.items.length));
  const rows = Array.from({ length: count }, (_, i) =>
    columns.map(({ field, itemKey }) => {
      const item = lists.find((l) => l.field === field)?.items[i];
      return displayValue(itemKey !== undefined && isPlainObject(item) ? item[itemKey] : item);
    }),
  );
  return { columns, rows };
}

/** The fixed product fields the shell has translated labels for. */
export const FIXED_FIELD_LABELS: readonly string[] = [...new Set([...FIXED_PRODUCT_FIELDS, ...PRODUCT_ANSWER_FIELDS])];

/**
 * A field's label: the data mapping's display name when it has one, else the translated label of
 * a fixed field, else the field name itself (a list-of-objects column adds its key).
 */
export function fieldLabel(
  name: string,
  mappingFields: readonly Pick<ProductField, 'name' | 'displayName'>[],
  fixedLabel: (fixedName: string) => string,
): string {
  const lower = name.toLowerCase();
  const mapped = mappingFields.find((f) => f.name.toLowerCase() === lower)?.displayName.trim();
  if (mapped) return mapped;
  const fixed = FIXED_FIELD_LABELS.find((f) => f.toLowerCase() === lower);
  return fixed !== undefined ? fixedLabel(fixed) : name;
}

export interface SummaryLine {
  field: string;
  value: string;
}

/** The summary config as the dialog shows it: header values, then the content fields. */
export function summaryLines(
  product: ProductRecord,
  summary: ProductSummaryConfig,
): { headers: SummaryLine[]; content: SummaryLine[] } {
  const line = (field: string): SummaryLine => ({ field, value: displayValue(fieldValue(product, field)) });
  return { headers: summary.headers.map((h) => line(h.fieldName)), content: summary.content.map(line) };
}

/** The image to show: the first verified image name (also udf.verifiedImageName), else the first image name. */
export function productImageName(product: ProductRecord): string | undefined {
  for (const field of ['verifiedImageName', 'udf.verifiedImageName', 'imageName']) {
    const first = listOf(fieldValue(product, field)).find((v) => typeof v === 'string' && v.trim() !== '');
    if (typeof first === 'string') return first;
  }
  return undefined;
}

export type StatusBadgeColor = 'success' | 'danger' | 'warning' | 'informative';

/** The item status badge's colour: in stock green, sold red, held (reserved, memo, repair) amber. */
export function statusBadgeColor(status: unknown): StatusBadgeColor {
  const s = String(status ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (s === 'IN_STOCK' || s === 'AVAILABLE') return 'success';
  if (s === 'SOLD') return 'danger';
  if (['RESERVED', 'ON_MEMO', 'MEMO', 'REPAIR', 'ON_HOLD'].includes(s)) return 'warning';
  return 'informative';
}

/** Field names that carry a product's karat, and its gold weight in grams (most specific first). */
export const KARAT_FIELDS = ['karat', 'kt', 'goldType', 'purity'] as const;
export const WEIGHT_FIELDS = ['netWeight', 'goldWeight', 'weight', 'grossWeight'] as const;

export interface ProductGoldValue {
  goldType: GoldType;
  weight: number;
  value: number;
}

/**
 * Issue 5 item 8: a product carrying a karat and a weight shows its gold value at today's rate;
 * null when it carries neither, or no rate is set for its gold type.
 */
export function productGoldValue(
  product: ProductRecord,
  rates: readonly Pick<GoldRate, 'goldType' | 'grams' | 'displayRate'>[],
): ProductGoldValue | null {
  const karat = KARAT_FIELDS.map((f) => fieldValue(product, f)).find((v) => goldTypeOf(v) !== undefined);
  const goldType = goldTypeOf(karat);
  if (!goldType) return null;
  for (const field of WEIGHT_FIELDS) {
    const raw = fieldValue(product, field);
    const weight = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    const value = goldValue(goldType, weight, rates);
    return value === null ? null : { goldType, weight, value };
  }
  return null;
}
