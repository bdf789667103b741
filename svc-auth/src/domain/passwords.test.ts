import argon2 from 'argon2';
import { hashPassword, passwordHashCost, STANDARD_HASH_COST, TEST_HASH_COST, verifyPassword } from './passwords';

describe('password hashing cost (argon2id)', () => {
  it('when the process is not a test run, then the standard cost is used whatever HUB_PASSWORD_HASH_COST says', () => {
    expect(passwordHashCost({ NODE_ENV: 'production', HUB_PASSWORD_HASH_COST: 'test' })).toEqual(STANDARD_HASH_COST);
    expect(passwordHashCost({ HUB_PASSWORD_HASH_COST: 'test' })).toEqual(STANDARD_HASH_COST);
    expect(passwordHashCost({})).toEqual(STANDARD_HASH_COST);
    expect(STANDARD_HASH_COST).toEqual({ memoryCost: 65536, timeCost: 3 });
  });

  it('when a test run asks for the test cost, then it gets it, and only with that exact value', () => {
    expect(passwordHashCost({ NODE_ENV: 'test', HUB_PASSWORD_HASH_COST: 'test' })).toEqual(TEST_HASH_COST);
    expect(passwordHashCost({ NODE_ENV: 'test', HUB_PASSWORD_HASH_COST: 'fast' })).toEqual(STANDARD_HASH_COST);
    expect(passwordHashCost({ NODE_ENV: 'test' })).toEqual(STANDARD_HASH_COST);
  });

  it('when a password is hashed, then the hash is argon2id carrying its cost, and it verifies whatever cost it was made at', async () => {
    const hash = await hashPassword('Demo@1234');
    const { memoryCost, timeCost } = passwordHashCost();
    expect(hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},p=\\d+,t=${timeCost}\\$`));
    expect(await verifyPassword(hash, 'Demo@1234')).toBe(true);
    expect(await verifyPassword(hash, 'demo@1234')).toBe(false);
    const standard = await argon2.hash('Demo@1234', { type: argon2.argon2id, ...STANDARD_HASH_COST });
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=\d+,t=3\$/);
    expect(await verifyPassword(standard, 'Demo@1234')).toBe(true);
    expect(await verifyPassword(undefined, 'Demo@1234')).toBe(false);
  });
});
