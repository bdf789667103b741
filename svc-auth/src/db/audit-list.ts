import type { ActivityKind, AuditEntryItem } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { authDb } from './schema';

export interface AuditListFilter {
  merchantId: string;
  kinds: readonly ActivityKind[];
  userId?: string;
  entity?: string;
  action?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  start: number;
  pageSize: number;
}

/** One merchant's audit entries of the given kinds, newest first, with the total of the filter. */
export async function listAuditEntries(db: Db, filter: AuditListFilter): Promise<{ items: AuditEntryItem[]; total: number }> {
  if (filter.kinds.length === 0) return { items: [], total: 0 };
  let base = authDb(db)
    .selectFrom('audit_entries as a')
    .where('a.merchant_id', '=', filter.merchantId)
    .where('a.kind', 'in', [...filter.kinds]);
  if (filter.userId) base = base.where('a.user_id', '=', filter.userId);
  if (filter.entity) base = base.where('a.entity', '=', filter.entity);
  if (filter.action) base = base.where('a.action', '=', filter.action);
  if (filter.from) base = base.where('a.created_at', '>=', filter.from);
  if (filter.to) base = base.where('a.created_at', '<', filter.to);

  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    base
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.merchant_id',
        'a.store_code',
        'a.user_id',
        'u.user_name',
        'u.email',
        'a.service',
        'a.entity',
        'a.action',
        'a.kind',
        'a.details',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(filter.start)
      .limit(filter.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      merchantId: r.merchant_id,
      storeCode: r.store_code,
      userId: r.user_id,
      userName: r.user_name ?? null,
      email: r.email ?? null,
      service: r.service,
      entity: r.entity,
      action: r.action,
      kind: r.kind,
      summary: typeof r.details === 'string' ? (JSON.parse(r.details) as Record<string, unknown>) : r.details,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
