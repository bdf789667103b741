import { DEFAULT_IMAGE, PRODUCT_CACHE_SIZE } from './constants';

/**
 * The product details dialog's display rules (spec sections 3 and 5), shared by every remote that
 * shows a product: which fields the 'All' tab hides, how values read, where images come from, and
 * the client's small product cache.
 */

/** Fields the 'All' tab never shows, besides any name starting with a double underscore. */
export const HIDDEN_IN_ALL_TAB = [
  '_id',
  'createdAt',
  'stkHistory',
  'isMapped',
  'verifiedImageName',
  'imageVerified',
  'updatedAt',
  'imageName',
] as const;

export function isHiddenInAllTab(name: string): boolean {
  return name.startsWith('__') || (HIDDEN_IN_ALL_TAB as readonly string[]).includes(name);
}

const twoDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

/**
 * A value as the dialog shows it: numbers with up to 2 fraction digits, '-' for empty (null,
 * undefined, blank text, empty list), lists joined by commas, booleans and text as they are.
 */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'number') return Number.isFinite(value) ? twoDigits.format(value) : '-';
  if (Array.isArray(value)) {
    const items = value.map(displayValue).filter((v) => v !== '-');
    return items.length === 0 ? '-' : items.join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

/** Where imported product images are served when the merchant sets no imageBaseUrl. */
export const DEFAULT_IMAGE_STORAGE_PATH = '/media/products';

const ABSOLUTE_URL = /^(https?:)?\/\//i;
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|bmp|tiff?)$/i;

/**
 * The address of a product image (spec section 5): an absolute URL as it is; otherwise the name
 * under imageBaseUrl (or the default storage path, which holds each merchant's imported images under
 * its id: `/media/products/<merchantId>/<name>.webp`, ADR 0028) with a .webp suffix; the default image
 * when there is no name.
 */
export function productImageUrl(name: string | null | undefined, imageBaseUrl?: string | null, merchantId?: string | null): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return DEFAULT_IMAGE;
  if (ABSOLUTE_URL.test(trimmed)) return trimmed;
  const storagePath = merchantId ? `${DEFAULT_IMAGE_STORAGE_PATH}/${encodeURIComponent(merchantId)}` : DEFAULT_IMAGE_STORAGE_PATH;
  const base = (imageBaseUrl?.trim() || storagePath).replace(/\/+$/, '');
  const file = trimmed.replace(/^\/+/, '').replace(IMAGE_EXTENSION, '');
  return `${base}/${file.split('/').map(encodeURIComponent).join('/')}.webp`;
}

/** A cached product, or the mark that it failed to load (purged). */
export type CachedProduct<P> = { status: 'loaded'; product: P } | { status: 'purged' };

/**
 * The client's product cache (spec section 3): at most 10 entries by product code and store,
 * evicting the oldest entry; a product that failed to load is kept marked purged.
 */
export class ProductCache<P> {
  private readonly entries = new Map<string, CachedProduct<P>>();

  constructor(private readonly capacity = PRODUCT_CACHE_SIZE) {}

  private static key(productCode: string, sid: string): string {
    return `${sid}\u0000${productCode}`;
  }

  get(productCode: string, sid: string): CachedProduct<P> | undefined {
    return this.entries.get(ProductCache.key(productCode, sid));
  }

  private put(productCode: string, sid: string, entry: CachedProduct<P>): void {
    const key = ProductCache.key(productCode, sid);
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  set(productCode: string, sid: string, product: P): void {
    this.put(productCode, sid, { status: 'loaded', product });
  }

  markPurged(productCode: string, sid: string): void {
    this.put(productCode, sid, { status: 'purged' });
  }

  get size(): number {
    return this.entries.size;
  }
}
