import { parseEvent, type EventData, type EventType } from '@hub/contracts';
import type { EventEnvelope } from '@hub/contracts';
import type { EventBus, SubscribeOptions } from './bus';
import type { Db } from './db/port';
import { SCHEMA_NAME } from './schema-name';

/** A consumer of events of type `T`: the event is parsed (its data typed by its type) and runs in `tx`. */
export type ConsumedEventHandler<T extends EventType = EventType> = (event: EventEnvelope<EventData<T>> & { type: T }, tx: Db) => Promise<void>;

/** A handler per event type, each typed by its type. */
export type EventHandlers = { readonly [T in EventType]?: ConsumedEventHandler<T> };

export interface ConsumeOptions {
  bus: EventBus;
  db: Db;
  /** The consumer's schema (holds `processed_events`). */
  schema: string;
  /** The consumer group, usually the service name. */
  group: string;
  handlers: EventHandlers;
  subscribe?: Omit<SubscribeOptions, 'group'>;
  /**
   * Called (not awaited) after a handler's transaction committed: the service's outbox relay is
   * nudged, so events a handler wrote leave at once. Not awaited: a relay may be the very publisher
   * whose delivery this handler is part of.
   */
  afterCommit?: () => void;
}

/**
 * Subscribes idempotent handlers: each event is validated (an invalid one goes straight to the
 * dead-letter topic), then its id is recorded in `<schema>.processed_events` for the group in the
 * same transaction as the handler's changes; a repeat is skipped. Returns an unsubscribe function.
 */
export function consumeEvents(options: ConsumeOptions): () => void {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name ${options.schema}`);
  const table = `"${options.schema}".processed_events`;
  const entries = Object.entries(options.handlers) as [EventType, ConsumedEventHandler<EventType>][];
  const offs = entries.map(([type, handler]) =>
    options.bus.subscribe(
      type,
      async (raw) => {
        // parseEvent checked the data against the schema of its type: what the handler's type says.
        const event = parseEvent(raw) as EventEnvelope<EventData<EventType>> & { type: EventType };
        await options.db.transaction(async (tx) => {
          const fresh = await tx.query(`insert into ${table} (consumer_group, event_id) values ($1, $2) on conflict do nothing returning event_id`, [
            options.group,
            event.id,
          ]);
          if (fresh.length === 0) return;
          await handler(event, tx);
        });
        options.afterCommit?.();
      },
      { ...options.subscribe, group: options.group },
    ),
  );
  return () => offs.forEach((off) => off());
}

