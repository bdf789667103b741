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
