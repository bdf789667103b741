import { PERMISSIONS, imageImportApi, productImageApi, type ImageImportType } from '@hub/contracts';
import { AppError, route, StorageMissingError, type Db, type FileStorage, type Logger, type MerchantScope, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { cancelImageJob, createImageJob, imageJobInScope, imageProgressOf, listImageJobs, runningImageJob, toImageJob, toImageJobs, unansweredBatches, type NewImageJob } from '../db/image-jobs';
import { readImageSwitches } from '../db/image-settings';
import { listSources } from '../db/sources';
import { importTypeOf, isSettled } from '../domain/images';
import { imageImportEndEvents, removeImportFiles } from '../events/image-progress';
import { imageImportKeys, productImageKey } from '../images/keys';
import { imageUploadMiddleware, type ImageUploadLimits, type ReceivedImages } from './image-upload';
import { assertImportStore } from './upload';

export interface ImageRouteDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  limits: ImageUploadLimits;
  logger?: Logger;
  /** Wakes the image workers of this instance (others poll). */
  wake: () => void;
}

const READ = PERMISSIONS.IMAGE_IMPORT_READ_PREVIEW;
const WRITE = { all: [PERMISSIONS.IMAGE_IMPORT_READ_PREVIEW, PERMISSIONS.IMAGE_IMPORT_MODIFY] };
/** The most image imports a list answers. */
const JOBS_LISTED = 50;
/** How long browsers keep a product image: a day (an image imported again under its name shows within it). */
const IMAGE_CACHE_SECONDS = 86_400;

/**
 * Image import (issue 13 item 3, `/image-import`): images and zips uploaded, or an FTP/SFTP source's
 * folder synced, for one store or MASTER; the jobs, the running one's upload progress, cancel. And the
 * imported product images themselves, public like a CDN bucket (ADR 0028).
 */
export function imageRoutes({ db, storage, eventing, limits, logger, wake }: ImageRouteDeps): RouteDefinition[] {
  /** A new import's row, its audit entry, and the workers woken. */
  const start = async (scope: MerchantScope, userId: string, ip: string | null, job: Omit<NewImageJob, 'merchantId' | 'storeCodes' | 'createdBy'>) => {
    const row = await eventing.transaction(async (tx, emit) => {
      const created = await createImageJob(tx, { ...job, merchantId: scope.merchantId, storeCodes: scope.storeCodes, createdBy: userId });
      await emit(
        eventing.auditEvent(scope.merchantId, {
          userId,
          action: 'import.started',
          storeCode: job.sid,
          details: { jobId: created.id, images: true, importType: job.importType, files: job.files.length, ...(job.sourceId ? { sourceId: job.sourceId } : {}) },
          ip,
        }),
      );
      return created;
    });
    wake();
    return { code: 'IMG000' as const, httpStatus: 202, data: await toImageJob(db, row) };
  };

  return [
    route(imageImportApi.jobs, {
      permission: READ,
      summary: `The merchant's image imports (of the caller's stores), newest first, at most ${JOBS_LISTED}, each with its first 100 problems.`,
      handler: async ({ scope }) => ({ code: 'IMG001', data: await toImageJobs(db, await listImageJobs(db, scope, JOBS_LISTED)) }),
    }),
    route(imageImportApi.job, {
      permission: READ,
      summary: 'One image import with its counts and first 100 problems (404 IMG106 when the caller has none of that id).',
      handler: async ({ scope, params }) => ({ code: 'IMG001', data: await toImageJob(db, await imageJobInScope(db, scope, params.id)) }),
    }),
    route(imageImportApi.progress, {
      permission: READ,
      summary: "The running image import's upload progress (spec section 3) for the modal; null when none runs.",
      handler: async ({ scope }) => {
        const row = await runningImageJob(db, scope);
        return { code: 'IMG001', data: row ? await imageProgressOf(db, row) : null };
      },
    }),
    route(imageImportApi.upload, {
      permission: WRITE,
      summary: 'Upload images and zips of images for a store or MASTER (multipart `files`, streamed to storage): 202 with the import; conversion and matching follow (IMG100–IMG104).',
      before: imageUploadMiddleware(db, storage, limits),
      handler: async ({ scope, auth, query, res, req }) => {
        const received = res.locals.images as ReceivedImages;
        const importType: ImageImportType = importTypeOf(received.files.map((f) => f.kind));
        try {
          return await start(scope, auth.sub, req.ip ?? null, { id: received.jobId, sid: query.sid, importType, files: received.files, sourceId: null, folder: null });
        } catch (error) {
          await storage.remove(imageImportKeys(scope.merchantId, received.jobId).folder).catch(() => undefined);
          throw error;
        }
      },
    }),
    route(imageImportApi.ftpSync, {
      permission: WRITE,
      summary: "Sync the images of an FTP/SFTP import source's folder (IMG107 for another kind of source); files synced before and unchanged are skipped.",
      handler: async ({ scope, auth, body, req }) => {
        if (!(await readImageSwitches(db, scope.merchantId)).allowImgImport) throw new AppError('IMG100', 403);
        await assertImportStore(db, scope, body.sid);
        const source = (await listSources(db, scope)).find((s) => s.id === body.sourceId);
        if (!source) throw new AppError('IMG107', 404);
        if (source.kind !== 'FTP') throw new AppError('IMG107', 400);
        return start(scope, auth.sub, req.ip ?? null, { id: randomUUID(), sid: body.sid, importType: 'FTP', files: [], sourceId: source.id, folder: body.folder || null });
      },
    }),
    route(imageImportApi.cancel, {
      permission: WRITE,
      summary: 'Cancel a running image import: it stops after the image under way (the images converted so far are still matched); IMG108 once ended.',
      handler: async ({ scope, auth, params, req }) => {
        const { row, settled } = await eventing.transaction(async (tx, emit) => {
          const cancelled = await cancelImageJob(tx, await imageJobInScope(tx, scope, params.id));
          await emit(await imageImportEndEvents(eventing, tx, cancelled, { userId: auth.sub, ip: req.ip ?? null }));
          // A job no worker holds has nothing more to send: its files can go once its batches are answered.
          return { row: cancelled, settled: cancelled.lease_owner === null && isSettled(cancelled.status, await unansweredBatches(tx, cancelled.id)) };
        });
        if (settled) removeImportFiles(storage, row, logger);
        return { code: 'IMG002', data: await toImageJob(db, row) };
      },
    }),
    route(productImageApi.file, {
      permission: 'public',
      summary: "An imported product image (.webp) for <img> tags, which carry no token: public like a CDN bucket, by the merchant's id (ADR 0028); 404 IMG109 when there is none.",
      handler: async ({ params, res }) => {
        const key = productImageKey(params.merchantId, params.file.slice(0, -'.webp'.length));
        const size = await storage.size(key);
        if (size === null) throw new AppError('IMG109', 404);
        const stream = await storage.read(key).catch((error: unknown) => {
          throw error instanceof StorageMissingError ? new AppError('IMG109', 404) : error;
        });
        res.status(200);
        res.setHeader('Content-Type', 'image/webp');
        res.setHeader('Content-Length', String(size));
        res.setHeader('Cache-Control', `public, max-age=${IMAGE_CACHE_SECONDS}`);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        await pipeline(stream, res);
        return undefined;
      },
    }),
  ];
}
