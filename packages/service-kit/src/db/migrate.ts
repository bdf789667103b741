import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from './port';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
const MIGRATION_FILE = /^(\d+)_[\w-]+\.sql$/;
const KIT_MIGRATION_FILE = /^(kit_\d+)_[\w-]+\.sql$/;
const SCHEMA_PLACEHOLDER = /\{\{schema\}\}/g;

/** packages/service-kit/migrations, from src/db or dist/db. */
export const KIT_MIGRATIONS_DIR = join(__dirname, '..', '..', 'migrations');

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

/** A stable 31-bit key for pg_advisory_xact_lock, one per schema. */
export function advisoryLockKey(schema: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `hub:migrate:${schema}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}

/** The `.sql` files of a folder, ordered by their numeric prefix. */
export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => MIGRATION_FILE.test(n));
  const files = await Promise.all(
    names.map(async (name) => ({ version: MIGRATION_FILE.exec(name)![1]!, name, sql: await readFile(join(dir, name), 'utf8') })),
  );
  files.sort((a, b) => Number(a.version) - Number(b.version) || a.name.localeCompare(b.name));
  const seen = new Set<string>();
  for (const f of files) {
    if (seen.has(f.version)) throw new Error(`two migrations share version ${f.version} in ${dir}`);
    seen.add(f.version);
  }
  return files;
}

/**
 * The kit migrations every service schema gets (packages/service-kit/migrations/kit_NNN_*.sql: event
 * tables, revoked sessions), with `{{schema}}` replaced by the quoted schema name; version `kit_NNN`.
 */
export function readKitMigrations(schema: string): MigrationFile[] {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return readdirSync(KIT_MIGRATIONS_DIR)
    .filter((n) => KIT_MIGRATION_FILE.test(n))
    .sort()
    .map((name) => ({
      version: KIT_MIGRATION_FILE.exec(name)![1]!,
      name,
      sql: readFileSync(join(KIT_MIGRATIONS_DIR, name), 'utf8').replace(SCHEMA_PLACEHOLDER, `"${schema}"`),
    }));
}

/**
 * The kit migrations of a feature only some services use (`migrations/<feature>/kit_NNN_*.sql`), e.g.
 * the store replica of the services defined with `storeReplica: true`.
 */
export type KitFeature = 'store-replicas';

function readKitFeatureMigrations(schema: string, feature: KitFeature): MigrationFile[] {
  const dir = join(KIT_MIGRATIONS_DIR, feature);
  return readdirSync(dir)
    .filter((n) => KIT_MIGRATION_FILE.test(n))
    .sort()
    .map((name) => ({
      version: KIT_MIGRATION_FILE.exec(name)![1]!,
      name,
      sql: readFileSync(join(dir, name), 'utf8').replace(SCHEMA_PLACEHOLDER, `"${schema}"`),
    }));
}

/** The SQL of one kit migration for a schema, by version (e.g. `kit_001`); tests and benchmarks use it. */
export function kitMigrationSql(schema: string, version: string): string {
  const file = readKitMigrations(schema).find((f) => f.version === version);
  if (!file) throw new Error(`no kit migration ${version}`);
  return file.sql;
}

export interface MigrateOptions {
  /** Apply the kit migrations (before the schema's own, version `kit_NNN`); default true. */
  kit?: boolean;
  /** Also apply the kit migrations of these features (after the common kit ones). */
  features?: readonly KitFeature[];
}

/**
 * Applies the migrations a schema has not seen yet, in order, inside one transaction that holds an
 * advisory lock (two processes starting together apply each migration once). Idempotent. The kit
 * migrations (event tables, revoked sessions), then those of the features asked for, then the
 * folder's own (none when `dir` is null: the kit's only). Returns the names
 * of the migrations applied now.
 */
export async function migrateSchema(db: Db, schema: string, dir: string | null, options: MigrateOptions = {}): Promise<string[]> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const files = [
    ...(options.kit === false ? [] : readKitMigrations(schema)),
    ...(options.features ?? []).flatMap((feature) => readKitFeatureMigrations(schema, feature)),
    ...(dir === null ? [] : await readMigrations(dir)),
  ];
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [advisoryLockKey(schema)]);
    await tx.exec(
      `create schema if not exists "${schema}";
       create table if not exists "${schema}".schema_migrations (
         version text primary key,
         name text not null,
         applied_at timestamptz not null default now()
       );`,
    );
    const rows = await tx.query<{ version: string }>(`select version from "${schema}".schema_migrations`);
    const applied = new Set(rows.map((r) => r.version));
    const now: string[] = [];
    for (const file of files) {
      if (applied.has(file.version)) continue;
      await tx.exec(file.sql);
      await tx.query(`insert into "${schema}".schema_migrations (version, name) values ($1, $2)`, [file.version, file.name]);
      now.push(file.name);
    }
    return now;
  });
}
