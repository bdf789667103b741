import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
