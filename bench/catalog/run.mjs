// bench/catalog: POST /merchant/products/all and /count at a million products (issue 5, Benchmark).
//
//   npx turbo run build --filter=@hub/svc-catalog
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/catalog/run.mjs   # PostgreSQL
//   node bench/catalog/run.mjs                                                                 # PGlite
//
// Settings (environment): BENCH_PRODUCTS (default 1,000,000 on the server, 100,000 on PGlite),
// BENCH_STORES (20), BENCH_ITERATIONS (200 measured calls per query, after 20 warm-up calls),
// BENCH_DB_NAME (hub_bench_catalog: created, and dropped at the end unless BENCH_KEEP=1),
// BENCH_REUSE=1 (server: use BENCH_DB_NAME as it is when it exists, loaded or not; new migrations
// are applied to it), BENCH_SHAPES (a regular expression: measure only the calls whose names match),
// BENCH_EXPLAIN=0 (skip the plans; =summary: one line per plan only), BENCH_ALL_FILTERS=1 (every configured
// field a filter: the widest filter index, ADR 0050; by default seven of them are).
//
// Every shape of the list is measured, page and count: one store or every store, with or without a
// search text, with or without the two filters (active products, page of 50), then a deep page. After
// the figures, each shape's product queries are run again under EXPLAIN ANALYZE, exactly as
// svc-catalog sent them (the Db handed to the service records them).
//
// One merchant, BENCH_STORES stores, 30 configured fields in the data mapping (besides product code,
// RFID tag, design number, item type and status). Rows come from a deterministic generator, streamed:
// on the server through psql's \copy (COPY FROM STDIN, CSV), on PGlite in multi-row INSERTs of 1,000;
// the migration's indexes are dropped for the load and re-created from their own definitions after it
// (then VACUUM ANALYZE). The calls go through svc-catalog's HTTP routes (in-process Express on port 0,
// a real token), so validation, the data mapping read, Kysely and the JSON answer are all measured.
import { createAccessTokens, localFolderStorage, openDatabase, silentLogger, InProcessEventBus } from '@hub/service-kit';
import { createServiceApp } from '@hub/service-kit';
import { createCatalogService } from '@hub/svc-catalog';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const ON_SERVER = !!SERVER_URL;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (ON_SERVER ? 1_000_000 : 100_000));
const STORES = Number(process.env.BENCH_STORES ?? 20);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_catalog';
const REUSE = process.env.BENCH_REUSE === '1';
const MERCHANT = 'BENCH';
const SECRET = 'bench-catalog-secret-0123456789abcdef0123456789';

// ---------------------------------------------------------------------------------------------
// The data mapping: 5 fixed fields mapped, plus 30 configured fields (JSONB)
// ---------------------------------------------------------------------------------------------

const TEXT_ATTRIBUTES = Array.from({ length: 12 }, (_, i) => `attrText${String(i + 1).padStart(2, '0')}`);
const NUMBER_ATTRIBUTES = Array.from({ length: 8 }, (_, i) => `attrNumber${String(i + 1).padStart(2, '0')}`);
const CONFIGURED = [
  ['karat', 'text'],
  ['metal', 'text'],
  ['grossWeight', 'number'],
  ['netWeight', 'number'],
  ['stoneType', 'text'],
  ['stoneWeight', 'number'],
  ['stoneCount', 'number'],
  ['collection', 'text'],
  ['price', 'number'],
  ['currency', 'text'],
  ...TEXT_ATTRIBUTES.map((n) => [n, 'text']),
  ...NUMBER_ATTRIBUTES.map((n) => [n, 'number']),
];
if (CONFIGURED.length !== 30) throw new Error(`30 configured fields expected, got ${CONFIGURED.length}`);

/**
 * The merchant's filters: seven of the 30 configured fields, those the list's filter shapes and
 * index-gains.mjs filter by among them. Only these are in a product's filter_fields and its index
 * (ADR 0050); BENCH_ALL_FILTERS=1 makes every configured field a filter (the widest index, and a heap
 * that holds every field twice).
 */
const FILTER_FIELDS = new Set(
  process.env.BENCH_ALL_FILTERS === '1' ? CONFIGURED.map(([name]) => name) : ['karat', 'metal', 'grossWeight', 'stoneType', 'collection', 'price', 'attrText12'],
);
/** A product's filter_fields, as svc-catalog's writers make them (filterFieldsOf). */
const filterFieldsOf = (fields) => Object.fromEntries(Object.entries(fields).filter(([k, v]) => FILTER_FIELDS.has(k) && v !== null && v !== undefined));

const MAPPING = {
  fields: [
    ['productCode', 'text'],
    ['rfidTag', 'text'],
    ['designNumber', 'text'],
    ['itemType', 'text'],
    ['itemStatus', 'text'],
    ...CONFIGURED,
  ].map(([name, type]) => ({
    name,
    displayName: name,
    erpField: name.toUpperCase(),
    type,
    visible: true,
    filter: { enabled: FILTER_FIELDS.has(name), range: FILTER_FIELDS.has(name) && type === 'number' },
  })),
  uniqueFields: ['rfidTag'],
  fieldMappings: [{ inputField: 'STONETYPE', mappedFields: ['stoneType'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|', encoding: 'ASCII' }],
  groups: { single: [], multi: ['stoneType'] },
};

// ---------------------------------------------------------------------------------------------
// Deterministic rows
// ---------------------------------------------------------------------------------------------

const TYPES = [['RING', 'RG'], ['EARRING', 'ER'], ['NECKLACE', 'NK'], ['PENDANT', 'PD'], ['BANGLE', 'BG'], ['BRACELET', 'BR']];
const KARATS = ['14K', '18K', '18K', '22K', '22K', '24K'];
const METALS = ['Yellow Gold', 'White Gold', 'Rose Gold', 'Platinum'];
const STONES = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Pearl'];
const STATUSES = ['IN_STOCK', 'IN_STOCK', 'IN_STOCK', 'RESERVED', 'ON_MEMO', 'SOLD'];
const COLLECTIONS = ['Bridal', 'Heritage', 'Everyday', 'Festive', 'Signature', 'Lotus'];
const store = (i) => `S${String(i).padStart(2, '0')}`;

/** A cheap integer hash, so every column of row n is deterministic without a generator state. */
function hash(n, salt) {
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x45d9f3b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

function productRow(n) {
  const [itemType, code] = TYPES[hash(n, 1) % TYPES.length];
  const karat = KARATS[hash(n, 2) % KARATS.length];
  const grossWeight = Math.round((1 + (hash(n, 3) % 5000) / 100) * 100) / 100;
  const stones = hash(n, 4) % 10 < 6 ? [STONES[hash(n, 5) % STONES.length]] : [];
  const stoneWeight = stones.length ? Math.round((hash(n, 6) % 300) + 5) / 100 : 0;
  const status = STATUSES[hash(n, 7) % STATUSES.length];
  const fields = {
    karat,
    metal: METALS[hash(n, 8) % METALS.length],
    grossWeight,
    netWeight: Math.round((grossWeight - stoneWeight * 0.2) * 100) / 100,
    stoneType: stones,
    stoneWeight,
    stoneCount: stones.length ? 1 + (hash(n, 9) % 30) : 0,
    collection: COLLECTIONS[hash(n, 10) % COLLECTIONS.length],
    price: 100 + (hash(n, 11) % 500_000),
    currency: 'THB',
  };
  TEXT_ATTRIBUTES.forEach((name, i) => (fields[name] = `V${hash(n, 20 + i) % (5 + i * 3)}`));
  NUMBER_ATTRIBUTES.forEach((name, i) => (fields[name] = hash(n, 40 + i) % 10_000));
  return {
    // Stores in contiguous ranges, as per-store imports insert them.
    sid: store(Math.floor(((n - 1) * STORES) / PRODUCTS) + 1),
    productCode: `BX-${code}-${String(n).padStart(7, '0')}`,
    rfidTag: `3034${String(n).padStart(10, '0')}${hash(n, 12).toString(16).padStart(8, '0')}00`.toUpperCase().slice(0, 24),
    designNumber: `${code}${1000 + (hash(n, 13) % 2000)}`,
    itemType,
    itemStatus: status,
    active: status !== 'SOLD',
    imageName: hash(n, 14) % 2 ? [`${code}${n}`] : [],
    isMapped: hash(n, 15) % 5 !== 0,
    printingStatus: ['PRINTED', 'PRINTED', 'NOT_PRINTED', 'FAILED'][hash(n, 16) % 4],
    fields,
  };
}

const COLUMNS = ['merchant_id', 'sid', 'product_code', 'rfid_tag', 'design_number', 'item_type', 'item_status', 'active', 'image_name', 'is_mapped', 'printing_status', 'fields', 'filter_fields'];
const csvQuote = (s) => `"${s.replace(/"/g, '""')}"`;
const rowValues = (p) => [MERCHANT, p.sid, p.productCode, p.rfidTag, p.designNumber, p.itemType, p.itemStatus, p.active, p.imageName, p.isMapped, p.printingStatus, JSON.stringify(p.fields), JSON.stringify(filterFieldsOf(p.fields))];
function csvRow(p) {
  const image = `{${p.imageName.join(',')}}`;
  return `${[MERCHANT, p.sid, p.productCode, p.rfidTag, p.designNumber, p.itemType, p.itemStatus, p.active, image, p.isMapped, p.printingStatus].join(',')},${csvQuote(JSON.stringify(p.fields))},${csvQuote(JSON.stringify(filterFieldsOf(p.fields)))}\n`;
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

/** Drops the products indexes (but the primary key and unique key), answering their definitions. */
async function dropIndexes(db) {
  const rows = await db.query(
    `select indexname, indexdef from pg_indexes where schemaname = 'catalog' and tablename = 'products'
        and indexname not in ('products_pkey', 'products_merchant_store_code_key')`,
  );
  for (const r of rows) await db.exec(`drop index catalog."${r.indexname}"`);
  return rows.map((r) => r.indexdef);
}

/** COPY FROM STDIN through psql's \copy, the CSV streamed with back-pressure (bounded memory). */
async function copyOnServer(url) {
  const child = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `\\copy catalog.products (${COLUMNS.join(', ')}) from stdin with (format csv)`], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  let chunk = '';
  for (let n = 1; n <= PRODUCTS; n++) {
    chunk += csvRow(productRow(n));
    if (chunk.length > 1 << 20 || n === PRODUCTS) {
      if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
      chunk = '';
    }
  }
  child.stdin.end();
  const [code] = await exited;
  if (code !== 0) throw new Error(`psql \\copy exited with ${code}`);
}

/** Multi-row INSERTs of 1,000 rows (12,000 parameters) on PGlite. */
async function insertBatches(db) {
  const BATCH = 1000;
  for (let start = 1; start <= PRODUCTS; start += BATCH) {
    const params = [];
    const tuples = [];
    for (let n = start; n < Math.min(start + BATCH, PRODUCTS + 1); n++) {
      const values = rowValues(productRow(n));
      tuples.push(`(${values.map((_, i) => `$${params.length + i + 1}${i >= 11 ? '::jsonb' : i === 8 ? '::text[]' : ''}`).join(', ')})`);
      params.push(...values);
    }
    await db.query(`insert into catalog.products (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(name, call) {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const times = [];
  let last;
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = process.hrtime.bigint();
    last = await call(i);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], last };
}

const SEARCHES = ['RG-004', 'nk12', 'bg11', 'ER-0099', '30340000012', 'pd15'];
const FILTERS = { karat: '18K', grossWeight: { from: 5, to: 25 } };

/** Every shape of the product list: one store or every store × search or not × filters or not. */
const SHAPES = ['one', 'all'].flatMap((store) =>
  [true, false].flatMap((search) => [true, false].map((filters) => ({ store, search, filters }))),
);
const shapeName = ({ store: st, search, filters }) =>
  `${st === 'one' ? 'store' : 'every store'}, active, ${filters ? '2 filters' : 'no filters'}, ${search ? 'search' : 'no search'}`;

/**
 * A Db that remembers the product queries of the call being traced (SQL and parameters), so that
 * the benchmark can EXPLAIN exactly what svc-catalog sent.
 */
function tracing(db) {
  const trace = { on: false, queries: [] };
  const keep = (text, params) => {
    if (trace.on && /"products"|"product_counts"|catalog\.products/.test(text)) trace.queries.push({ text, params: params ?? [] });
  };
  const wrap = (inner) => ({
    kind: inner.kind,
    query: (text, params) => (keep(text, params), inner.query(text, params)),
    ...(inner.execute && { execute: (text, params) => (keep(text, params), inner.execute(text, params)) }),
    exec: (text) => inner.exec(text),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return { db: wrap(db), trace };
}

/**
 * One line per plan: its nodes (outermost first, with the index they use and the rows they gave),
 * then the execution time. E.g. "Limit 51 › Index Only Scan using products_store_page_idx 51 = 0.05 ms".
 */
function planSummary(lines) {
  const nodes = [];
  let total = '';
  for (const line of lines) {
    const node = /^\s*(?:->\s*)?(.+?)\s+\(actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)\)/.exec(line);
    if (node) nodes.push(`${node[1].replace(/ on (catalog\.)?products\b/, '')} ${Number(node[2])}${node[3] !== '1' ? `×${node[3]}` : ''}`);
    const heap = /Heap Blocks: (.+)/.exec(line);
    if (heap) nodes[nodes.length - 1] += ` (heap blocks ${heap[1]})`;
    const time = /Execution Time: ([\d.]+) ms/.exec(line);
    if (time) total = `${time[1]} ms`;
  }
  return `${nodes.join(' › ')} = ${total}`;
}

async function databaseExists(admin) {
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  return rows.length > 0;
}

async function main() {
  const started = Date.now();
  let raw;
  let admin;
  const url = ON_SERVER ? new URL(SERVER_URL) : undefined;
  let reuse = false;
  if (ON_SERVER) {
    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    reuse = REUSE && (await databaseExists(admin));
    if (!reuse) {
      await admin.query(`drop database if exists ${DB_NAME} with (force)`);
      await admin.query(`create database ${DB_NAME}`);
    }
    url.pathname = `/${DB_NAME}`;
    raw = await openDatabase({ url: url.toString() });
  } else {
    raw = await openDatabase({});
  }
  const { db, trace } = tracing(raw);
  const service = createCatalogService({ db, bus: new InProcessEventBus(), config: { jwtSecret: SECRET }, logger: silentLogger(), storage: localFolderStorage(join(tmpdir(), 'hub-bench-catalog-storage')) });
  const tm = Date.now();
  await service.migrate();
  if (reuse) console.log(`reused ${DB_NAME}; migrated in ${((Date.now() - tm) / 1000).toFixed(1)} s`);
  const app = createServiceApp([service]);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${server.address().port}`;
  const token = createAccessTokens(SECRET).sign({
    sub: 'bench',
    sessionId: 'bench',
    merchantID: MERCHANT,
    profile: 'default',
    sid: 'MASTER',
    roleName: 'ADMIN',
    roles: ['PRODUCTS_READ_PREVIEW', 'ERP_MODIFY'],
    stores: [],
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (path, body) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  const [{ n: present }] = await raw.query('select count(*)::int as n from catalog.products where merchant_id = $1', [MERCHANT]);
  if (present !== PRODUCTS) {
    if (present > 0) throw new Error(`${DB_NAME} holds ${present} products of ${MERCHANT}, not ${PRODUCTS}: drop it (or unset BENCH_REUSE)`);
    await post('/merchant/config/data-mapping', { data: JSON.stringify(MAPPING) });
    const t0 = Date.now();
    const indexes = await dropIndexes(raw);
    if (ON_SERVER) await copyOnServer(url.toString());
    else await insertBatches(raw);
    const loadMs = Date.now() - t0;
    const t1 = Date.now();
    if (ON_SERVER) await raw.exec("set maintenance_work_mem = '512MB'");
    for (const def of indexes) await raw.exec(def);
    const indexMs = Date.now() - t1;
    console.log(`loaded ${PRODUCTS} products in ${(loadMs / 1000).toFixed(1)} s, indexes in ${(indexMs / 1000).toFixed(1)} s`);
  }
  await raw.exec('vacuum analyze catalog.products');
  const [size] = await raw.query(
    "select pg_size_pretty(pg_table_size('catalog.products')) as heap, pg_size_pretty(pg_indexes_size('catalog.products')) as indexes, count(*)::int as n from catalog.products",
  );
  console.log(`${size.n} products; heap ${size.heap}, indexes ${size.indexes}; rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);

  const sidOf = (i) => store((i * 7) % STORES + 1);
  const searchOf = (i) => SEARCHES[i % SEARCHES.length];
  const queryOf = (shape, i, paged) => {
    const q = new URLSearchParams({ active: 'true' });
    if (paged) {
      q.set('start', '0');
      q.set('pageSize', '50');
    }
    if (shape.store === 'one') q.set('sid', sidOf(i));
    if (shape.search) q.set('searchText', searchOf(i));
    return q.toString();
  };
  const pageCall = (shape) => (i) => post(`/merchant/products/all?${queryOf(shape, i, true)}`, shape.filters ? { data: FILTERS } : {});
  const countCall = (shape) => (i) => post(`/merchant/products/count?${queryOf(shape, i, false)}`, shape.filters ? { data: FILTERS } : {});

  const loadAtStart = loadavg().map((l) => l.toFixed(1)).join(' ');
  const only = process.env.BENCH_SHAPES ? new RegExp(process.env.BENCH_SHAPES) : undefined;
  const results = [];
  for (const shape of SHAPES) {
    for (const [kind, call] of [['page of 50', pageCall(shape)], ['count', countCall(shape)]]) {
      const name = `${kind === 'count' ? 'count' : 'all'}: ${shapeName(shape)}${kind === 'count' ? '' : ', page of 50'}`;
      if (only && !only.test(name)) continue;
      results.push(await measure(name, call));
    }
  }
  const deep = 'all: store, active, no filters, no search, page 101 of 50 (start 5000)';
  if (!only || only.test(deep)) {
    results.push(await measure(deep, (i) => post(`/merchant/products/all?active=true&start=5000&pageSize=50&sid=${sidOf(i)}`, {})));
  }

  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\n${ON_SERVER ? 'PostgreSQL' : 'PGlite'}, ${size.n} products, ${STORES} stores, ${ITERATIONS} calls each after ${WARMUP} warm-up; load average before ${loadAtStart}, after ${load}`);
  console.log('| call | p50 ms | p95 ms | max ms | answer (last call) |\n| --- | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const answer = r.last.products
      ? `${r.last.products.length} products${r.last.hasMore ? ', more' : ''}`
      : `count ${r.last.count.toLocaleString('en')}${r.last.exact === false ? ' (not exact)' : ''}`;
    console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${answer} |`);
  }

  // EXPLAIN ANALYZE of every shape's product queries, exactly as svc-catalog sent them: call 0 (store
  // S01, search 'RG-004') and, for a shape with a search, call 1 too (store S08, search 'nk12', whose
  // thousands of matches all lie in one stretch of the code order); with the two filters where the
  // shape has them.
  if (process.env.BENCH_EXPLAIN !== '0') {
    const explain = ON_SERVER ? 'explain (analyze, buffers, costs off)' : 'explain (analyze, costs off)';
    const calls = SHAPES.flatMap((shape) =>
      [['page', pageCall(shape)], ['count', countCall(shape)]].flatMap(([kind, call]) =>
        (shape.search ? [0, 1] : [0]).map((i) => ({ shape, kind, call, i })),
      ),
    );
    for (const { shape, kind, call, i } of calls) {
      const name = `${kind}: ${shapeName(shape)}`;
      if (only && !only.test(name.replace(/^page/, 'all'))) continue;
      trace.queries = [];
      trace.on = true;
      const answer = await call(i);
      trace.on = false;
      const what = `${shape.store === 'one' ? sidOf(i) : 'every store'}${shape.search ? `, '${searchOf(i)}'` : ''}`;
      const found = answer.products ? `${answer.products.length} products` : `count ${answer.count}${answer.exact === false ? ', not exact' : ''}`;
      console.log(`\n### ${name} — ${what} (${found})`);
      for (const q of trace.queries) {
        const plan = (await raw.query(`${explain} ${q.text}`, q.params)).map((r) => r['QUERY PLAN']);
        console.log(`summary: ${planSummary(plan)}`);
        if (process.env.BENCH_EXPLAIN !== 'summary') console.log(plan.join('\n'));
      }
    }
  }

  server.close();
  await service.stop();
  await raw.close();
  if (admin) {
    if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
  console.log(`\nmachine: ${cpus().length} vCPUs (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
