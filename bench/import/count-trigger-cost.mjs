// bench/import/count-trigger-cost: what keeping the product counts per item type (032_product_counts_by_type.sql,
// issue 30) costs an import, against the per-store counts of 007_product_counts.sql. Both versions of
// catalog.product_counts_apply() are put in place in turn (ABAB…) on one database migrated to the newest
// schema, so both meet the same machine load (it is shared: the load average is printed with each figure).
//
//   trigger time  (server or PGlite) a statement of BENCH_BATCH new products (generate_series, 20 stores,
//                 12 types) inserted, then updated (every row; half change their type), then deleted, each
//                 under EXPLAIN ANALYZE: the counts trigger's own time as PostgreSQL reports it, beside the
//                 statement's. The trigger's time is what the version changes; the rest is noise.
//   floor         (server, BENCH_FLOOR=1) floor.mjs's INSERT … SELECT of the fresh file and UPDATE … FROM of
//                 the changed one into a copy of catalog.products with all its indexes and triggers.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/count-trigger-cost.mjs   # PostgreSQL
//   node bench/import/count-trigger-cost.mjs                                                                 # PGlite
//   BENCH_FLOOR=1 BENCH_ROWS=100000 BENCH_DATABASE_URL=… node bench/import/count-trigger-cost.mjs            # and the floor
//
// Settings: BENCH_ROUNDS (4), BENCH_BATCH (20,000 rows a statement), BENCH_DB_NAME (hub_bench_count_cost,
// created and dropped).
import { migrateSchema } from '@hub/service-kit';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchDatabase } from '../support/bench-database.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const FLOOR = process.env.BENCH_FLOOR === '1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const BATCH = Number(process.env.BENCH_BATCH ?? 20_000);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_count_cost';
const MIGRATIONS = join(import.meta.dirname, '..', '..', 'svc-catalog', 'migrations');

/** The CREATE FUNCTION of catalog.product_counts_apply() in a migration, as CREATE OR REPLACE. */
function countFunction(file) {
  const text = readFileSync(join(MIGRATIONS, file), 'utf8');
  const found = /create (?:or replace )?function catalog\.product_counts_apply\(\)[\s\S]*?\n\$\$;/.exec(text);
  if (!found) throw new Error(`no catalog.product_counts_apply() in ${file}`);
  return found[0].replace(/^create (or replace )?function/, 'create or replace function');
}

const VERSIONS = { 'per store (007)': countFunction('007_product_counts.sql'), 'per store and type (032)': countFunction('032_product_counts_by_type.sql') };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg()[0].toFixed(1);

/** EXPLAIN ANALYZE of a statement: its execution time and the counts triggers' time, ms. */
async function explained(db, text) {
  const [row] = await db.query(`explain (analyze, format json) ${text}`);
  const raw = row['QUERY PLAN'];
  const [plan] = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const trigger = (plan.Triggers ?? []).filter((t) => t['Trigger Name'].startsWith('products_counted_')).reduce((sum, t) => sum + t.Time, 0);
  return { statement: Math.round(plan['Execution Time']), trigger: Math.round(trigger * 10) / 10 };
}

/** Insert, update (every row; half change type), delete of BATCH new products of merchant COST, each explained. */
async function triggerTimes(db, round) {
  const prefix = `R${round}-`;
  const insert = await explained(
    db,
    `insert into catalog.products (merchant_id, sid, product_code, rfid_tag, item_type, active, fields)
     select 'COST', 'S' || lpad((g % 20)::text, 3, '0'), '${prefix}' || g, 'E2${round}' || lpad(to_hex(g), 20, '0'), 'TYPE-' || ((g / 20) % 12), g % 10 <> 3,
            jsonb_build_object('karat', '18K', 'grossWeight', (g % 500) / 10.0, 'collection', 'C' || (g % 40))
       from generate_series(1, ${BATCH}) g`,
  );
  const update = await explained(
    db,
    `update catalog.products set item_type = case when length(product_code) % 2 = 0 then 'OTHER' else item_type end, fields = fields || '{"price": 1}'
      where merchant_id = 'COST' and product_code like '${prefix}%'`,
  );
  const remove = await explained(db, `delete from catalog.products where merchant_id = 'COST' and product_code like '${prefix}%'`);
  return { insert, update, delete: remove };
}

/** floor.mjs's figures (server only): the statements' ms. */
async function floorTimes(url) {
  const { FILES } = await import('./drive.mjs');
  const { measureFloor } = await import('./floor.mjs');
  const floor = await measureFloor(url, FILES);
  return { floorInsert: floor.fresh.statementMs, floorUpdate: floor['all changed'].statementMs };
}

async function main() {
  const { db, url, close } = await benchDatabase(SERVER_URL, DB_NAME);
  const rows = [];
  try {
    await migrateSchema(db, 'catalog', MIGRATIONS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [version, definition] of Object.entries(VERSIONS)) {
        await db.exec(definition);
        const before = load();
        const t = await triggerTimes(db, round);
        const floor = FLOOR && url ? await floorTimes(url) : {};
        const row = {
          round,
          version,
          'insert trigger': t.insert.trigger,
          'insert statement': t.insert.statement,
          'update trigger': t.update.trigger,
          'update statement': t.update.statement,
          'delete trigger': t.delete.trigger,
          'delete statement': t.delete.statement,
          ...floor,
          load: `${before}–${load()}`,
        };
        rows.push(row);
      }
    }
  } finally {
    await close();
  }
  console.log(`${SERVER_URL ? 'PostgreSQL server' : 'PGlite'}, statements of ${BATCH} rows, ms`);
  console.table(rows);
  const measured = Object.keys(rows[0]).filter((k) => !['round', 'version', 'load'].includes(k));
  for (const version of Object.keys(VERSIONS)) {
    const mine = rows.filter((r) => r.version === version);
    console.log(`${version}: medians ${measured.map((k) => `${k} ${median(mine.map((r) => r[k]))}`).join(', ')}`);
  }
}

await main();
