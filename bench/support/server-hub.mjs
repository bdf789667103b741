// What the benchmarks on the PostgreSQL server share: a fresh database, the all-in-one hub
// (infra/gateway/dist/main.js) started on it as its own process, a client on its database for the
// data generators and checks, JSON calls counted, and everything removed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '..', '..');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The process's peak resident memory (VmHWM), in MiB. */
export const peakRssMiB = (pid) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** A new empty database `dbName` on the server (dropped first if it is there): its URL, and a client of the server to drop it with. */
export async function freshDatabase(serverUrl, dbName) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return { admin, url };
}

/**
 * Runs `bench(hub)` against a hub on a fresh database `dbName` of the server at `serverUrl`, listening
 * on `port` (`env` added to its environment); the database, the hub and its data folder go afterwards.
 */
export async function withServerHub({ serverUrl, dbName, port, env = {} }, bench) {
  const { admin, url } = await freshDatabase(serverUrl, dbName);
  const dataDir = mkdtempSync(join(tmpdir(), `${dbName.replace(/_/g, '-')}-`));
  const base = `http://127.0.0.1:${port}`;
  const process_ = spawn(process.execPath, [join(ROOT, 'infra/gateway/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HUB_DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new pg.Client({ connectionString: url.toString() });
  let requests = 0;
  const hub = {
    base,
    db,
    pid: process_.pid,
    /** Requests sent through `json` so far. */
    requests: () => requests,
    /** One JSON call: its HTTP status and answer. */
    async json(method, path, headers, body) {
      requests += 1;
      const res = await fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, answer: await res.json() };
    },
  };
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        /* not yet */
      }
      if (i >= 600) throw new Error('the hub did not start');
      await sleep(200);
    }
    await db.connect();
    return await bench(hub);
  } finally {
    process_.kill('SIGTERM');
    await new Promise((r) => process_.once('exit', r));
    await db.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  }
}
