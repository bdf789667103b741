import type { Product, ProductField } from '@hub/contracts';

/** How the catalogue screens name and read a product's fields (fixed columns and configured ones). */

/** Fixed product columns the screens word themselves when the data mapping gives no display name. */
export const FIXED_FIELD_LABELS = [
  'productCode',
  'rfidTag',
  'designNumber',
  'itemType',
  'itemStatus',
  'active',
  'sid',
  'isMapped',
  'printingStatus',
  'imageName',
  'createdAt',
  'updatedAt',
] as const;

const norm = (name: string) => name.trim().toLowerCase();

/**
 * A field's label: the data mapping's display name, else the screen's own wording of a fixed
 * column (`fixedLabel` answers undefined for names it does not know), else the name itself.
 */
export function fieldLabel(
  name: string,
  fields: readonly Pick<ProductField, 'name' | 'displayName'>[],
  fixedLabel: (name: string) => string | undefined,
): string {
  const configured = fields.find((f) => norm(f.name) === norm(name))?.displayName?.trim();
  return configured || fixedLabel(name) || name;
}

/** A product's value of a field by name; a column saved in another letter case still finds it. */
export function fieldValue(product: Readonly<Record<string, unknown>>, name: string): unknown {
  if (name in product) return product[name];
  const key = Object.keys(product).find((k) => norm(k) === norm(name));
  return key === undefined ? undefined : product[key];
}

/** Fields holding numbers (aligned to the end in tables). */
export function isNumericField(name: string, fields: readonly Pick<ProductField, 'name' | 'type'>[]): boolean {
  return fields.find((f) => norm(f.name) === norm(name))?.type === 'number';
}

/** The first image name of a product (verified images first), or undefined. */
export function primaryImageName(product: Pick<Product, 'imageName' | 'verifiedImageName'>): string | undefined {
  const names = [...(product.verifiedImageName ?? []), ...(product.imageName ?? [])];
  return names.find((n) => typeof n === 'string' && n.trim() !== '');
}
