import type { Db } from '@hub/service-kit';

/** Account mails of svc-auth (migration 004 adds the e-mail verification link and the PIN reset OTP). */
export type DeliveryKind = 'password-reset' | 'email-verification' | 'pin-reset';
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface NewDelivery {
  eventId: string;
  merchantId: string;
  kind: DeliveryKind;
  recipient: string;
  locale: string;
  payload: Record<string, unknown>;
  sendBefore: Date | null;
}

/** Records a mail to send (once per event: a repeated event adds nothing). */
export async function insertDelivery(db: Db, d: NewDelivery): Promise<void> {
  await db.query(
    `insert into notify.email_deliveries (event_id, merchant_id, kind, recipient, locale, payload, send_before)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)
     on conflict (event_id) do nothing`,
    [d.eventId, d.merchantId, d.kind, d.recipient, d.locale, JSON.stringify(d.payload), d.sendBefore?.toISOString() ?? null],
  );
}

export interface ClaimedDelivery {
  id: string;
  kind: DeliveryKind;
  recipient: string;
  locale: string;
  payload: Record<string, unknown> | null;
  /** This attempt's number (1 for the first). */
  attempts: number;
  sendBefore: Date | null;
}

/**
 * Claims up to `limit` due pending mails for one attempt: counts the attempt and moves the next
 * attempt `leaseMs` ahead, so another instance does not pick the same mail while this one sends it
 * (skip locked: instances never wait on each other).
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const rows = await db.query<{
    id: string;
    kind: DeliveryKind;
    recipient: string;
    locale: string;
    payload: unknown;
    attempts: number;
    send_before: Date | string | null;
  }>(
    `update notify.email_deliveries d
        set attempts = d.attempts + 1, next_attempt_at = now() + ($2::int * interval '1 millisecond'), updated_at = now()
      where d.id in (select id from notify.email_deliveries
                      where status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at limit $1 for update skip locked)
      returning d.id::text as id, d.kind, d.recipient, d.locale, d.payload, d.attempts, d.send_before`,
    [limit, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    locale: r.locale,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown> | null,
    attempts: Number(r.attempts),
    sendBefore: r.send_before === null ? null : new Date(r.send_before),
  }));
}

/** Sent: the payload (with its link) goes. */
export async function markDeliverySent(db: Db, id: string, messageId: string): Promise<void> {
  await db.query(
    `update notify.email_deliveries
        set status = 'sent', sent_at = now(), message_id = $2, last_error = null, payload = null, updated_at = now()
      where id = $1::uuid`,
    [id, messageId],
  );
}

/** A failed attempt: try again at `nextAttemptAt`, or give up (undefined; the payload goes). */
export async function markDeliveryFailed(db: Db, id: string, error: string, nextAttemptAt: Date | undefined): Promise<void> {
  if (nextAttemptAt) {
    await db.query(`update notify.email_deliveries set last_error = $2, next_attempt_at = $3, updated_at = now() where id = $1::uuid`, [
      id,
      error,
      nextAttemptAt.toISOString(),
    ]);
  } else {
    await db.query(`update notify.email_deliveries set status = 'failed', last_error = $2, payload = null, updated_at = now() where id = $1::uuid`, [
      id,
      error,
    ]);
  }
}

export interface DeliveryRecord {
  id: string;
  eventId: string;
  merchantId: string;
  kind: DeliveryKind;
  recipient: string;
  locale: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  hasPayload: boolean;
}

/** Every delivery of a merchant, newest first (operations and tests). */
export async function listDeliveries(db: Db, merchantId: string): Promise<DeliveryRecord[]> {
  const rows = await db.query<{
    id: string;
    event_id: string;
    merchant_id: string;
    kind: DeliveryKind;
    recipient: string;
    locale: string;
    status: DeliveryStatus;
    attempts: number;
    last_error: string | null;
    message_id: string | null;
    has_payload: boolean;
  }>(
    `select id::text as id, event_id, merchant_id, kind, recipient, locale, status, attempts, last_error, message_id, payload is not null as has_payload
       from notify.email_deliveries where merchant_id = $1 order by created_at desc, id`,
    [merchantId],
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    merchantId: r.merchant_id,
    kind: r.kind,
    recipient: r.recipient,
    locale: r.locale,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    messageId: r.message_id,
    hasPayload: r.has_payload,
  }));
}
