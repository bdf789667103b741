import { goldTypeOf, goldValue, type GoldRateBasis, type GoldType } from './gold-rates';
import { formatMoney, isCurrencyCode } from './money';
import type { ProductField } from './data-mapping';
import { FIXED_PRODUCT_FIELDS, type ProductDetailsSection, type ProductSummaryConfig } from './product-details-config';
import { displayValue, isHiddenInAllTab } from './product-display';
import { PRODUCT_ANSWER_FIELDS } from './products';

/**
 * How a product's record is laid out wherever it shows (the shell's product details dialog, the
 * catalogue's /products/:code page and list), spec sections 2 and 3: its tabs, what the 'All' tab
 * lists, the rows of a multiple-values section, field labels, summary, image and gold value.
 */

/** A product as the screens read it: the API answer's fields by name. */
export type ProductFieldValues = Readonly<Record<string, unknown>>;

export type DetailsTab =
  | { kind: 'section'; key: string; label: string; multiple: boolean; fields: readonly string[] }
  | { kind: 'all'; key: 'all' };

/**
 * Spec section 2: one tab per configured section, plus 'All' (last). A section without a name or
 * without fields has nothing to show and gets no tab; keys keep the section's place in the config.
 */
export function detailsTabs(sections: readonly ProductDetailsSection[]): DetailsTab[] {
  return [
    ...sections.flatMap((s, i): DetailsTab[] =>
      s.sectionName.trim() === '' || s.sectionFields.length === 0
        ? []
        : [{ kind: 'section', key: `section-${i}`, label: s.sectionName, multiple: s.multiple, fields: s.sectionFields }],
    ),
    { kind: 'all', key: 'all' },
  ];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field names are configured by hand: compared without case and surrounding blanks. */
const norm = (name: string) => name.trim().toLowerCase();

/**
 * A field of the product by its configured name: the exact key, else the key that differs only in
 * case; `a.b` reads inside an object field (e.g. udf.verifiedImageName).
 */
export function fieldValue(product: ProductFieldValues, name: string): unknown {
  if (name in product) return product[name];
  const key = Object.keys(product).find((k) => norm(k) === norm(name));
  if (key !== undefined) return product[key];
  const dot = name.indexOf('.');
  if (dot > 0) {
    const parent = fieldValue(product, name.slice(0, dot));
    return isPlainObject(parent) ? fieldValue(parent, name.slice(dot + 1)) : undefined;
  }
  return undefined;
}

/** Every field path of an object, nested objects flattened as `parent.child`; an empty object has none. */
function fieldPaths(record: ProductFieldValues, prefix = ''): string[] {
  return Object.entries(record).flatMap(([k, v]) => (isPlainObject(v) ? fieldPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

/** Hidden when the field, or any part of a nested one (udf.verifiedImageName), is hidden. */
const hiddenPath = (path: string) => path.split('.').some(isHiddenInAllTab);

/**
 * Spec section 3: the 'All' tab lists every field of the product except the hidden ones (`_id`,
 * `createdAt`, `stkHistory`, `isMapped`, `verifiedImageName`, `imageVerified`, `updatedAt`,
 * `imageName`, names starting with `__`, also inside nested objects). The fixed fields come first
 * in the API answer's order, then the configured ones in data-mapping order, then the rest in the
 * product's own order.
 */
export function allTabFields(product: ProductFieldValues, mappingOrder: readonly string[] = []): string[] {
  const paths = fieldPaths(product).filter((p) => !hiddenPath(p));
  const byName = new Map(paths.map((p) => [norm(p), p]));
  const ordered = new Set<string>();
  for (const name of [...PRODUCT_ANSWER_FIELDS, ...mappingOrder]) {
    const path = byName.get(norm(name));
    if (path !== undefined) ordered.add(path);
  }
  return [...ordered, ...paths.filter((p) => !ordered.has(p))];
}

/** A column of a multiple-values table: the section field, or one key inside its items. */
export interface TableColumn {
  field: string;
  /** The key inside each item when the field holds a list of objects. */
  itemKey?: string;
}

export interface SectionTable {
  columns: TableColumn[];
  /** One row per list item; each cell is the raw value (the screen words it by the display rules). */
  rows: unknown[][];
}

const listOf = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  return displayValue(value) === '-' ? [] : [value];
};

/**
 * Spec section 2, a multiple-values section as a table: the rows are the list items (row i holds
 * the i-th item of every field); a field holding one value fills the first row only; a list of
 * objects gives a column per key; no rows when every field is empty.
 */
export function sectionTable(product: ProductFieldValues, fields: readonly string[]): SectionTable {
  const lists = fields.map((field) => ({ field, items: listOf(fieldValue(product, field)) }));
  const columns = lists.flatMap(({ field, items }): TableColumn[] => {
    const keys = [...new Set(items.filter(isPlainObject).flatMap((item) => Object.keys(item)))];
    return keys.length > 0 ? keys.map((itemKey) => ({ field, itemKey })) : [{ field }];
  });
  const count = Math.max(0, ...lists.map((l) => l.items.length));
  const rows = Array.from({ length: count }, (_, i) =>
    columns.map(({ field, itemKey }) => {
      const item = lists.find((l) => l.field === field)?.items[i];
      return itemKey !== undefined && isPlainObject(item) ? item[itemKey] : item;
    }),
  );
  return { columns, rows };
}

/** A table column's heading: the field's label, and the item key for a list of objects. */
export function tableColumnLabel(column: TableColumn, label: (field: string) => string): string {
  return column.itemKey === undefined ? label(column.field) : `${label(column.field)}: ${column.itemKey}`;
}

/** The fixed product fields the screens word themselves (translated labels). */
export const FIXED_FIELD_LABELS: readonly string[] = [...new Set<string>([...FIXED_PRODUCT_FIELDS, ...PRODUCT_ANSWER_FIELDS])];

/**
 * A field's label: the data mapping's display name when it has one, else the screen's wording of a
 * fixed field (`fixedLabel` gets its canonical name), else the field name itself.
 */
export function fieldLabel(
  name: string,
  mappingFields: readonly Pick<ProductField, 'name' | 'displayName'>[],
  fixedLabel: (fixedName: string) => string | undefined,
): string {
  const mapped = mappingFields.find((f) => norm(f.name) === norm(name))?.displayName?.trim();
  if (mapped) return mapped;
  const fixed = FIXED_FIELD_LABELS.find((f) => norm(f) === norm(name));
  return (fixed !== undefined ? fixedLabel(fixed) : undefined) || name;
}

/** Fields holding numbers (aligned to the end in tables). */
export function isNumericField(name: string, mappingFields: readonly Pick<ProductField, 'name' | 'type'>[]): boolean {
  return mappingFields.find((f) => norm(f.name) === norm(name))?.type === 'number';
}

export interface SummaryLine {
  field: string;
  value: string;
}

/**
 * The summary config as the dialog shows it: header values, then the content fields; each value
 * worded by `text` (the display rules by default; a screen passes its money-aware wording).
 */
export function summaryLines(
  product: ProductFieldValues,
  summary: ProductSummaryConfig,
  text: (field: string, value: unknown) => string = (_, value) => displayValue(value),
): { headers: SummaryLine[]; content: SummaryLine[] } {
  const line = (field: string): SummaryLine => ({ field, value: text(field, fieldValue(product, field)) });
  return { headers: summary.headers.map((h) => line(h.fieldName)), content: summary.content.map(line) };
}

/** The image to show: the first verified image name (also udf.verifiedImageName), else the first image name. */
export function productImageName(product: ProductFieldValues): string | undefined {
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

export interface ProductGoldInputs {
  /** The karat as the product carries it, and the gold type it reads as (none when unknown). */
  karat: unknown;
  goldType: GoldType | undefined;
  /** The gold weight in grams, and the field it comes from. */
  weight: number;
  weightField: string;
}

const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/**
 * Issue 5 item 8, what a product's gold value is reckoned from: the first karat field that reads
 * as a gold type (else the first one present, so a screen can say there is no rate for it) and the
 * first positive weight; undefined when the product carries no karat or no weight.
 */
export function productGoldInputs(product: ProductFieldValues): ProductGoldInputs | undefined {
  const karats = KARAT_FIELDS.map((f) => fieldValue(product, f)).filter(present);
  const karat = karats.find((v) => goldTypeOf(v) !== undefined) ?? karats[0];
  if (karat === undefined) return undefined;
  for (const weightField of WEIGHT_FIELDS) {
    const raw = fieldValue(product, weightField);
    const weight = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (Number.isFinite(weight) && weight > 0) return { karat, goldType: goldTypeOf(karat), weight, weightField };
  }
  return undefined;
}

export interface ProductGoldValue {
  goldType: GoldType;
  weight: number;
  value: number;
  /** The item's currency: the value is in it. */
  currency: string;
}

/**
 * Issue 5 item 8 and issue 9: a product carrying a karat and a weight shows its gold value at
 * today's rate in its own currency (`productCurrency`); null when it carries neither, its karat is
 * unknown, it has no currency, or no rate of its gold type is in its currency.
 */
export function productGoldValue(
  product: ProductFieldValues,
  rates: readonly GoldRateBasis[],
  currency: string | undefined,
): ProductGoldValue | null {
  const inputs = productGoldInputs(product);
  if (!inputs?.goldType || !currency) return null;
  const value = goldValue(inputs.goldType, inputs.weight, rates, currency);
  return value === null ? null : { goldType: inputs.goldType, weight: inputs.weight, value, currency };
}

/** Field names that carry a product's own currency (ISO 4217), most specific first. */
export const CURRENCY_FIELDS = ['currency', 'currencyCode'] as const;

/**
 * Issue 9: the currency an item is priced in: its own currency field when that holds an ISO 4217
 * code (any case), else the currency of its store; undefined when neither is known.
 */
export function productCurrency(product: ProductFieldValues, storeCurrency?: string | null): string | undefined {
  for (const field of CURRENCY_FIELDS) {
    const code = String(fieldValue(product, field) ?? '').trim().toUpperCase();
    if (isCurrencyCode(code)) return code;
  }
  return isCurrencyCode(storeCurrency) ? storeCurrency : undefined;
}

/**
 * Does a field hold money? By its name, as the karat and weight fields are found: price, cost,
 * amount or value, alone or ending a camelCase or snake_case name (salePrice, tag_price, metalValue).
 */
export function isMoneyField(name: string): boolean {
  const n = name.trim();
  return /^(price|cost|amount|value)$/i.test(n) || /[a-z0-9](Price|Cost|Amount|Value)$/.test(n) || /_(price|cost|amount|value)$/i.test(n);
}

const amountOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
};

/**
 * A money field's value as the user's language writes it in the item's currency (`formatMoney`);
 * undefined when the field is not a money field or its value is not one amount (the screen then
 * words it by the display rules).
 */
export function moneyFieldText(field: string, value: unknown, currency: string | undefined, locale: string): string | undefined {
  if (!isMoneyField(field)) return undefined;
  const amount = amountOf(value);
  return amount === undefined ? undefined : formatMoney(amount, currency, locale);
}
