import { DEFAULT_MAPPING_ID, IMPORT_UPLOAD_FIELD, MASTER_STORE, importUploadQuerySchema } from '@hub/contracts';
import { AppError, listStoreReplicas, parseOrThrow, scopeAllowsStore, scopeOfResponse, storageKey, type Db, type FileStorage, type MerchantScope } from '@hub/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { importMapping, type ImportMappingRef } from '../db/data-mapping-replica';
import { mappingInScope, storeMapping } from '../db/named-mappings';
import { hasRunningImport } from '../db/jobs';
import { IMPORT_SCHEMA } from '../db/schema';
import { hasNulCharacter, isMalformedMultipart } from './multipart-input';

/** What the upload middleware leaves for the handler: where the file is and what it was called. */
export interface StoredUpload {
  key: string;
  size: number;
  originalName: string;
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream', 'text/comma-separated-values']);

/** A file name fit for the jobs table: no path, no control characters, 200 characters at most. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'upload.csv';
}

/** An import file is a CSV by name and type (PDFU106); a name holding U+0000 is IP100. */
export const csvFileFilter = (_req: Request, file: Express.Multer.File, cb: multer.FileFilterCallback): void => {
  if (hasNulCharacter(file.originalname)) return cb(new AppError('IP100', 400));
  const isCsv = /\.csv$/i.test(file.originalname) && CSV_TYPES.has(file.mimetype.toLowerCase());
  if (isCsv) cb(null, true);
  else cb(new AppError('PDFU106', 415));
};

/** The coded error of a failed multipart upload: too large PDFU105, not one file PDDI101, unparsable IP100. */
export function uploadFailure(error: unknown, req: Request): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError('PDFU105', 413);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new AppError('PDDI101', 400);
    return new AppError('PDFU101', 400);
  }
  if (isMalformedMultipart(error)) return new AppError('IP100', 400);
  // The storage failed (disk full...), or the client went away mid-upload.
  return new AppError(req.readableAborted ? 'PDFU101' : 'PDFU104', 500);
}

/**
 * Multer's storage engine on the storage port: the file streams from the request into storage
 * (never whole in memory); multer's size limit stops it (PDFU105).
 */
function storageEngine(storage: FileStorage, keyOf: (req: Request) => string): multer.StorageEngine {
  return {
    _handleFile(req, file, cb) {
      const key = keyOf(req);
      storage.put(key, file.stream).then(
        (size) => cb(null, { path: key, size }),
        (error: unknown) => cb(error as Error),
      );
    },
    _removeFile(_req, file, cb) {
      storage.remove(file.path).then(() => cb(null), cb);
    },
  };
}

/**
 * The store an import goes to: MASTER for callers of every store only, else one of the caller's
 * stores (UAC108) that the merchant has, active (PDFU108).
 */
export async function assertImportStore(db: Db, scope: MerchantScope, sid: string): Promise<void> {
  if (sid === MASTER_STORE ? scope.storeCodes !== null : !scopeAllowsStore(scope, sid)) throw new AppError('UAC108', 403);
  if (sid !== MASTER_STORE) {
    const stores = await listStoreReplicas(db, IMPORT_SCHEMA, scope.merchantId);
    if (!stores.some((s) => s.code === sid && s.active)) throw new AppError('PDFU108', 404);
  }
}

/**
 * Before a byte of the file is read: the store is the caller's (UAC108) and one of the merchant's
 * (PDFU108), the import is configured (PDFU100) and none runs (PDDI102). Then the file is streamed to
 * storage: CSV only (PDFU106), within the size limit (PDFU105), not empty (PDFU103); a body that does
 * not parse or a name with U+0000 is IP100.
 */
export function uploadMiddleware(db: Db, storage: FileStorage, maxBytes: number): RequestHandler[] {
  const checks: RequestHandler = (req, res, next) => {
    void (async () => {
      const scope = scopeOfResponse(res);
      const { sid, mapping: chosen } = parseOrThrow(importUploadQuerySchema, req.query, 'query');
      await assertImportStore(db, scope, sid);
      // The chosen mapping (issue 28 item 2): another merchant's or an unknown one is 404 CDM110; none
      // chosen, the one the store starts with (per store), else the default.
      const mappingId = chosen ?? (await storeMapping(db, scope.merchantId, sid)) ?? DEFAULT_MAPPING_ID;
      const mapping = await mappingInScope(db, scope.merchantId, mappingId);
      if (!(await importMapping(db, scope.merchantId, mappingId))) throw new AppError('PDFU100', 400);
      res.locals.mapping = { id: mapping.id, name: mapping.name } satisfies ImportMappingRef;
      if (await hasRunningImport(db, scope.merchantId)) throw new AppError('PDDI102', 409);
      res.locals.uploadKey = storageKey('import', scope.merchantId, 'uploads', `${randomUUID()}.csv`);
      next();
    })().catch(next);
  };
  const receive = multer({
    storage: storageEngine(storage, (req) => (req.res as Response).locals.uploadKey as string),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
    fileFilter: csvFileFilter,
  }).single(IMPORT_UPLOAD_FIELD);
  const stored: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    receive(req, res, (error: unknown) => {
      void (async () => {
        const file = req.file;
        if (error) {
          if (file) await storage.remove(file.path).catch(() => undefined);
          else await storage.remove(res.locals.uploadKey as string).catch(() => undefined);
          throw uploadFailure(error, req);
        }
        if (!file) throw new AppError('PDDI101', 400);
        if (file.size === 0) {
          await storage.remove(file.path);
          throw new AppError('PDFU103', 400);
        }
        res.locals.upload = { key: file.path, size: file.size, originalName: cleanFileName(file.originalname) } satisfies StoredUpload;
        next();
      })().catch(next);
    });
  };
  return [checks, stored];
}
