import { newPasswordViolations } from '@hub/contracts';
import { TEMPORARY_PASSWORD_LENGTH, makeTemporaryPassword } from './temporary-password';

describe('makeTemporaryPassword', () => {
  it("when a temporary password is made, then it passes spec section 5's password rules and has the set length", () => {
    for (let i = 0; i < 200; i += 1) {
      const password = makeTemporaryPassword();
      expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
      expect(newPasswordViolations(password)).toEqual([]);
    }
  });

  it('when the random source always answers 0, then each group still gives its character (the rules hold)', () => {
    const password = makeTemporaryPassword(() => 0);
    expect(newPasswordViolations(password)).toEqual([]);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[@#$%&*+=?]/);
  });

  it('when passwords are made one after another, then they differ and hold no look-alike characters', () => {
    const made = new Set(Array.from({ length: 100 }, () => makeTemporaryPassword()));
    expect(made.size).toBe(100);
    for (const p of made) expect(p).not.toMatch(/[0O1lI]/);
  });
});
