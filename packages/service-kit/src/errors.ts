import { errorAnswer, localeFromAcceptLanguage, messageFor, type MessageCode } from '@hub/contracts';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from './logger';

/** An error that carries a message code of the catalogue (spec section 8) and an HTTP status. */
export class AppError extends Error {
  readonly code: MessageCode;
  readonly httpStatus: number;
  readonly details?: unknown;

  constructor(code: MessageCode, httpStatus = 500, details?: unknown) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.details = details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The error answer of a request: wording in the caller's language, never a stack trace. */
export function errorBody(req: Request, code: string, details?: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { ...errorAnswer(code, messageFor(code, localeFromAcceptLanguage(req.headers['accept-language']))) };
  if (details !== undefined) body.details = details;
  return body;
}

interface HttpishError {
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

/** Turns anything thrown into `{ httpStatus, code, details }`. Unknown errors are 500 SE100. */
export function classifyError(err: unknown): { httpStatus: number; code: string; details?: unknown } {
  if (isAppError(err)) return { httpStatus: err.httpStatus, code: err.code, details: err.details };
  const e = (err ?? {}) as HttpishError;
  // body-parser: malformed JSON, wrong charset, too large
  if (e.type === 'entity.parse.failed') return { httpStatus: 400, code: 'IP101' };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return { httpStatus: 415, code: 'IP101' };
  if (e.type === 'entity.too.large') return { httpStatus: 413, code: 'IP102' };
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  // express.static (fallthrough: false) and send: a file that is not there.
  if (status === 404) return { httpStatus: 404, code: 'SE102' };
  if (status >= 400 && status < 500) return { httpStatus: status, code: 'IP100' };
  return { httpStatus: 500, code: 'SE100' };
}

/** Central error handler: `{ status: 'error', code, message }`, status 500 unless the error says otherwise. */
export function errorHandler(logger?: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const { httpStatus, code, details } = classifyError(err);
    if (httpStatus >= 500) logger?.error({ err, method: req.method, path: req.path }, 'request failed');
    // An AppError's details are ours (a connection failure's category); anything else's never leave at 5xx.
    res.status(httpStatus).json(errorBody(req, code, httpStatus < 500 || isAppError(err) ? details : undefined));
  };
}

/** Unknown route: 404 SE101. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(errorBody(req, 'SE101'));
};
