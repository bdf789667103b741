import { REFRESH_TOKEN_MAX_AGE_SECONDS } from '@hub/contracts';
import { addSeconds, decideRefresh, hashRefreshToken, newRefreshToken, type StoredRefreshToken } from './refresh-tokens';

const now = new Date('2026-06-01T00:00:00Z');
const fresh: StoredRefreshToken = { usedAt: null, revokedAt: null, sessionRevokedAt: null, expiresAt: addSeconds(now, REFRESH_TOKEN_MAX_AGE_SECONDS) };

describe('refresh-token rotation rules', () => {
  it('when the token is unknown, then it is rejected', () => {
    expect(decideRefresh(undefined, now)).toBe('reject');
  });
  it('when the token is fresh and unused, then it rotates', () => {
    expect(decideRefresh(fresh, now)).toBe('rotate');
  });
  it('when the token was already used, then it is a reuse (the family gets revoked)', () => {
    expect(decideRefresh({ ...fresh, usedAt: now }, now)).toBe('reuse');
  });
  it('when the token was revoked, then it is rejected even if unused', () => {
    expect(decideRefresh({ ...fresh, revokedAt: now }, now)).toBe('reject');
  });
  it('when the session was revoked (sign-out), then a used token is rejected, not treated as reuse', () => {
    expect(decideRefresh({ ...fresh, usedAt: now, sessionRevokedAt: now }, now)).toBe('reject');
  });
  it('when the token has expired, then it is rejected', () => {
    expect(decideRefresh({ ...fresh, expiresAt: now }, now)).toBe('reject');
  });
  it('when a refresh token is issued, then it lives 1296000 s', () => {
    expect(addSeconds(now, REFRESH_TOKEN_MAX_AGE_SECONDS).getTime() - now.getTime()).toBe(1296000 * 1000);
  });
  it('when tokens are generated, then they are random and only their SHA-256 is kept', () => {
    const a = newRefreshToken();
    const b = newRefreshToken();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(a)).not.toContain(a);
  });
});
