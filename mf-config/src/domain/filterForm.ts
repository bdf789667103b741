import { filterConfigIssues, type FilterConfig, type ListConfigIssue, type ProductField } from '@hub/contracts';
import { numberText, parseNumberText } from './listEdit';

/**
 * The filter form (spec section 3, "Filter": display name, visible, range {from, to}): one row per
 * mapped field; a row switched on is one entry of the filter config.
 */
export interface FilterRow {
  fieldName: string;
  /** The data mapping's name for the field (the default display name). */
  label: string;
  /** The field's type in the mapping; undefined when the mapping no longer has the field. */
  type: ProductField['type'] | undefined;
  enabled: boolean;
  displayName: string;
  visible: boolean;
  range: boolean;
  from: string;
  to: string;
}

export type FilterRowError = 'invalidNumber';

const key = (name: string) => name.trim().toLowerCase();

/**
 * Saved filters first in their saved order, then the other mapped fields (off) in mapping order.
 * With no saved config (`configured` false) the product list filters on the fields the data mapping
 * marks as filters, so those rows start switched on, as the list shows them.
 */
export function toFilterRows(config: FilterConfig, fields: readonly ProductField[], configured = true): FilterRow[] {
  const byName = new Map(fields.map((f) => [key(f.name), f]));
  const rows: FilterRow[] = config.filters.map((entry) => {
    const field = byName.get(key(entry.fieldName));
    return {
      fieldName: entry.fieldName,
      label: field?.displayName || entry.fieldName,
      type: field?.type,
      enabled: true,
      displayName: entry.displayName,
      visible: entry.visible,
      range: entry.range !== null,
      from: numberText(entry.range?.from),
      to: numberText(entry.range?.to),
    };
  });
  const taken = new Set(rows.map((r) => key(r.fieldName)));
  for (const field of fields) {
    if (taken.has(key(field.name))) continue;
    rows.push({
      fieldName: field.name,
      label: field.displayName || field.name,
      type: field.type,
      enabled: !configured && field.filter.enabled,
      displayName: field.displayName || field.name,
      visible: true,
      range: field.type === 'number' && field.filter.range,
      from: '',
      to: '',
    });
  }
  return rows;
}

/** Range filters are offered for numeric fields only (CFL102 otherwise). */
export function offersRange(row: FilterRow): boolean {
  return row.type === 'number';
}

const numberOrNull = (text: string) => {
  const value = parseNumberText(text);
  return value === null || Number.isNaN(value) ? null : value;
};

/** The config the rows stand for: the rows switched on, in order, as POST /merchant/config/filter takes it. */
export function toFilterConfig(rows: readonly FilterRow[]): FilterConfig {
  return {
    filters: rows
      .filter((r) => r.enabled)
      .map((r) => ({
        fieldName: r.fieldName.trim(),
        displayName: r.displayName.trim(),
        visible: r.visible,
        range: r.range ? { from: numberOrNull(r.from), to: numberOrNull(r.to) } : null,
      })),
  };
}

/** Numbers the inputs hold that are no numbers, by row and end. */
export function filterRowErrors(rows: readonly FilterRow[]): Record<string, FilterRowError> {
  const errors: Record<string, FilterRowError> = {};
  rows.forEach((r, i) => {
    if (!r.enabled || !r.range) return;
    for (const end of ['from', 'to'] as const) if (Number.isNaN(parseNumberText(r[end]))) errors[`${i}.${end}`] = 'invalidNumber';
  });
  return errors;
}

/**
 * The contract's rules (CFL100–CFL104) on the rows, keyed by row index and part
 * (`3.displayName`, `3.range`, `3.fieldName`) instead of the config's entry index.
 */
export function filterRowIssues(rows: readonly FilterRow[], fields: readonly Pick<ProductField, 'name' | 'type'>[]): Record<string, string> {
  const rowOfEntry = rows.map((r, i) => (r.enabled ? i : -1)).filter((i) => i >= 0);
  const issues: ListConfigIssue[] = filterConfigIssues(toFilterConfig(rows), fields);
  const byRow: Record<string, string> = {};
  for (const issue of issues) {
    const [, entry, part] = /^filters\.(\d+)\.(.+)$/.exec(issue.field) ?? [];
    const row = rowOfEntry[Number(entry)];
    if (row === undefined || part === undefined) continue;
    const at = `${row}.${part}`;
    if (!(at in byRow)) byRow[at] = issue.rule;
  }
  return byRow;
}

/** The body to save, or null when it equals the stored config ('nothing to update'). */
export function filterBody(
  original: FilterConfig,
  fields: readonly ProductField[],
  rows: readonly FilterRow[],
  configured = true,
): FilterConfig | null {
  const before = toFilterConfig(toFilterRows(original, fields, configured));
  const after = toFilterConfig(rows);
  return JSON.stringify(before) === JSON.stringify(after) ? null : after;
}
