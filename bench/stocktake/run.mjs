// bench/stocktake (issue 12, Benchmark): tablets submitting counts to the all-in-one hub at once, and
// the calendar and map views over many stores and days, on the PostgreSQL server.
//
//   npx turbo run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/stocktake/run.mjs
//
// Settings: BENCH_TABLETS (200 tablets, one count each, each in its own store), BENCH_TAGS (5,000 tags
// a count), BENCH_RETRY (0.1: the share of requests sent again with the same Idempotency-Key),
// BENCH_STORES (300 stores for the calendar and the map), BENCH_DAYS (31), BENCH_PORT (4712),
// BENCH_DB_NAME (hub_bench_stocktake, created and dropped).
// The data generator is SQL over the hub's database: stores (as svc-auth's store events would leave
// them in each service's replica), a product per tag in each counted store, a tablet licence, and for
// the views a count per store and day. The counts themselves go through the HTTP API with an API key
// holding STOCK_TAKE_SUBMIT, as the tablet app sends them.
import { cpus, totalmem } from 'node:os';
import { peakRssMiB, sleep, withServerHub } from '../support/server-hub.mjs';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server) is required');
const TABLETS = Number(process.env.BENCH_TABLETS ?? 200);
const TAGS = Number(process.env.BENCH_TAGS ?? 5000);
const RETRY = Number(process.env.BENCH_RETRY ?? 0.1);
const STORES = Number(process.env.BENCH_STORES ?? 300);
const DAYS = Number(process.env.BENCH_DAYS ?? 31);
const MERCHANT = 'DEMO';

const store = (i) => `BENCH-${String(i).padStart(4, '0')}`;
const tag = (s, n) => `E2B${String(s).padStart(4, '0')}${String(n).padStart(8, '0')}`;
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.95) - 1)];

/** The data: stores in every service's replica, the counted stores' products, a licence, and a month of counts for the views. */
async function generate(db) {
  const started = Date.now();
  for (const schema of ['catalog', 'stocktake', 'import']) {
    await db.query(
      `insert into "${schema}".store_replicas (merchant_id, code, name, tz, lat, lng, revision)
       select $1, 'BENCH-' || lpad(i::text, 4, '0'), 'Bench store ' || i, 'Asia/Bangkok', 5 + (i % 20), 95 + (i / 20), 1
       from generate_series(0, $2 - 1) i on conflict do nothing`,
      [MERCHANT, STORES],
    );
  }
  await db.query(
    `insert into catalog.products (merchant_id, sid, product_code, rfid_tag, item_type, fields)
     select $1, 'BENCH-' || lpad(s::text, 4, '0'), 'B' || s || '-' || n, 'E2B' || lpad(s::text, 4, '0') || lpad(n::text, 8, '0'), 'RING',
            jsonb_build_object('karat', '18K', 'netWeight', 2 + (n % 7), 'currency', 'THB')
     from generate_series(0, $2 - 1) s, generate_series(0, $3 - 1) n`,
    [MERCHANT, TABLETS, TAGS],
  );
  await db.query(`analyze catalog.products`);
  await db.query(
    `insert into stocktake.licences (merchant_id, type, hardware_type, quantity, start_date, end_date) values ($1, 'SUBSCRIPTION', 'TABLET', $2, current_date - 1, current_date + 365)`,
    [MERCHANT, TABLETS + 10],
  );
  // The views' month: a count per store and day (the last day's counts still Draft, some with missing items).
  await db.query(
    `insert into stocktake.stocktakes (merchant_id, stocktake_id, sid, device_udid, tablet_id, start_time, user_name, status, missing_count, report_day, summary)
     select $1, 'V-' || s || '-' || d, 'BENCH-' || lpad(s::text, 4, '0'), 'U', 'T', (date '2026-01-01' + d) + time '03:00', 'bench',
            case when d = $3 - 1 then 'Draft' else 'Submitted' end, m, date '2026-01-01' + d,
            jsonb_build_object('expected', 500, 'counted', 500 - m, 'missing', m, 'misplaced', 0, 'unknown', 0, 'likelyMissing', 0,
              'missingWeight', m * 4.2, 'missingValue', m * 8400, 'currency', 'THB',
              'missingByKarat', case when m = 0 then '[]'::jsonb else jsonb_build_array(
                jsonb_build_object('karat', '18K', 'count', 1, 'weight', 3.1, 'value', 6200, 'currency', 'THB'),
                jsonb_build_object('karat', '22K', 'count', 1, 'weight', 5.3, 'value', 10600, 'currency', 'THB')) end)
     from generate_series(0, $2 - 1) s, generate_series(0, $3 - 1) d, lateral (select case when (s + d) % 13 = 0 then 2 else 0 end as m) x`,
    [MERCHANT, STORES, DAYS],
  );
  await db.query(`analyze stocktake.stocktakes`);
  return (Date.now() - started) / 1000;
}

async function bench(hub) {
  const { db, json } = hub;
  const generated = await generate(db);
  const signin = await json('POST', '/merchant/user/signin', {}, { email: 'admin@demo.hub', password: process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234' });
  const auth = { Authorization: `Bearer ${signin.answer.data.accessToken}` };
  const key = (await json('POST', '/merchant/api-keys', auth, { name: 'Bench tablets', allowedOperations: ['STOCK_TAKE_SUBMIT'] })).answer.data.key;

  // 1. Counts: every tablet at once; a tenth of them send their request again (same key).
  const body = (t) => ({
    data: {
      stocktakeId: `BENCH-${t}`,
      sid: store(t),
      deviceUdid: `UDID-${t}`,
      tabletId: `TAB-${t}`,
      startTime: new Date().toISOString(),
      filters: { itemType: 'All' },
      userName: 'bench',
      counts: { scanned: TAGS },
      items: Array.from({ length: TAGS }, (_, n) => tag(t, n)).filter((_, n) => n % 50 !== 7), // 2% missing
      status: 'Submitted',
    },
  });
  const bodies = Array.from({ length: TABLETS }, (_, t) => body(t));
  const times = [];
  const statuses = new Map();
  const send = async (t) => {
    const t0 = performance.now();
    const res = await json('POST', '/merchant/stocktake', { 'X-API-Key': key, 'Idempotency-Key': `bench-${t}` }, bodies[t]);
    times.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 300) throw new Error(`tablet ${t}: ${res.status} ${JSON.stringify(res.answer).slice(0, 200)}`);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: TABLETS }, (_, t) => send(t)));
  await Promise.all(Array.from({ length: Math.round(TABLETS * RETRY) }, (_, i) => send(i * Math.floor(1 / RETRY))));
  const answered = (performance.now() - started) / 1000;
  const lines = bodies.reduce((sum, b) => sum + b.data.items.length, 0);
  const [{ reads, distinct }] = (await db.query(`select count(*)::int as reads, count(distinct (stocktake, rfid_tag))::int as distinct from stocktake.stocktake_reads`)).rows;
  const [{ counts }] = (await db.query(`select count(*)::int as counts from stocktake.stocktakes where stocktake_id like 'BENCH-%'`)).rows;
  for (;;) {
    const [{ open }] = (await db.query(`select count(*)::int as open from stocktake.stocktakes where stocktake_id like 'BENCH-%' and reconciled_version < version`)).rows;
    if (open === 0) break;
    await sleep(200);
  }
  const reconciled = (performance.now() - started) / 1000;
  const [{ missing }] = (await db.query(`select sum(missing_count)::int as missing from stocktake.stocktakes where stocktake_id like 'BENCH-%'`)).rows;

  // 2. The views, 50 calls each, 10 at a time.
  const timeCalls = async (path, n = 50, parallel = 10) => {
    const ms = [];
    for (let i = 0; i < n; i += parallel) {
      await Promise.all(
        Array.from({ length: Math.min(parallel, n - i) }, async () => {
          const t0 = performance.now();
          const res = await json('GET', path, auth);
          if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
          ms.push(performance.now() - t0);
        }),
      );
    }
    return ms;
  };
  const calendar = await timeCalls(`/merchant/stocktake/calendar?month=01-2026&sid=All`);
  const map = await timeCalls(`/merchant/stocktake/map?date=2026-01-${String(DAYS).padStart(2, '0')}`);
  const totals = await timeCalls(`/merchant/stocktake/totals?month=01-2026&sid=All`);

  console.log(`bench/stocktake on the PostgreSQL server: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  console.log(`data: ${STORES} stores, ${TABLETS * TAGS} products, ${STORES * DAYS} counts for the views, generated in ${generated.toFixed(1)} s`);
  console.log(`counts: ${TABLETS} tablets × ${TAGS} tags (${lines} lines read), ${Math.round(TABLETS * RETRY)} retried; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  all answered in ${answered.toFixed(1)} s: ${Math.round(lines / answered)} lines/s; p95 answer ${p95(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
  console.log(`  reconciled by svc-catalog ${reconciled.toFixed(1)} s after the first request: ${Math.round(lines / reconciled)} lines/s end to end; missing ${missing}`);
  console.log(`  duplicates: ${counts} counts for ${TABLETS} tablets, ${reads} reads stored for ${distinct} distinct (count, tag) pairs`);
  console.log(`views (${STORES} stores × ${DAYS} days): calendar p95 ${p95(calendar).toFixed(0)} ms, map p95 ${p95(map).toFixed(0)} ms, month totals p95 ${p95(totals).toFixed(0)} ms (50 calls each, 10 at a time)`);
  console.log(`hub process peak RSS ${peakRssMiB(hub.pid)} MiB`);
}

await withServerHub(
  { serverUrl: SERVER, dbName: process.env.BENCH_DB_NAME ?? 'hub_bench_stocktake', port: Number(process.env.BENCH_PORT ?? 4712), env: { HUB_SEED_DEMO_HISTORY: '0' } },
  bench,
);
