import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openPglite } from '../db/pglite';
import type { Db } from '../db/port';
import { openPostgres } from '../db/postgres';

export interface TestDatabase {
  db: Db;
  /** Where it lives: 'pglite' or the URL of the fresh server database. */
  url?: string;
  /** Closes the connection and, on a server, drops the database. */
  drop(): Promise<void>;
}

export interface TestDatabaseTarget {
  /** 'pglite' or 'postgres' (for `describe.each`). */
  name: string;
  create(): Promise<TestDatabase>;
}

/** A fresh in-memory PGlite. */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const db = await openPglite();
  return { db, drop: () => db.close() };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** `CREATE DATABASE hub_test_<random>` on the server of `serverUrl`; dropped by `drop()`. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = openPostgres(url, { max: 5 });
  return {
    db,
    url,
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
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', create: createPgliteTestDatabase }];
  const url = env.DATABASE_URL;
  if (url) targets.push({ name: 'postgres', create: () => createPostgresTestDatabase(url) });
  return targets;
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
