#!/usr/bin/env node
'use strict';
// Waits until a Kafka broker is really ready: an admin client connects, creates a topic (waiting for
// its leader), sees it in the topic list and finds a group coordinator. Used by `kafka.sh start`; usable from tests too:
//
//   node infra/kafka/wait-ready.js [--brokers 127.0.0.1:9092] [--timeout 90] [--topic hub-kafka-ready]
//   const { waitReady } = require('./infra/kafka/wait-ready.js'); await waitReady({ timeoutMs: 30000 });
//
// Brokers default to $KAFKA_BROKERS (comma separated), else 127.0.0.1:${KAFKA_PORT:-9092}.
// Exit code 0 when ready, 1 when the deadline passed.

const { Kafka, logLevel } = require('kafkajs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function defaultBrokers() {
  const list = process.env.KAFKA_BROKERS || `127.0.0.1:${process.env.KAFKA_PORT || 9092}`;
  return list
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
}

async function probe(brokers, topic) {
  const kafka = new Kafka({
    clientId: 'hub-kafka-wait-ready',
    brokers,
    connectionTimeout: 2000,
    requestTimeout: 5000,
    retry: { retries: 0 },
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    // false when the topic already exists: that is fine, a metadata round trip still happened
    await admin.createTopics({
      topics: [{ topic, numPartitions: 1, replicationFactor: 1 }],
      waitForLeaders: true,
      timeout: 5000,
    });
    const topics = await admin.listTopics();
    if (!topics.includes(topic)) throw new Error(`topic ${topic} not listed yet`);
    const meta = await admin.fetchTopicMetadata({ topics: [topic] });
    const partitions = meta.topics[0] ? meta.topics[0].partitions : [];
    if (!partitions.length || partitions.some((p) => p.leader < 0)) {
      throw new Error(`topic ${topic} has no leader yet`);
    }
    // looks up a group coordinator, which makes the broker create __consumer_offsets now rather than
    // on the first consumer's join (kafkajs would otherwise log "group coordinator is not available")
    await admin.describeGroups([`${topic}-group`]);
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

async function waitReady({
  brokers = defaultBrokers(),
  timeoutMs = 90000,
  topic = 'hub-kafka-ready',
  intervalMs = 500,
} = {}) {
  const deadline = Date.now() + timeoutMs;
  let attempts = 0;
  let lastError;
  for (;;) {
    attempts += 1;
    try {
      await probe(brokers, topic);
      return { attempts };
    } catch (err) {
      lastError = err;
    }
    if (Date.now() + intervalMs >= deadline) break;
    await sleep(intervalMs);
  }
  const error = new Error(
    `Kafka at ${brokers.join(',')} not ready after ${attempts} attempts: ${lastError && lastError.message}`,
  );
  error.cause = lastError;
  throw error;
}

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--brokers') opts.brokers = value.split(',');
    else if (arg === '--timeout') opts.timeoutMs = Number(value) * 1000;
    else if (arg === '--topic') opts.topic = value;
    else throw new Error(`unknown argument ${arg}`);
    i += 1;
  }
  return opts;
}

if (require.main === module) {
  const started = Date.now();
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`[kafka] ${err.message}`);
    process.exit(2);
  }
  waitReady(opts).then(
    ({ attempts }) => {
      console.error(`[kafka] metadata check passed (${attempts} attempt(s), ${Date.now() - started} ms)`);
      process.exit(0);
    },
    (err) => {
      console.error(`[kafka] ${err.message}`);
      process.exit(1);
    },
  );
}

module.exports = { waitReady };
