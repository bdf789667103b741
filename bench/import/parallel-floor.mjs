// bench/import/parallel-floor.mjs (issue 26): does PostgreSQL write a file's products faster as two
// transactions side by side than as one statement? The floor's fresh INSERT … SELECT (floor.mjs) into an
// empty copy of catalog.products with its indexes and triggers, once as one statement, then again into
// an emptied copy as BENCH_WIDTH statements at once on as many connections, each taking its share of
// the file's rows in order (as an apply takes batches); then the same for the all-changed UPDATE.
//
//   BENCH_ROWS=300000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/parallel-floor.mjs
// It creates (and drops) the database hub_bench_parallel, migrated by the hub's own migrations.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { FILES } from './drive.mjs';
import { freshDatabase } from '../support/server-hub.mjs';
import { FIXED, fieldsExpression, filterFieldsExpression, hashExpression, q, stage, timed } from './floor.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL: the PostgreSQL server');
const WIDTH = Number(process.env.BENCH_WIDTH ?? 2);
const DB_NAME = 'hub_bench_parallel';

const { admin, url } = await freshDatabase(SERVER, DB_NAME);
const { migrateHub } = require(join(ROOT, 'infra/gateway/dist/index.js'));
const { openPostgres } = require(join(ROOT, 'packages/service-kit/dist/index.js'));
const db = await openPostgres(url.toString());
await migrateHub(db);
await db.close();

const clients = await Promise.all(
  Array.from({ length: WIDTH }, async () => {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    return c;
  }),
);
const [main] = clients;
const fixedInsert = Object.keys(FIXED).join(', ');
const fixedSelect = Object.values(FIXED).map((c) => `s.${q(c)}`).join(', ');
const insert = (where) => `insert into bench_par.products (merchant_id, ${fixedInsert}, active, fields, filter_fields, import_hash)
  select 'PAR', ${fixedSelect}, coalesce(nullif(s."ACTIVE", '')::boolean, true), ${fieldsExpression('s')}, ${filterFieldsExpression('s')}, ${hashExpression('s')}
    from bench_par.stage_fresh s where ${where}`;
const update = (where) => `update bench_par.products p set fields = ${fieldsExpression('s')}, filter_fields = ${filterFieldsExpression('s')}, import_hash = ${hashExpression('s')}, updated_at = now()
  from bench_par.stage_changed s where p.merchant_id = 'PAR' and p.sid = s."STORE" and p.product_code = s."PRODUCT_CODE" and ${where}`;

async function productsCopy() {
  await main.query('drop table if exists bench_par.products');
  await main.query('create table bench_par.products (like catalog.products including all)');
  const { rows } = await main.query(`select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'catalog.products'::regclass and not tgisinternal`);
  for (const { def } of rows) await main.query(def.replace(/ ON catalog\.products /i, ' ON bench_par.products '));
  await main.query('checkpoint');
}
/** Rows in file order, cut into WIDTH contiguous shares (an apply's batches, side by side). */
const share = (k, rows) => `s.n > ${Math.floor((rows * k) / WIDTH)} and s.n <= ${Math.floor((rows * (k + 1)) / WIDTH)}`;
const side = async (statement, rows) => {
  const t0 = Date.now();
  await Promise.all(clients.map((c, k) => c.query(statement(share(k, rows)))));
  return Date.now() - t0;
};
const load = () => `load ${(require('node:os').loadavg()).map((l) => l.toFixed(1)).join(' ')}`;

try {
  await main.query('create schema bench_par');
  await stage(main, 'bench_par.stage_fresh', FILES.fresh);
  await stage(main, 'bench_par.stage_changed', FILES.changed);
  for (const t of ['stage_fresh', 'stage_changed']) {
    await main.query(`alter table bench_par.${t} add column n bigint generated always as identity`);
    await main.query(`analyze bench_par.${t}`);
  }
  const rows = Number((await main.query('select count(*) as n from bench_par.stage_fresh')).rows[0].n);
  for (let round = 1; round <= 2; round++) {
    await productsCopy();
    const one = await timed(main, insert('true'));
    await main.query('analyze bench_par.products');
    await main.query('checkpoint');
    const oneUpdate = await timed(main, update('true'));
    console.log(`round ${round}: one statement: insert ${(one.ms / 1000).toFixed(1)} s, update ${(oneUpdate.ms / 1000).toFixed(1)} s (${load()})`);
    await productsCopy();
    const many = await side(insert, rows);
    await main.query('analyze bench_par.products');
    await main.query('checkpoint');
    const manyUpdate = await side(update, rows);
    console.log(`round ${round}: ${WIDTH} side by side: insert ${(many / 1000).toFixed(1)} s, update ${(manyUpdate / 1000).toFixed(1)} s (${load()})`);
  }
} finally {
  await Promise.all(clients.map((c) => c.end()));
  await admin.query(`drop database if exists ${DB_NAME}`);
  await admin.end();
}
