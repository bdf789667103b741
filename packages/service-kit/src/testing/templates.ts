import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { openPglite, pgliteDataDirTarball } from '../db/pglite';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';

/**
 * Migrated test databases, made once per test run (issue 27 item 2). `scripts/test-templates.mjs`
 * migrates every schema of the hub once on each database kind and names the result in this variable
 * (a folder holding `manifest.json`); the test databases of that run start from it instead of from
 * migrations: PGlite from the template's data folder tarball (in memory) or a copy of the folder (a
 * process that opens its own data folder), the PostgreSQL server by `CREATE DATABASE … TEMPLATE`.
 * Without it (a developer's `npx jest`), test databases start empty and the services migrate them
 * as before. The services still run their migrations on a template's copy: each finds every
 * migration applied, so the schema under test is exactly what the migrations produce.
 */
export const TEST_TEMPLATES_ENV = 'HUB_TEST_TEMPLATES';

export interface TestTemplateManifest {
  /** What the template was made from (a fingerprint of the migrations): a changed one is made anew. */
  key: string;
  /** The tarball of the migrated PGlite data folder (dumpDataDir('none')), relative to the folder. */
  pgliteTarball: string;
  /** The migrated PGlite data folder itself, relative to the folder. */
  pgliteFolder: string;
  /** The template database on the PostgreSQL server, when one was made. */
  postgres?: { serverUrl: string; database: string };
}

export interface TestTemplates extends TestTemplateManifest {
  dir: string;
}

const MANIFEST = 'manifest.json';
const DATABASE_NAME = /^[a-z_][a-z0-9_]*$/;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The manifest of the templates in `dir`, or undefined when there is none (or it is unreadable). */
export function readTestTemplates(dir: string): TestTemplates | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as TestTemplateManifest;
    return { ...manifest, dir };
  } catch {
    return undefined;
  }
}

/** The templates this run made (`HUB_TEST_TEMPLATES`), or undefined. */
export function testTemplates(env: NodeJS.ProcessEnv = process.env): TestTemplates | undefined {
  const dir = env[TEST_TEMPLATES_ENV];
  return dir ? readTestTemplates(dir) : undefined;
}

let tarballCache: { path: string; blob: Blob } | undefined;

/** The template's PGlite tarball as a Blob, read once per module registry (so once per test file). */
export function pgliteTemplateTarball(templates: TestTemplates): Blob {
  const path = join(templates.dir, templates.pgliteTarball);
  if (tarballCache?.path !== path) tarballCache = { path, blob: new Blob([readFileSync(path)]) };
  return tarballCache.blob;
}

/**
 * Copies the migrated PGlite data folder to `dataDir` (which must not exist yet) for a process that
 * opens its own folder (the all-in-one gateway's `<dataDir>/pg`). False when this run has no templates.
 */
export function copyPgliteTemplateFolder(dataDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const templates = testTemplates(env);
  if (!templates) return false;
  cpSync(join(templates.dir, templates.pgliteFolder), dataDir, { recursive: true });
  return true;
}

async function onServer<T>(serverUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface BuildTestTemplatesOptions {
  /** The folder to write (made anew when its manifest's key differs). */
  dir: string;
  /** A fingerprint of what `migrate` applies (the migration files): it names the server's template. */
  key: string;
  /** Migrates every schema of the hub on `db` (and leaves nothing running). */
  migrate: (db: Db) => Promise<void>;
  /** The PostgreSQL server to make a template database on too. */
  serverUrl?: string;
}

/** The server template's name for a key: `hub_template_<first 16 characters of the key>`. */
export function templateDatabaseName(key: string): string {
  const name = `hub_template_${key.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16)}`;
  if (!DATABASE_NAME.test(name)) throw new Error(`invalid template key ${key}`);
  return name;
}

async function serverDatabaseExists(serverUrl: string, database: string): Promise<boolean> {
  return onServer(serverUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1);
}

/**
 * Makes the templates in `dir`: the hub migrated on PGlite (folder and tarball) and, with
 * `serverUrl`, in a database of that server. Templates of the same key already there are kept.
 */
export async function buildTestTemplates(options: BuildTestTemplatesOptions): Promise<TestTemplates> {
  const { dir, key, serverUrl } = options;
  const existing = readTestTemplates(dir);
  const database = serverUrl ? templateDatabaseName(key) : undefined;
  if (
    existing?.key === key &&
    existing.postgres?.database === database &&
    (!serverUrl || existing.postgres?.serverUrl === serverUrl) &&
    (!serverUrl || (await serverDatabaseExists(serverUrl, database!)))
  )
    return existing;

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest: TestTemplateManifest = { key, pgliteTarball: 'pglite.tar', pgliteFolder: 'pglite' };

  const folder = join(dir, manifest.pgliteFolder);
  const pglite = await openPglite(folder);
  try {
    await options.migrate(pglite);
  } finally {
    await pglite.close();
  }
  const tarball = await pgliteDataDirTarball(folder);
  writeFileSync(join(dir, manifest.pgliteTarball), Buffer.from(await tarball.arrayBuffer()));

  if (serverUrl && database) {
    // Made under another name and renamed when migrated: a test never clones a half-made template.
    const building = `${database}_building`;
    await onServer(serverUrl, async (c) => {
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`drop database if exists ${database} with (force)`);
      await c.query(`create database ${building}`);
    });
    const db = openPostgres(withDatabase(serverUrl, building), { max: 2 });
    try {
      await options.migrate(db);
    } finally {
      await db.close();
    }
    await onServer(serverUrl, (c) => c.query(`alter database ${building} rename to ${database}`));
    manifest.postgres = { serverUrl, database };
  }

  const temporary = join(dir, `${MANIFEST}.${process.pid}`);
  writeFileSync(temporary, JSON.stringify(manifest, null, 2));
  renameSync(temporary, join(dir, MANIFEST));
  return { ...manifest, dir };
}

/** Drops the server's template database and removes the folder (the end of a test run). */
export async function dropTestTemplates(dir: string): Promise<void> {
  const templates = readTestTemplates(dir);
  if (templates?.postgres) {
    const { serverUrl, database } = templates.postgres;
    await onServer(serverUrl, (c) => c.query(`drop database if exists ${database} with (force)`));
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
