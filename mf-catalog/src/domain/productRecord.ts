import { PRODUCT_ANSWER_FIELDS, isHiddenInAllTab, type ProductDetailsSection } from '@hub/contracts';
import { fieldValue } from './productFields';

/**
 * The product page's layout (spec sections 2 and 3, product details config): one tab per configured
 * section, then 'All' with every field but the hidden ones; a multiple-values section as a table.
 */

export interface RecordTab {
  /** The section's name; 'All' is the last tab, with `all` set. */
  name: string;
  all: boolean;
  multiple: boolean;
  fields: string[];
}

/** Keys that are not fields of the record: `udf` only repeats verifiedImageName (hidden in 'All'). */
const NOT_FIELDS = new Set(['udf']);

/** Every field the 'All' tab lists: the fixed fields first (in the answer's order), then the configured ones. */
export function allTabFields(product: Readonly<Record<string, unknown>>): string[] {
  const shown = Object.keys(product).filter((name) => !isHiddenInAllTab(name) && !NOT_FIELDS.has(name));
  const fixed = PRODUCT_ANSWER_FIELDS as readonly string[];
  const rank = (name: string) => (fixed.includes(name) ? fixed.indexOf(name) : fixed.length);
  return shown.map((name, i) => ({ name, i })).sort((a, b) => rank(a.name) - rank(b.name) || a.i - b.i).map((e) => e.name);
}

/** The configured sections (named ones with fields) and 'All'. */
export function recordTabs(sections: readonly ProductDetailsSection[], product: Readonly<Record<string, unknown>>): RecordTab[] {
  return [
    ...sections
      .filter((s) => s.sectionName.trim() !== '' && s.sectionFields.length > 0)
      .map((s) => ({ name: s.sectionName, all: false, multiple: s.multiple, fields: [...s.sectionFields] })),
    { name: 'All', all: true, multiple: false, fields: allTabFields(product) },
  ];
}

/**
 * The rows of a multiple-values section: row i holds the i-th value of each field (a field with
 * one value repeats it on the first row only); no rows when every field is empty.
 */
export function sectionRows(fields: readonly string[], product: Readonly<Record<string, unknown>>): unknown[][] {
  const columns = fields.map((name) => {
    const value = fieldValue(product, name);
    if (Array.isArray(value)) return value as unknown[];
    return value === null || value === undefined || value === '' ? [] : [value];
  });
  const rows = Math.max(0, ...columns.map((c) => c.length));
  return Array.from({ length: rows }, (_, i) => columns.map((c) => c[i]));
}

/** Karat and weight fields the gold value reads: the first one present of each list. */
const KARAT_FIELDS = ['karat', 'goldType', 'purity', 'kt'];
const WEIGHT_FIELDS = ['netWeight', 'goldWeight', 'weight', 'grossWeight'];

/** The karat and the gold weight in grams of a product (issue 5 item 8), or undefined. */
export function goldInputs(product: Readonly<Record<string, unknown>>): { karat: unknown; weight: unknown; weightField: string } | undefined {
  const present = (names: readonly string[]) =>
    names.find((n) => {
      const v = fieldValue(product, n);
      return v !== undefined && v !== null && v !== '';
    });
  const karatField = present(KARAT_FIELDS);
  const weightField = present(WEIGHT_FIELDS);
  if (!karatField || !weightField) return undefined;
  return { karat: fieldValue(product, karatField), weight: fieldValue(product, weightField), weightField };
}
