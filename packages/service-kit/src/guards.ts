import type { AccessClaims } from '@hub/contracts';
import type { Request, RequestHandler } from 'express';
import { assertPermission, authenticate, type AuthOptions } from './auth';
import { AppError } from './errors';

const CLAIMS = new WeakMap<Request, AccessClaims>();

/** Claims attached by `bearerGuard`; throws 401 UAC103 when the guard did not run. */
export function claimsOf(req: Request): AccessClaims {
  const claims = CLAIMS.get(req);
  if (!claims) throw new AppError('UAC103', 401);
  return claims;
}

/**
 * Middleware form of the access-token check for plain Express routes (routes declared with
 * `route()` do this themselves): missing → 401 UAC103, invalid/expired/revoked → 401 UAC104.
 */
export function bearerGuard(options: AuthOptions): RequestHandler {
  return async (req, _res, next) => {
    CLAIMS.set(req, await authenticate(req, options));
    next();
  };
}

/** After `bearerGuard`: 403 UAC114 unless the token holds one of the permissions. */
export function requirePermission(permission: string | readonly string[]): RequestHandler {
  return (req, _res, next) => {
    assertPermission(claimsOf(req), permission);
    next();
  };
}
