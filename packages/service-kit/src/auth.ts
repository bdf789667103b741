import { STORE_BOUND_ROLES, hasAnyPermission, type AccessClaims, type RoleName } from '@hub/contracts';
import type { Request } from 'express';
import { AppError } from './errors';
import { InvalidTokenError, type AccessTokenSigner } from './jwt';

/** Optional check that the session behind a token is still alive (svc-auth answers it). */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

export interface AuthOptions {
  tokens: AccessTokenSigner;
  isSessionActive?: SessionCheck;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Reads and checks the bearer token: missing → 401 UAC103, invalid, expired or revoked → 401 UAC104. */
export async function authenticate(req: Pick<Request, 'headers'>, options: AuthOptions): Promise<AccessClaims> {
  const header = req.headers.authorization;
  if (!header) throw new AppError('UAC103', 401);
  const match = BEARER.exec(header);
  if (!match) throw new AppError('UAC104', 401);
  let claims: AccessClaims;
  try {
    claims = options.tokens.verify(match[1]!);
  } catch (err) {
    if (err instanceof InvalidTokenError) throw new AppError('UAC104', 401);
    throw err;
  }
  if (options.isSessionActive && !(await options.isSessionActive(claims.sessionId))) throw new AppError('UAC104', 401);
  return claims;
}

/** 403 UAC114 unless the claims hold at least one of the permissions. */
export function assertPermission(claims: AccessClaims, required: string | readonly string[]): void {
  const list = typeof required === 'string' ? [required] : required;
  if (!hasAnyPermission(claims.roles, list)) throw new AppError('UAC114', 403);
}

export interface MerchantScope {
  merchantId: string;
  /** Store codes the caller may see; `null` means every store of the merchant. */
  storeCodes: string[] | null;
}

export function isStoreBound(roleName: string): boolean {
  return (STORE_BOUND_ROLES as readonly string[]).includes(roleName as RoleName);
}

/** What every query is scoped by: the token's merchant, and its stores for store-bound roles. */
export function merchantScope(claims: AccessClaims): MerchantScope {
  return { merchantId: claims.merchantID, storeCodes: isStoreBound(claims.roleName) ? [...claims.stores] : null };
}

/** May this scope see the store `code`? */
export function scopeAllowsStore(scope: MerchantScope, code: string): boolean {
  return scope.storeCodes === null || scope.storeCodes.includes(code);
}
