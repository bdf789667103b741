import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_FILES, acceptedImageExtensions, imageExtension, imageImportQuerySchema, type MessageCode } from '@hub/contracts';
import { AppError, parseOrThrow, scopeOfResponse, type Db, type FileStorage } from '@hub/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { hasRunningImageJob, type StoredImageFile } from '../db/image-jobs';
import { readImageSwitches } from '../db/image-settings';
import { isAcceptedUpload } from '../domain/images';
import { imageImportKeys } from '../images/keys';
import { hasNulCharacter, isMalformedMultipart } from './multipart-input';
import { assertImportStore, cleanFileName } from './upload';

export interface ImageUploadLimits {
  /** All the files of one request together (HUB_IMAGE_UPLOAD_MAX_BYTES): over it, 413 IMG103. */
  maxRequestBytes: number;
  /** One image (HUB_IMAGE_MAX_BYTES): over it, the image is not kept and counts TOO_LARGE. */
  maxImageBytes: number;
}

/** What the upload middleware leaves for the handler: the import's id and its stored files, in order. */
export interface ReceivedImages {
  jobId: string;
  files: StoredImageFile[];
}

interface Receiving extends ReceivedImages {
  merchantId: string;
  accepted: ReadonlySet<string>;
  bytes: number;
}

const receivingOf = (req: Request) => (req.res as Response).locals.imageUpload as Receiving;

/**
 * Multer's storage engine on the storage port: each file streams from the request into the import's
 * folder (never whole in memory), counted against the request's limit (IMG103); an image over the
 * per-image limit is not kept (the rest of it is read and dropped) and counts TOO_LARGE later.
 */
function imageStorageEngine(storage: FileStorage, limits: ImageUploadLimits): multer.StorageEngine {
  return {
    _handleFile(req, file, cb) {
      const receiving = receivingOf(req);
      const kind = isAcceptedUpload(file.originalname, receiving.accepted) ?? 'image';
      const index = receiving.files.length;
      const stored: StoredImageFile = {
        key: imageImportKeys(receiving.merchantId, receiving.jobId).upload(index, kind === 'zip' ? 'zip' : imageExtension(file.originalname)),
        name: cleanFileName(file.originalname),
        size: 0,
        kind,
        tooLarge: false,
      };
      receiving.files.push(stored);
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          receiving.bytes += chunk.length;
          if (receiving.bytes > limits.maxRequestBytes) return done(new AppError('IMG103', 413));
          stored.size += chunk.length;
          if (kind === 'image' && stored.size > limits.maxImageBytes) stored.tooLarge = true;
          done(null, stored.tooLarge ? undefined : chunk);
        },
      });
      file.stream.on('error', (error) => counted.destroy(error));
      storage.put(stored.key, file.stream.pipe(counted)).then(
        async () => {
          // Only the size of an image too large is kept: the worker never reads it.
          if (stored.tooLarge) await storage.remove(stored.key);
          cb(null, { path: stored.key, size: stored.size });
        },
        (error: unknown) => cb(error as Error),
      );
    },
    _removeFile(_req, file, cb) {
      storage.remove(file.path).then(() => cb(null), cb);
    },
  };
}

/**
 * Before a byte is read: the store is the caller's (UAC108) and the merchant's (PDFU108), image import
 * is on (IMG100) and none runs (IMG104). Then the files (multipart `files`) stream to storage: each an
 * image of the merchant's extensions or a zip (IMG102, refused as it arrives), all within the request
 * limit (IMG103), at least one (IMG101); a body that does not parse or a name with U+0000 is IP100.
 * Whatever was stored of a refused request is removed.
 */
export function imageUploadMiddleware(db: Db, storage: FileStorage, limits: ImageUploadLimits): RequestHandler[] {
  const checks: RequestHandler = (req, res, next) => {
    void (async () => {
      const scope = scopeOfResponse(res);
      const { sid } = parseOrThrow(imageImportQuerySchema, req.query, 'query');
      await assertImportStore(db, scope, sid);
      const switches = await readImageSwitches(db, scope.merchantId);
      if (!switches.allowImgImport) throw new AppError('IMG100', 403);
      if (await hasRunningImageJob(db, scope.merchantId)) throw new AppError('IMG104', 409);
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxRequestBytes) throw new AppError('IMG103', 413);
      res.locals.imageUpload = {
        jobId: randomUUID(),
        merchantId: scope.merchantId,
        accepted: acceptedImageExtensions(switches.imageExtensions),
        files: [],
        bytes: 0,
      } satisfies Receiving;
      next();
    })().catch(next);
  };
  const receive = multer({
    storage: imageStorageEngine(storage, limits),
    // Browsers send file names as UTF-8 (Thai, Arabic, Chinese names arrive whole).
    defParamCharset: 'utf8',
    limits: { fileSize: limits.maxRequestBytes, files: IMAGE_UPLOAD_MAX_FILES, fields: 10, parts: IMAGE_UPLOAD_MAX_FILES + 10 },
    fileFilter: (req, file, cb) => {
      if (hasNulCharacter(file.originalname)) cb(new AppError('IP100', 400));
      else if (isAcceptedUpload(file.originalname, receivingOf(req).accepted)) cb(null, true);
      else cb(new AppError('IMG102', 415));
    },
  }).array(IMAGE_UPLOAD_FIELD);
  const stored: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    receive(req, res, (error: unknown) => {
      void (async () => {
        const receiving = res.locals.imageUpload as Receiving;
        const refuse = async (code: MessageCode, status: number) => {
          await storage.remove(imageImportKeys(receiving.merchantId, receiving.jobId).folder).catch(() => undefined);
          throw new AppError(code, status);
        };
        if (error) {
          if (error instanceof AppError) return refuse(error.code, error.httpStatus);
          if (error instanceof multer.MulterError) {
            if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_PART_COUNT') return refuse('IMG103', 413);
            return refuse('IMG101', 400);
          }
          if (isMalformedMultipart(error)) return refuse('IP100', 400);
          // The storage failed (disk full...), or the client went away mid-upload.
          return refuse(req.readableAborted ? 'PDFU101' : 'PDFU104', 500);
        }
        if (receiving.files.length === 0) return refuse('IMG101', 400);
        res.locals.images = { jobId: receiving.jobId, files: receiving.files } satisfies ReceivedImages;
        next();
      })().catch(next);
    });
  };
  return [checks, stored];
}
