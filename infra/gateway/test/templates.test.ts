// Issue 27 item 2: the tests' databases start from migrated templates (packages/service-kit/src/
// testing/templates.ts, made by scripts/test-templates.mjs), and the schema under test stays exactly
// what the services' migrations produce: each copy of a template (PGlite's tarball in memory, its data
// folder copied, the server's CREATE DATABASE … TEMPLATE) is compared with a database migrated from
// empty, object by object, and migrating the copy again applies nothing.
import { openPglite, openPostgres, type Db } from '@hub/service-kit';
import {
  buildTestTemplates,
  createPostgresTestDatabase,
  dropTestTemplates,
  readTestTemplates,
  testTemplates,
  type TestDatabase,
  type TestTemplates,
} from '@hub/service-kit/testing';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { migrateHub } from '../src';

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

/** Every object of the hub's schemas as text, and each table's row count (what migrations seed). */
async function schemaSignature(db: Db): Promise<Record<string, string[]>> {
  const column = await db.query<{ line: string }>(
    `select format('%s.%s.%s %s null=%s default=%s', c.table_schema, c.table_name, c.column_name,
                   c.data_type, c.is_nullable, coalesce(c.column_default, '-')) as line
       from information_schema.columns c
      where c.table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const index = await db.query<{ line: string }>(
    `select indexdef as line from pg_indexes where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const constraint = await db.query<{ line: string }>(
    `select format('%s.%s %s %s', n.nspname, r.relname, k.conname, pg_get_constraintdef(k.oid)) as line
       from pg_constraint k join pg_class r on r.oid = k.conrelid join pg_namespace n on n.oid = r.relnamespace
      where ${USER_SCHEMAS} order by 1`,
  );
  const trigger = await db.query<{ line: string }>(
    `select pg_get_triggerdef(t.oid) as line
       from pg_trigger t join pg_class r on r.oid = t.tgrelid join pg_namespace n on n.oid = r.relnamespace
      where not t.tgisinternal and ${USER_SCHEMAS} order by 1`,
  );
  const routine = await db.query<{ line: string }>(
    `select pg_get_functiondef(p.oid) as line
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where ${USER_SCHEMAS} and p.prokind in ('f', 'p') and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`,
  );
  const extension = await db.query<{ line: string }>(`select format('%s %s', extname, extversion) as line from pg_extension order by 1`);
  const tables = await db.query<{ schema: string; name: string }>(
    `select n.nspname as schema, r.relname as name from pg_class r join pg_namespace n on n.oid = r.relnamespace
      where r.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1, 2`,
  );
  const rows: string[] = [];
  for (const t of tables) {
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from "${t.schema}"."${t.name}"`);
    rows.push(`${t.schema}.${t.name} ${count?.n}`);
  }
  const migrations = await Promise.all(
    [...new Set(tables.filter((t) => t.name === 'schema_migrations').map((t) => t.schema))].map(async (schema) =>
      (await db.query<{ version: string; name: string }>(`select version, name from "${schema}".schema_migrations order by version`)).map(
        (m) => `${schema} ${m.version} ${m.name}`,
      ),
    ),
  );
  return {
    column: column.map((r) => r.line),
    index: index.map((r) => r.line),
    constraint: constraint.map((r) => r.line),
    trigger: trigger.map((r) => r.line),
    routine: routine.map((r) => r.line),
    extension: extension.map((r) => r.line),
    rows,
    migrations: migrations.flat().sort(),
  };
}

async function appliedCount(db: Db): Promise<number> {
  const schemas = await db.query<{ schema: string }>(`select table_schema as schema from information_schema.tables where table_name = 'schema_migrations'`);
  let n = 0;
  for (const { schema } of schemas) n += (await db.query<{ n: number }>(`select count(*)::int as n from "${schema}".schema_migrations`))[0]!.n;
  return n;
}

/** This run's templates, or (a developer's run without them) templates made here and dropped after. */
let templates: TestTemplates;
let madeHere: string | undefined;

beforeAll(async () => {
  const run = testTemplates();
  if (run) {
    templates = run;
    return;
  }
  madeHere = mkdtempSync(join(tmpdir(), 'hub-templates-test-'));
  templates = await buildTestTemplates({
    dir: madeHere,
    key: `check${process.pid}`,
    migrate: migrateHub,
    serverUrl: process.env.DATABASE_URL || undefined,
  });
}, 300_000);
afterAll(async () => {
  if (madeHere) await dropTestTemplates(madeHere);
});

describe('migrated test database templates on PGlite', () => {
  let fresh: Record<string, string[]>;
  beforeAll(async () => {
    const db = await openPglite();
    try {
      await migrateHub(db);
      fresh = await schemaSignature(db);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('when a test database starts from the tarball, then its schema is exactly a fresh migration’s, and migrating it again applies nothing', async () => {
    expect(readTestTemplates(templates.dir)?.key).toBe(templates.key);
    const db = await openPglite(undefined, { loadDataDir: new Blob([readFileSync(join(templates.dir, templates.pgliteTarball))]) });
    try {
      expect(await schemaSignature(db)).toEqual(fresh);
      const before = await appliedCount(db);
      expect(before).toBeGreaterThan(0);
      await migrateHub(db);
      expect(await appliedCount(db)).toBe(before);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('when a process opens a copy of the template’s data folder, then its schema is exactly a fresh migration’s', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'hub-template-copy-'));
    cpSync(join(templates.dir, templates.pgliteFolder), join(copy, 'pg'), { recursive: true });
    const db = await openPglite(join(copy, 'pg'));
    try {
      expect(await schemaSignature(db)).toEqual(fresh);
    } finally {
      await db.close();
      rmSync(copy, { recursive: true, force: true });
    }
  }, 180_000);
});

const serverUrl = process.env.DATABASE_URL;
// The server's half needs a server (DATABASE_URL, as in CI); PGlite's runs everywhere.
if (serverUrl) describe('migrated test database templates on the PostgreSQL server', () => {
  let empty: TestDatabase;
  let fresh: Record<string, string[]>;
  beforeAll(async () => {
    empty = await createPostgresTestDatabase(serverUrl!, { empty: true });
    expect(empty.fromTemplate).toBe(false);
    await migrateHub(empty.db);
    fresh = await schemaSignature(empty.db);
  }, 180_000);
  afterAll(async () => {
    await empty?.drop();
  });

  it('when a test database is made from the template, then its schema is exactly a fresh migration’s, and migrating it again applies nothing', async () => {
    expect(templates.postgres?.database).toBeTruthy();
    const name = `hub_test_tplcheck_${process.pid}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name} template ${templates.postgres!.database}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), { max: 2 });
    try {
      expect(await schemaSignature(db)).toEqual(fresh);
      const before = await appliedCount(db);
      await migrateHub(db);
      expect(await appliedCount(db)).toBe(before);
    } finally {
      await db.close();
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    }
  }, 180_000);
});
