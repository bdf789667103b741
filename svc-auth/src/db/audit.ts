import type { ActivityKind, AuditAction } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { activityKindOf, entityOfAction } from '../domain/audit-visibility';
import { authDb } from './schema';

/** The kind of role activity of an entry by `userId` (see `activityKindOf`). */
async function kindOfActor(db: Db, userId: string | null) {
  if (!userId) return activityKindOf(null);
  const user = await authDb(db)
    .selectFrom('users')
    .leftJoin('roles as r', 'r.id', 'users.role_id')
    .select(['users.role_name', 'r.kind as role_kind'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return activityKindOf(user ? { roleName: user.role_name, roleKind: user.role_kind } : null);
}

export async function recordAudit(
  db: Db,
  entry: { merchantId: string | null; userId: string | null; action: AuditAction; details?: Record<string, unknown>; ip?: string | null; storeCode?: string | null },
): Promise<void> {
  await authDb(db)
    .insertInto('audit_entries')
    .values({
      merchant_id: entry.merchantId,
      user_id: entry.userId,
      action: entry.action,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
      entity: entityOfAction(entry.action),
      store_code: entry.storeCode ?? null,
      kind: await kindOfActor(db, entry.userId),
    })
    .execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores an audit-entry event from any service (idempotent by event id). */
export async function storeAuditEvent(
  db: Db,
  event: {
    id: string;
    merchantId: string;
    occurredAt: string;
    data: { service: string; userId: string | null; action: string; details: Record<string, unknown>; ip?: string | null; storeCode?: string | null; kind?: ActivityKind };
  },
): Promise<void> {
  const userId = event.data.userId && UUID.test(event.data.userId) ? event.data.userId : null;
  await authDb(db)
    .insertInto('audit_entries')
    .values({
      merchant_id: event.merchantId,
      user_id: userId,
      action: event.data.action,
      details: JSON.stringify(event.data.details),
      ip: event.data.ip ?? null,
      service: event.data.service,
      event_id: event.id,
      created_at: event.occurredAt,
      entity: entityOfAction(event.data.action),
      store_code: event.data.storeCode ?? null,
      kind: event.data.kind ?? (await kindOfActor(db, userId)),
    })
    .onConflict((oc) => oc.column('event_id').where('event_id', 'is not', null).doNothing())
    .execute();
}
