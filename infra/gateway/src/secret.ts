import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The JWT secret of the all-in-one hub: `HUB_JWT_SECRET` when set, else one generated once and kept
 * in the data folder (mode 600) so restarts keep sessions. Never logged.
 */
export function resolveJwtSecret(dataDir: string, fromEnv: string | undefined = process.env.HUB_JWT_SECRET): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
