import type { ConnectionFailure } from '@hub/contracts';
import { OutboundRefusedError } from './policy';

/**
 * What a failed connection is, as a category (issue 25 item 2): read from error codes and statuses
 * that our own client libraries set, never from the text a remote sent, so the category can be
 * answered and logged where the remote's words must not be.
 */
interface ErrorLike {
  name?: unknown;
  code?: unknown;
  errno?: unknown;
  status?: unknown;
  statusCode?: unknown;
  level?: unknown;
  responseCode?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  cause?: unknown;
}

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNABORTED', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEOUT']);
const REFUSED_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNECTION']);
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'ENOENT', 'NoSuchKey', 'NoSuchBucket', 'NotFound', '3D000', '42P01', 'ER_BAD_DB_ERROR', 'ER_NO_SUCH_TABLE']);
const AUTH_CODES = new Set([
  '28P01', // PostgreSQL: invalid password
  '28000', // PostgreSQL: invalid authorisation
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'EAUTH', // nodemailer
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
]);

function categoryOf(error: ErrorLike): ConnectionFailure | undefined {
  if (error instanceof OutboundRefusedError) return 'NOT_ALLOWED';
  const code = typeof error.code === 'string' ? error.code : typeof error.name === 'string' ? error.name : '';
  const name = typeof error.name === 'string' ? error.name : '';
  if (TIMEOUT_CODES.has(code) || name === 'TimeoutError' || name === 'TimeoutException') return 'TIMED_OUT';
  if (AUTH_CODES.has(code) || AUTH_CODES.has(name) || error.level === 'client-authentication') return 'AUTHENTICATION';
  if (REFUSED_CODES.has(code)) return 'REFUSED';
  if (NOT_FOUND_CODES.has(code) || NOT_FOUND_CODES.has(name)) return 'NOT_FOUND';
  if (/^ERR_TLS_|^ERR_SSL_|CERT|^DEPTH_ZERO|^SELF_SIGNED|^UNABLE_TO_VERIFY/.test(code) || error.level === 'client-tls') return 'TLS';
  // FTP replies: 530 not logged in, 550 no such file; HTTP-ish statuses of S3 and web services.
  const status = [error.code, error.responseCode, error.status, error.statusCode, error.$metadata?.httpStatusCode].find((v) => typeof v === 'number') as number | undefined;
  if (status === 530 || status === 401 || status === 403 || status === 535) return 'AUTHENTICATION';
  if (status === 550 || status === 404) return 'NOT_FOUND';
  if (error.level === 'client-timeout') return 'TIMED_OUT';
  if (error.level === 'client-socket') return 'REFUSED';
  // Some clients (the S3 SDK) keep only Node's message ("connect ECONNREFUSED …"): its errno name is
  // read, nothing else of it (the category is all that leaves).
  const errno = /\b(E[A-Z]{4,15})\b/.exec(typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : '')?.[1];
  if (errno && errno !== 'Error') return categoryOf({ code: errno });
  return undefined;
}

/** The category of any failure (its cause chain followed); PROTOCOL when nothing says more. */
export function connectionFailure(error: unknown): ConnectionFailure {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const category = categoryOf(current as ErrorLike);
    if (category) return category;
    current = (current as ErrorLike).cause;
  }
  return 'PROTOCOL';
}
