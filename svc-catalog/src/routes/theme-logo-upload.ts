import { LOGO_MAX_BYTES, LOGO_UPLOAD_FIELD, THEME_CODES, themeLogoParamsSchema, type LogoKind } from '@hub/contracts';
import { AppError, parseOrThrow } from '@hub/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';

/** What the upload middleware leaves for the handler: the logo's kind, its file name as sent and its bytes. */
export interface ReceivedLogo {
  kind: LogoKind;
  name: string;
  bytes: Buffer;
}

/** Room for the multipart framing around a logo of LOGO_MAX_BYTES. */
const FRAMING_BYTES = 64 * 1024;

/**
 * Multipart `file` (LOGO_UPLOAD_FIELD), one logo: a request declaring more than a logo and its framing
 * is refused before a byte is read (413 THC104), and multer stops at LOGO_MAX_BYTES + 1 (a file one
 * byte over is THC104 too). A logo is small, so it is held in memory until its content is checked.
 */
export function logoUploadMiddleware(): RequestHandler[] {
  const checks: RequestHandler = (req, res, next) => {
    const { kind } = parseOrThrow(themeLogoParamsSchema, req.params, 'params');
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > LOGO_MAX_BYTES + FRAMING_BYTES) throw new AppError(THEME_CODES.LOGO_SIZE, 413);
    res.locals.logoKind = kind;
    next();
  };
  const receive = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
  }).single(LOGO_UPLOAD_FIELD);
  const received: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_PART_COUNT') return next(new AppError(THEME_CODES.LOGO_SIZE, 413));
        return next(new AppError(THEME_CODES.LOGO_MISSING_FILE, 400));
      }
      if (error) return next(new AppError(THEME_CODES.LOGO_MISSING_FILE, 400));
      if (!req.file) return next(new AppError(THEME_CODES.LOGO_MISSING_FILE, 400));
      res.locals.logo = { kind: res.locals.logoKind as LogoKind, name: req.file.originalname, bytes: req.file.buffer } satisfies ReceivedLogo;
      next();
    });
  };
  return [checks, received];
}
