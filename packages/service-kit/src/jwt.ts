import { ACCESS_TOKEN_MAX_AGE_SECONDS, accessClaimsSchema, type AccessClaims } from '@hub/contracts';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const JWT_ALGORITHM = 'HS256';
export const JWT_ISSUER = 'hub';

export interface AccessTokenSigner {
  sign(claims: AccessClaims): string;
  verify(token: string): AccessClaims;
}

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/** HS256 access tokens that live `ACCESS_TOKEN_MAX_AGE_SECONDS` (spec section 4). */
export function createAccessTokens(secret: string, maxAgeSeconds: number = ACCESS_TOKEN_MAX_AGE_SECONDS): AccessTokenSigner {
  if (!secret || secret.length < 16) throw new Error('the JWT secret must be at least 16 characters');
  // The key made once: given the text, jsonwebtoken tries it as a PEM public key first on every call (it
  // throws, and the secret key is made after), a millisecond of the event loop for each request.
  const key = createSecretKey(Buffer.from(secret));
  return {
    sign(claims) {
      const { sub, ...rest } = accessClaimsSchema.parse(claims);
      return jwt.sign(rest, key, { algorithm: JWT_ALGORITHM, expiresIn: maxAgeSeconds, subject: sub, issuer: JWT_ISSUER });
    },
    verify(token) {
      let payload: unknown;
      try {
        payload = jwt.verify(token, key, { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER });
      } catch (err) {
        throw new InvalidTokenError(err instanceof Error ? err.name : 'invalid');
      }
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success) throw new InvalidTokenError('claims');
      return parsed.data;
    },
  };
}

/** Reads the `exp` and `iat` of a token without checking it (tests, diagnostics). */
export function decodeTokenTimes(token: string): { iat: number; exp: number } {
  const payload = jwt.decode(token) as { iat?: number; exp?: number } | null;
  if (!payload || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') throw new InvalidTokenError('times');
  return { iat: payload.iat, exp: payload.exp };
}
