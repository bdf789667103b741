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

export async function saveConfig(db: Db, merchantId: string, config: unknown, userId: string): Promise<void> {
  await catalogDb(db)
    .insertInto('global_configs')
    .values({ merchant_id: merchantId, config: JSON.stringify(config), updated_by: userId })
    .onConflict((oc) =>
      oc
        .column('merchant_id')
        .doUpdateSet((eb) => ({
          config: eb.ref('excluded.config'),
          updated_by: eb.ref('excluded.updated_by'),
          updated_at: sql<Date>`now()`,
        })),
    )
    .execute();
}
