import type { SavedConfig } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** `/config/stock-take` and `/config/report` (issue 12 item 9): one document per merchant and kind. */
export type ConfigKind = 'stocktake' | 'report';

export async function readConfig<T>(db: Db, merchantId: string, kind: ConfigKind): Promise<SavedConfig<T> | null> {
  const rows = await db.query<{ config: T; updated_at: Date; updated_by: string | null }>(
    `select config, updated_at, updated_by from stocktake.configs where merchant_id = $1 and kind = $2`,
    [merchantId, kind],
  );
  const row = rows[0];
  return row ? { config: row.config, updatedAt: new Date(row.updated_at).toISOString(), updatedBy: row.updated_by } : null;
}

export async function writeConfig<T>(db: Db, merchantId: string, kind: ConfigKind, config: T, userId: string): Promise<SavedConfig<T>> {
  const rows = await db.query<{ config: T; updated_at: Date; updated_by: string | null }>(
    `insert into stocktake.configs (merchant_id, kind, config, updated_by) values ($1, $2, $3::jsonb, $4)
     on conflict (merchant_id, kind) do update set config = excluded.config, updated_by = excluded.updated_by, updated_at = now()
     returning config, updated_at, updated_by`,
    [merchantId, kind, JSON.stringify(config), userId],
  );
  const row = rows[0]!;
  return { config: row.config, updatedAt: new Date(row.updated_at).toISOString(), updatedBy: row.updated_by };
}

export async function hasConfig(db: Db, merchantId: string, kind: ConfigKind): Promise<boolean> {
  const rows = await db.query(`select 1 from stocktake.configs where merchant_id = $1 and kind = $2`, [merchantId, kind]);
  return rows.length === 1;
}
