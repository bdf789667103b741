import argon2 from 'argon2';

/** The argon2id cost of a new hash: memory in KiB and passes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** The library's defaults (64 MiB, 3 passes): every hash a running hub stores. */
export const STANDARD_HASH_COST: PasswordHashCost = { memoryCost: 65536, timeCost: 3 };
/**
 * For test runs only (about 30 ms against 400 ms a hash on this project's 2-core machine; hundreds
 * of sign-ins a suite): still argon2id, with less memory and one pass (issue 27).
 */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 4096, timeCost: 1 };

/**
 * The cost to hash with: the standard one, unless the process is a test run (NODE_ENV=test, which
 * Jest sets) that asked for the fast one with HUB_PASSWORD_HASH_COST=test. A running hub never
 * takes the test cost, whatever its environment says, unless NODE_ENV is test.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): PasswordHashCost {
  return env.NODE_ENV === 'test' && env.HUB_PASSWORD_HASH_COST === 'test' ? TEST_HASH_COST : STANDARD_HASH_COST;
}

/** argon2id at `passwordHashCost()`. A stored hash carries its own cost: verifying reads it from there. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...passwordHashCost() });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash a dummy one is verified anyway, so an unknown e-mail
 * takes about as long as a known one.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  const hash = storedHash ?? (await dummyHash);
  try {
    const ok = await argon2.verify(hash, password);
    return storedHash !== undefined && ok;
  } catch {
    return false;
  }
}
