import { migrateSchema, migrationsDir, type Db } from '@hub/service-kit';

export async function migrateCatalog(db: Db): Promise<string[]> {
  return migrateSchema(db, 'catalog', migrationsDir(__dirname, 1));
}

export async function readStoredConfig(db: Db, merchantId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ config: Record<string, unknown> }>('select config from catalog.global_configs where merchant_id = $1', [merchantId]);
  return row?.config;
}

/** Locks the merchant's row (if any) for a read-modify-write inside a transaction. */
export async function lockStoredConfig(db: Db, merchantId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<{ config: Record<string, unknown> }>('select config from catalog.global_configs where merchant_id = $1 for update', [merchantId]);
  return row?.config;
}

export async function saveConfig(db: Db, merchantId: string, config: unknown, userId: string): Promise<void> {
  await db.query(
    `insert into catalog.global_configs (merchant_id, config, updated_by) values ($1, $2::jsonb, $3)
     on conflict (merchant_id) do update set config = excluded.config, updated_by = excluded.updated_by, updated_at = now()`,
    [merchantId, JSON.stringify(config), userId],
  );
}
