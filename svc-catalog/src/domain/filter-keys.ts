import { effectiveFilterConfig, type DataMappingConfig, type FilterConfig } from '@hub/contracts';
import { configuredFieldOf, fixedFieldOf } from './products';

/**
 * Which configured fields a product's `filter_fields` holds (migration 038, ADR 0050): the fields the
 * merchant filters the product list by. Only these are indexed; a filter on any other configured field
 * still answers, read from `fields` without the index.
 */

/** A merchant's keys: what writers put into filter_fields, and what every product already holds there. */
export interface FilterKeysState {
  keys: readonly string[];
  indexed: readonly string[];
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/**
 * The keys a merchant's filters ask for: each filter of the effective filter config (the saved one,
 * or the mapping's own filter flags until one is saved) that names a configured field, under the
 * field's name as `fields` stores it. Fixed fields are columns, not keys.
 */
export function wantedFilterKeys(
  saved: (FilterConfig & { configured?: boolean }) | null | undefined,
  mapping: DataMappingConfig,
): string[] {
  const names: string[] = [];
  for (const filter of effectiveFilterConfig(saved, mapping.fields).filters) {
    if (fixedFieldOf(filter.fieldName)) continue;
    const field = configuredFieldOf(mapping, filter.fieldName);
    if (field && !fixedFieldOf(field.name)) names.push(field.name);
  }
  return sorted(names);
}

/** What a change of the wanted keys does to a merchant's state. */
export interface FilterKeysChange extends FilterKeysState {
  /** Whether the products must be rewritten before the new keys are indexed. */
  rewrite: boolean;
  /** Whether the keys written changed (a rewrite in progress starts again from the first product). */
  changed: boolean;
}

/**
 * The state after the wanted keys change: writers write `wanted` from now on; a key that stays wanted
 * and was indexed stays indexed; a new key is indexed at once when the merchant has no product yet
 * (no product lacks it), otherwise after the rewrite. A key no longer wanted stops being indexed at
 * once (products keep its value in filter_fields until they are next written: unused, never wrong).
 */
export function filterKeysChange(
  state: FilterKeysState,
  wanted: readonly string[],
  hasProducts: boolean,
): FilterKeysChange {
  const keys = sorted(wanted);
  const changed = keys.join('\u0000') !== sorted(state.keys).join('\u0000');
  if (!hasProducts) return { keys, indexed: keys, rewrite: false, changed };
  const indexed = sorted(state.indexed.filter((k) => keys.includes(k)));
  return { keys, indexed, rewrite: indexed.length < keys.length, changed };
}

/** A product's filter_fields: the values of `fields` under `keys` (insertProducts; the SQL writers do the same). */
export function filterFieldsOf(
  fields: Readonly<Record<string, unknown>>,
  keys: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = fields[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}
