import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';
import { copyPgliteTemplateFolder, pgliteTemplateTarball, testTemplates } from './templates';

export interface TestDatabase {
  db: Db;
  /** Where it lives: 'pglite' or the URL of the fresh server database. */
  url?: string;
  /** True when it started from this run's migrated template (testing/templates.ts), not empty. */
  fromTemplate: boolean;
  /** Closes the connection and, on a server, drops the database. */
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /**
   * An empty database even when this run has migrated templates: for a test of the migrations
   * themselves (an old schema migrated forward).
   */
  empty?: boolean;
}

export interface TestDatabaseTarget {
  /** 'pglite' or 'postgres' (for `describe.each`). */
  name: string;
  create(options?: CreateTestDatabaseOptions): Promise<TestDatabase>;
}

/** A fresh in-memory PGlite: this run's migrated template when there is one, else empty. */
export async function createPgliteTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = options.empty ? undefined : testTemplates();
  const db = await openPglite(undefined, templates ? { loadDataDir: pgliteTemplateTarball(templates) } : {});
  return { db, fromTemplate: !!templates, drop: () => db.close() };
}

/** This run's template database on the server of `serverUrl`, if it made one there. */
function serverTemplate(serverUrl: string): string | undefined {
  const postgres = testTemplates()?.postgres;
  return postgres && new URL(postgres.serverUrl).host === new URL(serverUrl).host ? postgres.database : undefined;
}

/** SQLSTATE 55006: the template is being accessed by other users (another copy of it starting). */
const OBJECT_IN_USE = '55006';

async function createDatabase(admin: Client, name: string, template: string | undefined): Promise<void> {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  // Two suites copying the template at the same moment: the server refuses the second while the
  // first holds it; it is free again within a moment.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt >= 60) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * `CREATE DATABASE hub_test_<random>` on the server of `serverUrl` (`TEMPLATE` this run's migrated
 * template when there is one); dropped by `drop()`.
 */
export async function createPostgresTestDatabase(serverUrl: string, options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? undefined : serverTemplate(serverUrl);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = openPostgres(url, { max: 5 });
  return {
    db,
    url,
    fromTemplate: !!template,
    async drop() {
      await db.close();
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The databases every integration suite runs against: PGlite always, and a fresh database on the
 * PostgreSQL server of `DATABASE_URL` when it is set. Use with `describe.each(testDatabaseTargets())`.
 */
export function testDatabaseTargets(env: NodeJS.ProcessEnv = process.env): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', create: (options) => createPgliteTestDatabase(options) }];
  const url = env.DATABASE_URL;
  if (url) targets.push({ name: 'postgres', create: (options) => createPostgresTestDatabase(url, options) });
  return targets;
}

/** The last of `targets`: the server's when there is one, else PGlite. */
const serverOrPglite = <T>(targets: T[]): [T] => [targets[targets.length - 1]!];

/**
 * The one database of a suite whose checks do not depend on the database kind (svc-import's outbound
 * policy matrix: what it checks is the guard in front of every connection a source opens): the server of
 * `DATABASE_URL` when it is set, else PGlite. The service's other suites run its queries on both.
 */
export function serverOrPgliteTestTargets(env: NodeJS.ProcessEnv = process.env): [TestDatabaseTarget] {
  return serverOrPglite(testDatabaseTargets(env));
}

/**
 * The same two targets for a process that opens its database itself (the gateway): PGlite in its own
 * data folder (nothing to create), and with `DATABASE_URL` a fresh server database whose URL it is
 * given (created by `create`, dropped by the test).
 */
export interface ServerDatabaseTarget {
  name: 'pglite' | 'postgres';
  create?: () => Promise<TestDatabase>;
}

export function serverDatabaseTargets(env: NodeJS.ProcessEnv = process.env): ServerDatabaseTarget[] {
  const targets: ServerDatabaseTarget[] = [{ name: 'pglite' }];
  const url = env.DATABASE_URL;
  if (url) targets.push({ name: 'postgres', create: () => createPostgresTestDatabase(url) });
  return targets;
}

/**
 * The one database of an end-to-end suite whose PGlite paths the services' own suites already run on
 * PGlite (the gateway's route matrices; its file imports: the check, the COPY into staging, the
 * apply): the server of `DATABASE_URL` when it is set, else PGlite, so that a run without the server
 * still runs the suite.
 */
export function serverOrPgliteTargets(env: NodeJS.ProcessEnv = process.env): [ServerDatabaseTarget] {
  return serverOrPglite(serverDatabaseTargets(env));
}

/**
 * The database of a process under test that opens its own (the gateway) on `target`: on the server a
 * fresh database (give the process its `url`; drop it after), on PGlite nothing to drop, and this
 * run's migrated template copied to `pgliteDataDir`, the folder the process opens, when there is one.
 */
export async function serverTestDatabase(target: { create?: () => Promise<TestDatabase> }, pgliteDataDir: string): Promise<TestDatabase | undefined> {
  if (target.create) return target.create();
  copyPgliteTemplateFolder(pgliteDataDir);
  return undefined;
}

/** Runs `fn` once per target database, dropping each afterwards. */
export async function withTestDatabases(fn: (db: Db, target: string) => Promise<void>): Promise<void> {
  for (const target of testDatabaseTargets()) {
    const test = await target.create();
    try {
      await fn(test.db, target.name);
    } finally {
      await test.drop();
    }
  }
}
