import { migrateSchema, migrationsDir, sql, type Db } from '@hub/service-kit';
import { CATALOG_SCHEMA, catalogDb } from './schema';

export async function migrateCatalog(db: Db): Promise<string[]> {
  return migrateSchema(db, CATALOG_SCHEMA, migrationsDir(__dirname, 1));
}

export async function readStoredConfig(
  db: Db,
  merchantId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await catalogDb(db)
    .selectFrom('global_configs')
    .select('config')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.config;
}

/** Locks the merchant's row (if any) for a read-modify-write inside a transaction. */
export async function lockStoredConfig(
  db: Db,
  merchantId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await catalogDb(db)
    .selectFrom('global_configs')
    .select('config')
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
  return row?.config;
}

/**
 * The version of the global config's announcement: raise it when a service starts keeping a copy of the
 * config, and every stored config is published once more at the next start (announceStoredConfigs).
 */
export const GLOBAL_CONFIG_ANNOUNCEMENT = 1;

/**
 * Up to `limit` stored configs not yet published in the current announcement, locked for this
 * transaction (another instance skips them), oldest merchant id first.
 */
export async function configsToAnnounce(tx: Db, limit: number): Promise<{ merchant_id: string; config: Record<string, unknown> }[]> {
  return catalogDb(tx)
    .selectFrom('global_configs')
    .select(['merchant_id', 'config'])
    .where('announced_version', '<', GLOBAL_CONFIG_ANNOUNCEMENT)
    .orderBy('merchant_id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markAnnounced(tx: Db, merchantIds: readonly string[]): Promise<void> {
  if (merchantIds.length === 0) return;
  await catalogDb(tx).updateTable('global_configs').set({ announced_version: GLOBAL_CONFIG_ANNOUNCEMENT }).where('merchant_id', 'in', merchantIds).execute();
}

/** Saves the config (its change event goes out in the same transaction: it counts as announced). */
export async function saveConfig(db: Db, merchantId: string, config: unknown, userId: string): Promise<void> {
  await catalogDb(db)
    .insertInto('global_configs')
    .values({ merchant_id: merchantId, config: JSON.stringify(config), updated_by: userId, announced_version: GLOBAL_CONFIG_ANNOUNCEMENT })
    .onConflict((oc) =>
      oc
        .column('merchant_id')
        .doUpdateSet((eb) => ({
          config: eb.ref('excluded.config'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: sql<Date>`now()`,
          announced_version: GLOBAL_CONFIG_ANNOUNCEMENT,
        })),
    )
    .execute();
}
