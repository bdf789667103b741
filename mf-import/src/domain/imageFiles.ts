import {
  IMAGE_IMPORT_RUNNING_STATUSES,
  IMAGE_SKIP_REASONS,
  IMAGE_UPLOAD_MAX_FILES,
  acceptedImageExtensions,
  imageExtension,
  type ImageImportStatus,
  type ImageProblemReason,
} from '@hub/contracts';

/** The extension a zip of images carries. */
export const ZIP_EXTENSION = 'zip';

/**
 * The extensions the image upload takes (issue 13 item 3): the merchant's imageExtensions of the
 * global config (spec section 3, default jpg; jpg takes jpeg too), and zips of such images.
 */
export function uploadExtensions(imageExtensions: string | null | undefined): string[] {
  return [...[...acceptedImageExtensions(imageExtensions)].sort(), ZIP_EXTENSION];
}

/** The file picker's accept attribute: `.jpg,.jpeg,.zip`. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((e) => `.${e}`).join(',');
}

export interface ChosenFiles<F extends { name: string; size: number }> {
  files: F[];
  /** Names not taken: not an accepted image or zip (IMG102). */
  refused: string[];
  /** Files left out because the upload already holds the most one request carries (IMG103). */
  overflow: number;
}

/**
 * Adds picked or dropped files to those already chosen: only accepted extensions, each file once
 * (same name and size), at most IMAGE_UPLOAD_MAX_FILES in all.
 */
export function addChosenFiles<F extends { name: string; size: number }>(current: readonly F[], added: readonly F[], extensions: readonly string[]): ChosenFiles<F> {
  const files = [...current];
  const refused: string[] = [];
  let overflow = 0;
  for (const file of added) {
    if (!extensions.includes(imageExtension(file.name))) refused.push(file.name);
    else if (files.some((f) => f.name === file.name && f.size === file.size)) continue;
    else if (files.length >= IMAGE_UPLOAD_MAX_FILES) overflow++;
    else files.push(file);
  }
  return { files, refused, overflow };
}

/** A size in bytes as people read it (kB, MB, GB), in the reader's language. */
export function formatSize(bytes: number, iso: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(iso, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** Is an image import still moving (the page follows it; it can be cancelled)? */
export function isImageImportRunning(status: ImageImportStatus): boolean {
  return (IMAGE_IMPORT_RUNNING_STATUSES as readonly ImageImportStatus[]).includes(status);
}

/** A problem reason is a skip (an image left out on purpose) or an error (an image that failed). */
export function problemKind(reason: ImageProblemReason): 'skipped' | 'errored' {
  return (IMAGE_SKIP_REASONS as readonly string[]).includes(reason) ? 'skipped' : 'errored';
}

/** Badge colour of each image import status. */
export const IMAGE_STATUS_COLOR: Record<ImageImportStatus, 'informative' | 'brand' | 'success' | 'subtle' | 'danger'> = {
  RECEIVING: 'informative',
  CONVERTING: 'brand',
  FINISHED: 'success',
  FAILED: 'danger',
  CANCELLED: 'subtle',
};
