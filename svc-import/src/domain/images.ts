import {
  IMAGE_PROBLEMS_SHOWN,
  IMAGE_SKIP_REASONS,
  UPLOAD_PROGRESS_CODE,
  emptyUploadProgress,
  imageBaseName,
  imageExtension,
  type ImageImportStatus,
  type ImageImportType,
  type ImageProblem,
  type ImageProblemReason,
  type UploadProgress,
} from '@hub/contracts';
import { createHash } from 'node:crypto';

/**
 * Image import rules (issue 13 item 3; spec sections 3, 4 and 5), pure: which images are taken, how
 * they are named in storage, when a batch goes to svc-catalog, and the counts of the upload progress
 * modal with the events that end it.
 */

/** The global config's image switches (spec section 3) svc-import keeps. */
export interface ImageSwitches {
  allowImgImport: boolean;
  imageExtensions: string;
  triggerVerifyImageLambda: boolean;
  verifyImageConcurrency: number;
}

/** Spec section 3 defaults: a merchant whose global config svc-import has not received yet. */
export const DEFAULT_IMAGE_SWITCHES: ImageSwitches = { allowImgImport: true, imageExtensions: 'jpg', triggerVerifyImageLambda: false, verifyImageConcurrency: 0 };

/** The switches of a published global config; a missing or ill-typed value keeps its default. */
export function imageSwitchesOf(config: Record<string, unknown>): ImageSwitches {
  const d = DEFAULT_IMAGE_SWITCHES;
  const concurrency = config.verifyImageConcurrency;
  return {
    allowImgImport: typeof config.allowImgImport === 'boolean' ? config.allowImgImport : d.allowImgImport,
    imageExtensions: typeof config.imageExtensions === 'string' && config.imageExtensions.trim() !== '' ? config.imageExtensions : d.imageExtensions,
    triggerVerifyImageLambda: typeof config.triggerVerifyImageLambda === 'boolean' ? config.triggerVerifyImageLambda : d.triggerVerifyImageLambda,
    verifyImageConcurrency: typeof concurrency === 'number' && Number.isInteger(concurrency) && concurrency >= 0 ? Math.min(concurrency, 100) : d.verifyImageConcurrency,
  };
}

/** Verification runs this many at once: the merchant's verifyImageConcurrency, at least one (its default is 0). */
export function verifyConcurrency(switches: ImageSwitches): number {
  return Math.max(1, switches.verifyImageConcurrency);
}

/**
 * A top-level upload the request takes: an image of one of the merchant's extensions, or a zip of
 * images. Anything else is refused (IMG102) before a byte of it is stored.
 */
export function isAcceptedUpload(fileName: string, accepted: ReadonlySet<string>): 'image' | 'zip' | null {
  const extension = imageExtension(fileName);
  if (extension === 'zip') return 'zip';
  return accepted.has(extension) ? 'image' : null;
}

/** UPLOAD for images (with or without zips), ZIP when only zips came. */
export function importTypeOf(kinds: readonly ('image' | 'zip')[]): ImageImportType {
  return kinds.length > 0 && kinds.every((k) => k === 'zip') ? 'ZIP' : 'UPLOAD';
}

/** Longest image name kept (the events carry at most 255 characters). */
export const IMAGE_NAME_MAX = 255;

/**
 * What becomes of one image before it is converted (the job's listing order): not one of the
 * merchant's extensions (EXTENSION), a name met before in the job (DUPLICATE), or to be converted
 * under its name. `seen` holds the names taken so far and is added to.
 */
export function triageImage(fileName: string, accepted: ReadonlySet<string>, seen: Set<string>): { name: string; problem: ImageProblemReason | null } {
  const name = imageBaseName(fileName);
  if (!accepted.has(imageExtension(fileName)) || name === '') return { name: (name || fileName).slice(0, IMAGE_NAME_MAX), problem: 'EXTENSION' };
  // A name no product field could hold whole (and the events cannot carry) is not imported.
  if (name.length > IMAGE_NAME_MAX) return { name: name.slice(0, IMAGE_NAME_MAX), problem: 'FAILED' };
  if (seen.has(name)) return { name, problem: 'DUPLICATE' };
  seen.add(name);
  return { name, problem: null };
}

/** Skipped (EXTENSION, DUPLICATE, UNMATCHED, UNCHANGED) counts as a skip; the rest as an error. */
export function isSkipReason(reason: ImageProblemReason): boolean {
  return (IMAGE_SKIP_REASONS as readonly string[]).includes(reason);
}

const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,149}$/;
const HASHED_PREFIX = 'x--';

/**
 * The file name (without `.webp`) an image name is stored under: the name itself when it is a plain
 * storage name, else `x--` and the SHA-256 of the name (Thai, Arabic or Chinese names, spaces, long
 * names). The same name always gives the same file, so the image route finds what the import stored;
 * two names never share one (a plain name never starts with the prefix).
 */
export function imageFileName(name: string): string {
  if (PLAIN_NAME.test(name) && !name.startsWith(HASHED_PREFIX)) return name;
  return HASHED_PREFIX + createHash('sha256').update(name, 'utf8').digest('hex');
}

/** How many images go through between two batches at most, and the longest wait between two progress events. */
export const IMAGE_BATCH_SIZE = 100;
export const IMAGE_PROGRESS_MS = 1_000;

/**
 * Whether the images gone through since the last batch are sent now: a full batch, or a second of
 * work with something to report (the modal moves at least once a second while images move).
 */
export function batchIsDue(pending: number, msSinceLastBatch: number, batchSize = IMAGE_BATCH_SIZE, everyMs = IMAGE_PROGRESS_MS): boolean {
  return pending >= batchSize || (pending > 0 && msSinceLastBatch >= everyMs);
}

/**
 * svc-catalog's answer for a batch: the names that matched products are uploaded, the others are
 * skipped UNMATCHED (their stored file goes).
 */
export function answerOf(names: readonly string[], matched: readonly string[]): { uploaded: string[]; unmatched: string[] } {
  const hit = new Set(matched);
  return { uploaded: names.filter((n) => hit.has(n)), unmatched: names.filter((n) => !hit.has(n)) };
}

/** The counts of an image import as the job keeps them. */
export interface ImageJobCounts {
  jobId: string;
  sid: string;
  status: ImageImportStatus;
  importType: ImageImportType;
  totalCount: number;
  uploadCount: number;
  skipCount: number;
  errorCount: number;
  message: string | null;
}

/** Upload progress (spec section 3) of a job, with its first problems (IMG204 by default: spec section 8). */
export function uploadProgressOf(job: ImageJobCounts, problems: readonly ImageProblem[]): UploadProgress {
  return {
    jobId: job.jobId,
    sid: job.sid,
    status: job.status,
    totalCount: job.totalCount,
    uploadCount: job.uploadCount,
    skipCount: job.skipCount,
    errorCount: job.errorCount,
    importType: job.importType,
    ftpSync: job.importType === 'FTP',
    errors: problems.slice(0, IMAGE_PROBLEMS_SHOWN),
    message: job.message,
    code: UPLOAD_PROGRESS_CODE,
  };
}

/** Has every image been counted as uploaded, skipped or errored (the modal's 100%)? */
export function isComplete(p: Pick<UploadProgress, 'totalCount' | 'uploadCount' | 'skipCount' | 'errorCount'>): boolean {
  return p.uploadCount + p.skipCount + p.errorCount >= p.totalCount;
}

/**
 * The events that end an import for the upload progress modal (spec section 4): its last counts (a
 * FINISHED import is at 100%: the modal closes after 5 s), then the reset: no import type and every
 * count zero, so the counts reset and the modal closes after 2.5 s whatever the end was (a cancelled
 * or failed import never reaches 100%); a total of 0 does not open it again.
 */
export function endingProgress(last: UploadProgress): [UploadProgress, UploadProgress] {
  return [last, { jobId: last.jobId, sid: last.sid, status: last.status, ...emptyUploadProgress() }];
}

/** An ended import whose every batch is answered: its files in storage are read no more. */
export function isSettled(status: ImageImportStatus, unanswered: number): boolean {
  return status !== 'CONVERTING' && status !== 'RECEIVING' && unanswered === 0;
}

/** A remote file an FTP folder sync imported: unchanged (same size and time) next time, it is skipped. */
export interface SyncedFile {
  path: string;
  size: number;
  modifiedAt: string | null;
}

/** Whether a remote file is the one synced before: same size and same modification time (an unknown time never is). */
export function isUnchanged(before: SyncedFile | undefined, now: SyncedFile): boolean {
  return !!before && before.modifiedAt !== null && now.modifiedAt !== null && before.size === now.size && before.modifiedAt === now.modifiedAt;
}
