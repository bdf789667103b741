import { z } from 'zod';
import type { ProductField } from './data-mapping';
import { FIXED_PRODUCT_FIELDS } from './product-details-config';

/**
 * How the product list looks and filters (spec section 3 "Filter", issue 5 item 3): the filters
 * (/config/filter: display name, visible, numeric range), the pre-saved filter sets a user applies
 * in one click (/config/pre-filter), and the catalogue view (/config/catalog-view: which columns
 * the list shows, in what order).
 */

const fieldName = z.string().trim().min(1).max(64);
const rangeSchema = z.object({
  from: z.number().finite().nullable().default(null),
  to: z.number().finite().nullable().default(null),
});
export type NumericRange = z.infer<typeof rangeSchema>;

export const filterEntrySchema = z.object({
  fieldName,
  displayName: z.string().trim().max(128),
  visible: z.boolean().default(true),
  /** The bounds a range filter offers (numbers only); null for a value filter. */
  range: rangeSchema.nullable().default(null),
});
export type FilterEntry = z.infer<typeof filterEntrySchema>;

export const filterConfigSchema = z.object({ filters: z.array(filterEntrySchema).max(100) }).strict();
export type FilterConfig = z.infer<typeof filterConfigSchema>;

/** One criterion of a saved filter set: a value, a list of values, or a range. */
export const presetValueSchema = z.union([
  z.string().max(256),
  z.array(z.string().max(256)).max(100),
  rangeSchema,
]);
export const filterPresetSchema = z.object({
  name: z.string().trim().max(64),
  filters: z.record(fieldName, presetValueSchema),
});
export type FilterPreset = z.infer<typeof filterPresetSchema>;

export const preFilterConfigSchema = z.object({ presets: z.array(filterPresetSchema).max(50) }).strict();
export type PreFilterConfig = z.infer<typeof preFilterConfigSchema>;

export const catalogViewConfigSchema = z
  .object({ columns: z.array(z.object({ fieldName, visible: z.boolean().default(true) })).max(200) })
  .strict();
export type CatalogViewConfig = z.infer<typeof catalogViewConfigSchema>;

export const LIST_CONFIG_CODES = {
  UNKNOWN_FIELD: 'CFL100',
  DUPLICATE_FIELD: 'CFL101',
  RANGE_NOT_NUMERIC: 'CFL102',
  RANGE_REVERSED: 'CFL103',
  EMPTY_DISPLAY_NAME: 'CFL104',
  EMPTY_PRESET_NAME: 'CFL105',
  DUPLICATE_PRESET_NAME: 'CFL106',
  NOT_A_FILTER: 'CFL107',
} as const;
export type ListConfigCode = (typeof LIST_CONFIG_CODES)[keyof typeof LIST_CONFIG_CODES];

export interface ListConfigIssue {
  field: string;
  rule: ListConfigCode;
}

const norm = (v: string) => v.trim().toLowerCase();

function repeats(values: readonly string[]): number[] {
  const seen = new Set<string>();
  const result: number[] = [];
  values.forEach((v, i) => {
    if (seen.has(norm(v))) result.push(i);
    seen.add(norm(v));
  });
  return result;
}

function fieldTypes(fields: readonly Pick<ProductField, 'name' | 'type'>[]): Map<string, string> {
  const types = new Map<string, string>(FIXED_PRODUCT_FIELDS.map((f) => [norm(f), 'text']));
  for (const f of fields) types.set(norm(f.name), f.type);
  return types;
}

/** The filter rules: known fields, each once, a display name, ranges only on numbers and not reversed. */
export function filterConfigIssues(
  config: FilterConfig,
  fields: readonly Pick<ProductField, 'name' | 'type'>[],
): ListConfigIssue[] {
  const C = LIST_CONFIG_CODES;
  const types = fieldTypes(fields);
  const issues: ListConfigIssue[] = [];
  config.filters.forEach((f, i) => {
    const type = types.get(norm(f.fieldName));
    if (type === undefined) issues.push({ field: `filters.${i}.fieldName`, rule: C.UNKNOWN_FIELD });
    if (f.displayName === '') issues.push({ field: `filters.${i}.displayName`, rule: C.EMPTY_DISPLAY_NAME });
    if (f.range !== null) {
      if (type !== undefined && type !== 'number')
        issues.push({ field: `filters.${i}.range`, rule: C.RANGE_NOT_NUMERIC });
      else if (f.range.from !== null && f.range.to !== null && f.range.from > f.range.to)
        issues.push({ field: `filters.${i}.range`, rule: C.RANGE_REVERSED });
    }
  });
  for (const i of repeats(config.filters.map((f) => f.fieldName)))
    issues.push({ field: `filters.${i}.fieldName`, rule: C.DUPLICATE_FIELD });
  return issues;
}

/**
 * The filters a merchant has before saving a filter config: the data mapping's fields marked as
 * filters, in mapping order, visible, with an open range where the mapping asks for one (numbers only).
 */
export function mappingFilterConfig(
  fields: readonly Pick<ProductField, 'name' | 'displayName' | 'type' | 'filter'>[],
): FilterConfig {
  return {
    filters: fields
      .filter((f) => f.filter.enabled)
      .map((f) => ({
        fieldName: f.name,
        displayName: f.displayName,
        visible: true,
        range: f.filter.range && f.type === 'number' ? { from: null, to: null } : null,
      })),
  };
}

/**
 * The filters in force: the saved filter config, or, until one is saved, the data mapping's filters
 * (mappingFilterConfig). The product list, the filter and saved-filter-set pages and the server all
 * read this one list.
 */
export function effectiveFilterConfig(
  saved: (FilterConfig & { configured?: boolean }) | null | undefined,
  fields: readonly Pick<ProductField, 'name' | 'displayName' | 'type' | 'filter'>[],
): FilterConfig {
  return saved && saved.configured !== false ? { filters: saved.filters } : mappingFilterConfig(fields);
}

/** The pre-saved filter rules: named, unique names, criteria only on configured filters, ranges matching. */
export function preFilterIssues(config: PreFilterConfig, filters: FilterConfig): ListConfigIssue[] {
  const C = LIST_CONFIG_CODES;
  const byField = new Map(filters.filters.map((f) => [norm(f.fieldName), f]));
  const issues: ListConfigIssue[] = [];
  config.presets.forEach((p, i) => {
    if (p.name === '') issues.push({ field: `presets.${i}.name`, rule: C.EMPTY_PRESET_NAME });
    for (const [name, value] of Object.entries(p.filters)) {
      const filter = byField.get(norm(name));
      if (!filter) issues.push({ field: `presets.${i}.filters.${name}`, rule: C.NOT_A_FILTER });
      else if (typeof value === 'object' && !Array.isArray(value)) {
        if (filter.range === null)
          issues.push({ field: `presets.${i}.filters.${name}`, rule: C.RANGE_NOT_NUMERIC });
        else if (value.from !== null && value.to !== null && value.from > value.to)
          issues.push({ field: `presets.${i}.filters.${name}`, rule: C.RANGE_REVERSED });
      }
    }
  });
  for (const i of repeats(config.presets.map((p) => p.name)))
    issues.push({ field: `presets.${i}.name`, rule: C.DUPLICATE_PRESET_NAME });
  return issues;
}

/** The catalogue view rules: known fields, each column once. */
export function catalogViewIssues(
  config: CatalogViewConfig,
  fields: readonly Pick<ProductField, 'name' | 'type'>[],
): ListConfigIssue[] {
  const C = LIST_CONFIG_CODES;
  const types = fieldTypes(fields);
  const issues: ListConfigIssue[] = [];
  config.columns.forEach((c, i) => {
    if (!types.has(norm(c.fieldName)))
      issues.push({ field: `columns.${i}.fieldName`, rule: C.UNKNOWN_FIELD });
  });
  for (const i of repeats(config.columns.map((c) => c.fieldName)))
    issues.push({ field: `columns.${i}.fieldName`, rule: C.DUPLICATE_FIELD });
  return issues;
}

/**
 * The columns the product list shows: the saved view in its order (visible ones), or, with no saved
 * view, product code, RFID tag, design number, item type and the mapping's fields in their order.
 */
export function effectiveColumns(
  view: CatalogViewConfig | undefined,
  fields: readonly Pick<ProductField, 'name'>[],
): string[] {
  if (view && view.columns.length > 0) return view.columns.filter((c) => c.visible).map((c) => c.fieldName);
  const defaults = ['productCode', 'rfidTag', 'designNumber', 'itemType'];
  const seen = new Set(defaults.map(norm));
  return [...defaults, ...fields.map((f) => f.name).filter((n) => !seen.has(norm(n)))];
}
