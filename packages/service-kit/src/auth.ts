import { DEFAULT_PROFILE, MASTER_STORE, STORE_BOUND_ROLES, hasAnyPermission, type AccessClaims, type RoleName } from '@hub/contracts';
import type { Request } from 'express';
import type { ApiKeyRecord, ApiKeyVerifier } from './api-keys';
import { AppError } from './errors';
import { InvalidTokenError, type AccessTokenSigner } from './jwt';

/** Optional check that the session behind a token is still alive (svc-auth answers it). */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

export interface AuthOptions {
  tokens: AccessTokenSigner;
  isSessionActive?: SessionCheck;
  /** Checks `X-API-Key` / `Authorization: ApiKey`; without it the service refuses API keys (401 UAC113). */
  apiKeys?: ApiKeyVerifier;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * A bearer scheme with no token in it (`Bearer`, or the `Bearer undefined` / `Bearer null` a client
 * sends before it has one): spec section 8's UAC109 "incomplete authentication" (issue 29 item 5).
 */
const INCOMPLETE_BEARER = /^Bearer(?:\s+(?:undefined|null))?\s*$/i;

/**
 * Reads and checks the bearer token: missing → 401 UAC103, a scheme without its token → 401 UAC109,
 * invalid, expired or revoked → 401 UAC104.
 */
export async function authenticate(req: Pick<Request, 'headers'>, options: AuthOptions): Promise<AccessClaims> {
  const header = req.headers.authorization;
  if (!header) throw new AppError('UAC103', 401);
  if (INCOMPLETE_BEARER.test(header)) throw new AppError('UAC109', 401);
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

/** The role name an API key's principal carries: not a user role, never store-bound. */
export const API_KEY_ROLE_NAME = 'API_KEY';

/** `ApiKey <key>`; a bare `ApiKey` is a (missing, so invalid) key too, not a token. */
const API_KEY_SCHEME = /^ApiKey(?:\s+(\S+))?\s*$/i;

/** Who calls: a signed-in user (access token), or an integration (API key) acting for its merchant. */
export interface Caller {
  claims: AccessClaims;
  /** The API key's id when the caller is an API key; null for a user. */
  apiKeyId: string | null;
}

/** The claims an API key acts with: its merchant, all its stores, exactly its operations' permissions. */
export function apiKeyClaims(record: ApiKeyRecord): AccessClaims {
  return {
    sub: record.id,
    sessionId: `api-key:${record.id}`,
    merchantID: record.merchantId,
    profile: DEFAULT_PROFILE,
    sid: MASTER_STORE,
    roleName: API_KEY_ROLE_NAME,
    roles: [...record.permissions],
    stores: [],
  };
}

/** The API key a request presents (`X-API-Key`, or `Authorization: ApiKey <key>`); null when none. */
export function presentedApiKey(headers: Pick<Request, 'headers'>['headers']): string | null {
  const header = headers['x-api-key'];
  const authorization = headers.authorization;
  const scheme = authorization ? API_KEY_SCHEME.exec(authorization) : null;
  if (header === undefined && !scheme) return null;
  // One credential per request: a key with a bearer token, two keys, or a repeated header is refused.
  if (header !== undefined && authorization !== undefined) throw new AppError('UAC113', 401);
  if (Array.isArray(header)) throw new AppError('UAC113', 401);
  return header ?? scheme?.[1] ?? '';
}

/**
 * Authenticates a request by its access token or its API key. An empty key (`X-API-Key:` or a bare
 * `ApiKey`) → 401 UAC109 (incomplete authentication); a key that is malformed, unknown or revoked (or
 * a service that takes no keys) → 401 UAC113; the token rules are those of `authenticate`.
 */
export async function authenticateRequest(req: Pick<Request, 'headers'>, options: AuthOptions): Promise<Caller> {
  const key = presentedApiKey(req.headers);
  if (key === null) return { claims: await authenticate(req, options), apiKeyId: null };
  if (key.trim() === '') throw new AppError('UAC109', 401);
  const record = options.apiKeys ? await options.apiKeys(key) : undefined;
  if (!record) throw new AppError('UAC113', 401);
  return { claims: apiKeyClaims(record), apiKeyId: record.id };
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

