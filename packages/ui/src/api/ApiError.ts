/** A failed call: HTTP status (0 when the server could not be reached), message code, wording. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The answer's `details` when it had any (e.g. the failed rules of a 400 IP100). */
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
