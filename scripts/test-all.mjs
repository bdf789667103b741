// `npm test`: builds everything, then typecheck, lint, unit and integration tests (turbo, cached),
// then the distributed smoke test (Kafka + five services + gateway as processes on PostgreSQL),
// then the Playwright journeys in Debian Chromium against the built all-in-one hub.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function run(label, command, args, extraEnv = {}) {
  console.log(`\nhub test: ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  console.log(`hub test: ${label} finished in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`hub test: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
run('typecheck and lint', 'npx', ['turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only']);
run('import-boundary rule fixtures', 'node', ['--test', 'scripts/lint/boundaries.test.mjs']);
run('unit and integration tests', 'npx', ['turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']);
run('distributed smoke test', 'node', ['infra/smoke/distributed-smoke.mjs']);
run('end-to-end journeys', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
