// bench/rfid (issue 14, Benchmark): map 10,000 tags from one paste through the all-in-one hub's HTTP
// API on the PostgreSQL server, as /reusable-tag-mapping sends a pasted list of "EPC,productCode" lines.
//
//   npx turbo run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/rfid/map-tags.mjs
//
// Settings: BENCH_TAGS (10,000 lines in the paste; at most 20,000, the request's limit), BENCH_PORT
// (4713), BENCH_DB_NAME (hub_bench_rfid, created and dropped). The products (one per tag, untagged) are
// generated with SQL in a store of merchant DEMO; then three pastes, each ONE request:
//   1. fresh: every line maps a new tag (MAPPED in each tag's history);
//   2. the same paste again: every tag is already on its product (nothing written);
//   3. every tag to another product, the move confirmed (`move: true`: MOVED on both).
// Each: the answer time, the requests sent, and a check in the database that every product holds its tag.
import { cpus, totalmem } from 'node:os';
import { peakRssMiB, withServerHub } from '../support/server-hub.mjs';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server) is required');
const TAGS = Number(process.env.BENCH_TAGS ?? 10_000);
const MERCHANT = 'DEMO';
const STORE = 'BENCH-RFID';

/** A 96-bit EPC (24 hex digits, the default RFID config). */
const epc = (n) => `E2B1${n.toString(16).toUpperCase().padStart(20, '0')}`;
const code = (group, n) => `RF${group}-${String(n).padStart(6, '0')}`;

async function bench(hub) {
  // Two products per tag (groups A and B, untagged), in one store of DEMO beside its demo catalogue.
  await hub.db.query(
    `insert into catalog.products (merchant_id, sid, product_code, item_type, fields)
     select $1, $2, 'RF' || g || '-' || lpad(n::text, 6, '0'), 'RING', '{}'::jsonb from unnest(array['A', 'B']) g, generate_series(0, $3 - 1) n`,
    [MERCHANT, STORE, TAGS],
  );
  await hub.db.query(`analyze catalog.products`);
  const signin = await hub.json('POST', '/merchant/user/signin', {}, { email: 'admin@demo.hub', password: process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234' });
  const auth = { Authorization: `Bearer ${signin.answer.data.accessToken}` };

  const paste = async (label, group, move) => {
    const pairs = Array.from({ length: TAGS }, (_, n) => [epc(n), code(group, n)]);
    const bytes = JSON.stringify({ pairs, move }).length;
    const before = hub.requests();
    const t0 = performance.now();
    const res = await hub.json('POST', `/merchant/products/tag-mapping?sid=${STORE}`, auth, { pairs, move });
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.answer).slice(0, 300)}`);
    const [{ right }] = (
      await hub.db.query(
        `select count(*)::int as right from catalog.products p
          where p.merchant_id = $1 and p.sid = $2 and p.product_code like $3
            and p.rfid_tag = 'E2B1' || lpad(upper(to_hex(substr(p.product_code, 5)::int)), 20, '0')`,
        [MERCHANT, STORE, `RF${group}-%`],
      )
    ).rows;
    const { mapped, moved, unchanged, unmapped } = res.answer.data;
    console.log(
      `  ${label}: ${TAGS.toLocaleString('en')} lines (${(bytes / 1024).toFixed(0)} KiB) in ${hub.requests() - before} request, ${(ms / 1000).toFixed(2)} s (${Math.round(TAGS / (ms / 1000)).toLocaleString('en')} tags/s); ` +
        `answer mapped ${mapped}, moved ${moved}, unchanged ${unchanged}, unmapped ${unmapped}; ${right.toLocaleString('en')} products of group ${group} hold their tag`,
    );
    if (right !== TAGS) throw new Error(`${label}: ${right} of ${TAGS} products hold their tag`);
  };

  console.log(`bench/rfid on the PostgreSQL server: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  await paste('1. fresh paste', 'A', false);
  await paste('2. the same paste again', 'A', false);
  await paste('3. every tag moved to another product (confirmed)', 'B', true);
  const [{ events }] = (await hub.db.query(`select count(*)::int as events from catalog.tag_events where merchant_id = $1`, [MERCHANT])).rows;
  console.log(`  history entries written: ${events.toLocaleString('en')} (MAPPED and MOVED, one per tag each); requests in all, sign-in included: ${hub.requests()}`);
  console.log(`  hub process peak RSS ${peakRssMiB(hub.pid)} MiB`);
}

await withServerHub(
  { serverUrl: SERVER, dbName: process.env.BENCH_DB_NAME ?? 'hub_bench_rfid', port: Number(process.env.BENCH_PORT ?? 4713), env: { HUB_SEED_DEMO_HISTORY: '0' } },
  bench,
);
