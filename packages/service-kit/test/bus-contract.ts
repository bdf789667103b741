// The contract every EventBus adapter keeps; run by bus.inprocess.test.ts and bus.kafka.test.ts.
import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { randomBytes } from 'node:crypto';
import { createEvent, createRawEvent, type DeadLetter, type EventBus } from '../src/bus';
import { consumeEvents, type EventHandlers } from '../src/consumer';
import type { Db } from '../src/db/port';
import { eventTablesSql, Outbox } from '../src/outbox';
import { testDatabaseTargets } from '../src/testing/databases';

export interface BusFactory {
  name: string;
  /** A new bus (the suite closes it). */
  create(): Promise<EventBus>;
  /** Sends text that is not an event to a topic, when the adapter can. */
  publishRaw?(bus: EventBus, topic: string, key: string, value: string): Promise<void>;
  timeoutMs: number;
}

/** Resolves when `predicate()` holds, polling; rejects after `timeoutMs`. */
export async function eventually(predicate: () => boolean | Promise<boolean>, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const uniqueType = (event: string) => `hub.test${randomBytes(4).toString('hex')}.${event}.v1`;
const uniqueGroup = () => `contract-${randomBytes(4).toString('hex')}`;

export function busContract(factory: BusFactory): void {
  const buses: EventBus[] = [];
  const open = async () => {
    const bus = await factory.create();
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });
  const wait = (p: () => boolean | Promise<boolean>, what?: string) => eventually(p, factory.timeoutMs, what);

  it('when an event is published, then a subscriber of its type receives the whole envelope', async () => {
    const bus = await open();
    const type = uniqueType('created');
    const seen: EventEnvelope[] = [];
    bus.subscribe(type, (e) => void seen.push(e), { group: uniqueGroup() });
    await bus.start();
    const event = createRawEvent(type, 'M1', { n: 1, nested: { ok: true } });
    await bus.publish(event);
    await wait(() => seen.length === 1, 'delivery');
    expect(seen[0]).toEqual(event);
  });

  it("when one merchant's events are published, then they arrive in order; two groups each get all", async () => {
    const bus = await open();
    const type = uniqueType('changed');
    const a: number[] = [];
    const b: number[] = [];
    bus.subscribe(type, (e) => void a.push((e.data as { n: number }).n), { group: uniqueGroup() });
    bus.subscribe(type, (e) => void b.push((e.data as { n: number }).n), { group: uniqueGroup() });
    await bus.start();
    const events = Array.from({ length: 60 }, (_, n) => createRawEvent(type, 'M-ORDER', { n }));
    await bus.publishMany(events.slice(0, 30));
    for (const e of events.slice(30)) await bus.publish(e);
    await wait(() => a.length === 60 && b.length === 60, 'all 60 events in both groups');
    expect(a).toEqual(events.map((_, n) => n));
    expect(b).toEqual(a);
  });

  it('when a handler keeps failing, then after bounded retries the event goes to <type>.dlq with its error, and the next one is handled', async () => {
    const bus = await open();
    const type = uniqueType('poison');
    const group = uniqueGroup();
    const attempts = new Map<number, number>();
    const handled: number[] = [];
    const letters: DeadLetter[] = [];
    bus.subscribe(
      type,
      (e) => {
        const n = (e.data as { n: number }).n;
        attempts.set(n, (attempts.get(n) ?? 0) + 1);
        if (n === 1) throw new Error('cannot handle n=1');
        handled.push(n);
      },
      { group },
    );
    bus.subscribeDeadLetters(type, (l) => void letters.push(l), { group: `${group}-dlq` });
    await bus.start();
    await bus.publishMany([0, 1, 2].map((n) => createRawEvent(type, 'M-DLQ', { n })));
    await wait(() => handled.length === 2 && letters.length === 1, 'two handled and one dead letter');
    expect(handled).toEqual([0, 2]);
    expect(attempts.get(1)).toBeGreaterThan(1);
    expect(attempts.get(1)).toBeLessThanOrEqual(10);
    expect(letters[0]).toMatchObject({ topic: type, group, error: expect.stringContaining('cannot handle n=1'), attempts: attempts.get(1) });
    expect((letters[0]!.event?.data as { n: number }).n).toBe(1);
  });

  it('when an event breaks its schema, then an idempotent consumer dead-letters it at once and moves on', async () => {
    const bus = await open();
    const group = uniqueGroup();
    const handled: string[] = [];
    const letters: DeadLetter[] = [];
    const target = (await testDatabaseTargets()[0]!.create());
    try {
      await target.db.exec(`create schema if not exists contract_c; ${eventTablesSql('contract_c')}`);
      // STORE_UPDATED is shared by every run: filter on a unique merchant.
      const merchant = `M-${randomBytes(3).toString('hex')}`;
      consumeEvents({
        bus,
        db: target.db,
        schema: 'contract_c',
        group,
        handlers: {
          [EVENT_TYPES.STORE_UPDATED]: async (e) => {
            if (e.merchantId === merchant) handled.push(e.data.code);
          },
        },
      });
      bus.subscribeDeadLetters(EVENT_TYPES.STORE_UPDATED, (l) => void (l.event?.merchantId === merchant && letters.push(l)), { group: `${group}-dlq` });
      await bus.start();
      const good = (code: string, revision: number) => createEvent(EVENT_TYPES.STORE_UPDATED, merchant, { code, name: code, tz: null, location: { lat: 0, lng: 0 }, revision });
      await bus.publishMany([good('A', 1), createRawEvent(EVENT_TYPES.STORE_UPDATED, merchant, { code: 'BAD' }), good('B', 2)]);
      await wait(() => handled.length === 2 && letters.length === 1, 'two handled and one dead letter');
      expect(handled).toEqual(['A', 'B']);
      expect(letters[0]).toMatchObject({ attempts: 1, error: expect.stringContaining('InvalidEventError') });
    } finally {
      await target.drop();
    }
  });

  describe.each(testDatabaseTargets().map((t) => [t.name, t] as const))('outbox and idempotent consumer on %s', (_label, target) => {
    it('when events are committed through the outbox, then each is handled once even when delivered twice; rolled-back ones never leave', async () => {
      const bus = await open();
      const test = await target.create();
      try {
        const { db } = test;
        await db.exec(`create schema contract_p; ${eventTablesSql('contract_p')}; create schema contract_c; ${eventTablesSql('contract_c')};
                       create table contract_c.applied (event_id text, n int)`);
        const type = uniqueType('outboxed');
        const group = uniqueGroup();
        consumeEvents({
          bus,
          db,
          schema: 'contract_c',
          group,
          // a topic of this run only (no contract declares it): the handler map is cast to the typed one
          handlers: {
            [type]: async (e: EventEnvelope<{ n: number }>, tx: Db) => void (await tx.query('insert into contract_c.applied values ($1, $2)', [e.id, e.data.n])),
          } as unknown as EventHandlers,
        });
        await bus.start();
        const outbox = new Outbox({ db, bus, schema: 'contract_p', pollMs: 50 });
        const events = Array.from({ length: 20 }, (_, n) => createRawEvent(type, 'M-OUTBOX', { n }));
        await db.transaction((tx) => outbox.add(tx, events.slice(0, 10)));
        await db
          .transaction(async (tx) => {
            await outbox.add(tx, createRawEvent(type, 'M-OUTBOX', { n: 999 }));
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        await db.transaction((tx) => outbox.add(tx, events.slice(10)));
        await outbox.nudge();
        expect(await outbox.pendingCount()).toBe(0);
        // Deliver some again, as after a crash between publish and mark.
        await bus.publishMany(events.slice(0, 5));
        const count = async () => Number((await db.query<{ n: string }>('select count(*) as n from contract_c.applied'))[0]!.n);
        // A sentinel after the repeats, of the same merchant (kept in order, key = merchant): once it is
        // applied, the repeats before it have been handled (or skipped), so counting now is no guess.
        await bus.publish(createRawEvent(type, 'M-OUTBOX', { n: 1000 }));
        await wait(async () => (await db.query('select 1 from contract_c.applied where n = 1000')).length === 1, 'the sentinel applied');
        expect(await count()).toBe(21);
        const rows = await db.query<{ n: number }>('select n from contract_c.applied order by n');
        expect(rows.map((r) => r.n)).toEqual([...events.map((_, n) => n), 1000]);
        outbox.start();
        await outbox.stop();
      } finally {
        await test.drop();
      }
    });
  });
}
