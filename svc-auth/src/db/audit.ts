import type { Db } from '@hub/service-kit';

export async function recordAudit(
  db: Db,
  entry: { merchantId: string | null; userId: string | null; action: string; details?: Record<string, unknown>; ip?: string | null },
): Promise<void> {
  await db.query('insert into auth.audit_entries (merchant_id, user_id, action, details, ip) values ($1, $2::uuid, $3, $4::jsonb, $5)', [
    entry.merchantId,
    entry.userId,
    entry.action,
    JSON.stringify(entry.details ?? {}),
    entry.ip ?? null,
  ]);
}

/** Stores an audit-entry event from any service (idempotent by event id). */
export async function storeAuditEvent(
  db: Db,
  event: { id: string; merchantId: string; occurredAt: string; data: { service: string; userId: string | null; action: string; details: Record<string, unknown>; ip?: string | null } },
): Promise<void> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const userId = event.data.userId && uuid.test(event.data.userId) ? event.data.userId : null;
  await db.query(
    `insert into auth.audit_entries (merchant_id, user_id, action, details, ip, service, event_id, created_at)
     values ($1, $2::uuid, $3, $4::jsonb, $5, $6, $7, $8)
     on conflict (event_id) where event_id is not null do nothing`,
    [event.merchantId, userId, event.data.action, JSON.stringify(event.data.details), event.data.ip ?? null, event.data.service, event.id, event.occurredAt],
  );
}
