// bench/catalog/type-counts: the dashboard's products per item type (GET /merchant/products/types-and-count,
// issue 30) before and after 032_product_counts_by_type.sql, on one database.
//
//   npx turbo run build --filter=@hub/service-kit
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog/type-counts.mjs   # PostgreSQL
//   node bench/catalog/type-counts.mjs                                                                 # PGlite (in memory)
//
// Settings: BENCH_PRODUCTS (100,000), BENCH_STORES (20), BENCH_TYPES (12), BENCH_RUNS (7: the median is
// shown), BENCH_DB_NAME (hub_bench_type_counts, created and dropped).
//
// The catalog schema is migrated up to 031, BENCH_PRODUCTS products of merchant BENCH are inserted by
// generate_series in statements of 100,000 (a tenth inactive, one in 25 without a type), plus 1,000 of
// another merchant. Then the query svc-catalog sent before 032 (a count over the merchant's products) is
// timed and explained as loaded (analyzed; PGlite never vacuums by itself) and after a VACUUM (an
// index-only scan becomes possible); migration 032 is applied (timed: it counts every product once) and
// the query svc-catalog sends now (a sum over the kept counts) is timed and explained.
import { migrateSchema } from '@hub/service-kit';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase } from '../support/bench-database.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const STORES = Number(process.env.BENCH_STORES ?? 20);
const TYPES = Number(process.env.BENCH_TYPES ?? 12);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_type_counts';
const MIGRATIONS = join(import.meta.dirname, '..', '..', 'svc-catalog', 'migrations');
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** The migrations up to `last` in a folder of their own. */
function migrationsUpTo(last) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-type-counts-'));
  for (const name of readdirSync(MIGRATIONS).filter((n) => /^\d{3}_/.test(n) && Number(n.slice(0, 3)) <= last)) copyFileSync(join(MIGRATIONS, name), join(dir, name));
  return dir;
}

/** What svc-catalog sent before 032 (Kysely's text of productTypesAndCount, every store, active or not). */
const BEFORE = `select "sid", coalesce(item_type, '') as "item_type", count(*)::int as "n" from "catalog"."products" where "merchant_id" = $1 group by "sid", coalesce(item_type, '') order by "sid"`;
/** What it sends now (src/db/product-list.ts). */
const AFTER = `select "sid", "item_type", sum(n) as "n" from "catalog"."product_counts" where "merchant_id" = $1 group by "sid", "item_type" having sum(n) <> 0 order by "sid", "item_type"`;

async function timed(db, text) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    rows = (await db.query(text, ['BENCH'])).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const plan = (await db.query(`explain (analyze, buffers) ${text}`, ['BENCH'])).map((r) => r['QUERY PLAN']);
  return { medianMs: Math.round(times[Math.floor(times.length / 2)] * 10) / 10, minMs: Math.round(times[0] * 10) / 10, maxMs: Math.round(times[times.length - 1] * 10) / 10, rows, plan };
}

function show(label, result) {
  console.log(`\n## ${label}: median ${result.medianMs} ms (${result.minMs}–${result.maxMs}, ${RUNS} runs), ${result.rows} rows; load ${load()}`);
  console.log(result.plan.join('\n'));
}

async function main() {
  const { db, close } = await benchDatabase(SERVER_URL, DB_NAME);
  const before = migrationsUpTo(31);
  const all = migrationsUpTo(999);
  try {
    await migrateSchema(db, 'catalog', before);
    const t0 = performance.now();
    for (let from = 0; from < PRODUCTS; from += 100_000) {
      const to = Math.min(PRODUCTS, from + 100_000) - 1;
      await db.query(
        `insert into catalog.products (merchant_id, sid, product_code, rfid_tag, design_number, item_type, item_status, active, fields)
         select 'BENCH', 'S' || lpad((g % ${STORES})::text, 3, '0'), 'P' || lpad(g::text, 9, '0'), 'E2' || lpad(to_hex(g), 22, '0'), 'D' || (g % 5000),
                case when g % 25 = 7 then null else 'TYPE-' || ((g / ${STORES}) % ${TYPES}) end, 'IN_STOCK', g % 10 <> 3,
                jsonb_build_object('karat', '18K', 'metal', 'Gold', 'grossWeight', (g % 500) / 10.0, 'netWeight', (g % 400) / 10.0,
                                   'stoneType', jsonb_build_array('Ruby'), 'collection', 'C' || (g % 40), 'price', g % 100000, 'currency', 'THB')
           from generate_series($1::int, $2::int) g`,
        [from, to],
      );
    }
    await db.query(`insert into catalog.products (merchant_id, sid, product_code, item_type) select 'OTHER', 'S000', 'P' || g, 'Ring' from generate_series(1, 1000) g`);
    console.log(`${SERVER_URL ? 'PostgreSQL server' : 'PGlite'}: ${PRODUCTS} products of BENCH in ${STORES} stores and ${TYPES} types, loaded in ${Math.round(performance.now() - t0)} ms; load ${load()}`);
    await db.exec('analyze catalog.products');
    show('before 032, as loaded (analyzed, not vacuumed)', await timed(db, BEFORE));
    await db.exec('vacuum analyze catalog.products');
    show('before 032, after VACUUM', await timed(db, BEFORE));
    const t1 = performance.now();
    await migrateSchema(db, 'catalog', all);
    console.log(`\nmigration 032 applied in ${Math.round(performance.now() - t1)} ms`);
    const [kept] = await db.query(`select count(*)::int as n from catalog.product_counts where merchant_id = 'BENCH'`);
    console.log(`kept counts of BENCH: ${kept.n} rows`);
    await db.exec('analyze catalog.product_counts');
    show('after 032 (the kept counts)', await timed(db, AFTER));
    // The two answers agree.
    const old = await db.query(BEFORE, ['BENCH']);
    const now = await db.query(AFTER, ['BENCH']);
    const key = (rows) => JSON.stringify(rows.map((r) => [r.sid, r.item_type, Number(r.n)]).sort());
    if (key(old) !== key(now)) throw new Error('the kept counts differ from a count over the products');
    console.log('\nthe two answers agree');
  } finally {
    rmSync(before, { recursive: true, force: true });
    rmSync(all, { recursive: true, force: true });
    await close();
  }
}

await main();
