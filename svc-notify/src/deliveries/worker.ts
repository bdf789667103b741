import { EVENT_TYPES, isLocale, type NotificationChannel } from '@hub/contracts';
import { DrainLoop, createEvent, errorText, outboundRefusalDetails, type Db, type Logger, type ServiceEventing } from '@hub/service-kit';
import { recordChannelHealth } from '../db/channels';
import { claimDueDeliveries, markFailed, markSent, type ClaimedDelivery } from '../db/notifications';
import type { ChannelDispatcher, SendOutcome } from '../channels/dispatch';
import type { ResolvedChannel } from '../channels/settings';
import { renderAlert } from '../domain/alert-messages';
import { afterFailedAttempt, type DeliveryRetryPolicy } from '../domain/delivery-retry';

export interface NotificationWorkerOptions {
  db: Db;
  eventing: ServiceEventing;
  dispatcher: ChannelDispatcher;
  publicUrl: string;
  retry: DeliveryRetryPolicy;
  pollMs?: number;
  /** Deliveries sent at once (each channel's provider is called in parallel up to this). */
  concurrency?: number;
  logger?: Logger;
  now?: () => Date;
}

const BATCH = 50;
const CLAIM_LEASE_MS = 120_000;

/**
 * Sends the pending rows of `notify.deliveries` on nudges and a timer: each attempt recorded (sent,
 * or its error with the next attempt after a backoff, or failed once the attempts are spent), the
 * channel's health kept, and hub.notify.channel-status-changed.v1 published when a channel of a
 * merchant starts failing or works again. Several instances share the rows (skip locked).
 */
export class NotificationDeliveryWorker {
  private readonly loop: DrainLoop;

  constructor(private readonly o: NotificationWorkerOptions) {
    this.loop = new DrainLoop({
      drain: () => this.drain(),
      pollMs: o.pollMs ?? 1000,
      onError: (err) => o.logger?.warn({ err: errorText(err) }, 'notification delivery pass failed; it runs again on the next poll'),
    });
  }

  private now(): Date {
    return this.o.now?.() ?? new Date();
  }

  /** Sends what is due now (after the pass already queued, if any); never rejects. */
  nudge(): Promise<void> {
    return this.loop.nudge();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.loop.stopped) return;
      const due = await claimDueDeliveries(this.o.db, BATCH, CLAIM_LEASE_MS);
      if (due.length === 0) return;
      const resolved = new Map<string, Promise<ResolvedChannel | string>>();
      const resolve = (d: ClaimedDelivery) => {
        const key = `${d.merchantId} ${d.channel}`;
        let r = resolved.get(key);
        if (!r) resolved.set(key, (r = this.o.dispatcher.resolve(d.merchantId, d.channel)));
        return r;
      };
      const outcomes: { d: ClaimedDelivery; outcome: SendOutcome }[] = [];
      const queue = [...due];
      const lanes = Array.from({ length: Math.min(this.o.concurrency ?? 8, queue.length) }, async () => {
        for (let d = queue.shift(); d; d = queue.shift()) {
          const message = renderAlert(d.content, isLocale(d.locale) ? d.locale : 'en', this.o.publicUrl);
          const outcome = await this.o.dispatcher.send(await resolve(d), d.address, d.locale, message);
          await this.record(d, outcome);
          outcomes.push({ d, outcome });
        }
      });
      await Promise.all(lanes);
      this.logOperatorFaults(outcomes);
      await this.recordHealth(outcomes);
      if (due.length < BATCH) return;
    }
  }

  private async record(d: ClaimedDelivery, outcome: SendOutcome): Promise<void> {
    if (outcome.ok) {
      await markSent(this.o.db, d.id, outcome.providerId);
      return;
    }
    const step = outcome.retryable ? afterFailedAttempt(d.attempts, this.o.retry, this.now()) : ({ status: 'failed' } as const);
    await markFailed(this.o.db, d.id, outcome.error, step.status === 'pending' ? step.nextAttemptAt : undefined);
    if (outcome.refused) {
      // The merchant's server resolves to an address the outbound policy refuses (issue 25): nothing was sent.
      const refused = outcome.refused;
      await this.o.eventing.transaction(async (_tx, emit) => {
        await emit(this.o.eventing.auditEvent(d.merchantId, { userId: null, action: 'outbound.refused', details: outboundRefusalDetails(refused, 'SMTP') }));
      });
    }
    if (outcome.operatorError) return; // one line a pass for all of them: logOperatorFaults
    this.o.logger?.warn({ deliveryId: d.id, channel: d.channel, attempts: d.attempts, error: outcome.error, willRetry: step.status === 'pending' }, 'notification not delivered');
  }

  /**
   * The operator's faults of a pass (the hub's mail server not set) in one log line each, with how many
   * deliveries failed of it: the console stays readable when the demo's alerts all fail (issue 28 item 5).
   */
  private logOperatorFaults(outcomes: readonly { outcome: SendOutcome }[]): void {
    const counts = new Map<string, number>();
    for (const { outcome } of outcomes) if (!outcome.ok && outcome.operatorError) counts.set(outcome.operatorError, (counts.get(outcome.operatorError) ?? 0) + 1);
    for (const [error, deliveries] of counts) this.o.logger?.warn({ error, deliveries }, 'notifications not delivered: the hub cannot send them (failed, not retried)');
  }

  /** The channel's health after this pass, per merchant and channel: failing when any of its sends failed (the first error), else working. */
  private async recordHealth(outcomes: readonly { d: ClaimedDelivery; outcome: SendOutcome }[]): Promise<void> {
    const last = new Map<string, { merchantId: string; channel: NotificationChannel; outcome: SendOutcome }>();
    for (const { d, outcome } of outcomes) {
      const key = `${d.merchantId} ${d.channel}`;
      if (last.get(key)?.outcome.ok === false) continue;
      last.set(key, { merchantId: d.merchantId, channel: d.channel, outcome });
    }
    for (const { merchantId, channel, outcome } of last.values()) await this.recordOneHealth(merchantId, channel, outcome);
  }

  async recordOneHealth(merchantId: string, channel: NotificationChannel, outcome: SendOutcome): Promise<void> {
    const changed = await this.o.eventing.transaction(async (tx, emit) => {
      const error = outcome.ok ? null : outcome.error;
      const health = await recordChannelHealth(tx, merchantId, channel, outcome.ok, error);
      if (health.changed) {
        await emit(createEvent(EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED, merchantId, { channel, ok: outcome.ok, ...(error ? { error: error.slice(0, 1000) } : {}) }));
      }
      return health.changed;
    });
    // Published now rather than at the relay's next poll: the banner shows it.
    if (changed) await this.o.eventing.outbox.nudge();
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.o.dispatcher.close();
  }
}
