import { storageKey } from '@hub/service-kit';
import { imageFileName } from '../domain/images';

/** Where a merchant's product images are served from (`GET /media/products/<merchantId>/<name>.webp`). */
export function productImageKey(merchantId: string, name: string): string {
  return storageKey('images', merchantId, `${imageFileName(name)}.webp`);
}

/**
 * An image import's own files: the uploads as they came, and each converted image until svc-catalog
 * says it matched (then it becomes a product image; otherwise it goes). Removed with the import's end.
 */
export function imageImportKeys(merchantId: string, jobId: string) {
  const folder = storageKey('image-imports', merchantId, jobId);
  return {
    folder,
    upload: (index: number, extension: string) => storageKey(folder, 'files', `${index}.${extension}`),
    staged: (name: string) => storageKey(folder, 'staged', `${imageFileName(name)}.webp`),
  };
}
