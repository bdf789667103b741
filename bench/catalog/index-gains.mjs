// bench/catalog index gains (issue 26 item 2): what the queries outside the list shapes gain from each
// index of catalog.products, on the million products bench/catalog/run.mjs loaded and kept
// (BENCH_KEEP=1). Each query runs under EXPLAIN ANALYZE with every index, then in a transaction that
// drops the index (rolled back, so nothing is lost): the median of 5 runs of each, and the plan's
// nodes in one line.
//
//   BENCH_KEEP=1 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog/run.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog/index-gains.mjs
//
// Settings: BENCH_DB_NAME (hub_bench_catalog, as run.mjs), BENCH_RUNS (5), BENCH_INDEXES (a regular
// expression over index names: only their queries).
import { loadavg } from 'node:os';
import pg from 'pg';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL: the server holding the database bench/catalog kept');
const url = new URL(SERVER);
url.pathname = `/${process.env.BENCH_DB_NAME ?? 'hub_bench_catalog'}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_INDEXES ? new RegExp(process.env.BENCH_INDEXES) : undefined;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** Tags of bench/catalog's generator: row n's EPC starts 3034 and the zero-padded n (run.mjs, productRow). */
const tags = (rows) => `array(select rfid_tag from catalog.products where merchant_id = 'BENCH' and id in (select generate_series(1, ${rows * 997}, 997)))`;

/** [index, what uses it, the query]: as svc-catalog's src/db sends it, with bench/catalog's values. */
const QUERIES = [
  ['products_store_changed_idx', "tablet sync: a store's products changed since a version (stocktake-app.ts), 100 changed",
    `select product_code, rfid_tag, design_number, item_type, item_status, active, fields from catalog.products
      where merchant_id = 'BENCH' and sid = 'S01' and changed_xid >= pg_snapshot_xmin($1::pg_snapshot) and not pg_visible_in_snapshot(changed_xid, $1::pg_snapshot)
      order by product_code limit 500`, 'since'],
  ['products_rfid_idx', 'EPC lookup of 1,000 tags (tag-mapping.ts holdersOf, stocktake-reconcile.ts)',
    `select id, sid, product_code from catalog.products where merchant_id = 'BENCH' and rfid_tag = any(${tags(1000)})`],
  ['products_rfid_idx', 'GET /merchant/products?rfidTag= (one tag)',
    `select id from catalog.products where merchant_id = 'BENCH' and rfid_tag = (select rfid_tag from catalog.products where id = 4242)`],
  ['products_design_number_idx', 'image match by design number, 100 names (product-images.ts)',
    `select id from catalog.products p where p.merchant_id = 'BENCH' and p.design_number = any(array(select 'RG' || g from generate_series(1000, 1099) g))`],
  ['products_image_base_idx', 'image match by image base name, 100 names (product-images.ts)',
    `select id from catalog.products p where p.merchant_id = 'BENCH' and cardinality(p.image_name) > 0 and catalog.image_base_names(p.image_name) && array(select 'RG' || g from generate_series(1, 60000, 600) g)`],
  ['products_store_type_idx', "stock-take filter values: a store's item types (stocktake-app.ts filterValues)",
    `select distinct item_type::text as v from catalog.products where merchant_id = 'BENCH' and sid = 'S01' and active and item_type is not null order by 1 limit 500`],
  ['products_store_type_idx', 'dashboard: products per store and item type (products.ts productTypesAndCount)',
    `select sid, coalesce(item_type, '') as item_type, count(*)::int from catalog.products where merchant_id = 'BENCH' group by sid, coalesce(item_type, '') order by sid`],
  ['products_store_type_idx', "stock-take scope of one item type in a store: its count (stocktake-reconcile.ts scopeProducts)",
    `select count(*) from catalog.products where merchant_id = 'BENCH' and sid = 'S01' and active = true and coalesce(rfid_tag, '') <> '' and item_type = 'RING'`],
  ['products_filter_fields_idx', 'count, every store, a filter no product matches (karat = 99K)',
    `select count(*)::int from (select 1 from catalog.products where merchant_id = 'BENCH' and active = true and filter_fields <> '{}'::jsonb and filter_fields @> '{"karat":"99K"}' limit 1001) m`],
  ['products_filter_fields_idx', 'count, one store, a rare filter (attrText12 = V37, 1 in 38)',
    `select count(*)::int from (select 1 from catalog.products where merchant_id = 'BENCH' and sid = 'S01' and active = true and filter_fields <> '{}'::jsonb and filter_fields @> '{"attrText12":"V37"}' limit 1001) m`],
  ['products_filter_fields_idx', 'count, one store, karat = 18K and grossWeight 5–25 (the bench/catalog filters)',
    `select count(*)::int from (select 1 from catalog.products where merchant_id = 'BENCH' and sid = 'S01' and active = true and filter_fields <> '{}'::jsonb and filter_fields @> '{"karat":"18K"}' and fields @@ 'strict $."grossWeight" >= 5 && $."grossWeight" <= 25' limit 1001) m`],
  ['products_search_trgm_idx', 'count, every store, search nk12',
    `select count(*)::int from (select 1 from catalog.products where merchant_id = 'BENCH' and active = true and search_text like '%nk12%' limit 1001) m`],
  ['products_rfid_idx', 'count, every store, search 30340000012: the start of 1,000 tags (ADR 0031: trigrams of code and design, or a range of the tag b-tree)',
    `select count(*)::int from (select 1 from catalog.products where merchant_id = 'BENCH' and active = true and (search_text like '%30340000012%' or (rfid_tag >= '30340000012' and rfid_tag < '30340000013' and rfid_tag like '30340000012%')) limit 1001) m`],
];

function summary(lines) {
  const nodes = [];
  let total = NaN;
  for (const line of lines) {
    const node = /^\s*(?:->\s*)?(.+?)\s+\(actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)\)/.exec(line);
    if (node) nodes.push(`${node[1].replace(/ on (catalog\.)?products( p)?\b/, '')} ${Number(node[2])}`);
    const time = /Execution Time: ([\d.]+) ms/.exec(line);
    if (time) total = Number(time[1]);
  }
  return { plan: nodes.slice(0, 5).join(' › '), ms: total };
}

async function timedPlan(client, text, params) {
  const times = [];
  let plan = '';
  for (let i = 0; i < RUNS; i++) {
    const { rows } = await client.query(`explain (analyze, costs off) ${text}`, params);
    const s = summary(rows.map((r) => r['QUERY PLAN']));
    times.push(s.ms);
    plan = s.plan;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], plan };
}

async function main() {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // A version before 100 products of S01 changed, as a tablet would hold it.
  const [{ since }] = (await client.query('select pg_current_snapshot()::text as since')).rows;
  await client.query(`update catalog.products set changed_xid = pg_current_xact_id() where id in (select id from catalog.products where merchant_id = 'BENCH' and sid = 'S01' order by id limit 100)`);
  await client.query('vacuum analyze catalog.products');
  const out = [];
  for (const [index, what, text, param] of QUERIES) {
    if (ONLY && !ONLY.test(index)) continue;
    const params = param === 'since' ? [since] : [];
    const l = load();
    const withIndex = await timedPlan(client, text, params);
    await client.query('begin');
    await client.query(`drop index catalog.${index}`);
    const without = await timedPlan(client, text, params);
    await client.query('rollback');
    const row = { index, query: what, with_ms: withIndex.ms, without_ms: without.ms, load: l, plan_with: withIndex.plan, plan_without: without.plan };
    console.log(JSON.stringify(row));
    out.push(row);
  }
  console.log('\n| index | query | with (ms) | without (ms) | load | plan without |\n| --- | --- | ---: | ---: | --- | --- |');
  for (const r of out) console.log(`| ${r.index} | ${r.query} | ${r.with_ms} | ${r.without_ms} | ${r.load} | ${r.plan_without} |`);
  await client.end();
}

await main();
