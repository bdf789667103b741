import { accountLockMs, nextFailureCount, secondsLocked, signinProtectionSettings, SIGNIN_PROTECTION_DEFAULTS } from './signin-protection';

const backoff = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 5000, resetAfterMs: 60_000 };

describe('per-account sign-in backoff (issue 9 item 2)', () => {
  it('when the wrong passwords are within the free ones, then the account does not wait', () => {
    expect([0, 1, 2, 3].map((n) => accountLockMs(n, backoff))).toEqual([0, 0, 0, 0]);
  });

  it('when wrong passwords go past the free ones, then the wait doubles up to the maximum', () => {
    expect([4, 5, 6, 7, 50].map((n) => accountLockMs(n, backoff))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('when a failure follows the previous one closely, then the count goes on; after the reset time it starts again', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(nextFailureCount(undefined, at, backoff)).toBe(1);
    expect(nextFailureCount({ failures: 4, lastFailedAt: new Date(at.getTime() - 30_000) }, at, backoff)).toBe(5);
    expect(nextFailureCount({ failures: 4, lastFailedAt: new Date(at.getTime() - 61_000) }, at, backoff)).toBe(1);
  });

  it('when the lock ends in 1.2 s, then Retry-After says 2; a past lock says 0', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(secondsLocked(new Date(now.getTime() + 1200), now)).toBe(2);
    expect(secondsLocked(new Date(now.getTime() - 1), now)).toBe(0);
    expect(secondsLocked(null, now)).toBe(0);
  });
});

describe('sign-in protection settings', () => {
  it('when nothing is set, then the defaults hold', () => {
    expect(signinProtectionSettings({})).toEqual(SIGNIN_PROTECTION_DEFAULTS);
  });

  it('when the environment sets them, then they are read; explicit values win; junk is ignored', () => {
    const s = signinProtectionSettings(
      { HUB_SIGNIN_RATE_LIMIT: '7', HUB_SIGNIN_IP_FAILURE_LIMIT: '40', HUB_SIGNIN_ACCOUNT_FREE_FAILURES: 'x', HUB_SIGNIN_ACCOUNT_BACKOFF_SECONDS: '2' },
      { perAddressAndEmail: 3 },
    );
    expect(s.perAddressAndEmail).toBe(3);
    expect(s.perAddressFailures).toBe(40);
    expect(s.account.freeFailures).toBe(SIGNIN_PROTECTION_DEFAULTS.account.freeFailures);
    expect(s.account.baseDelayMs).toBe(2000);
  });
});
