// bench/import floor (issue 26 item 1): what this machine's PostgreSQL itself takes for the work of
// each import, measured in the same run and on the same database as the pipeline, so every figure of
// the benchmark is a ratio to it and a busy or slow machine changes both sides alike.
//
// For each import: COPY of the same file into an unlogged table of text columns, then
//   fresh        one INSERT … SELECT into an empty copy of catalog.products with exactly its indexes
//                and triggers (copied from the migrated schema, so it follows every migration);
//   all changed  one UPDATE … FROM of every row (the variant file);
//   unchanged    one hash comparison of every row against what is stored.
// The copy is bench_floor.products, owned by merchant FLOOR; it is dropped at the end.
//
//   node bench/import/floor.mjs  (BENCH_DATABASE_URL of a database the hub has migrated; BENCH_ROWS)
// or from run.mjs, which measures it on its own database before the pipeline's imports.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { MAPPING } from './drive.mjs';
import { HEADER } from './generate-csv.mjs';

const seconds = (ms) => Math.round(ms / 100) / 10;
export const q = (name) => `"${name}"`;
/** The columns that are product columns (spec section 3's fixed fields); the rest go into `fields`. */
export const FIXED = { sid: 'STORE', product_code: 'PRODUCT_CODE', rfid_tag: 'RFID', design_number: 'DESIGN_NO', item_type: 'ITEM_TYPE', item_status: 'ITEM_STATUS' };

/**
 * The configured fields as the pipeline writes them, under the mapping's names: numbers as JSON numbers,
 * the stone list as an array; with `filtersOnly`, the mapping's filter fields only, as a product's
 * filter_fields holds them (migration 038, ADR 0050).
 */
export function fieldsExpression(alias, filtersOnly = false) {
  const fixed = new Set([...Object.values(FIXED), 'ACTIVE']);
  const multi = new Set(MAPPING.fieldMappings.map((m) => m.inputField));
  const fields = MAPPING.fields.filter((f) => !fixed.has(f.erpField) && (!filtersOnly || f.filter.enabled));
  if (fields.length === 0) return `'{}'::jsonb`;
  const pairs = fields
    .map((f) => {
      const cell = `${alias}.${q(f.erpField)}`;
      const value = f.type === 'number' ? `to_jsonb(nullif(${cell}, '')::numeric)` : multi.has(f.erpField) ? `to_jsonb(string_to_array(${cell}, '|'))` : `to_jsonb(${cell})`;
      return `'${f.name}', ${value}`;
    });
  // jsonb_build_object takes at most 100 arguments: 23 pairs fit.
  return `jsonb_strip_nulls(jsonb_build_object(${pairs.join(', ')}))`;
}

export const filterFieldsExpression = (alias) => fieldsExpression(alias, true);

export const hashExpression = (alias) => `md5(row(${HEADER.map((c) => `${alias}.${q(c)}`).join(', ')})::text)`;

export async function timed(client, text) {
  const started = Date.now();
  const result = await client.query(text);
  return { ms: Date.now() - started, rows: result.rowCount ?? 0 };
}

/** Loads a CSV file into a fresh unlogged staging table by the server's own COPY (the file is on this machine). */
export async function stage(client, table, file) {
  await client.query(`drop table if exists ${table}`);
  await client.query(`create unlogged table ${table} (${HEADER.map((c) => `${q(c)} text`).join(', ')})`);
  return timed(client, `copy ${table} from '${file.replace(/'/g, "''")}' with (format csv, header true, encoding 'UTF8')`);
}

/** An empty copy of catalog.products with its columns, defaults, constraints, indexes and triggers. */
async function productsCopy(client) {
  await client.query('drop schema if exists bench_floor cascade');
  await client.query('create schema bench_floor');
  await client.query('create table bench_floor.products (like catalog.products including all)');
  const { rows } = await client.query(`select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'catalog.products'::regclass and not tgisinternal`);
  for (const { def } of rows) await client.query(def.replace(/ ON catalog\.products /i, ' ON bench_floor.products '));
  const indexes = await client.query(`select count(*)::int as n from pg_indexes where schemaname = 'bench_floor' and tablename = 'products'`);
  return { indexes: indexes.rows[0].n, triggers: rows.length };
}

/**
 * The floor of the three imports on `databaseUrl` (its catalog schema migrated): seconds for each,
 * the COPY included, and what the copy of the products table held.
 */
export async function measureFloor(databaseUrl, files) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shape = await productsCopy(client);
    const fixedInsert = Object.keys(FIXED).join(', ');
    const fixedSelect = Object.values(FIXED).map((c) => `s.${q(c)}`).join(', ');
    const copyFresh = await stage(client, 'bench_floor.stage_fresh', files.fresh);
    const insert = await timed(
      client,
      `insert into bench_floor.products (merchant_id, ${fixedInsert}, active, fields, filter_fields, import_hash)
       select 'FLOOR', ${fixedSelect}, coalesce(nullif(s."ACTIVE", '')::boolean, true), ${fieldsExpression('s')}, ${filterFieldsExpression('s')}, ${hashExpression('s')}
       from bench_floor.stage_fresh s`,
    );
    await client.query('analyze bench_floor.products');
    const copyChanged = await stage(client, 'bench_floor.stage_changed', files.changed);
    await client.query('analyze bench_floor.stage_changed');
    const update = await timed(
      client,
      `update bench_floor.products p set fields = ${fieldsExpression('s')}, filter_fields = ${filterFieldsExpression('s')}, import_hash = ${hashExpression('s')}, updated_at = now()
       from bench_floor.stage_changed s
       where p.merchant_id = 'FLOOR' and p.sid = s."STORE" and p.product_code = s."PRODUCT_CODE"`,
    );
    const copyUnchanged = await stage(client, 'bench_floor.stage_unchanged', files.changed);
    await client.query('analyze bench_floor.stage_unchanged');
    const compare = await timed(
      client,
      `select count(*) from bench_floor.stage_unchanged s
       join bench_floor.products p on p.merchant_id = 'FLOOR' and p.sid = s."STORE" and p.product_code = s."PRODUCT_CODE"
       where p.import_hash = ${hashExpression('s')}`,
    );
    return {
      shape,
      fresh: { copy: seconds(copyFresh.ms), statement: seconds(insert.ms), statementMs: insert.ms, total: seconds(copyFresh.ms + insert.ms), rows: insert.rows },
      'all changed': { copy: seconds(copyChanged.ms), statement: seconds(update.ms), statementMs: update.ms, total: seconds(copyChanged.ms + update.ms), rows: update.rows },
      unchanged: { copy: seconds(copyUnchanged.ms), statement: seconds(compare.ms), total: seconds(copyUnchanged.ms + compare.ms), rows: copyUnchanged.rows },
    };
  } finally {
    await client.query('drop schema if exists bench_floor cascade').catch(() => undefined);
    await client.query(`delete from catalog.product_counts where merchant_id = 'FLOOR'`).catch(() => undefined);
    await client.end();
  }
}

/** The pipeline's rows beside the floor: each import's total as a multiple of its floor. */
export function withFloor(rows, floor) {
  return rows.map((row) => {
    const f = floor[row.import];
    return { ...row, floor: f?.total, ratio: f ? Math.round((row.total / f.total) * 10) / 10 : undefined };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { FILES } = await import('./drive.mjs');
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL: a database whose catalog schema the hub has migrated');
  const floor = await measureFloor(url, FILES);
  console.log(JSON.stringify(floor));
}
