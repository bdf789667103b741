import { parseEvent, type EventEnvelope } from '@hub/contracts';
import { randomUUID } from 'node:crypto';
import type { EventBus } from './bus';
import { DrainLoop } from './drain-loop';
import { kitMigrationSql } from './db/migrate';
import type { Db } from './db/port';
import type { Logger } from './logger';
import { SCHEMA_NAME } from './schema-name';

/**
 * The SQL of the event tables every service schema has (the kit migration kit_001_events.sql, which
 * the runner applies to each service schema): the outbox, the relay lease and the processed-event ids.
 */
export function eventTablesSql(schema: string): string {
  return kitMigrationSql(schema, 'kit_001');
}

/**
 * Writes events to `<schema>.outbox` with `db` (the caller's transaction: they commit with the change);
 * known types are validated against their schema. The schema's relay publishes them on its next
 * pass (`Outbox.nudge()` after the commit makes that at once).
 */
export async function addToOutbox(db: Db, schema: string, events: EventEnvelope | readonly EventEnvelope[]): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const list = Array.isArray(events) ? (events as readonly EventEnvelope[]) : [events as EventEnvelope];
  for (const raw of list) {
    const event = parseEvent(raw);
    await db.query(`insert into "${schema}".outbox (id, type, merchant_id, occurred_at, data) values ($1, $2, $3, $4, $5::jsonb)`, [
      event.id,
      event.type,
      event.merchantId,
      event.occurredAt,
      JSON.stringify(event.data),
    ]);
  }
}

export interface OutboxOptions {
  db: Db;
  /** The service's schema, holding `outbox` and `outbox_lease`. */
  schema: string;
  bus: EventBus;
  logger?: Logger;
  /** Polling interval of the relay (default env HUB_OUTBOX_POLL_MS, else 500 ms). */
  pollMs?: number;
  batchSize?: number;
  /** How long a relay instance holds the publishing lease without renewing it (default 10 s). */
  leaseMs?: number;
  /**
   * The event types the service declares it publishes (its `src/events/`); `add` refuses any other
   * type, so what a service says it publishes is what it can publish. Absent: any type.
   */
  publishes?: readonly string[];
}

interface OutboxRow {
  id: string;
  type: string;
  merchant_id: string;
  occurred_at: Date | string;
  data: unknown;
}

/**
 * The transactional outbox of one service schema. `add(tx, events)` writes events in the caller's
 * transaction; the relay publishes pending rows in `seq` order and marks them sent, on every
 * `nudge()` (after a commit) and on a timer. One relay instance per schema publishes at a time (a
 * lease row), so several instances of a service keep the order. At-least-once: a crash between
 * publish and mark republishes, consumers skip repeats by event id.
 */
export class Outbox {
  private readonly owner = randomUUID();
  private readonly loop: DrainLoop;
  private readonly t: string;

  constructor(private readonly options: OutboxOptions) {
    if (!SCHEMA_NAME.test(options.schema)) throw new Error(`invalid schema name ${options.schema}`);
    this.t = `"${options.schema}"`;
    let polls = 0;
    this.loop = new DrainLoop({
      drain: () => this.drain(),
      pollMs: options.pollMs ?? (Number(process.env.HUB_OUTBOX_POLL_MS) || 500),
      onError: (err) => this.options.logger?.warn({ err, schema: this.options.schema }, 'outbox relay failed; it retries on the next poll'),
      onTick: () => {
        if (++polls % 1000 === 0) {
          void this.options.db.query(`delete from ${this.t}.outbox where sent_at < now() - interval '1 day'`).catch(() => undefined);
        }
      },
    });
  }

  /** Writes events to the outbox inside `tx`; known types are validated against their schema. */
  async add(tx: Db, events: EventEnvelope | readonly EventEnvelope[]): Promise<void> {
    const declared = this.options.publishes;
    if (declared) {
      for (const event of Array.isArray(events) ? (events as readonly EventEnvelope[]) : [events as EventEnvelope]) {
        if (!declared.includes(event.type)) throw new Error(`${this.options.schema}: ${event.type} is not among the events the service declares it publishes`);
      }
    }
    await addToOutbox(tx, this.options.schema, events);
  }

  /** Runs the relay now (after the pass already queued, if any); resolves when it has drained. Never rejects. */
  nudge(): Promise<void> {
    return this.loop.nudge();
  }

  private async acquireLease(): Promise<boolean> {
    const rows = await this.options.db.query(
      `insert into ${this.t}.outbox_lease (id, owner, until) values (1, $1, now() + ($2::int * interval '1 millisecond'))
       on conflict (id) do update set owner = excluded.owner, until = excluded.until
        where ${this.t}.outbox_lease.owner = excluded.owner or ${this.t}.outbox_lease.until < now()
       returning owner`,
      [this.owner, this.options.leaseMs ?? 10000],
    );
    return rows.length > 0;
  }

  private async drain(): Promise<void> {
    const db = this.options.db;
    const batch = this.options.batchSize ?? 500;
    for (;;) {
      if (this.loop.stopped) return;
      if (!(await this.acquireLease())) return;
      const rows = await db.query<OutboxRow>(
        `select id, type, merchant_id, occurred_at, data from ${this.t}.outbox where sent_at is null order by seq limit $1`,
        [batch],
      );
      if (rows.length === 0) return;
      const events: EventEnvelope[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        merchantId: r.merchant_id,
        occurredAt: new Date(r.occurred_at).toISOString(),
        data: typeof r.data === 'string' ? (JSON.parse(r.data) as unknown) : r.data,
      }));
      await this.options.bus.publishMany(events);
      await db.query(`update ${this.t}.outbox set sent_at = now() where id = any($1::text[])`, [events.map((e) => e.id)]);
      if (rows.length < batch) return;
    }
  }

  /** Rows not yet published. */
  async pendingCount(): Promise<number> {
    const [row] = await this.options.db.query<{ n: string | number }>(`select count(*) as n from ${this.t}.outbox where sent_at is null`);
    return Number(row?.n ?? 0);
  }

  /** Starts the polling relay (idempotent); also drains what an earlier run left. */
  start(): void {
    this.loop.start();
  }

  /** Publishes what was committed so far, then stops. */
  async stop(): Promise<void> {
    await this.loop.stop({ finishPasses: true });
    await this.options.db.query(`delete from ${this.t}.outbox_lease where owner = $1`, [this.owner]).catch(() => undefined);
  }
}

