// bench/import in distributed mode (issue 11, Benchmark): a throw-away Kafka broker, the five services
// as their own processes on their own PostgreSQL databases, svc-import twice (one database, one
// storage folder shared with svc-catalog: the claim check), and the gateway in proxy mode. The same
// three imports as run.mjs, driven through the gateway; peak RSS per process.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 100000 (and --variant 1, see run.mjs)
//   BENCH_ROWS=100000 node bench/import/distributed.mjs
//
// Each process runs as the image and compose run it: the ENV lines of infra/compose/Dockerfile's last stage
// (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_; the caller's environment wins) and the node flags of its
// command in infra/compose/compose.yaml (svc-import's --max-old-space-size).
// Settings: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROWS, BENCH_STORES,
// BENCH_SERVICE_NODE_OPTIONS (NODE_OPTIONS of the five services, e.g. --max-old-space-size=256 to see
// the pipeline hold within a container's memory limit).
// Databases hub_bench_dist_<schema> are created and dropped; Kafka runs on 127.0.0.1:19192.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { hubDriver, sleep } from './drive.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(join(tmpdir(), 'hub-bench-dist-'));
const storage = join(work, 'storage');
const kafkaEnv = { KAFKA_RUN_DIR: join(work, 'kafka'), KAFKA_PORT: '19192', KAFKA_CONTROLLER_PORT: '19193' };
const jwtSecret = randomBytes(32).toString('hex');
const SERVICES = [
  { name: 'svc-auth', port: 18281, schema: 'auth' },
  { name: 'svc-catalog', port: 18282, schema: 'catalog' },
  { name: 'svc-import', port: 18283, schema: 'import' },
  { name: 'svc-stocktake', port: 18284, schema: 'stocktake' },
  { name: 'svc-notify', port: 18285, schema: 'notify' },
];
/** The second svc-import: same database and storage; it takes checks through the shared leases. */
const SECOND_IMPORT = { name: 'svc-import', instance: 'svc-import-2', port: 18286, schema: 'import' };
const GATEWAY_PORT = 18280;
const processes = new Map();

const envName = (svc) => svc.toUpperCase().replace(/-/g, '_');
const dbName = (schema) => `hub_bench_dist_${schema}`;
const dbUrl = (schema) => Object.assign(new URL(SERVER), { pathname: `/${dbName(schema)}` }).toString();

async function admin(sql) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The image's environment: the ENV lines of the Dockerfile's last stage. */
function imageEnv() {
  const dockerfile = readFileSync(join(ROOT, 'infra/compose/Dockerfile'), 'utf8');
  const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return Object.fromEntries([...last.matchAll(/^ENV (\w+)=(\S+)$/gm)].map((m) => [m[1], m[2]]));
}
const IMAGE_ENV = imageEnv();
const COMPOSE = parse(readFileSync(join(ROOT, 'infra/compose/compose.yaml'), 'utf8'));
/** The node flags compose runs a process with: its command between `node` and the script. */
const composeNodeArgs = (name) => (COMPOSE.services[name]?.command ?? []).slice(1, -1);

function start(label, script, env, nodeArgs = []) {
  const log = openSync(join(work, `${label}.log`), 'a');
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, script)], {
    env: { ...IMAGE_ENV, ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HUB_SIGNIN_RATE_LIMIT: process.env.HUB_SIGNIN_RATE_LIMIT ?? '100000', ...env },
    stdio: ['ignore', log, log],
  });
  processes.set(label, child);
}

/**
 * The demo merchant's stock-take set-up: a tablet licence, the stock-take and report configs, its first
 * tablets. The all-in-one hub seeds it with its demo (infra/gateway: svc-stocktake's seedDemo); in
 * distributed mode HUB_SEED_DEMO=1 seeds svc-auth's part only (infra/README), so without this every save
 * of the second client was refused: 409 STR113, no report config (and, by svc-stocktake's admitTablet,
 * STR115 next for want of a licence). The same
 * seed as the all-in-one hub's, same merchant and tablets, run here on svc-stocktake's own database: its
 * events go out through that database's outbox, which the running svc-stocktake relays to Kafka.
 */
async function seedStocktakeDemo() {
  const { InProcessEventBus, localFolderStorage, openDatabase } = await import('@hub/service-kit');
  const { createStocktakeService } = await import('@hub/svc-stocktake');
  const db = await openDatabase({ url: dbUrl('stocktake') });
  try {
    const service = createStocktakeService({ db, bus: new InProcessEventBus(), config: { jwtSecret }, storage: localFolderStorage(storage) });
    await service.seedDemo([{ merchantId: 'DEMO', tablets: 5 }]);
  } finally {
    await db.close();
  }
}

async function ready(url) {
  for (let i = 0; i < 450; i++) {
    if (await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false)) return;
    await sleep(200);
  }
  throw new Error(`${url} never became ready (logs in ${work})`);
}

async function main() {
  const kafka = spawnSync('bash', [join(ROOT, 'infra/kafka/kafka.sh'), 'start'], { env: { ...process.env, ...kafkaEnv }, encoding: 'utf8' });
  if (kafka.status !== 0) throw new Error(`kafka start failed:\n${kafka.stdout}\n${kafka.stderr}`);
  mkdirSync(storage, { recursive: true });
  for (const svc of SERVICES) {
    await admin(`drop database if exists ${dbName(svc.schema)} with (force)`);
    await admin(`create database ${dbName(svc.schema)}`);
  }
  const serviceEnv = (svc) => ({
    PORT: String(svc.port),
    [`${envName(svc.name)}_DATABASE_URL`]: dbUrl(svc.schema),
    DATABASE_URL: '',
    KAFKA_BROKERS: `127.0.0.1:${kafkaEnv.KAFKA_PORT}`,
    HUB_JWT_SECRET: jwtSecret,
    HUB_STORAGE_DIR: storage,
    HUB_IMPORT_POLL_MS: '100',
    HUB_OUTBOX_POLL_MS: '100',
    ...(process.env.BENCH_SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS } : {}),
    ...(svc.name === 'svc-auth' ? { HUB_SEED_DEMO: '1' } : {}),
  });
  for (const svc of SERVICES) start(svc.name, `${svc.name}/dist/main.js`, serviceEnv(svc), composeNodeArgs(svc.name));
  for (const svc of SERVICES) await ready(`http://127.0.0.1:${svc.port}/ready`);
  await seedStocktakeDemo();
  start(SECOND_IMPORT.instance, 'svc-import/dist/main.js', serviceEnv(SECOND_IMPORT), composeNodeArgs(SECOND_IMPORT.name));
  await ready(`http://127.0.0.1:${SECOND_IMPORT.port}/ready`);
  start('gateway', 'infra/gateway/dist/main.js', {
    PORT: String(GATEWAY_PORT),
    HUB_JWT_SECRET: jwtSecret,
    KAFKA_BROKERS: `127.0.0.1:${kafkaEnv.KAFKA_PORT}`,
    ...Object.fromEntries(SERVICES.map((s) => [`${envName(s.name)}_URL`, `http://127.0.0.1:${s.port}`])),
  }, composeNodeArgs('gateway'));
  const pids = Object.fromEntries([...processes].map(([label, child]) => [label, child.pid]));
  // Each JSON line gives the peak RSS of every process; the table, the largest of them.
  await hubDriver(`http://127.0.0.1:${GATEWAY_PORT}`).runAll(pids, 'PostgreSQL server, distributed (Kafka; svc-import × 2)');
}

async function cleanup() {
  for (const child of processes.values()) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(1500);
  for (const child of processes.values()) if (child.exitCode === null) child.kill('SIGKILL');
  for (const svc of SERVICES) await admin(`drop database if exists ${dbName(svc.schema)} with (force)`).catch(() => undefined);
  spawnSync('bash', [join(ROOT, 'infra/kafka/kafka.sh'), 'reset'], { env: { ...process.env, ...kafkaEnv }, stdio: 'ignore' });
  if (process.env.BENCH_KEEP === '1') console.log(`logs kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

try {
  await main();
} finally {
  await cleanup();
}
