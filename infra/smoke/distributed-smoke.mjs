#!/usr/bin/env node
// Distributed smoke test (issue 3): Kafka, the five services and the gateway as separate processes on
// fresh PostgreSQL databases. Sign in through the gateway, create a store, see it in two other
// services' replicas, kill -9 a consumer while 1,000 store updates are published, restart it, check
// every update applied exactly once, and send a poison message that lands in the dead-letter topic
// without blocking the ones after it. Cleans up processes, databases and its Kafka data afterwards.
//
//   node infra/smoke/distributed-smoke.mjs        (needs `npm run build` first)
//
// Env: HUB_SMOKE_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
// HUB_SMOKE_UPDATES (1000), HUB_SMOKE_KEEP=1 keeps the temp folder with the process logs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');
const pg = require(join(root, 'node_modules/pg'));
const { Kafka, logLevel } = require(join(root, 'node_modules/kafkajs'));

const serverUrl = process.env.HUB_SMOKE_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const UPDATES = Number(process.env.HUB_SMOKE_UPDATES || 1000);
const run = randomBytes(4).toString('hex');
const work = mkdtempSync(join(tmpdir(), 'hub-smoke-'));
const kafkaEnv = { KAFKA_RUN_DIR: join(work, 'kafka'), KAFKA_PORT: '19092', KAFKA_CONTROLLER_PORT: '19093' };
const brokers = '127.0.0.1:19092';
const jwtSecret = randomBytes(32).toString('hex');
const password = 'Smoke@1234';
const SERVICES = [
  { name: 'svc-auth', port: 18181, schema: 'auth' },
  { name: 'svc-catalog', port: 18182, schema: 'catalog' },
  { name: 'svc-import', port: 18183, schema: 'import' },
  { name: 'svc-stocktake', port: 18184, schema: 'stocktake' },
  { name: 'svc-notify', port: 18185, schema: 'notify' },
];
const GATEWAY_PORT = 18180;
const procs = new Map();
const dbs = new Map();
const started = Date.now();

const log = (...a) => console.log(`[smoke +${((Date.now() - started) / 1000).toFixed(1)}s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const envName = (svc) => `${svc.toUpperCase().replace(/-/g, '_')}`;
function dbUrl(name) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
async function admin(sql) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
async function eventually(what, fn, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out: ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(200);
  }
}

function startProcess(name, script, env) {
  const out = openSync(join(work, `${name}.log`), 'a');
  const child = spawn(process.execPath, [join(root, script)], { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', out, out] });
  procs.set(name, child);
  return child;
}
function startService(svc) {
  return startProcess(svc.name, `${svc.name}/dist/main.js`, {
    PORT: String(svc.port),
    [`${envName(svc.name)}_DATABASE_URL`]: dbs.get(svc.name).url,
    DATABASE_URL: '',
    KAFKA_BROKERS: brokers,
    HUB_JWT_SECRET: jwtSecret,
    HUB_OUTBOX_POLL_MS: '200',
    ...(svc.name === 'svc-auth' ? { HUB_SEED_DEMO: '1', HUB_DEMO_PASSWORD: password } : {}),
  });
}
async function ready(url) {
  await eventually(`${url} ready`, async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok, 90000);
}
async function query(svc, sql, params = []) {
  const c = new pg.Client({ connectionString: dbs.get(svc).url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}
const replica = async (svc, schema, code) => (await query(svc, `select name, revision, applied_changes, active from "${schema}".store_replicas where merchant_id = 'DEMO' and code = $1`, [code]))[0];

async function cleanup() {
  for (const [, child] of procs) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(1500);
  for (const [, child] of procs) if (child.exitCode === null) child.kill('SIGKILL');
  for (const [, { name }] of dbs) await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
  spawnSync('bash', [join(root, 'infra/kafka/kafka.sh'), 'reset'], { env: { ...process.env, ...kafkaEnv }, stdio: 'ignore' });
  if (process.env.HUB_SMOKE_KEEP === '1') log(`logs kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

async function main() {
  for (const s of ['svc-auth', 'infra/gateway']) {
    if (!existsSync(join(root, s, 'dist/main.js'))) throw new Error(`${s}/dist/main.js is missing: run npm run build first`);
  }
  log(`starting a throw-away Kafka broker on ${brokers}`);
  const k = spawnSync('bash', [join(root, 'infra/kafka/kafka.sh'), 'start'], { env: { ...process.env, ...kafkaEnv }, encoding: 'utf8' });
  if (k.status !== 0) throw new Error(`kafka start failed:\n${k.stdout}\n${k.stderr}`);

  for (const svc of SERVICES) {
    const name = `hub_smoke_${run}_${svc.schema}`;
    await admin(`create database ${name}`);
    dbs.set(svc.name, { name, url: dbUrl(name) });
  }
  log('five fresh databases created; starting the services and the gateway');
  for (const svc of SERVICES) startService(svc);
  for (const svc of SERVICES) await ready(`http://127.0.0.1:${svc.port}/ready`);
  startProcess('gateway', 'infra/gateway/dist/main.js', {
    PORT: String(GATEWAY_PORT),
    HUB_JWT_SECRET: jwtSecret,
    KAFKA_BROKERS: brokers,
    ...Object.fromEntries(SERVICES.map((s) => [`${envName(s.name)}_URL`, `http://127.0.0.1:${s.port}`])),
  });
  const gw = `http://127.0.0.1:${GATEWAY_PORT}`;
  await ready(`${gw}/healthz`);
  log('all processes ready');

  const signin = await fetch(`${gw}/merchant/user/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.hub', password }) });
  const signinBody = await signin.json();
  if (signin.status !== 200) throw new Error(`sign-in through the gateway failed: ${signin.status} ${JSON.stringify(signinBody)}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${signinBody.data.accessToken}` };
  log('signed in through the gateway');

  const code = 'SMOKE-1';
  const body = (name) => JSON.stringify({ code, name, tz: 'Asia/Dubai', location: { lat: 25.2, lng: 55.3 } });
  const created = await fetch(`${gw}/merchant/store`, { method: 'POST', headers, body: body('Smoke store') });
  if (created.status !== 201) throw new Error(`store creation failed: ${created.status} ${await created.text()}`);
  for (const [svc, schema] of [['svc-catalog', 'catalog'], ['svc-stocktake', 'stocktake'], ['svc-import', 'import']]) {
    await eventually(`${code} in the ${svc} replica`, async () => (await replica(svc, schema, code))?.name === 'Smoke store', 30000);
  }
  log(`${code} arrived in the replicas of svc-catalog, svc-stocktake and svc-import`);

  // 1,000 updates; svc-stocktake is killed with SIGKILL a third of the way in and restarted at two thirds.
  const stocktake = SERVICES.find((s) => s.name === 'svc-stocktake');
  const t0 = Date.now();
  let sent = 0;
  const failures = [];
  const send = async (i) => {
    const r = await fetch(`${gw}/merchant/store/${code}`, { method: 'PUT', headers, body: body(`Smoke store v${i}`) });
    if (r.status !== 200) failures.push(`${i}: ${r.status} ${await r.text()}`);
    sent++;
  };
  const CONCURRENCY = 8;
  let next = 1;
  let killedAt = 0;
  let restartedAt = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next <= UPDATES) {
        const i = next++;
        await send(i);
        if (!killedAt && sent >= UPDATES / 3) {
          killedAt = sent;
          procs.get('svc-stocktake').kill('SIGKILL');
          log(`kill -9 svc-stocktake after ${sent} updates`);
        }
        if (killedAt && !restartedAt && sent >= (2 * UPDATES) / 3) {
          restartedAt = sent;
          startService(stocktake);
          log(`restarted svc-stocktake after ${sent} updates`);
        }
      }
    }),
  );
  if (failures.length) throw new Error(`${failures.length} updates failed, e.g. ${failures.slice(0, 3).join('; ')}`);
  log(`${UPDATES} updates accepted through the gateway in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await ready(`http://127.0.0.1:${stocktake.port}/ready`);

  const expected = UPDATES + 1; // the creation, then every update
  // The updates ran 8 at a time: the store's final name is whichever svc-auth committed last.
  const stores = await (await fetch(`${gw}/merchant/store`, { headers })).json();
  const finalName = stores.data.find((s) => s.code === code)?.name;
  if (!/^Smoke store v\d+$/.test(finalName ?? '')) throw new Error(`svc-auth's final name of ${code} is ${finalName}`);
  for (const [svc, schema] of [['svc-stocktake', 'stocktake'], ['svc-catalog', 'catalog']]) {
    const r = await eventually(`${svc} replica at revision ${expected}`, async () => {
      const row = await replica(svc, schema, code);
      return row && Number(row.revision) === expected ? row : undefined;
    }, 120000);
    const storeEventIds = await query('svc-auth', `select id from auth.outbox where type like 'hub.auth.store-%' and merchant_id = 'DEMO' and data->>'code' = $1`, [code]);
    const [{ n }] = await query(svc, `select count(*)::int as n from "${schema}".processed_events where consumer_group = $1 and event_id = any($2::text[])`, [svc, storeEventIds.map((e) => e.id)]);
    if (Number(r.applied_changes) !== expected) throw new Error(`${svc}: ${r.applied_changes} changes applied, expected exactly ${expected}`);
    if (r.name !== finalName) throw new Error(`${svc}: final name ${r.name}, svc-auth has ${finalName}`);
    if (storeEventIds.length !== expected || n !== expected) throw new Error(`${svc}: ${n} of ${storeEventIds.length} store event ids recorded, expected ${expected} of ${expected}`);
    log(`${svc}: revision ${r.revision}, name ${r.name} as in svc-auth, ${r.applied_changes} changes applied and ${n} event ids recorded (expected ${expected}): exactly once`);
  }

  // A poison message (a store update with broken data) on the merchant's partition, then a real update.
  const kafka = new Kafka({ clientId: 'smoke', brokers: [brokers], logLevel: logLevel.NOTHING });
  const producer = kafka.producer();
  await producer.connect();
  const poisonId = `poison-${run}`;
  await producer.send({
    topic: 'hub.auth.store-updated.v1',
    messages: [{ key: 'DEMO', value: JSON.stringify({ id: poisonId, type: 'hub.auth.store-updated.v1', merchantId: 'DEMO', occurredAt: new Date().toISOString(), data: { code, revision: 'not-a-number' } }) }],
  });
  await producer.disconnect();
  const after = await fetch(`${gw}/merchant/store/${code}`, { method: 'PUT', headers, body: body('After the poison') });
  if (after.status !== 200) throw new Error(`update after the poison failed: ${after.status}`);
  await eventually('the update after the poison in svc-stocktake', async () => (await replica('svc-stocktake', 'stocktake', code))?.name === 'After the poison', 60000);
  const letters = [];
  const consumer = kafka.consumer({ groupId: `smoke-dlq-${run}` });
  await consumer.connect();
  await consumer.subscribe({ topic: 'hub.auth.store-updated.v1.dlq', fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void letters.push(JSON.parse(message.value.toString())) });
  const letter = await eventually('the poison in hub.auth.store-updated.v1.dlq', async () => letters.find((l) => l.event?.id === poisonId && l.group === 'svc-stocktake'), 60000);
  await consumer.disconnect();
  log(`poison message dead-lettered by ${letters.filter((l) => l.event?.id === poisonId).map((l) => l.group).join(', ')} (error: ${letter.error.slice(0, 80)}...); the update after it was applied`);
  // A repeated event id is skipped: svc-auth's last store event is sent again as it was, then a
  // sentinel update behind it on the same partition; once the sentinel is applied, the repeat has
  // been seen, and it changed nothing.
  const counts = async () => {
    const [{ n }] = await query('svc-stocktake', `select count(*)::int as n from stocktake.processed_events where consumer_group = 'svc-stocktake'`);
    return { n, applied: Number((await replica('svc-stocktake', 'stocktake', code)).applied_changes) };
  };
  const beforeRepeat = await counts();
  const [last] = await query('svc-auth', `select id, type, merchant_id, occurred_at, data from auth.outbox where type = 'hub.auth.store-updated.v1' and data->>'code' = $1 order by seq desc limit 1`, [code]);
  const again = kafka.producer();
  await again.connect();
  await again.send({
    topic: last.type,
    messages: [{ key: last.merchant_id, value: JSON.stringify({ id: last.id, type: last.type, merchantId: last.merchant_id, occurredAt: new Date(last.occurred_at).toISOString(), data: last.data }) }],
  });
  await again.disconnect();
  const sentinel = await fetch(`${gw}/merchant/store/${code}`, { method: 'PUT', headers, body: body('Sentinel') });
  if (sentinel.status !== 200) throw new Error(`the sentinel update failed: ${sentinel.status}`);
  await eventually('the sentinel in svc-stocktake', async () => (await replica('svc-stocktake', 'stocktake', code))?.name === 'Sentinel', 60000);
  const afterRepeat = await counts();
  if (afterRepeat.applied !== beforeRepeat.applied + 1 || afterRepeat.n !== beforeRepeat.n + 1)
    throw new Error(`a repeated event was applied again: before ${JSON.stringify(beforeRepeat)}, after ${JSON.stringify(afterRepeat)} (expected +1 each: the sentinel)`);
  log(`a repeated event id (${last.id}) was skipped: only the sentinel behind it was applied and recorded`);

  // Revoked sessions everywhere: sign out a second session through the gateway; its access token is
  // then refused by svc-catalog too (it consumed hub.auth.session-revoked.v1 into its revoked_sessions).
  const second = await fetch(`${gw}/merchant/user/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@demo.hub', password }) });
  const secondAuth = { authorization: `Bearer ${(await second.json()).data.accessToken}` };
  const before = await fetch(`${gw}/merchant/config/global`, { headers: secondAuth });
  if (before.status !== 200) throw new Error(`GET /merchant/config/global before sign-out answered ${before.status}`);
  const out = await fetch(`${gw}/merchant/user/signout`, { method: 'DELETE', headers: secondAuth });
  if (out.status !== 200) throw new Error(`sign-out through the gateway failed: ${out.status}`);
  const refused = await eventually('svc-catalog refusing the signed-out token', async () => {
    const r = await fetch(`${gw}/merchant/config/global`, { headers: secondAuth });
    return r.status === 401 ? await r.json() : undefined;
  }, 30000);
  if (refused.code !== 'UAC104') throw new Error(`expected UAC104 after sign-out, got ${JSON.stringify(refused)}`);
  log('after sign-out through the gateway, svc-catalog answers 401 UAC104 to the old access token');
  log('distributed smoke test PASSED');
}

let code = 0;
try {
  await main();
} catch (err) {
  code = 1;
  console.error(`[smoke] FAILED: ${err instanceof Error ? err.stack : err}`);
  for (const name of procs.keys()) {
    const file = join(work, `${name}.log`);
    if (existsSync(file)) console.error(`--- last lines of ${name}.log ---\n${readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')}`);
  }
} finally {
  await cleanup();
}
process.exit(code);
