import { passwordRuleStates } from './PasswordRuleList';

// Spec section 5: the rules shown beside the new password field, judged by the shared rule function.
describe('password rules shown on the reset form', () => {
  const metOf = (password: string) => Object.fromEntries(passwordRuleStates(password).map((s) => [s.rule, s.met]));

  it('when nothing is typed yet, then no rule is met', () => {
    expect(metOf('')).toEqual({ minLength: false, uppercase: false, lowercase: false, digit: false, special: false });
  });

  it('when a password meets some rules, then exactly those are ticked', () => {
    expect(metOf('abc1')).toEqual({ minLength: false, uppercase: false, lowercase: true, digit: true, special: false });
    expect(metOf('Reset#2026')).toEqual({ minLength: true, uppercase: true, lowercase: true, digit: true, special: true });
  });
});
