import type { FileStorage } from '@hub/service-kit';
import sharp from 'sharp';
import { readLimited } from './listing';

/**
 * An image as the hub stores it: decoded, turned upright by its EXIF orientation and written as
 * .webp (sharp). Throws when the bytes are not a readable image (CORRUPT), a truncated one included.
 */
export function toWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).rotate().webp({ quality: 82 }).toBuffer();
}

/** Verification (triggerVerifyImageLambda): the stored file is read back and decodes whole as a .webp. */
export async function storedWebpIsValid(storage: FileStorage, key: string, maxBytes: number): Promise<boolean> {
  try {
    const bytes = await readLimited(await storage.read(key), maxBytes);
    if (!bytes) return false;
    const image = sharp(bytes);
    if ((await image.metadata()).format !== 'webp') return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

/** `fn` over the items, at most `limit` at a time; the answers in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
