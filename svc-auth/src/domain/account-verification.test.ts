import {
  hashPinOtp,
  newPinOtp,
  pinOtpMatches,
  pinOtpRefusal,
  pinResetRequestAllowed,
  verificationCodeRefusal,
  voidsAfterWrongTry,
  type StoredVerificationCode,
} from './account-verification';

const now = new Date('2026-12-06T10:00:00Z');
const later = new Date('2026-12-06T11:00:00Z');

describe('verificationCodeRefusal (issue 29 item 2)', () => {
  const open: StoredVerificationCode = { expiresAt: later, usedAt: null, revokedAt: null, email: 'a@b.hub', userEmail: 'A@b.hub' };

  it('when the link is open and the address unchanged (any case), then it verifies', () => {
    expect(verificationCodeRefusal(open, now)).toBeUndefined();
  });
  it('when the link is unknown, then 404 UAC122', () => {
    expect(verificationCodeRefusal(undefined, now)).toEqual({ code: 'UAC122', httpStatus: 404 });
  });
  it('when the link was used, voided, or its address corrected since, then 410 UAC124 (before its expiry is judged)', () => {
    expect(verificationCodeRefusal({ ...open, usedAt: now }, now)?.code).toBe('UAC124');
    expect(verificationCodeRefusal({ ...open, revokedAt: now, expiresAt: now }, now)?.code).toBe('UAC124');
    expect(verificationCodeRefusal({ ...open, userEmail: 'c@b.hub' }, now)).toEqual({ code: 'UAC124', httpStatus: 410 });
  });
  it('when the link expired (its expiry instant included), then 410 UAC123', () => {
    expect(verificationCodeRefusal({ ...open, expiresAt: now }, now)).toEqual({ code: 'UAC123', httpStatus: 410 });
  });
});

describe('PIN reset OTP rules (issue 29 item 1)', () => {
  it('when OTPs are made, then six digits, leading zeros kept', () => {
    for (let i = 0; i < 50; i++) expect(newPinOtp()).toMatch(/^\d{6}$/);
  });
  it('when an OTP is hashed, then it matches only with the same user and salt', () => {
    const hash = hashPinOtp('012345', 'u1', 's1');
    expect(pinOtpMatches('012345', 'u1', 's1', hash)).toBe(true);
    expect(pinOtpMatches('012346', 'u1', 's1', hash)).toBe(false);
    expect(pinOtpMatches('012345', 'u2', 's1', hash)).toBe(false);
    expect(pinOtpMatches('012345', 'u1', 's2', hash)).toBe(false);
    expect(pinOtpMatches('12345', 'u1', 's1', hashPinOtp('12345', 'u1', 's1'))).toBe(false);
  });
  it('when judged, then no open OTP URR101, expired URR105, wrong URR104, right nothing', () => {
    expect(pinOtpRefusal(undefined, true, now)).toEqual({ code: 'URR101', httpStatus: 410 });
    expect(pinOtpRefusal({ expiresAt: now, failedAttempts: 0 }, true, now)).toEqual({ code: 'URR105', httpStatus: 410 });
    expect(pinOtpRefusal({ expiresAt: later, failedAttempts: 0 }, false, now)).toEqual({ code: 'URR104', httpStatus: 400 });
    expect(pinOtpRefusal({ expiresAt: later, failedAttempts: 4 }, true, now)).toBeUndefined();
  });
  it('when wrong tries reach the limit, then the OTP is void; requests stop at the per-user limit', () => {
    expect(voidsAfterWrongTry({ expiresAt: later, failedAttempts: 3 }, { maxAttempts: 5 })).toBe(false);
    expect(voidsAfterWrongTry({ expiresAt: later, failedAttempts: 4 }, { maxAttempts: 5 })).toBe(true);
    expect(pinResetRequestAllowed(2, { perUser: 3 })).toBe(true);
    expect(pinResetRequestAllowed(3, { perUser: 3 })).toBe(false);
  });
});
