import { passwordRuleViolations, pinRuleViolations, readRuleViolations, violationsByField } from './account';

const pw = (currentPassword: string, password: string, confirmPassword = password) =>
  passwordRuleViolations({ currentPassword, password, confirmPassword });
const pin = (currentPin: string, next: string, confirmPin = next, hasCurrent = true) =>
  pinRuleViolations({ currentPin, pin: next, confirmPin }, hasCurrent);

describe('password rules (spec section 5)', () => {
  it('when everything holds, then there is no violation', () => {
    expect(pw('Demo@1234', 'Better#567')).toEqual([]);
  });
  it('when every field is empty, then each one is required, and nothing else is reported', () => {
    expect(pw('', '', '')).toEqual([
      { field: 'currentPassword', rule: 'required' },
      { field: 'password', rule: 'required' },
      { field: 'confirmPassword', rule: 'required' },
    ]);
  });
  it('when the password is shorter than 6 characters, then minLength', () => {
    expect(pw('Demo@1234', 'Ab@1')).toEqual([{ field: 'password', rule: 'minLength' }]);
  });
  it('when there is no uppercase letter, then uppercase', () => {
    expect(pw('Demo@1234', 'better#567')).toEqual([{ field: 'password', rule: 'uppercase' }]);
  });
  it('when there is no lowercase letter, then lowercase', () => {
    expect(pw('Demo@1234', 'BETTER#567')).toEqual([{ field: 'password', rule: 'lowercase' }]);
  });
  it('when there is no digit, then digit', () => {
    expect(pw('Demo@1234', 'Better#abc')).toEqual([{ field: 'password', rule: 'digit' }]);
  });
  it('when there is no special character, then special', () => {
    expect(pw('Demo@1234', 'Better567')).toEqual([{ field: 'password', rule: 'special' }]);
  });
  it('when the new password equals the current one, then differs', () => {
    expect(pw('Demo@1234', 'Demo@1234')).toEqual([{ field: 'password', rule: 'differs' }]);
  });
  it('when the confirmation differs, then matches on the confirmation field', () => {
    expect(pw('Demo@1234', 'Better#567', 'Better#568')).toEqual([
      { field: 'confirmPassword', rule: 'matches' },
    ]);
  });
  it('when several rules fail, then each is listed for its field', () => {
    expect(violationsByField(pw('x', 'abc', 'abd'))).toEqual({
      password: ['minLength', 'uppercase', 'digit', 'special'],
      confirmPassword: ['matches'],
    });
  });
});

describe('PIN rules (spec section 5)', () => {
  it('when everything holds, then there is no violation', () => {
    expect(pin('123456', '654321')).toEqual([]);
  });
  it('when every field is empty, then each one is required', () => {
    expect(pin('', '', '')).toEqual([
      { field: 'currentPin', rule: 'required' },
      { field: 'pin', rule: 'required' },
      { field: 'confirmPin', rule: 'required' },
    ]);
  });
  it('when the PIN is not exactly 6 digits, then pinDigits', () => {
    expect(pin('123456', '12345')).toEqual([{ field: 'pin', rule: 'pinDigits' }]);
    expect(pin('123456', '1234567')).toEqual([{ field: 'pin', rule: 'pinDigits' }]);
    expect(pin('123456', '12a456')).toEqual([{ field: 'pin', rule: 'pinDigits' }]);
  });
  it('when the PIN equals the current one, then differs', () => {
    expect(pin('123456', '123456')).toEqual([{ field: 'pin', rule: 'differs' }]);
  });
  it('when the confirmation differs, then matches', () => {
    expect(pin('123456', '654321', '654320')).toEqual([{ field: 'confirmPin', rule: 'matches' }]);
  });
  it('when the user has no PIN yet, then no current PIN is asked for', () => {
    expect(pin('', '654321', '654321', false)).toEqual([]);
  });
});

describe('reading violations from an answer', () => {
  it('keeps only well-formed entries', () => {
    expect(
      readRuleViolations([{ field: 'password', rule: 'digit' }, { field: 'x', rule: 'nope' }, 'junk']),
    ).toEqual([{ field: 'password', rule: 'digit' }]);
    expect(readRuleViolations(undefined)).toEqual([]);
  });
});
