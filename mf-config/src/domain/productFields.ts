import { FIXED_PRODUCT_FIELDS, type ProductField, type ProductFieldType } from '@hub/contracts';

/** A product field the forms offer: its name, what users call it, and its type. */
export interface FieldOption {
  name: string;
  label: string;
  type: ProductFieldType;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The fields a configuration may use: the data mapping's fields in their order, then the fixed
 * product columns the mapping does not list (they are always known to the server's rules).
 */
export function fieldOptions(fields: readonly Pick<ProductField, 'name' | 'displayName' | 'type'>[]): FieldOption[] {
  const options: FieldOption[] = fields.map((f) => ({ name: f.name, label: f.displayName || f.name, type: f.type }));
  const seen = new Set(options.map((o) => key(o.name)));
  for (const name of FIXED_PRODUCT_FIELDS) if (!seen.has(key(name))) options.push({ name, label: name, type: 'text' });
  return options;
}

/** What users call a field; the name itself for a field the mapping no longer has. */
export function fieldLabel(options: readonly FieldOption[], name: string): string {
  return options.find((o) => key(o.name) === key(name))?.label ?? name;
}

/** The options not yet in `taken` (compared as the server does: trimmed, case-insensitive). */
export function remainingOptions(options: readonly FieldOption[], taken: readonly string[]): FieldOption[] {
  const used = new Set(taken.map(key));
  return options.filter((o) => !used.has(key(o.name)));
}
