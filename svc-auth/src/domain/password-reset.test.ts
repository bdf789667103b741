import {
  RESET_REQUEST_LIMITS_DEFAULT,
  hashResetCode,
  hashResetEmail,
  isWellFormedResetCode,
  newResetCode,
  resetCodeRefusal,
  resetRequestAllowed,
  resetWindowStart,
  type StoredResetCode,
} from './password-reset';

const now = new Date('2026-03-01T10:00:00.000Z');
const fresh: StoredResetCode = { expiresAt: new Date(now.getTime() + 30 * 60 * 1000), usedAt: null, revokedAt: null, userActive: true };

describe('reset code decision (spec section 8, URR100–URR103)', () => {
  it('when the code is fresh and unused, then it works', () => {
    expect(resetCodeRefusal(fresh, now)).toBeUndefined();
  });

  it('when no stored code matches, then 404 URR102', () => {
    expect(resetCodeRefusal(undefined, now)).toEqual({ code: 'URR102', httpStatus: 404 });
  });

  it('when the code was used, then 410 URR100, even once it has expired too', () => {
    expect(resetCodeRefusal({ ...fresh, usedAt: now }, now)).toEqual({ code: 'URR100', httpStatus: 410 });
    expect(resetCodeRefusal({ ...fresh, usedAt: now, expiresAt: now }, now)).toEqual({ code: 'URR100', httpStatus: 410 });
  });

  it('when a later reset voided the code, then 410 URR100', () => {
    expect(resetCodeRefusal({ ...fresh, revokedAt: now }, now)).toEqual({ code: 'URR100', httpStatus: 410 });
  });

  it('when the expiry is reached (to the millisecond), then 410 URR103', () => {
    expect(resetCodeRefusal({ ...fresh, expiresAt: new Date(now.getTime() + 1) }, now)).toBeUndefined();
    expect(resetCodeRefusal({ ...fresh, expiresAt: now }, now)).toEqual({ code: 'URR103', httpStatus: 410 });
  });

  it('when the user was deactivated since the request, then 403 UAC115', () => {
    expect(resetCodeRefusal({ ...fresh, userActive: false }, now)).toEqual({ code: 'UAC115', httpStatus: 403 });
  });
});

describe('reset request limit window (UAC117)', () => {
  const limits = { perEmail: 3, perIp: 5, windowMs: 15 * 60 * 1000 };

  it('when both counts are under their limits, then one more request is allowed', () => {
    expect(resetRequestAllowed({ email: 2, ip: 4 }, limits)).toBe(true);
  });

  it('when the e-mail or the address reached its limit, then the request is refused', () => {
    expect(resetRequestAllowed({ email: 3, ip: 0 }, limits)).toBe(false);
    expect(resetRequestAllowed({ email: 0, ip: 5 }, limits)).toBe(false);
  });

  it('the window ends now and starts windowMs earlier; the defaults are 5 per e-mail, 20 per address, 15 minutes', () => {
    expect(resetWindowStart(now, limits.windowMs).toISOString()).toBe('2026-03-01T09:45:00.000Z');
    expect(RESET_REQUEST_LIMITS_DEFAULT).toEqual({ perEmail: 5, perIp: 20, windowMs: 900000 });
  });
});

describe('reset codes', () => {
  it('a new code is 43 base64url characters, different every time; only its SHA-256 is stored', () => {
    const a = newResetCode();
    const b = newResetCode();
    expect(isWellFormedResetCode(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(hashResetCode(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetCode(a)).not.toContain(a);
    expect(isWellFormedResetCode('short')).toBe(false);
  });

  it('an e-mail is keyed case- and space-insensitively', () => {
    expect(hashResetEmail(' Ann@Demo.HUB ')).toBe(hashResetEmail('ann@demo.hub'));
  });
});
