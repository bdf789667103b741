// Installs dependencies when they are missing or older than package-lock.json, so that the two
// README commands work on a fresh clone. Uses `npm ci` (exactly the lockfile).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.hub-install-stamp');
const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (want !== have) {
  console.log('hub: installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, want + '\n');
}
