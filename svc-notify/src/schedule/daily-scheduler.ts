import { MASTER_STORE, type NotificationConfig } from '@hub/contracts';
import { errorText, listStoreReplicas, type Db, type Logger } from '@hub/service-kit';
import { listConfigs } from '../db/configs';
import { claimDailyReport, claimedDays, insertNotification } from '../db/notifications';
import { stocktakesOfDays } from '../db/stocktakes';
import { dailyReportLine } from '../domain/daily-report';
import { dailyReportDue } from '../domain/schedule';
import { targetsFor } from '../sends/targets';

export interface DailySchedulerOptions {
  db: Db;
  now: () => Date;
  /** How often the schedule is looked at; default 30 s (a send goes out within that of its time). */
  tickMs?: number;
  /** After new deliveries were recorded. */
  onRecorded: () => void;
  logger?: Logger;
}

/** Each active store (MASTER aside) with the DAILY_STOCKTAKE_REPORT config that applies to it: its own, else MASTER's. */
export function dailyConfigPerStore(
  configs: readonly NotificationConfig[],
  stores: readonly { code: string; name: string; tz: string | null; active: boolean }[],
): { sid: string; name: string; tz: string | null; config: NotificationConfig }[] {
  const daily = configs.filter((c) => c.type === 'DAILY_STOCKTAKE_REPORT');
  const master = daily.find((c) => c.sid === MASTER_STORE);
  const out: { sid: string; name: string; tz: string | null; config: NotificationConfig }[] = [];
  for (const store of stores) {
    if (!store.active || store.code === MASTER_STORE) continue;
    const config = daily.find((c) => c.sid === store.code) ?? master;
    if (config?.enabled && config.sendTime) out.push({ sid: store.code, name: store.name, tz: store.tz, config });
  }
  return out;
}

/**
 * The daily report (issue 15 item 2, ARCHITECTURE.md §8): on each tick, every store whose send time
 * has come today in its own zone and whose day nobody claimed yet gets its report. The claim is a
 * unique (merchant, store, day) row written in the transaction that records the notification, so two
 * instances send it once, and a restart sends today's missed reports on its first tick.
 */
export class DailyScheduler {
  private timer?: NodeJS.Timeout;
  private running: Promise<number> | null = null;

  constructor(private readonly o: DailySchedulerOptions) {}

  /** One pass at the clock's now; answers the reports recorded by this instance. */
  runOnce(): Promise<number> {
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async pass(): Promise<number> {
    const now = this.o.now();
    const merchants = await this.o.db.query<{ merchant_id: string }>(
      `select distinct merchant_id from notify.notification_configs where type = 'DAILY_STOCKTAKE_REPORT' and enabled order by merchant_id`,
    );
    let recorded = 0;
    for (const { merchant_id: merchantId } of merchants) {
      try {
        recorded += await this.merchantPass(merchantId, now);
      } catch (err) {
        this.o.logger?.warn({ merchantId, err: errorText(err) }, 'daily report pass failed for a merchant; the next tick tries again');
      }
    }
    if (recorded > 0) this.o.onRecorded();
    return recorded;
  }

  private async merchantPass(merchantId: string, now: Date): Promise<number> {
    const { db } = this.o;
    const stores = dailyConfigPerStore(await listConfigs(db, merchantId), await listStoreReplicas(db, 'notify', merchantId));
    const due = stores.map((s) => ({ ...s, ...dailyReportDue(s.config.sendTime!, s.tz, now) })).filter((s) => s.due);
    const claimed = await claimedDays(db, merchantId, due);
    const open = due.filter((s) => !claimed.has(`${s.sid} ${s.day}`));
    if (open.length === 0) return 0;
    const counts = await stocktakesOfDays(db, merchantId, open);
    let recorded = 0;
    for (const s of open) {
      const line = dailyReportLine(s.sid, s.name, counts.get(`${s.sid} ${s.day}`) ?? []);
      const done = await db.transaction(async (tx) => {
        if (!(await claimDailyReport(tx, merchantId, s.sid, s.day))) return false;
        const targets = await targetsFor(tx, merchantId, s.config, s.sid);
        await insertNotification(
          tx,
          {
            merchantId,
            type: 'DAILY_STOCKTAKE_REPORT',
            sourceKey: `daily:${s.sid}:${s.day}`,
            sid: s.sid,
            storeName: s.name,
            day: s.day,
            stocktakeId: line.stocktakeId,
            roles: s.config.roles,
            content: { kind: 'daily', storeName: s.name, day: s.day, line },
          },
          targets,
        );
        return true;
      });
      if (done) recorded += 1;
    }
    return recorded;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce().catch((err: unknown) => this.o.logger?.warn({ err: errorText(err) }, 'daily report pass failed')), this.o.tickMs ?? 30_000);
    this.timer.unref();
    void this.runOnce().catch((err: unknown) => this.o.logger?.warn({ err: errorText(err) }, 'daily report pass failed'));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
