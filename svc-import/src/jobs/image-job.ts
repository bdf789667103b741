import { EVENT_TYPES, IMAGES_BATCH_MAX, OUTBOUND_REFUSED_ACTION, acceptedImageExtensions, type EventEnvelope, type FtpSettings, type ImageProblem } from '@hub/contracts';
import { createEvent, outboundRefusalDetails, StorageMissingError, type OutboundRefusedError, type Db, type FileStorage, type Logger, type SecretBox, type ServiceEventing } from '@hub/service-kit';
import { failImageJob, finishImageJob, imageJobState, recordImageFlush, setImageTotal, unansweredBatches, type ImageFlush, type ImageJobRow } from '../db/image-jobs';
import { readImageSwitches, syncedFiles } from '../db/image-settings';
import { sourceById } from '../db/sources';
import { IMAGE_BATCH_SIZE, batchIsDue, isSettled, isUnchanged, triageImage, verifyConcurrency, type ImageSwitches, type SyncedFile } from '../domain/images';
import { imageImportEndEvents, removeImportFiles, uploadProgressEvent } from '../events/image-progress';
import { mapLimited, storedWebpIsValid, toWebp } from '../images/convert';
import { imageImportKeys } from '../images/keys';
import { folderListing, TooManyImagesError, uploadListing, UnreadableZipError, type ImageEntry, type ImageListing } from '../images/listing';
import { openFtpFolder } from '../sources/ftp';
import { failureOf } from '../sources';
import { SourceError } from '../sources/source';

export interface ImageJobDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  secrets: SecretBox;
  logger?: Logger;
  /** Bytes one image may have (ImportOptions.maxImageBytes): larger is TOO_LARGE. */
  maxImageBytes: number;
  /** Bytes an upload's images may come to, zips inflated (ImportOptions.maxImageUploadBytes): past it, TOO_LARGE. */
  maxImportBytes: number;
  /** Images an upload may hold, zips' entries included (ImportOptions.maxImportImages): more fails it (IMG103). */
  maxImages: number;
  /** Images between two batches at most (IMAGE_BATCH_SIZE). */
  batchSize?: number;
}

/** An FTP folder sync's source that is gone or no longer an FTP one when its job runs. */
class MissingSourceError extends Error {}

async function openListing(deps: ImageJobDeps, job: ImageJobRow, signal: AbortSignal): Promise<ImageListing> {
  if (job.import_type !== 'FTP') return uploadListing(deps.storage, job.files, { maxImageBytes: deps.maxImageBytes, maxImportBytes: deps.maxImportBytes, maxImages: deps.maxImages });
  const source = job.source_id ? await sourceById(deps.db, job.source_id) : undefined;
  if (!source || source.merchant_id !== job.merchant_id || source.kind !== 'FTP') throw new MissingSourceError();
  const secret = source.secret_sealed === null ? null : deps.secrets.open(source.secret_sealed);
  const folder = await openFtpFolder(source.settings as FtpSettings, secret, job.folder ?? undefined, signal);
  try {
    return await folderListing(folder, deps.maxImageBytes);
  } catch (error) {
    folder.close();
    throw error;
  }
}

/** The code an import fails with when its images cannot be listed, or null for an unexpected failure. */
function listingFailureCode(error: unknown): string | null {
  if (error instanceof UnreadableZipError) return 'IMG105';
  if (error instanceof TooManyImagesError) return 'IMG103';
  if (error instanceof SourceError) return error.code;
  if (error instanceof MissingSourceError) return 'IMG107';
  return null;
}

/** Ends a running import as FAILED with its code: its last counts and the modal's reset go to the browsers. */
export async function failImageImport(deps: Pick<ImageJobDeps, 'eventing' | 'storage' | 'logger'>, jobId: string, code: string): Promise<void> {
  const ended = await deps.eventing.transaction(async (tx, emit) => {
    const row = await failImageJob(tx, jobId, code);
    if (!row) return null;
    await emit(await imageImportEndEvents(deps.eventing, tx, row));
    return isSettled(row.status, await unansweredBatches(tx, row.id)) ? row : null;
  });
  if (ended) removeImportFiles(deps.storage, ended, deps.logger);
}

/** A refused FTP/SFTP destination of an image import, in the audit trail with who started it (issue 25). */
async function auditRefusal(deps: Pick<ImageJobDeps, 'eventing'>, job: ImageJobRow, refused: OutboundRefusedError): Promise<void> {
  const details = { imageImportId: job.id, sourceId: job.source_id, ...outboundRefusalDetails(refused, 'FTP') };
  await deps.eventing.transaction(async (_tx, emit) => {
    await emit(deps.eventing.auditEvent(job.merchant_id, { userId: job.created_by_id ?? job.created_by, action: OUTBOUND_REFUSED_ACTION, storeCode: job.sid, details }));
  });
}

/**
 * The image import worker's run of one job (issue 13 item 3), leased like the file check: it lists the
 * images (the total opens the modal), then takes each in turn: another extension or a name met before
 * is skipped, an FTP file synced before and unchanged too; the rest is decoded and written as .webp to
 * the import's storage (CORRUPT when it cannot be decoded), verified when the merchant asks for it, and
 * sent to svc-catalog by batch (`hub.import.images-staged.v1`). Skips and errors count at once; the
 * converted images count when svc-catalog answers (events/image-answers.ts). A cancel stops it after the
 * image under way (the images converted so far still go); an instance taking over a job goes on from
 * the last batch it recorded.
 */
export async function runImageJob(deps: ImageJobDeps, job: ImageJobRow, owner: string, signal: AbortSignal): Promise<void> {
  const switches = await readImageSwitches(deps.db, job.merchant_id);
  let listing: ImageListing;
  try {
    listing = await openListing(deps, job, signal);
  } catch (error) {
    if (signal.aborted) return;
    const code = listingFailureCode(error);
    if (code === null) throw error;
    // Our words and the category only: never what the FTP/SFTP server said (issue 25).
    deps.logger?.warn({ jobId: job.id, code, failure: failureOf(error), reason: error instanceof SourceError ? error.reason : undefined }, 'image import cannot list its images');
    if (error instanceof SourceError && error.refused) await auditRefusal(deps, job, error.refused);
    await failImageImport(deps, job.id, code);
    return;
  }
  try {
    await convertAll(deps, job, owner, signal, switches, listing);
  } finally {
    await listing.close();
  }
}

async function convertAll(deps: ImageJobDeps, job: ImageJobRow, owner: string, signal: AbortSignal, switches: ImageSwitches, listing: ImageListing): Promise<void> {
  const started = await deps.eventing.transaction(async (tx, emit) => {
    const row = await setImageTotal(tx, job.id, owner, listing.total);
    if (row) await emit(await uploadProgressEvent(tx, row));
    return row;
  });
  if (!started) return;
  const keys = imageImportKeys(job.merchant_id, job.id);
  const accepted = acceptedImageExtensions(switches.imageExtensions);
  const synced = job.import_type === 'FTP' && job.source_id ? await syncedFiles(deps.db, job.source_id) : new Map<string, SyncedFile>();
  const seen = new Set<string>();
  // An event carries at most IMAGES_BATCH_MAX names.
  const batchSize = Math.min(deps.batchSize ?? IMAGE_BATCH_SIZE, IMAGES_BATCH_MAX);
  let pending: Omit<ImageFlush, 'processed' | 'converted'> = { problems: [], names: [], remoteFiles: null };
  let processed = 0;
  let lastBatchAt = Date.now();

  /** Records what was gone through since the last batch; false once the job is no longer this owner's to go on with. */
  const flush = async (converted: boolean): Promise<boolean> => {
    const verified = switches.triggerVerifyImageLambda
      ? (await mapLimited(pending.names, verifyConcurrency(switches), async (name) => ((await storedWebpIsValid(deps.storage, keys.staged(name), deps.maxImageBytes)) ? name : null))).filter(
          (name): name is string => name !== null,
        )
      : [];
    const batch = { ...pending, processed, converted };
    pending = { problems: [], names: [], remoteFiles: null };
    lastBatchAt = Date.now();
    const outcome = await deps.eventing.transaction(async (tx, emit) => {
      const recorded = await recordImageFlush(tx, job.id, owner, batch);
      if (!recorded) return null;
      const { row } = recorded;
      const events: EventEnvelope[] = [];
      if (recorded.batch !== null) {
        events.push(createEvent(EVENT_TYPES.IMAGES_STAGED, row.merchant_id, { jobId: row.id, sid: row.sid, storeCodes: row.store_codes, batch: recorded.batch, names: batch.names, verified }));
      }
      // A cancelled import's last batch is still matched, but the modal has been told it ended.
      const finished = row.status === 'CONVERTING' && converted ? await finishImageJob(tx, row.id) : null;
      if (finished) events.push(...(await imageImportEndEvents(deps.eventing, tx, finished)));
      else if (row.status === 'CONVERTING') events.push(await uploadProgressEvent(tx, row));
      await emit(events);
      const ended = finished ?? row;
      return { running: ended.status === 'CONVERTING', settled: isSettled(ended.status, await unansweredBatches(tx, row.id)) ? ended : null };
    });
    if (outcome?.settled) removeImportFiles(deps.storage, outcome.settled, deps.logger);
    return outcome?.running ?? false;
  };

  /** The worker stops: after a cancel the images converted so far still go to svc-catalog. */
  const stop = async () => {
    if ((await imageJobState(deps.db, job.id, owner)) === 'cancelled') await flush(false);
  };

  for await (const entry of listing.entries()) {
    if (processed < job.processed) {
      // Gone through before a takeover: only its name is remembered (a later image of the same name is a duplicate).
      triageImage(entry.fileName, accepted, seen);
      processed++;
      continue;
    }
    if (signal.aborted || (await imageJobState(deps.db, job.id, owner)) !== 'running') return stop();
    const outcome = await takeImage(deps, entry, { accepted, seen, synced, staged: keys.staged });
    processed++;
    if ('problem' in outcome) pending.problems.push(outcome.problem);
    else {
      pending.names.push(outcome.name);
      if (entry.remote) pending.remoteFiles = { ...pending.remoteFiles, [outcome.name]: entry.remote };
    }
    if (batchIsDue(pending.problems.length + pending.names.length, Date.now() - lastBatchAt, batchSize) && !(await flush(false))) return stop();
  }
  if (signal.aborted) return stop();
  await flush(true);
}

type ImageOutcome = { problem: ImageProblem } | { name: string };

/** One image: skipped, failed, or converted and stored under the import's staged images. */
async function takeImage(
  deps: ImageJobDeps,
  entry: ImageEntry,
  context: { accepted: ReadonlySet<string>; seen: Set<string>; synced: ReadonlyMap<string, SyncedFile>; staged: (name: string) => string },
): Promise<ImageOutcome> {
  const { name, problem } = triageImage(entry.fileName, context.accepted, context.seen);
  if (problem) return { problem: { name, reason: problem } };
  if (entry.remote && isUnchanged(context.synced.get(entry.remote.path), entry.remote)) return { problem: { name, reason: 'UNCHANGED' } };
  if (entry.tooLarge) return { problem: { name, reason: 'TOO_LARGE' } };
  let bytes: Buffer | null;
  try {
    bytes = await entry.read();
  } catch (error) {
    // A transfer that failed or an upload gone from storage is FAILED (the next image may read); a zip entry that does not inflate is CORRUPT.
    if (error instanceof SourceError || error instanceof StorageMissingError) return { problem: { name, reason: 'FAILED' } };
    return { problem: { name, reason: 'CORRUPT' } };
  }
  if (bytes === null) return { problem: { name, reason: 'TOO_LARGE' } };
  let webp: Buffer;
  try {
    webp = await toWebp(bytes);
  } catch {
    return { problem: { name, reason: 'CORRUPT' } };
  }
  try {
    await deps.storage.put(context.staged(name), [webp]);
  } catch (error) {
    deps.logger?.warn({ err: error, name }, 'converted image not stored');
    return { problem: { name, reason: 'FAILED' } };
  }
  return { name };
}
