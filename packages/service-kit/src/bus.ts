import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hub/contracts';

export type EventHandler = (event: EventEnvelope) => void | Promise<void>;

/** The event port. `subscribe('*', ...)` receives every event. Returns an unsubscribe function. */
export interface EventBus {
  publish(event: EventEnvelope): Promise<void>;
  subscribe(type: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

export function createEvent<T>(type: string, merchantId: string, data: T, now: Date = new Date()): EventEnvelope<T> {
  return { id: randomUUID(), type, merchantId, occurredAt: now.toISOString(), data };
}

/**
 * In-process bus for the all-in-one mode. Handlers run after publish returns control to the event
 * loop's current task; a failing handler is reported to `onError` and never reaches the publisher.
 */
export class InProcessEventBus implements EventBus {
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly onError: (err: unknown, event: EventEnvelope) => void = () => undefined) {}

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) return;
    const targets = [...(this.handlers.get(event.type) ?? []), ...(this.handlers.get('*') ?? [])];
    await Promise.all(
      targets.map((handler) => {
        const run = (async () => {
          try {
            await handler(event);
          } catch (err) {
            this.onError(err, event);
          }
        })();
        this.pending.add(run);
        return run.finally(() => this.pending.delete(run));
      }),
    );
  }

  subscribe(type: string, handler: EventHandler): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.pending]);
    this.handlers.clear();
  }
}
