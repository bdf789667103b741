/**
 * A zip's entries count toward an image import's limits (issue 25 item 5), so a zip bomb is refused
 * or counted TOO_LARGE before it is inflated: the number of images (ImportOptions.maxImportImages,
 * entries of every zip included) and the bytes they inflate to (HUB_IMAGE_UPLOAD_MAX_BYTES, as each
 * zip's central directory declares them; the zip reader checks the inflated bytes against that).
 */

/** Whether an import of `total` images (so far) is past its limit: the import fails (IMG103). */
export function tooManyImages(total: number, maxImages: number): boolean {
  return total > maxImages;
}

/**
 * The import's byte budget, spent in listing order: an image too large on its own, or one that no
 * longer fits what is left, is TOO_LARGE and spends nothing (a smaller one after it may still fit).
 */
export function byteBudget(maxBytes: number, maxImageBytes: number): (size: number) => 'fits' | 'tooLarge' {
  let spent = 0;
  return (size) => {
    if (size > maxImageBytes || spent + size > maxBytes) return 'tooLarge';
    spent += size;
    return 'fits';
  };
}
