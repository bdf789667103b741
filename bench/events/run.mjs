#!/usr/bin/env node
// Event pipeline benchmark (issue 3): events per second and latency from a committed change to a
// consumer's handler, through the service-kit's real pieces (built dist of @hub/service-kit):
//
//   producer transaction (a row + Outbox.add) → commit → Outbox relay (nudged after the commit, as
//   ServiceEventing.transaction does) → bus → consumeEvents (idempotent handler, own transaction on
//   the consumer's database) → handler
//
// Transports: the in-process bus (all-in-one) and Kafka (two KafkaEventBus instances, a producer
// side and a consumer side, like two services). Databases: PGlite in memory (default) and, when
// BENCH_DATABASE_URL is set, a PostgreSQL server (the producer and the consumer get their own
// throw-away schemas there, dropped afterwards).
//
//   npx turbo run build && node bench/events/run.mjs
//
// Settings (env): BENCH_EVENTS (5000 measured events per scenario), BENCH_WARMUP (300),
// BENCH_WRITERS (4 concurrent producer loops), BENCH_TX_SIZES ("1,50": events per transaction),
// BENCH_TRANSPORTS ("in-process,kafka"), KAFKA_BROKERS (127.0.0.1:9092; start one with
// `bash infra/kafka/kafka.sh start`), BENCH_DATABASE_URL, BENCH_TIMEOUT_MS (120000 per phase).
// Every scenario stops by itself: after its events arrived, or after the timeout (then it reports
// how many were missing and the script exits 1). Kafka topics it created are deleted at the end.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const kit = require('@hub/service-kit');
const { Kafka, logLevel } = require('kafkajs');

const N = Number(process.env.BENCH_EVENTS ?? 5000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const TX_SIZES = (process.env.BENCH_TX_SIZES ?? '1,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'in-process,kafka').split(',').map((s) => s.trim());
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 120000);
const MERCHANTS = Array.from({ length: 8 }, (_, i) => `bench-merchant-${i}`);
const RUN = randomUUID().slice(0, 8);

const createdTopics = new Set();
let failed = false;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function kafkaAnswers() {
  const admin = new Kafka({
    clientId: 'bench-probe',
    brokers: BROKERS,
    logLevel: logLevel.NOTHING,
    retry: { retries: 1 },
  }).admin();
  try {
    await admin.connect();
    await admin.listTopics();
    return true;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

async function openDb(label) {
  if (!DATABASE_URL)
    return { db: await kit.openDatabase({}), schema: `bench_${label}`, drop: async () => undefined };
  const db = await kit.openDatabase({ url: DATABASE_URL });
  const schema = `bench_${RUN}_${label}`;
  return { db, schema, drop: async () => db.query(`drop schema if exists "${schema}" cascade`) };
}

/** One scenario: a producer database with an outbox, a consumer database, a bus. */
async function scenario(transport, txSize) {
  const type = `hub.bench.tick-${RUN}-${transport}-${txSize}.v1`;
  const producer = await openDb('p');
  const consumer = await openDb('c');
  for (const { db, schema } of [producer, consumer]) {
    await db.query(`create schema if not exists "${schema}"`);
    await db.exec(kit.eventTablesSql(schema));
  }
  await producer.db.query(
    `create table "${producer.schema}".changes (id text primary key, merchant_id text not null, n int not null)`,
  );
  await consumer.db.query(`create table "${consumer.schema}".applied (id text primary key, n int not null)`);

  let producerBus;
  let consumerBus;
  if (transport === 'kafka') {
    createdTopics.add(type);
    producerBus = new kit.KafkaEventBus({ brokers: BROKERS, clientId: `bench-producer-${RUN}` });
    consumerBus = new kit.KafkaEventBus({ brokers: BROKERS, clientId: `bench-consumer-${RUN}` });
  } else {
    producerBus = consumerBus = new kit.InProcessEventBus((err) => console.error('handler failed', err));
  }

  const committedAt = new Map();
  const latencies = [];
  let received = 0;
  let lastAt = 0;
  let waiter;
  const off = kit.consumeEvents({
    bus: consumerBus,
    db: consumer.db,
    schema: consumer.schema,
    group: `bench-${RUN}-${transport}-${txSize}`,
    handlers: {
      [type]: async (event, tx) => {
        await tx.query(`insert into "${consumer.schema}".applied (id, n) values ($1, $2)`, [
          event.id,
          event.data.n,
        ]);
        const t0 = committedAt.get(event.id);
        if (t0 === undefined) return; // not of this phase
        committedAt.delete(event.id);
        const now = performance.now();
        latencies.push(now - t0);
        lastAt = now;
        received++;
        if (waiter && received >= waiter.count) waiter.resolve();
      },
    },
  });
  await consumerBus.start();
  const outbox = new kit.Outbox({ db: producer.db, schema: producer.schema, bus: producerBus, pollMs: 500 });
  outbox.start();

  let seq = 0;
  async function phase(count) {
    latencies.length = 0;
    received = 0;
    const done = new Promise((resolve) => (waiter = { count, resolve }));
    const started = performance.now();
    let next = 0;
    const writer = async () => {
      for (;;) {
        const take = Math.min(txSize, count - next);
        if (take <= 0) return;
        next += take;
        const events = Array.from({ length: take }, () => {
          const n = seq++;
          return kit.createEvent(type, MERCHANTS[n % MERCHANTS.length], { n });
        });
        await producer.db.transaction(async (tx) => {
          for (const e of events) {
            await tx.query(
              `insert into "${producer.schema}".changes (id, merchant_id, n) values ($1, $2, $3)`,
              [e.id, e.merchantId, e.data.n],
            );
          }
          await outbox.add(tx, events);
        });
        const t0 = performance.now(); // committed
        for (const e of events) committedAt.set(e.id, t0);
        await outbox.nudge();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    const producedAt = performance.now();
    let timer;
    const timedOut = await Promise.race([
      done.then(() => false),
      new Promise((resolve) => (timer = setTimeout(() => resolve(true), TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      count,
      received,
      timedOut,
      seconds: (lastAt - started) / 1000,
      commitsPerSecond: count / ((producedAt - started) / 1000),
      eventsPerSecond: received / ((lastAt - started) / 1000),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
    };
  }

  try {
    if (WARMUP > 0) await phase(WARMUP);
    const result = await phase(N);
    const [{ n: applied }] = await consumer.db.query(
      `select count(*)::int as n from "${consumer.schema}".applied`,
    );
    return { ...result, applied };
  } finally {
    off();
    await outbox.stop();
    if (producerBus !== consumerBus) await producerBus.close();
    await consumerBus.close();
    await producer.drop();
    await consumer.drop();
    await producer.db.close();
    await consumer.db.close();
  }
}

function row(cells) {
  return `| ${cells.join(' | ')} |`;
}

async function main() {
  const database = DATABASE_URL
    ? `PostgreSQL (${DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
    : 'PGlite (memory)';
  console.log(`bench/events: ${N} events per scenario (+${WARMUP} warm-up), ${WRITERS} writers, ${database}`);
  console.log(
    `node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  );
  const transports = [...TRANSPORTS];
  if (transports.includes('kafka') && !(await kafkaAnswers())) {
    console.error(
      `Kafka does not answer on ${BROKERS.join(',')} (bash infra/kafka/kafka.sh start); skipping the Kafka scenarios`,
    );
    transports.splice(transports.indexOf('kafka'), 1);
    failed = true;
  }
  const lines = [
    row([
      'transport',
      'database',
      'events/tx',
      'events',
      'received',
      'events/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const transport of transports) {
    for (const txSize of TX_SIZES) {
      const r = await scenario(transport, txSize);
      if (r.timedOut || r.received < r.count) failed = true;
      if (r.applied !== r.count + WARMUP) {
        console.error(
          `${transport}/${txSize}: the consumer applied ${r.applied} events, expected ${r.count + WARMUP}`,
        );
        failed = true;
      }
      const line = row([
        transport === 'kafka' ? 'outbox → Kafka → consumer' : 'outbox → in-process bus → consumer',
        DATABASE_URL ? 'PostgreSQL' : 'PGlite',
        txSize,
        r.count,
        r.received + (r.timedOut ? ' (timed out)' : ''),
        Math.round(r.eventsPerSecond),
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.p99.toFixed(1),
        r.max.toFixed(1),
      ]);
      console.log(line);
      lines.push(line);
    }
  }
  if (createdTopics.size > 0) {
    const admin = new Kafka({
      clientId: 'bench-cleanup',
      brokers: BROKERS,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    const existing = new Set(await admin.listTopics());
    const topics = [...createdTopics].flatMap((t) => [t, `${t}.dlq`]).filter((t) => existing.has(t));
    if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.disconnect();
  }
  console.log(`\n${lines.join('\n')}`);
}

main()
  .then(() => process.exit(failed ? 1 : 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
