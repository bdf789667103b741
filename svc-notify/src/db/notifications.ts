import type { DeliveryStatus, NotificationChannel, NotificationItem, NotificationType } from '@hub/contracts';
import { stocktakeReportPath } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { AlertInput } from '../domain/alert-messages';
import type { DeliveryTarget } from '../domain/recipients';

export interface NewNotification {
  merchantId: string;
  type: NotificationType;
  /** Once per source: `stocktake:<key>` (discrepancy), `daily:<sid>:<day>`. */
  sourceKey: string;
  sid: string;
  storeName: string | null;
  day: string;
  stocktakeId: string | null;
  roles: readonly string[];
  content: AlertInput;
}

/**
 * Records a notification and one pending delivery per target, once per source: a repeated source
 * (an event delivered twice) adds nothing and answers undefined.
 */
export async function insertNotification(db: Db, n: NewNotification, targets: readonly DeliveryTarget[]): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `insert into notify.notifications (merchant_id, type, source_key, sid, store_name, day, stocktake_id, roles, content)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::jsonb)
     on conflict (merchant_id, source_key) do nothing
     returning id::text as id`,
    [n.merchantId, n.type, n.sourceKey, n.sid, n.storeName, n.day, n.stocktakeId, n.roles, JSON.stringify(n.content)],
  );
  if (!row) return undefined;
  if (targets.length > 0) {
    await db.query(
      `insert into notify.deliveries (notification_id, merchant_id, user_id, channel, address, locale)
       select $1::uuid, $2, t.user_id, t.channel, t.address, t.locale
         from unnest($3::text[], $4::text[], $5::text[], $6::text[]) as t(user_id, channel, address, locale)
       on conflict (notification_id, channel, address) do nothing`,
      [row.id, n.merchantId, targets.map((t) => t.userId), targets.map((t) => t.channel), targets.map((t) => t.address), targets.map((t) => t.locale)],
    );
  }
  return row.id;
}

/** Claims a store's day for its daily report: true for the one instance that gets it. */
export async function claimDailyReport(db: Db, merchantId: string, sid: string, day: string): Promise<boolean> {
  const rows = await db.query(
    `insert into notify.daily_claims (merchant_id, sid, day) values ($1, $2, $3) on conflict do nothing returning sid`,
    [merchantId, sid, day],
  );
  return rows.length > 0;
}

/** The days already claimed among candidates (to skip them before taking a transaction each). */
export async function claimedDays(db: Db, merchantId: string, days: readonly { sid: string; day: string }[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await db.query<{ sid: string; day: string }>(
    `select c.sid, c.day from notify.daily_claims c join unnest($2::text[], $3::text[]) as d(sid, day) on d.sid = c.sid and d.day = c.day
      where c.merchant_id = $1`,
    [merchantId, days.map((d) => d.sid), days.map((d) => d.day)],
  );
  return new Set(rows.map((r) => `${r.sid} ${r.day}`));
}

export interface ClaimedDelivery {
  id: string;
  merchantId: string;
  channel: NotificationChannel;
  address: string;
  locale: string;
  attempts: number;
  content: AlertInput;
}

/** Claims due pending deliveries for one attempt (skip locked; the lease moves the next attempt ahead). */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const rows = await db.query<{ id: string; merchant_id: string; channel: NotificationChannel; address: string; locale: string; attempts: number; content: unknown }>(
    `with due as (
       select id from notify.deliveries where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at limit $1 for update skip locked
     )
     update notify.deliveries d
        set attempts = d.attempts + 1, next_attempt_at = now() + ($2::int * interval '1 millisecond'), updated_at = now()
       from due, notify.notifications n
      where d.id = due.id and n.id = d.notification_id
      returning d.id::text as id, d.merchant_id, d.channel, d.address, d.locale, d.attempts, n.content`,
    [limit, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    merchantId: r.merchant_id,
    channel: r.channel,
    address: r.address,
    locale: r.locale,
    attempts: Number(r.attempts),
    content: (typeof r.content === 'string' ? JSON.parse(r.content) : r.content) as AlertInput,
  }));
}

export async function markSent(db: Db, id: string, providerId: string): Promise<void> {
  await db.query(`update notify.deliveries set status = 'sent', sent_at = now(), provider_id = $2, last_error = null, updated_at = now() where id = $1::uuid`, [id, providerId]);
}

/** A failed attempt: again at `nextAttemptAt`, or failed for good (undefined). */
export async function markFailed(db: Db, id: string, error: string, nextAttemptAt: Date | undefined): Promise<void> {
  await db.query(
    `update notify.deliveries set last_error = $2, status = case when $3::timestamptz is null then 'failed' else 'pending' end,
            next_attempt_at = coalesce($3::timestamptz, next_attempt_at), updated_at = now()
      where id = $1::uuid`,
    [id, error, nextAttemptAt?.toISOString() ?? null],
  );
}

export interface DeliveryRecord {
  notificationId: string;
  type: NotificationType;
  sourceKey: string;
  userId: string | null;
  channel: NotificationChannel;
  address: string;
  locale: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
}

/** Every delivery of a merchant, oldest first (operations and tests). */
export async function listNotificationDeliveries(db: Db, merchantId: string): Promise<DeliveryRecord[]> {
  const rows = await db.query<{
    notification_id: string;
    type: NotificationType;
    source_key: string;
    user_id: string | null;
    channel: NotificationChannel;
    address: string;
    locale: string;
    status: DeliveryStatus;
    attempts: number;
    last_error: string | null;
  }>(
    `select d.notification_id::text as notification_id, n.type, n.source_key, d.user_id, d.channel, d.address, d.locale, d.status, d.attempts, d.last_error
       from notify.deliveries d join notify.notifications n on n.id = d.notification_id
      where d.merchant_id = $1 order by d.created_at, d.channel, d.address`,
    [merchantId],
  );
  return rows.map((r) => ({
    notificationId: r.notification_id,
    type: r.type,
    sourceKey: r.source_key,
    userId: r.user_id,
    channel: r.channel,
    address: r.address,
    locale: r.locale,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
  }));
}

/**
 * `/notification`: the notifications sent to the caller or their role (in stores they see), newest
 * first, with the caller's deliveries per channel.
 */
export async function listUserNotifications(
  db: Db,
  merchantId: string,
  caller: { userId: string; roleName: string; storeCodes: readonly string[] | null },
  page: { start: number; pageSize: number },
): Promise<{ items: NotificationItem[]; total: number }> {
  const where = `n.merchant_id = $1 and ($4::text[] is null or n.sid = any($4::text[]))
     and ($3 = any(n.roles) or exists (select 1 from notify.deliveries d where d.notification_id = n.id and d.user_id = $2))`;
  const params = [merchantId, caller.userId, caller.roleName, caller.storeCodes];
  const [count] = await db.query<{ total: string | number }>(`select count(*) as total from notify.notifications n where ${where}`, params);
  const rows = await db.query<{
    id: string;
    type: NotificationType;
    sid: string;
    store_name: string | null;
    day: string;
    stocktake_id: string | null;
    content: unknown;
    created_at: Date | string;
    deliveries: unknown;
  }>(
    `select n.id::text as id, n.type, n.sid, n.store_name, n.day, n.stocktake_id, n.content, n.created_at,
            coalesce((select json_agg(json_build_object('channel', d.channel, 'status', d.status, 'attempts', d.attempts, 'lastError', d.last_error, 'sentAt', d.sent_at) order by d.channel)
                        from notify.deliveries d where d.notification_id = n.id and d.user_id = $2), '[]'::json) as deliveries
       from notify.notifications n where ${where}
      order by n.created_at desc, n.id desc limit $5 offset $6`,
    [...params, page.pageSize, page.start],
  );
  const items = rows.map((r): NotificationItem => {
    const content = (typeof r.content === 'string' ? JSON.parse(r.content) : r.content) as AlertInput;
    const deliveries = (typeof r.deliveries === 'string' ? JSON.parse(r.deliveries) : r.deliveries) as NotificationItem['deliveries'];
    return {
      id: r.id,
      type: r.type,
      sid: r.sid,
      storeName: r.store_name,
      day: r.day,
      stocktakeId: r.stocktake_id,
      link: r.stocktake_id ? stocktakeReportPath(r.stocktake_id) : null,
      createdAt: new Date(r.created_at).toISOString(),
      discrepancy: content.kind === 'discrepancy' ? content.figures : null,
      daily: content.kind === 'daily' ? content.line : null,
      deliveries: deliveries.map((d) => ({ ...d, sentAt: d.sentAt ? new Date(d.sentAt).toISOString() : null })),
    };
  });
  return { items, total: Number(count?.total ?? 0) };
}
