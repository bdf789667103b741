import { z } from 'zod';
import { MASTER_STORE } from './constants';
import { TEXT_MAX } from './limits';

/**
 * Issue 13 item 3: image import (`/image-import`). Images come by multi-file upload, in a zip, or from
 * an FTP/SFTP folder; each is matched to products by name, converted to .webp into the storage port
 * and named on the products it matched (imageName; verifiedImageName once verified).
 */
export const IMAGE_IMPORT_TYPES = ['UPLOAD', 'ZIP', 'FTP'] as const;
export type ImageImportType = (typeof IMAGE_IMPORT_TYPES)[number];

/** RECEIVING (the upload streams to storage) → CONVERTING → FINISHED | FAILED | CANCELLED. */
export const IMAGE_IMPORT_STATUSES = ['RECEIVING', 'CONVERTING', 'FINISHED', 'FAILED', 'CANCELLED'] as const;
export type ImageImportStatus = (typeof IMAGE_IMPORT_STATUSES)[number];
export const IMAGE_IMPORT_RUNNING_STATUSES = ['RECEIVING', 'CONVERTING'] as const satisfies readonly ImageImportStatus[];

/**
 * Why one image was skipped or failed:
 * - skipped: EXTENSION (not one of the merchant's imageExtensions), DUPLICATE (the same name twice in
 *   one import), UNMATCHED (no product carries the name), UNCHANGED (an FTP file already synced);
 * - errors: CORRUPT (not a readable image), TOO_LARGE (over the per-image limit), FAILED (storing it failed).
 */
export const IMAGE_SKIP_REASONS = ['EXTENSION', 'DUPLICATE', 'UNMATCHED', 'UNCHANGED'] as const;
export const IMAGE_ERROR_REASONS = ['CORRUPT', 'TOO_LARGE', 'FAILED'] as const;
export type ImageSkipReason = (typeof IMAGE_SKIP_REASONS)[number];
export type ImageErrorReason = (typeof IMAGE_ERROR_REASONS)[number];
export type ImageProblemReason = ImageSkipReason | ImageErrorReason;

/** One image that was not imported, and why. */
export const imageProblemSchema = z.object({ name: z.string().max(TEXT_MAX), reason: z.enum([...IMAGE_SKIP_REASONS, ...IMAGE_ERROR_REASONS]) });
export type ImageProblem = z.infer<typeof imageProblemSchema>;

/** The default code of upload progress (spec sections 3 and 8); other image codes are not shown. */
export const UPLOAD_PROGRESS_CODE = 'IMG204';
/** How many problems an upload progress carries (the job's report has them all). */
export const IMAGE_PROBLEMS_SHOWN = 100;

/**
 * Upload progress (spec section 3): the counts the upload progress modal shows, fed live over the
 * socket (`uploadProgress` channel) and readable at `GET /merchant/import/images/progress`.
 */
export const uploadProgressSchema = z.object({
  jobId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  status: z.enum(IMAGE_IMPORT_STATUSES),
  totalCount: z.number().int(),
  uploadCount: z.number().int(),
  skipCount: z.number().int(),
  errorCount: z.number().int(),
  /** UPLOAD, ZIP or FTP; null once the import has ended and its counts were reset. */
  importType: z.enum(IMAGE_IMPORT_TYPES).nullable(),
  ftpSync: z.boolean(),
  /** The first IMAGE_PROBLEMS_SHOWN images skipped or failed, with why. */
  errors: z.array(imageProblemSchema),
  message: z.string().max(TEXT_MAX).nullable(),
  code: z.string().max(TEXT_MAX),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;

/** An image import as a list shows it. */
export const imageImportJobSchema = uploadProgressSchema.extend({
  createdAt: z.string().max(TEXT_MAX),
  finishedAt: z.string().max(TEXT_MAX).nullable(),
  createdBy: z.string().max(TEXT_MAX).nullable(),
  /** How many products got an image, and how many of those were verified. */
  productsUpdated: z.number().int(),
  verified: z.number().int(),
});
export type ImageImportJob = z.infer<typeof imageImportJobSchema>;

/** Most image names one IMAGES_STAGED event carries. */
export const IMAGES_BATCH_MAX = 500;

/** The multipart field image files (or zips) arrive in; several files per request. */
export const IMAGE_UPLOAD_FIELD = 'files';
/** Most files one upload request carries (a zip counts as one). */
export const IMAGE_UPLOAD_MAX_FILES = 500;

export const imageImportQuerySchema = z.object({
  /** The store whose products the images are matched to; MASTER matches every store the caller sees. */
  sid: z.string().trim().min(1).max(TEXT_MAX).default(MASTER_STORE),
});
export type ImageImportQuery = z.infer<typeof imageImportQuerySchema>;

/** FTP folder sync: the images in a folder of an FTP/SFTP import source; files synced before and unchanged are skipped. */
export const imageFtpSyncBodySchema = z
  .object({
    sourceId: z.string().uuid(),
    /** The folder on the server; default the folder of the source's remote path. */
    folder: z.string().trim().max(1000).optional(),
    sid: z.string().trim().min(1).max(TEXT_MAX).default(MASTER_STORE),
  })
  .strict();
export type ImageFtpSyncBody = z.infer<typeof imageFtpSyncBodySchema>;

export const imageJobParamsSchema = z.object({ id: z.string().uuid() });

/**
 * `GET /media/products/:merchantId/:file`: an imported product image as `<img>` tags load it, public
 * like a CDN bucket (ADR 0028); `file` is the image's name with `.webp`, as productImageUrl writes it.
 */
export const productImageParamsSchema = z.object({
  merchantId: z.string().min(1).max(64).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
  file: z.string().max(300).regex(/^[\s\S]+\.webp$/),
});

/** The name an image is matched by: its file name without folders and extension, trimmed. */
export function imageBaseName(fileName: string): string {
  const file = fileName.split(/[\\/]/).pop() ?? '';
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file).trim();
}

/** The extension of a file name, lower case without the dot ('' when none). */
export function imageExtension(fileName: string): string {
  const file = fileName.split(/[\\/]/).pop() ?? '';
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
}

/**
 * The merchant's accepted extensions from the global config's imageExtensions (spec section 3,
 * default jpg): comma, space or semicolon separated, dots and case ignored; jpg accepts jpeg too.
 */
export function acceptedImageExtensions(imageExtensions: string | null | undefined): Set<string> {
  const list = String(imageExtensions ?? '')
    .split(/[\s,;]+/)
    .map((e) => e.trim().replace(/^\.+/, '').toLowerCase())
    .filter((e) => /^[a-z0-9]{1,10}$/.test(e));
  const accepted = new Set(list.length === 0 ? ['jpg'] : list);
  if (accepted.has('jpg')) accepted.add('jpeg');
  if (accepted.has('jpeg')) accepted.add('jpg');
  if (accepted.has('tif')) accepted.add('tiff');
  return accepted;
}

/** Upload progress of nothing running: every count zero (the modal's reset). */
export function emptyUploadProgress(): Omit<UploadProgress, 'jobId' | 'sid' | 'status'> {
  return { totalCount: 0, uploadCount: 0, skipCount: 0, errorCount: 0, importType: null, ftpSync: false, errors: [], message: null, code: UPLOAD_PROGRESS_CODE };
}
