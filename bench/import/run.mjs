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
// (hub_bench_import, created and dropped), BENCH_PORT (4711), BENCH_HUB_NODE_ARGS (Node options of the hub process), BENCH_IMPORTS (fresh: the first only), BENCH_FLOOR=0 (no floor:
// for a profile of the hub, not for a figure), BENCH_KEEP=1 (the database is not dropped at the end). Three imports as MASTER of the same
// merchant: fresh (every row new), all changed (variant 1: every price and weight differs), unchanged
// (variant 1 again). Each: seconds per phase, rows/s end to end, and the hub process's peak RSS (VmHWM).
// On the server, the database's own floor of each import first (floor.mjs) and each total as a multiple of it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { FILES, hubDriver } from './drive.mjs';
import { measureFloor } from './floor.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4711);
const SERVER = process.env.BENCH_DATABASE_URL;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_import';
const ROOT = join(import.meta.dirname, '..', '..');
const BASE = `http://127.0.0.1:${PORT}`;

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
  // The hub as `npm start` runs it (scripts/start-hub.mjs sets MALLOC_ARENA_MAX), measured as its own process.
  // BENCH_HUB_NODE_ARGS: Node options for the hub alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/cpuprof`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_HUB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const hub = spawn(process.execPath, [...nodeArgs, join(ROOT, 'infra/gateway/dist/main.js')], {
    env: { MALLOC_ARENA_MAX: '2', ...process.env, PORT: String(PORT), HUB_DATA_DIR: dataDir, DATABASE_URL: databaseUrl, HUB_IMPORT_POLL_MS: '100', LOG_LEVEL: 'warn', HUB_SIGNIN_RATE_LIMIT: process.env.HUB_SIGNIN_RATE_LIMIT ?? '100000' },
    // BENCH_HUB_STDOUT=1: the hub's standard output shown (e.g. with BENCH_HUB_NODE_ARGS=--trace-gc).
    stdio: ['ignore', process.env.BENCH_HUB_STDOUT === '1' ? 'inherit' : 'ignore', 'inherit'],
  });
  let stopping = false;
  hub.on('exit', (code, signal) => {
    if (!stopping) console.error(`the hub process ended on its own: code ${code}, signal ${signal}`);
  });
  try {
    // The floor is the PostgreSQL server's: PGlite's figures are read against the server's of the same run.
    const floor = SERVER && process.env.BENCH_FLOOR !== '0' ? () => measureFloor(databaseUrl, FILES) : undefined;
    await hubDriver(BASE).runAll({ hub: hub.pid }, SERVER ? 'PostgreSQL server' : 'PGlite', floor);
  } finally {
    stopping = true;
    hub.kill('SIGTERM');
    await new Promise((r) => hub.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      // BENCH_KEEP=1: the database stays, to look at its plans afterwards (drop it by hand).
      if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${DB_NAME}`);
      await admin.end();
    }
  }
}

await main();
