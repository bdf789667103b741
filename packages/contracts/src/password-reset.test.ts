import { EVENT_TYPES, InvalidEventError, parseEvent } from './events';
import { resetPasswordRuleViolations } from './credential-rules';
import { RESET_CODE_PATTERN, resetLinkPath } from './password-reset';

const rulesOf = (password: string, confirmPassword = password, same = false) =>
  resetPasswordRuleViolations({ password, confirmPassword }, same).map((v) => `${v.field}:${v.rule}`);

describe('spec section 5, password rules on a reset', () => {
  it('when the password is valid and confirmed, then nothing fails (no current password is asked for)', () => {
    expect(rulesOf('Reset#2026')).toEqual([]);
  });

  it('when both fields are empty, then each is required', () => {
    expect(rulesOf('', '')).toEqual(['password:required', 'confirmPassword:required']);
  });

  it('when each rule is broken once, then that rule is named', () => {
    expect(rulesOf('Ab1@')).toEqual(['password:minLength']);
    expect(rulesOf('abcdef1@')).toEqual(['password:uppercase']);
    expect(rulesOf('ABCDEF1@')).toEqual(['password:lowercase']);
    expect(rulesOf('Abcdefg@')).toEqual(['password:digit']);
    expect(rulesOf('Abcdef12')).toEqual(['password:special']);
    expect(rulesOf('Reset#2026', 'Reset#2027')).toEqual(['confirmPassword:matches']);
  });

  it('when the server finds the new password equals the previous one, then "differs" fails before the confirmation', () => {
    expect(rulesOf('Reset#2026', 'Other#1', true)).toEqual(['password:differs', 'confirmPassword:matches']);
    expect(rulesOf('', '', true)).toEqual(['password:required', 'confirmPassword:required']);
  });
});

describe('password reset contracts', () => {
  const base = { id: 'e1', merchantId: 'DEMO', occurredAt: '2026-01-02T03:04:05.000Z', type: EVENT_TYPES.PASSWORD_RESET_REQUESTED };
  const code = 'a'.repeat(43);
  const data = {
    userId: 'u1',
    email: 'ann@demo.hub',
    userName: 'Ann',
    locale: 'th',
    resetPath: resetLinkPath(code),
    expiresAt: '2026-01-02T03:34:05.000Z',
  };

  it('a reset code is 43 base64url characters and its link is /auth/reset/<code>', () => {
    expect(RESET_CODE_PATTERN.test(code)).toBe(true);
    expect(RESET_CODE_PATTERN.test(`${code}=`)).toBe(false);
    expect(resetLinkPath(code)).toBe(`/auth/reset/${code}`);
  });

  it('when the reset-requested event is valid, then it parses; a foreign link or locale is refused', () => {
    expect(EVENT_TYPES.PASSWORD_RESET_REQUESTED).toBe('hub.auth.password-reset-requested.v1');
    expect(parseEvent({ ...base, data }).data).toEqual(data);
    expect(() => parseEvent({ ...base, data: { ...data, resetPath: 'https://evil.example/x' } })).toThrow(InvalidEventError);
    expect(() => parseEvent({ ...base, data: { ...data, locale: 'fr' } })).toThrow(InvalidEventError);
  });
});
