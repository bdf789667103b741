// bench/import: a file import end to end (issue 11, Benchmark): upload → checked → dry run (READY) →
// applied (FINISHED), through the all-in-one hub's HTTP API, as a merchant's browser does it.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 1000000                    # the fresh file
//   node bench/import/generate-csv.mjs --rows 1000000 --variant 1 --out /tmp/hub-bench-import/catalogue-1000000-v1.csv
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/run.mjs   # PostgreSQL
//   node bench/import/run.mjs                                                                  # PGlite
//
// Settings: BENCH_ROWS (1,000,000; the files above must hold as many), BENCH_STORES (20), BENCH_DB_NAME
// (hub_bench_import, created and dropped), BENCH_PORT (4711). Three imports as MASTER of the same
// merchant: fresh (every row new), all changed (variant 1: every price and weight differs), unchanged
// (variant 1 again). Each: seconds per phase, rows/s end to end, and the hub process's peak RSS (VmHWM).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { HEADER, storeCodes } from './generate-csv.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const STORES = Number(process.env.BENCH_STORES ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4711);
const SERVER = process.env.BENCH_DATABASE_URL;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_import';
const FILES = { fresh: `/tmp/hub-bench-import/catalogue-${ROWS}.csv`, changed: `/tmp/hub-bench-import/catalogue-${ROWS}-v1.csv` };
const ROOT = join(import.meta.dirname, '..', '..');
const BASE = `http://127.0.0.1:${PORT}`;

for (const file of Object.values(FILES)) if (!existsSync(file)) throw new Error(`${file} is missing: see the usage at the top of bench/import/run.mjs`);

const field = (name, erpField, type = 'text') => ({ name, displayName: name, erpField, type, visible: true, filter: { enabled: false, range: false } });
/** The 30 columns of the generator, each mapped (the store column names each row's store). */
const MAPPING = {
  fields: [
    field('sid', 'STORE'), field('productCode', 'PRODUCT_CODE'), field('rfidTag', 'RFID'), field('designNumber', 'DESIGN_NO'), field('itemType', 'ITEM_TYPE'),
    field('itemStatus', 'ITEM_STATUS'), field('karat', 'KARAT'), field('metal', 'METAL'), field('grossWeight', 'GROSS_WT', 'number'), field('netWeight', 'NET_WT', 'number'),
    field('stoneType', 'STONES'), field('stoneWeight', 'STONE_WT', 'number'), field('stoneCount', 'STONE_CNT', 'number'), field('collection', 'COLLECTION'),
    field('price', 'PRICE', 'number'), field('currency', 'CURRENCY'), field('certificateNo', 'CERT_NO'), field('description', 'DESCRIPTION'), field('supplier', 'SUPPLIER'),
    field('size', 'SIZE', 'number'), field('color', 'COLOR'), field('clarity', 'CLARITY'), field('cut', 'CUT'), field('showcase', 'SHOWCASE'), field('barcode', 'BARCODE'),
    field('sku', 'SKU'), field('category', 'CATEGORY'), field('subcategory', 'SUBCATEGORY'), field('launchDate', 'LAUNCH_DATE', 'date'), field('active', 'ACTIVE', 'boolean'),
  ],
  uniqueFields: [],
  fieldMappings: [{ inputField: 'STONES', mappedFields: ['stoneType'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|', encoding: 'ASCII' }],
  groups: { single: [], multi: ['stoneType'] },
};
if (MAPPING.fields.length !== HEADER.length) throw new Error('the mapping must name every column of the generator');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

async function call(token, method, path, body, form) {
  const headers = { Authorization: `Bearer ${token}` };
  let payload;
  if (form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // PGlite runs inside the hub's process: a long statement holds its event loop, and a kept-alive
  // connection may be closed under a waiting request (ECONNRESET). Reads are asked again.
  let res;
  for (let attempt = 1; ; attempt++) {
    try {
      res = await fetch(`${BASE}${path}`, { method, headers, body: payload });
      break;
    } catch (error) {
      if (method !== 'GET' || attempt >= 5) throw error;
      await sleep(200);
    }
  }
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function waitFor(token, id, statuses, onTick) {
  for (;;) {
    const job = await call(token, 'GET', `/merchant/import/jobs/${id}`);
    onTick?.(job);
    if (statuses.includes(job.status)) return job;
    if (['REJECTED', 'FAILED', 'CANCELLED'].includes(job.status)) throw new Error(`job ${id} ended ${job.status} ${job.errorCode}: ${JSON.stringify(job.problems.slice(0, 5))}`);
    await sleep(100);
  }
}

async function importOnce(token, label, file, hub) {
  const t0 = Date.now();
  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'catalogue.csv');
  const res = await fetch(`${BASE}/merchant/import/upload?sid=MASTER`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form }).catch(async (error) => {
    // The hub answered before reading the whole file (a refusal): ask again with a small file to see why.
    const probe = new FormData();
    probe.append('file', new Blob(['x\n1\n'], { type: 'text/csv' }), 'probe.csv');
    const answer = await fetch(`${BASE}/merchant/import/upload?sid=MASTER`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: probe }).then((r) => r.json());
    throw new Error(`upload refused: ${JSON.stringify(answer)} (${error.cause?.code ?? error.message})`);
  });
  const uploaded = await res.json();
  if (res.status !== 202) throw new Error(`upload: ${res.status} ${JSON.stringify(uploaded)}`);
  const t1 = Date.now();
  let checkedAt = null;
  const ready = await waitFor(token, uploaded.data.id, ['READY'], (job) => {
    if (job.status === 'PLANNING' && checkedAt === null) checkedAt = Date.now();
  });
  const t2 = Date.now();
  await call(token, 'POST', `/merchant/import/jobs/${ready.id}/apply`);
  const done = await waitFor(token, ready.id, ['FINISHED']);
  const t3 = Date.now();
  const row = {
    import: label,
    upload: seconds(t1 - t0),
    check: seconds((checkedAt ?? t2) - t1),
    dryRun: seconds(t2 - (checkedAt ?? t2)),
    apply: seconds(t3 - t2),
    total: seconds(t3 - t0),
    rowsPerSecond: Math.round(ROWS / ((t3 - t0) / 1000)),
    plan: `${ready.plan.create}/${ready.plan.update}/${ready.plan.unchanged}/${ready.plan.reject}`,
    written: `${done.nInserted}+${done.nModified}, skipped ${done.skipped}`,
    peakRssMiB: Math.round(peakRssMiB(hub.pid)),
  };
  console.log(JSON.stringify(row));
  return row;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-import-'));
  let admin;
  let databaseUrl = '';
  if (SERVER) {
    admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME}`);
    await admin.query(`create database ${DB_NAME}`);
    const url = new URL(SERVER);
    url.pathname = `/${DB_NAME}`;
    databaseUrl = url.toString();
  }
  const hub = spawn(process.execPath, [join(ROOT, 'infra/gateway/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), HUB_DATA_DIR: dataDir, DATABASE_URL: databaseUrl, HUB_IMPORT_POLL_MS: '100', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  hub.on('exit', (code, signal) => {
    if (!stopping) console.error(`the hub process ended on its own: code ${code}, signal ${signal}`);
  });
  try {
    for (let i = 0; i < 600; i++) {
      if (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) break;
      await sleep(200);
    }
    const signin = await (await fetch(`${BASE}/merchant/user/signin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.hub', password: process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234' }) })).json();
    const token = signin.data.accessToken;
    for (const code of storeCodes(STORES))
      await call(token, 'POST', '/merchant/store', { code, name: `Bench ${code}`, profile: 'default', tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 } });
    await call(token, 'POST', '/merchant/config/data-mapping', undefined, { data: JSON.stringify(MAPPING) });
    await sleep(500);
    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; database: ${SERVER ? 'PostgreSQL server' : 'PGlite'}; ${ROWS} rows × ${HEADER.length} columns, ${STORES} stores`);
    const rows = [];
    rows.push(await importOnce(token, 'fresh', FILES.fresh, hub));
    rows.push(await importOnce(token, 'all changed', FILES.changed, hub));
    rows.push(await importOnce(token, 'unchanged', FILES.changed, hub));
    console.table(rows);
  } finally {
    stopping = true;
    hub.kill('SIGTERM');
    await new Promise((r) => hub.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`drop database if exists ${DB_NAME}`);
      await admin.end();
    }
  }
}

await main();
