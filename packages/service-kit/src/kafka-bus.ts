import { deadLetterTopic, EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Admin, type Consumer, type LogEntry, type Producer } from 'kafkajs';
import {
  DEFAULT_RETRY_POLICY,
  errorText,
  withRetries,
  type DeadLetter,
  type DeadLetterHandler,
  type EventBus,
  type EventHandler,
  type RetryPolicy,
  type SubscribeOptions,
} from './bus';
import type { Logger } from './logger';

export interface KafkaBusOptions {
  /** `host:port` list, e.g. from `KAFKA_BROKERS=127.0.0.1:9092`. */
  brokers: readonly string[];
  /** Names this client in the broker's logs and prefixes its broadcast groups. */
  clientId: string;
  logger?: Logger;
  retry?: Partial<RetryPolicy>;
  /** Partitions of topics this bus creates (default 3). */
  numPartitions?: number;
  /** Consumer session timeout; a killed consumer's partitions move after it (default 10 s). */
  sessionTimeoutMs?: number;
  /** What `subscribe('*')` means on Kafka: these topics (default every type in EVENT_TYPES). */
  allTypes?: readonly string[];
  /** Partitions one consumer works on at once; order within a partition is kept (default 3). */
  partitionsConsumedConcurrently?: number;
}

/** `KAFKA_BROKERS` → broker list (comma separated); undefined when unset or empty. */
export function kafkaBrokersFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

interface Subscription {
  topic: string;
  onEvent?: EventHandler;
  onDeadLetter?: DeadLetterHandler;
}

interface GroupState {
  groupId: string;
  group: string;
  fromBeginning: boolean;
  subs: Set<Subscription>;
  consumer?: Consumer;
  topics?: string[];
  starting?: Promise<void>;
}

const NON_RETRYABLE = new Set(['InvalidEventError', 'SyntaxError']);

/** How long a service waits for its topics on a broker that is still settling. */
const TOPIC_READY_TIMEOUT_MS = 60000;

/**
 * Answers a fresh broker gives while topics are being created by several clients at once: another
 * client created it first, the partition is not hosted or led yet, or metadata is still stale.
 */
export function isTopicSetupRace(err: unknown): boolean {
  const e = err as { retriable?: boolean; type?: string; name?: string; errors?: unknown[] } | undefined;
  if (!e) return false;
  if (e.retriable === true) return true;
  if (e.type === 'TOPIC_ALREADY_EXISTS' || e.type === 'UNKNOWN_TOPIC_OR_PARTITION' || e.type === 'LEADER_NOT_AVAILABLE') return true;
  if (Array.isArray(e.errors) && e.errors.length > 0) return e.errors.every(isTopicSetupRace);
  return e.name === 'KafkaJSNumberOfRetriesExceeded' || e.name === 'KafkaJSTopicMetadataNotLoaded';
}

/**
 * Kafka adapter of the event port (kafkajs). Topics are event types, created on demand; messages are
 * keyed by merchantId (one merchant's events stay in one partition, in order). A consumer group per
 * subscribing service; a handler that keeps failing sends the message to `<topic>.dlq` and the
 * group moves on. Offsets are committed after the handler: delivery is at-least-once, so consumers
 * must be idempotent (see `consumeEvents`).
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly retry: RetryPolicy;
  private readonly groups = new Map<string, GroupState>();
  private readonly knownTopics = new Set<string>();
  private topicChain: Promise<void> = Promise.resolve();
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private started = false;
  private closed = false;
  private readonly broadcastSuffix = randomUUID().slice(0, 8);

  constructor(private readonly options: KafkaBusOptions) {
    const logger = options.logger;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
      retry: { retries: 8, initialRetryTime: 200, maxRetryTime: 5000 },
      logCreator:
        () =>
        ({ level, log }: LogEntry) => {
          if (!logger) return;
          const { message, ...extra } = log;
          if (level <= logLevel.ERROR) logger.warn({ kafka: extra }, `kafka: ${message}`);
          else logger.debug({ kafka: extra }, `kafka: ${message}`);
        },
    });
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  }

  private getAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })();
    return this.admin;
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
      await producer.connect();
      return producer;
    })();
    return this.producer;
  }

  /**
   * Creates the topics not seen yet (idempotent; serialised) and waits until each partition has a
   * leader. Several services start against a fresh broker at once, so a create can race another
   * service's create or run ahead of the broker's metadata: those answers are retried, not fatal.
   */
  ensureTopics(topics: readonly string[]): Promise<void> {
    const run = this.topicChain.then(async () => {
      const missing = [...new Set(topics)].filter((t) => !this.knownTopics.has(t));
      if (missing.length === 0) return;
      const admin = await this.getAdmin();
      const deadline = Date.now() + TOPIC_READY_TIMEOUT_MS;
      for (let attempt = 1; ; attempt++) {
        try {
          const existing = new Set(await admin.listTopics());
          const create = missing.filter((t) => !existing.has(t));
          if (create.length > 0) {
            await admin.createTopics({
              waitForLeaders: false,
              topics: create.map((topic) => ({ topic, numPartitions: this.options.numPartitions ?? 3, replicationFactor: 1 })),
            });
          }
          const { topics: metadata } = await admin.fetchTopicMetadata({ topics: missing });
          const leaderless = metadata.filter((t) => t.partitions.length === 0 || t.partitions.some((p) => p.leader < 0));
          if (leaderless.length === 0) break;
          throw Object.assign(new Error(`topics without leaders yet: ${leaderless.map((t) => t.name).join(', ')}`), { retriable: true });
        } catch (err) {
          if (!isTopicSetupRace(err) || Date.now() > deadline) throw err;
          this.options.logger?.debug({ err, attempt }, 'kafka: topics not ready yet; retrying');
          await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
        }
      }
      for (const t of missing) this.knownTopics.add(t);
    });
    this.topicChain = run.catch(() => undefined);
    return run;
  }

  async publish(event: EventEnvelope): Promise<void> {
    await this.publishMany([event]);
  }

  async publishMany(events: readonly EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    if (this.closed) throw new Error('the Kafka bus is closed');
    await this.ensureTopics(events.map((e) => e.type));
    const producer = await this.getProducer();
    // One topicMessages entry per topic, in first-seen order; messages keep their order within a topic.
    const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
    for (const e of events) {
      let list = byTopic.get(e.type);
      if (!list) byTopic.set(e.type, (list = []));
      list.push({ key: e.merchantId, value: JSON.stringify(e), headers: { 'hub-event-id': e.id } });
    }
    await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
  }

  /** Sends raw text to a topic (tests: a message that is not an event). */
  async publishRaw(topic: string, key: string, value: string): Promise<void> {
    await this.ensureTopics([topic]);
    const producer = await this.getProducer();
    await producer.send({ topic, acks: -1, messages: [{ key, value }] });
  }

  private groupState(options: SubscribeOptions): GroupState {
    const replay = options.group === undefined && options.fromBeginning === true;
    const group = options.group ?? `broadcast-${this.options.clientId}-${this.broadcastSuffix}${replay ? '-replay' : ''}`;
    let state = this.groups.get(group);
    if (!state) {
      state = { group, groupId: `hub.${group}`, fromBeginning: options.group !== undefined || replay, subs: new Set() };
      this.groups.set(group, state);
    }
    return state;
  }

  private add(sub: Subscription, options: SubscribeOptions): () => void {
    const state = this.groupState(options);
    state.subs.add(sub);
    if (this.started) void this.startGroup(state).catch((err: unknown) => this.options.logger?.error({ err, group: state.group }, 'kafka consumer start failed'));
    return () => {
      state.subs.delete(sub);
    };
  }

  subscribe(type: string, handler: EventHandler, options: SubscribeOptions = {}): () => void {
    if (type === '*') {
      const offs = (this.options.allTypes ?? Object.values(EVENT_TYPES)).map((t) => this.add({ topic: t, onEvent: handler }, options));
      return () => offs.forEach((off) => off());
    }
    return this.add({ topic: type, onEvent: handler }, options);
  }

  subscribeDeadLetters(type: string, handler: DeadLetterHandler, options: SubscribeOptions = {}): () => void {
    return this.add({ topic: deadLetterTopic(type), onDeadLetter: handler }, options);
  }

  async start(): Promise<void> {
    this.started = true;
    await Promise.all([...this.groups.values()].map((g) => this.startGroup(g)));
  }

  private topicsOf(state: GroupState): string[] {
    return [...new Set([...state.subs].map((s) => s.topic))].sort();
  }

  private startGroup(state: GroupState): Promise<void> {
    const run = (state.starting ?? Promise.resolve()).then(async () => {
      if (this.closed) return;
      const topics = this.topicsOf(state);
      if (topics.length === 0) return;
      if (state.consumer && state.topics && state.topics.join() === topics.join()) return;
      if (state.consumer) {
        await state.consumer.disconnect().catch(() => undefined);
        state.consumer = undefined;
      }
      await this.ensureTopics(topics);
      const consumer = this.kafka.consumer({
        groupId: state.groupId,
        sessionTimeout: this.options.sessionTimeoutMs ?? 10000,
        heartbeatInterval: 1000,
        rebalanceTimeout: 20000,
        allowAutoTopicCreation: true,
      });
      const joined = new Promise<void>((resolve) => {
        const off = consumer.on(consumer.events.GROUP_JOIN, () => {
          off();
          resolve();
        });
      });
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: state.fromBeginning });
      state.consumer = consumer;
      state.topics = topics;
      await consumer.run({
        partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 3,
        eachMessage: async ({ topic, message }) => this.handleMessage(state, topic, message.key?.toString() ?? '', message.value?.toString() ?? ''),
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        joined,
        new Promise<void>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`consumer group ${state.groupId} did not join within 30 s`)), 30000);
        }),
      ]).finally(() => clearTimeout(timer));
    });
    state.starting = run.catch(() => undefined);
    return run;
  }

  private async handleMessage(state: GroupState, topic: string, key: string, raw: string): Promise<void> {
    const subs = [...state.subs].filter((s) => s.topic === topic);
    if (subs.length === 0) return;
    if (topic.endsWith('.dlq')) {
      let letter: DeadLetter;
      try {
        letter = JSON.parse(raw) as DeadLetter;
      } catch {
        return;
      }
      for (const s of subs) await Promise.resolve(s.onDeadLetter?.(letter)).catch(() => undefined);
      return;
    }
    let event: EventEnvelope | null = null;
    let parseError: unknown;
    try {
      event = JSON.parse(raw) as EventEnvelope;
    } catch (err) {
      parseError = err;
    }
    for (const s of subs) {
      if (!s.onEvent) continue;
      const handler = s.onEvent;
      const { error, attempts } =
        event === null
          ? { error: parseError, attempts: 1 }
          : await withRetries(async () => handler(event), this.retry, (err) => !NON_RETRYABLE.has((err as Error | undefined)?.name ?? ''));
      if (error === undefined) continue;
      this.options.logger?.warn({ err: error, topic, group: state.group, attempts }, 'event handler gave up: dead-lettered');
      const letter: DeadLetter = { topic, group: state.group, error: errorText(error), attempts, failedAt: new Date().toISOString(), event, ...(event ? {} : { raw }) };
      await this.ensureTopics([deadLetterTopic(topic)]);
      const producer = await this.getProducer();
      await producer.send({
        topic: deadLetterTopic(topic),
        acks: -1,
        messages: [{ key, value: JSON.stringify(letter), headers: { 'hub-error': letter.error.slice(0, 1000), 'hub-group': state.group } }],
      });
    }
  }

  /** Resolves when every group started so far has joined. */
  async ready(): Promise<void> {
    await Promise.all([...this.groups.values()].map((g) => g.starting));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.groups.values()].map(async (g) => g.consumer?.disconnect().catch(() => undefined)));
    if (this.producer) await (await this.producer.catch(() => undefined))?.disconnect().catch(() => undefined);
    if (this.admin) await (await this.admin.catch(() => undefined))?.disconnect().catch(() => undefined);
  }
}
