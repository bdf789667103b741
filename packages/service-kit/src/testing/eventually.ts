import { EVENT_TYPES, parseEventOf } from '@hub/contracts';
import { randomUUID } from 'node:crypto';
import { createEvent, type EventBus } from '../bus';
import type { ServiceEventing } from '../eventing';

/**
 * Waits until `check` holds (polling every `everyMs`), instead of sleeping a fixed time; fails with
 * `what` after `timeoutMs`. For "it arrives"; for "nothing more arrives" use `publishedSoFar`.
 * The default bound (30 s, inside the back-end tests' 60 s) is sized for a machine at load 25 (two
 * cores shared with other work, issue 27 item 4): a check that holds returns as soon as it holds, so
 * only a failure waits the bound out.
 */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Resolves once every event `eventing` wrote to its outbox before this call has been published on
 * `bus` and handled by its in-process subscribers: it writes a sentinel event after them and waits
 * for it. Sound because one outbox's relay publishes its rows one by one in `seq` order, and the
 * in-process bus runs a published event's handlers before `publish` resolves (on Kafka, order holds
 * per merchant: pass the merchant of the events awaited). So asserting "nothing more arrived" after
 * it is not a guess about timing.
 */
export async function publishedSoFar(eventing: Pick<ServiceEventing, 'transaction'>, bus: EventBus, merchantId = 'SENTINEL'): Promise<void> {
  const id = randomUUID();
  let seen = false;
  const off = bus.subscribe(EVENT_TYPES.SENTINEL, (event) => {
    if (parseEventOf(EVENT_TYPES.SENTINEL, event).data.id === id) seen = true;
  });
  try {
    await eventing.transaction((_tx, emit) => emit(createEvent(EVENT_TYPES.SENTINEL, merchantId, { id })));
    await eventually(`sentinel ${id}`, () => seen);
  } finally {
    off();
  }
}
