// bench/import/sources.mjs: an import from the merchant's own systems end to end (issue 13, Benchmark):
// 1,000,000 rows read from a table of the PostgreSQL server (a DATABASE source), and the same rows as
// one CSV object in an S3-compatible server (s3rver, an OBJECT_STORAGE source); each run through the
// all-in-one hub's HTTP API as a merchant does it: run the source → fetched and checked → dry run
// (READY) → applied (FINISHED). The table holds the generator's fresh file, the object its changed
// variant: with both, the database's first run inserts every row and the object's first run updates
// every row; each source's second run finds nothing changed and writes nothing.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 1000000
//   node bench/import/generate-csv.mjs --rows 1000000 --variant 1 --out /tmp/hub-bench-import/catalogue-1000000-v1.csv
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/sources.mjs
//
// Settings: BENCH_ROWS (1,000,000; the generated files must hold as many), BENCH_STORES (20),
// BENCH_PORT (4712), BENCH_SOURCES (database,s3). The hub's own database (hub_bench_sources) and the
// source's database (hub_bench_erp) are created on the server and dropped at the end; the S3 server
// keeps its objects in a temporary folder. Figures per phase, rows/s end to end, the hub's peak RSS.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { FILES, ROWS, STORES, hubDriver, seconds, sleep } from './drive.mjs';
import { HEADER } from './generate-csv.mjs';

const require = createRequire(join(import.meta.dirname, '..', '..', 'svc-import', 'package.json'));
const S3rver = require('s3rver');
const { S3Client, CreateBucketCommand, PutObjectCommand } = require('@aws-sdk/client-s3');

const PORT = Number(process.env.BENCH_PORT ?? 4712);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HUB_DB = 'hub_bench_sources';
const ERP_DB = 'hub_bench_erp';
const SOURCES = (process.env.BENCH_SOURCES ?? 'database,s3').split(',');
const ROOT = join(import.meta.dirname, '..', '..');
const BASE = `http://127.0.0.1:${PORT}`;
const S3_PORT = PORT + 1;

const dbUrl = (name) => {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The ERP's table: the generator's 30 columns as text, filled with COPY from the generated file. */
async function loadErpTable(admin) {
  await admin.query(`drop database if exists ${ERP_DB}`);
  await admin.query(`create database ${ERP_DB}`);
  const erp = new pg.Client({ connectionString: dbUrl(ERP_DB) });
  await erp.connect();
  await erp.query(`create table erp_catalogue (${HEADER.map((h) => `"${h}" text`).join(', ')})`);
  await erp.end();
  const t0 = Date.now();
  const copy = spawnSync('psql', [dbUrl(ERP_DB), '-v', 'ON_ERROR_STOP=1', '-c', `\\copy erp_catalogue from '${FILES.fresh}' with (format csv, header true)`], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`loading the ERP table failed: ${copy.stderr}`);
  console.log(`ERP table loaded with ${ROWS} rows in ${seconds(Date.now() - t0)} s`);
}

/** An S3-compatible server on loopback with the changed variant of the generated file as one object. */
async function startS3(folder) {
  const server = new S3rver({ port: S3_PORT, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [] });
  await server.run();
  // s3rver stores an aws-chunked upload (the SDK's default checksum trailer for streams) undecoded: send plain.
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${S3_PORT}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: 'erp-exports' }));
  const t0 = Date.now();
  const size = statSync(FILES.changed).size;
  await client.send(new PutObjectCommand({ Bucket: 'erp-exports', Key: 'catalogue/catalogue.csv', Body: createReadStream(FILES.changed), ContentLength: size, ContentType: 'text/csv' }));
  console.log(`S3 object of ${Math.round(size / 2 ** 20)} MiB put in ${seconds(Date.now() - t0)} s`);
  return server;
}

const SOURCE_BODIES = {
  database: () => ({
    name: 'ERP database',
    sid: 'MASTER',
    kind: 'DATABASE',
    // The machine's server trusts loopback; a source still needs a password set (PDDB104 otherwise).
    secret: 'bench',
    settings: { engine: 'postgres', host: new URL(SERVER).hostname, port: Number(new URL(SERVER).port || 5432), database: ERP_DB, user: new URL(SERVER).username || 'postgres', table: 'erp_catalogue', pageSize: 5000 },
  }),
  s3: () => ({
    name: 'ERP exports bucket',
    sid: 'MASTER',
    kind: 'OBJECT_STORAGE',
    secret: 'S3RVER',
    settings: { endpoint: `http://127.0.0.1:${S3_PORT}`, bucket: 'erp-exports', key: 'catalogue/catalogue.csv', accessKeyId: 'S3RVER', forcePathStyle: true },
  }),
};

function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** The hub's resident memory now (MiB). */
const rssMiB = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** Runs a source once: fetch (FETCHING… message), check, dry run, apply; timed per phase, with the hub's largest RSS in each. */
async function runSource(drive, token, label, sourceId, hubPid) {
  const t0 = Date.now();
  let phase = 'fetch';
  const rss = { fetch: 0, check: 0, dryRun: 0, apply: 0 };
  const sampler = setInterval(() => (rss[phase] = Math.max(rss[phase], rssMiB(hubPid))), 250);
  try {
    const { jobId } = await drive.call(token, 'POST', `/merchant/import/sources/${sourceId}/run`);
    let fetchedAt = null;
    let checkedAt = null;
    for (;;) {
      const job = await drive.call(token, 'GET', `/merchant/import/jobs/${jobId}`);
      // The fetch has ended when the check shows a message other than FETCHING… (STARTING first).
      if (fetchedAt === null && job.status === 'CHECKING' && job.message && !job.message.startsWith('FETCHING')) {
        fetchedAt = Date.now();
        phase = 'check';
      }
      if (checkedAt === null && job.status === 'PLANNING') {
        checkedAt = Date.now();
        phase = 'dryRun';
      }
      if (job.status === 'READY') break;
      if (['REJECTED', 'FAILED', 'CANCELLED'].includes(job.status)) throw new Error(`${label}: job ended ${job.status} ${job.errorCode}`);
      await sleep(100);
    }
    const t2 = Date.now();
    phase = 'apply';
    const ready = await drive.call(token, 'GET', `/merchant/import/jobs/${jobId}`);
    await drive.call(token, 'POST', `/merchant/import/jobs/${jobId}/apply`);
    let done;
    for (;;) {
      done = await drive.call(token, 'GET', `/merchant/import/jobs/${jobId}`);
      if (done.status === 'FINISHED') break;
      if (['FAILED', 'CANCELLED'].includes(done.status)) throw new Error(`${label}: apply ended ${done.status} ${done.errorCode}`);
      await sleep(100);
    }
    const t3 = Date.now();
    const row = {
      import: label,
      fetch: seconds((fetchedAt ?? checkedAt ?? t2) - t0),
      check: seconds((checkedAt ?? t2) - (fetchedAt ?? checkedAt ?? t2)),
      dryRun: seconds(t2 - (checkedAt ?? t2)),
      apply: seconds(t3 - t2),
      total: seconds(t3 - t0),
      rowsPerSecond: Math.round(ROWS / ((t3 - t0) / 1000)),
      plan: `${ready.plan.create}/${ready.plan.update}/${ready.plan.unchanged}/${ready.plan.reject}`,
      written: `${done.nInserted}+${done.nModified}`,
      rssMiBByPhase: `${rss.fetch}/${rss.check}/${rss.dryRun}/${rss.apply}`,
      peakRssMiB: peakRssMiB(hubPid),
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-sources-'));
  const s3Dir = mkdtempSync(join(tmpdir(), 'hub-bench-s3-'));
  let s3;
  let hub;
  let stopping = false;
  try {
    await admin.query(`drop database if exists ${HUB_DB}`);
    await admin.query(`create database ${HUB_DB}`);
    if (SOURCES.includes('database')) await loadErpTable(admin);
    if (SOURCES.includes('s3')) s3 = await startS3(s3Dir);
    hub = spawn(process.execPath, [join(ROOT, 'infra/gateway/dist/main.js')], {
      // The merchant's ERP database and S3 server are on this machine: opened to the outbound policy by host and port (ADR 0030).
      env: { ...process.env, PORT: String(PORT), HUB_DATA_DIR: dataDir, DATABASE_URL: dbUrl(HUB_DB), HUB_IMPORT_POLL_MS: '100', LOG_LEVEL: 'warn', HUB_OUTBOUND_ALLOW: `${new URL(SERVER).hostname}:${Number(new URL(SERVER).port || 5432)},127.0.0.1:${S3_PORT}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    hub.on('exit', (code, signal) => {
      if (!stopping) console.error(`the hub process ended on its own: code ${code}, signal ${signal}`);
    });
    const drive = hubDriver(BASE);
    const token = await drive.setUp();
    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; PostgreSQL server; ${ROWS} rows × ${HEADER.length} columns, ${STORES} stores`);
    const rows = [];
    for (const kind of SOURCES) {
      const source = await drive.call(token, 'POST', '/merchant/import/sources', SOURCE_BODIES[kind]());
      const tested = await drive.call(token, 'POST', `/merchant/import/sources/${source.id}/test`);
      if (tested.connectionStatus !== 'Tested') throw new Error(`${kind}: connection test failed`);
      // The database holds the fresh file (every row new on the first run); the S3 object the changed
      // variant (every row an update after the database's run, or new when it runs alone).
      rows.push(await runSource(drive, token, `${kind}: first run`, source.id, hub.pid));
      rows.push(await runSource(drive, token, `${kind}: re-sync, unchanged`, source.id, hub.pid));
    }
    console.table(rows);
  } finally {
    stopping = true;
    if (hub) {
      hub.kill('SIGTERM');
      await new Promise((r) => hub.once('exit', r));
    }
    if (s3) await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${HUB_DB}`);
    await admin.query(`drop database if exists ${ERP_DB}`);
    await admin.end();
  }
}

await main();
