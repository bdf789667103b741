// Installs dependencies when they are missing or older than package-lock.json, so that the two
// README commands work on a fresh clone. `npm install` follows the lockfile's versions; `npm ci` is
// not used because npm 11.19 writes lockfiles without other platforms' optional packages
// (@swc/core-*, @turbo/*) and then refuses them in `npm ci` as out of sync.
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
  console.log('hub: installing dependencies (npm install)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // npm may have normalised the lockfile: stamp what is there now.
  writeFileSync(stamp, createHash('sha256').update(readFileSync(lock)).digest('hex') + '\n');
}
