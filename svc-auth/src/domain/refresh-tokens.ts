import { createHash, randomBytes } from 'node:crypto';

/** A refresh token is an opaque random value; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface StoredRefreshToken {
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  sessionRevokedAt: Date | null;
}

/**
 * Rotation rules: a refresh token works once.
 * - `rotate`: valid, unused: issue a new pair and mark this one used;
 * - `reuse`: already used: someone replays it, so the whole family (session) is revoked;
 * - `reject`: unknown, expired or revoked: refused, nothing else changes.
 */
export type RefreshDecision = 'rotate' | 'reuse' | 'reject';

export function decideRefresh(stored: StoredRefreshToken | undefined, now: Date): RefreshDecision {
  if (!stored) return 'reject';
  if (stored.sessionRevokedAt || stored.revokedAt) return 'reject';
  if (stored.usedAt) return 'reuse';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'reject';
  return 'rotate';
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
