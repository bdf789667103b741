import { randomUUID } from 'node:crypto';
import type { EventDataInput, EventEnvelope, EventType } from '@hub/contracts';

export type EventHandler = (event: EventEnvelope) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * The consumer group (usually the service name). Instances of one group share the work (Kafka);
   * without a group every bus instance receives every event from now on (a broadcast, e.g. the
   * gateway's socket fan-out).
   */
  group?: string;
  /**
   * Kafka, broadcast subscriptions only: read the topic from its start when this bus instance joins
   * (a service group always starts from the earliest offset when it is new). E.g. the gateway's
   * revoked-session list. Ignored by the in-process bus.
   */
  fromBeginning?: boolean;
}

/** A message that kept failing: the original event (or raw text when it was not JSON) and the last error. */
export interface DeadLetter {
  /** The topic the message came from (the event type). */
  topic: string;
  group: string;
  error: string;
  attempts: number;
  failedAt: string;
  event: EventEnvelope | null;
  raw?: string;
}
export type DeadLetterHandler = (letter: DeadLetter) => void | Promise<void>;

export interface RetryPolicy {
  /** Attempts in all, the first included (default 4). */
  attempts: number;
  /** Backoff before the second attempt; it doubles up to maxBackoffMs (default 50 ms). */
  backoffMs: number;
  maxBackoffMs: number;
}
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, backoffMs: 50, maxBackoffMs: 2000 };

/**
 * The event port. `subscribe('*', ...)` receives every event type. A handler that keeps failing
 * (after `RetryPolicy.attempts` attempts with backoff) sends the message to the dead-letter topic
 * `<type>.dlq` with its error, and the subscription moves on to the next message.
 */
export interface EventBus {
  readonly kind: 'in-process' | 'kafka';
  /** Publishes in order; events of one merchant stay in order (Kafka key = merchantId). */
  publish(event: EventEnvelope): Promise<void>;
  publishMany(events: readonly EventEnvelope[]): Promise<void>;
  subscribe(type: string, handler: EventHandler, options?: SubscribeOptions): () => void;
  /** Receives the dead letters of `type` (test and operations use). */
  subscribeDeadLetters(type: string, handler: DeadLetterHandler, options?: SubscribeOptions): () => void;
  /** Starts delivery of the subscriptions made so far and resolves when they receive (Kafka: groups joined). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A new event of a known type: its data must be what the type's schema takes (EVENT_DATA_SCHEMAS). */
export function createEvent<T extends EventType>(type: T, merchantId: string, data: EventDataInput<T>, now: Date = new Date()): EventEnvelope<EventDataInput<T>> & { type: T } {
  return { id: randomUUID(), type, merchantId, occurredAt: now.toISOString(), data };
}

/**
 * An event of any type, its data unchecked by the compiler: for the bus's own tests and tools that
 * carry types the contracts do not declare. Services use `createEvent`.
 */
export function createRawEvent<T>(type: string, merchantId: string, data: T, now: Date = new Date()): EventEnvelope<T> {
  return { id: randomUUID(), type, merchantId, occurredAt: now.toISOString(), data };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function errorText(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}

/** Runs `fn` up to `policy.attempts` times with exponential backoff; returns the last error or undefined. */
export async function withRetries(
  fn: () => Promise<void>,
  policy: RetryPolicy,
  retryable: (err: unknown) => boolean = () => true,
): Promise<{ error?: unknown; attempts: number }> {
  let delay = policy.backoffMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await fn();
      return { attempts: attempt };
    } catch (err) {
      if (attempt >= policy.attempts || !retryable(err)) return { error: err, attempts: attempt };
      await sleep(delay);
      delay = Math.min(delay * 2, policy.maxBackoffMs);
    }
  }
}

export interface InProcessBusOptions {
  retry?: Partial<RetryPolicy>;
}

/**
 * In-process bus for the all-in-one mode. `publish` resolves when every handler has finished (or
 * given up): a failing handler is retried, then reported to `onError` and to the dead-letter
 * subscribers, and never reaches the publisher.
 */
export class InProcessEventBus implements EventBus {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, Set<{ handler: EventHandler; group: string }>>();
  private readonly deadLetterHandlers = new Map<string, Set<DeadLetterHandler>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly retry: RetryPolicy;
  private closed = false;

  constructor(
    private readonly onError: (err: unknown, event: EventEnvelope) => void = () => undefined,
    options: InProcessBusOptions = {},
  ) {
    this.retry = { ...DEFAULT_RETRY_POLICY, backoffMs: 5, maxBackoffMs: 100, ...options.retry };
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) return;
    const targets = [...(this.handlers.get(event.type) ?? []), ...(this.handlers.get('*') ?? [])];
    await Promise.all(
      targets.map(({ handler, group }) => {
        const run = (async () => {
          const { error, attempts } = await withRetries(async () => handler(event), this.retry, (err) => (err as Error | undefined)?.name !== 'InvalidEventError');
          if (error === undefined) return;
          this.onError(error, event);
          await this.deadLetter({ topic: event.type, group, error: errorText(error), attempts, failedAt: new Date().toISOString(), event });
        })();
        this.pending.add(run);
        return run.finally(() => this.pending.delete(run));
      }),
    );
  }

  async publishMany(events: readonly EventEnvelope[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  private async deadLetter(letter: DeadLetter): Promise<void> {
    for (const handler of this.deadLetterHandlers.get(letter.topic) ?? []) {
      try {
        await handler(letter);
      } catch {
        // a dead-letter reader failing must not take the bus down
      }
    }
  }

  subscribe(type: string, handler: EventHandler, options: SubscribeOptions = {}): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    const entry = { handler, group: options.group ?? 'in-process' };
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  subscribeDeadLetters(type: string, handler: DeadLetterHandler): () => void {
    let set = this.deadLetterHandlers.get(type);
    if (!set) {
      set = new Set();
      this.deadLetterHandlers.set(type, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  async start(): Promise<void> {
    // delivery is immediate
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.pending]);
    this.handlers.clear();
    this.deadLetterHandlers.clear();
  }
}
