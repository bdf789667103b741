// bench/import index costs (issue 26 item 2): what each index and trigger of catalog.products costs a
// bulk import, on the floor's own statements (floor.mjs): the file COPY-loaded once into unlogged text
// staging, then for each variant of the table an empty copy of catalog.products (its columns,
// defaults, generated search text, constraints) with only the variant's indexes and triggers, and
//   fresh        one INSERT … SELECT of every row;
//   all changed  one UPDATE … FROM of every row (the variant file), setting changed_xid as the
//                import's apply does (src/db/import-runs.ts), so an indexed changed_xid is paid here.
// Variants: every index and trigger (as migrated), none, each index left out in turn, the triggers
// left out, (BENCH_KEEP_INDEXES, comma-separated names) a proposed set, the GIN indexes with a 64 MB
// pending list or without one (fastupdate off), and the search text with the EPC as before migration 035. After the no-index variant
// each index is built on the loaded table (CREATE INDEX), the "build once after a first load" cost.
// The load average (uptime) is recorded with every figure: the machine is shared.
//
//   npx turbo run build --filter=@hub/svc-catalog
//   node bench/import/generate-csv.mjs --rows 250000 && node bench/import/generate-csv.mjs --rows 250000 --variant 1 --out /tmp/hub-bench-import/catalogue-250000-v1.csv
//   BENCH_ROWS=250000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/index-costs.mjs
//
// Settings: BENCH_ROWS (1,000,000), BENCH_DB_NAME (hub_bench_indexcost: created, migrated by
// svc-catalog's own migrations, dropped at the end), BENCH_VARIANTS (a regular expression over the
// variant names: measure only those), BENCH_KEEP_INDEXES (a proposed set, measured as variant "kept").
import { loadavg } from 'node:os';
import pg from 'pg';
import { FILES } from './drive.mjs';
import { FIXED, fieldsExpression, filterFieldsExpression, hashExpression, q, stage, timed } from './floor.mjs';
import { migratedCatalogDatabase } from './catalog-database.mjs';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL: the PostgreSQL server (a database is created on it and dropped)');
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_indexcost';
const ONLY = process.env.BENCH_VARIANTS ? new RegExp(process.env.BENCH_VARIANTS) : undefined;
const KEPT = process.env.BENCH_KEEP_INDEXES?.split(',').map((s) => s.trim()).filter(Boolean);
const seconds = (ms) => Math.round(ms / 100) / 10;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');


/** The indexes of catalog.products as migrated: name, how to create it on another table, and whether a constraint owns it. */
async function productIndexes(client) {
  const { rows } = await client.query(
    `select i.relname as name, pg_get_indexdef(i.oid) as def, c.conname as constraint_name, pg_get_constraintdef(c.oid) as constraint_def
       from pg_index x join pg_class i on i.oid = x.indexrelid
       left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
      where x.indrelid = 'catalog.products'::regclass order by i.relname`,
  );
  return rows.map((r) => ({
    name: r.name,
    create: r.constraint_name
      ? `alter table bench_cost.products add constraint ${q(r.constraint_name)} ${r.constraint_def}`
      : r.def.replace(/ ON catalog\.products /i, ' ON bench_cost.products '),
    constraint: !!r.constraint_name,
  }));
}

async function productTriggers(client) {
  const { rows } = await client.query(`select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'catalog.products'::regclass and not tgisinternal order by tgname`);
  return rows.map((r) => ({ name: r.name, create: r.def.replace(/ ON catalog\.products /i, ' ON bench_cost.products ') }));
}

/**
 * An empty copy of catalog.products with `indexes` and (or not) its triggers; `gin`: storage
 * parameters of its GIN indexes; `columns`: statements changing the copy's columns before its indexes.
 */
async function tableOf(client, indexes, triggers, gin, columns = []) {
  await client.query('drop table if exists bench_cost.products');
  await client.query('create table bench_cost.products (like catalog.products including all excluding indexes excluding constraints)');
  for (const statement of columns) await client.query(statement);
  for (const index of indexes) {
    await client.query(index.create);
    if (gin && / USING gin /i.test(index.create)) await client.query(`alter index bench_cost.${q(index.name)} set (${gin})`);
  }
  for (const trigger of triggers) await client.query(trigger.create);
  await client.query(`delete from catalog.product_counts where merchant_id = 'COST'`);
}

/** The search text as it was before migration 035 (ADR 0031): with the EPC, for what leaving it out saves. */
const SEARCH_WITH_EPC = [
  'alter table bench_cost.products drop column search_text',
  `alter table bench_cost.products add column search_text text generated always as (lower(product_code || ' ' || coalesce(design_number, '') || ' ' || coalesce(rfid_tag, ''))) stored`,
];

const fixedInsert = Object.keys(FIXED).join(', ');
const fixedSelect = Object.values(FIXED).map((c) => `s.${q(c)}`).join(', ');
const INSERT = `insert into bench_cost.products (merchant_id, ${fixedInsert}, active, fields, filter_fields, import_hash)
  select 'COST', ${fixedSelect}, coalesce(nullif(s."ACTIVE", '')::boolean, true), ${fieldsExpression('s')}, ${filterFieldsExpression('s')}, ${hashExpression('s')}
  from bench_cost.stage_fresh s`;
const UPDATE = `update bench_cost.products p set fields = ${fieldsExpression('s')}, filter_fields = ${filterFieldsExpression('s')}, import_hash = ${hashExpression('s')}, updated_at = now(), changed_xid = pg_current_xact_id()
  from bench_cost.stage_changed s
  where p.merchant_id = 'COST' and p.sid = s."STORE" and p.product_code = s."PRODUCT_CODE"`;

/** Moves what the GIN indexes hold in their pending lists into the indexes (gin_clean_pending_list): ms. */
async function cleanPending(client) {
  const t0 = Date.now();
  await client.query(`select gin_clean_pending_list(c.oid) from pg_index x join pg_class c on c.oid = x.indexrelid join pg_am a on a.oid = c.relam
                       where x.indrelid = 'bench_cost.products'::regclass and a.amname = 'gin'`);
  return Date.now() - t0;
}

/**
 * Fresh insert then all-changed update into a copy with `indexes` and `triggers`; a checkpoint before
 * each, so neither pays the other's writes. With `gin` (storage parameters of the GIN indexes, e.g. a
 * larger pending list), each statement is followed by gin_clean_pending_list, counted in its time.
 */
async function measureVariant(client, name, indexes, triggers, gin, columns) {
  await tableOf(client, indexes, triggers, gin, columns);
  /** One statement after a checkpoint, with the load at its start; a GIN pending list emptied counts in its time. */
  const measured = async (sql) => {
    await client.query('checkpoint');
    const loadAt = load();
    const done = await timed(client, sql);
    const clean = gin ? await cleanPending(client) : 0;
    return { load: loadAt, clean, result: { ms: done.ms + clean, rows: done.rows } };
  };
  const { load: loadInsert, clean: insertClean, result: insert } = await measured(INSERT);
  await client.query('analyze bench_cost.products');
  const { load: loadUpdate, clean: updateClean, result: update } = await measured(UPDATE);
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query(
    `select pg_size_pretty(pg_indexes_size('bench_cost.products')) as index_size,
            coalesce((select n_tup_hot_upd from pg_stat_user_tables where relid = 'bench_cost.products'::regclass), 0)::bigint as hot`,
  );
  const row = { variant: name, indexes: indexes.length, triggers: triggers.length, insert_s: seconds(insert.ms), insert_load: loadInsert, update_s: seconds(update.ms), update_load: loadUpdate, ...(gin && { gin, pending_cleaned_s: [seconds(insertClean), seconds(updateClean)] }), rows: insert.rows, updated: update.rows, hot_updates: Number(rows[0].hot), index_size: rows[0].index_size };
  console.log(JSON.stringify(row));
  return row;
}

/** Each index built on the loaded copy without indexes (maintenance_work_mem as the server has it, then 256MB). */
async function buildAfterLoad(client, indexes) {
  const out = [];
  for (const mem of [null, '256MB']) {
    if (mem) await client.query(`set maintenance_work_mem = '${mem}'`);
    const [{ maintenance_work_mem: setting }] = (await client.query('show maintenance_work_mem')).rows;
    for (const index of indexes) {
      const l = load();
      const built = await timed(client, index.create);
      const row = { build: index.name, maintenance_work_mem: setting, seconds: seconds(built.ms), load: l };
      console.log(JSON.stringify(row));
      out.push(row);
    }
    await client.query('drop table bench_cost.products');
    await tableOf(client, [], []);
    await client.query(INSERT);
  }
  await client.query('reset maintenance_work_mem');
  return out;
}

async function main() {
  const started = Date.now();
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const url = await migratedCatalogDatabase(admin, SERVER, DB_NAME);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const indexes = await productIndexes(client);
    const triggers = await productTriggers(client);
    console.log(JSON.stringify({ rows: FILES, load: load(), indexes: indexes.map((i) => i.name), triggers: triggers.map((t) => t.name) }));
    await client.query('create schema bench_cost');
    const copyFresh = await stage(client, 'bench_cost.stage_fresh', FILES.fresh);
    const copyChanged = await stage(client, 'bench_cost.stage_changed', FILES.changed);
    await client.query('analyze bench_cost.stage_fresh');
    await client.query('analyze bench_cost.stage_changed');
    console.log(JSON.stringify({ copy_fresh_s: seconds(copyFresh.ms), copy_changed_s: seconds(copyChanged.ms), rows: copyFresh.rows }));
    const variants = [
      ['all', indexes, triggers],
      ['none', [], triggers],
      ['no triggers', indexes, []],
      ...indexes.map((i) => [`without ${i.name}`, indexes.filter((j) => j !== i), triggers]),
      ...(KEPT ? [['kept', indexes.filter((i) => KEPT.includes(i.name)), triggers]] : []),
      // GIN's pending list (fastupdate) at 64 MB instead of 4 MB, emptied at the end of each statement; and without a pending list.
      ['all, GIN pending list 64MB', indexes, triggers, 'gin_pending_list_limit = 65536'],
      ['all, GIN fastupdate off', indexes, triggers, 'fastupdate = off'],
      // The search text with the EPC, as before migration 035 (EPCs now matched by their start on products_rfid_idx).
      ['all, search text with the EPC (before 035)', indexes, triggers, undefined, SEARCH_WITH_EPC],
      ['all (again)', indexes, triggers],
      ['none (again)', [], triggers],
    ];
    const results = [];
    for (const [name, withIndexes, withTriggers, gin, columns] of variants) {
      if (ONLY && !ONLY.test(name)) continue;
      results.push(await measureVariant(client, name, withIndexes, withTriggers, gin, columns));
    }
    let builds = [];
    if (!ONLY || ONLY.test('build')) {
      await tableOf(client, [], []);
      await client.query(INSERT);
      builds = await buildAfterLoad(client, indexes);
    }
    console.log('\n| variant | indexes | triggers | fresh insert s (load) | all-changed update s (load) | HOT updates | index size |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) console.log(`| ${r.variant} | ${r.indexes} | ${r.triggers} | ${r.insert_s} (${r.insert_load}) | ${r.update_s} (${r.update_load}) | ${r.hot_updates} | ${r.index_size} |`);
    if (builds.length) {
      console.log('\n| index built after the load | maintenance_work_mem | s (load) |\n| --- | --- | ---: |');
      for (const b of builds) console.log(`| ${b.build} | ${b.maintenance_work_mem} | ${b.seconds} (${b.load}) |`);
    }
  } finally {
    await client.end();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
    console.log(`\ntotal ${seconds(Date.now() - started)} s; load ${load()}`);
  }
}

await main();
