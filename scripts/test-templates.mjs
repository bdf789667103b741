// The migrated test databases of one test run (issue 27 item 2): every schema of the hub migrated
// once on PGlite (a data folder and its tarball) and, with DATABASE_URL, once on that PostgreSQL
// server (a template database), named by a fingerprint of the migration files. Test databases of the
// run start from them (packages/service-kit/src/testing/templates.ts) instead of from migrations.
//
//   node scripts/test-templates.mjs          makes them (kept when the fingerprint is unchanged) and
//                                            prints the folder to set as HUB_TEST_TEMPLATES
//   node scripts/test-templates.mjs --drop   drops the server's template and removes the folder
//
// Needs the build (packages/service-kit/dist, infra/gateway/dist). scripts/test-all.mjs runs both.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'infra', 'gateway', 'package.json'));
const { buildTestTemplates, dropTestTemplates } = require('@hub/service-kit/testing');
const { migrateHub } = require(join(root, 'infra', 'gateway', 'dist', 'index.js'));

/** Every migration file of the hub: the kit's (with its features) and each service's. */
function migrationFiles() {
  const dirs = [join(root, 'packages', 'service-kit', 'migrations')];
  for (const name of readdirSync(root)) if (name.startsWith('svc-')) dirs.push(join(root, name, 'migrations'));
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.sql')) files.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return files;
}

/**
 * What the templates are made from: the migration files, the PGlite version, and this script's code;
 * and which checkout made them, so that two checkouts' runs on one server (a developer's tree and a
 * fresh clone's CI) never share a template database that one of them drops at its end.
 */
function fingerprint() {
  const hash = createHash('sha256').update(root).update('\0');
  for (const file of migrationFiles()) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  hash.update(readFileSync(join(root, 'packages', 'service-kit', 'dist', 'testing', 'templates.js')));
  return hash.digest('hex');
}

const key = fingerprint();
const dir = process.env.HUB_TEST_TEMPLATES || join(root, 'node_modules', '.cache', 'hub-test-templates', key.slice(0, 16));

if (process.argv.includes('--drop')) {
  await dropTestTemplates(dir);
  console.log(`hub test: templates dropped (${relative(root, dir)})`);
} else {
  const started = Date.now();
  const serverUrl = process.env.DATABASE_URL || undefined;
  const templates = await buildTestTemplates({ dir, key, migrate: migrateHub, serverUrl });
  const where = templates.postgres ? `PGlite and ${templates.postgres.database} on the server` : 'PGlite';
  console.error(`hub test: migrated templates on ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(dir);
}
