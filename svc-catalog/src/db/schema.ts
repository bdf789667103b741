import { createKysely, type Db, type Generated, type Json, type KitTables, type Kysely, type StoreReplicasTable } from '@hub/service-kit';

/** svc-catalog owns the PostgreSQL schema "catalog" (migrations/*.sql plus the kit migrations). */
export const CATALOG_SCHEMA = 'catalog';

export interface GlobalConfigsTable {
  merchant_id: string;
  config: Json<Record<string, unknown>>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface CatalogDatabase extends KitTables {
  global_configs: GlobalConfigsTable;
  store_replicas: StoreReplicasTable;
}

/** Kysely over `db` (a pool, PGlite or a transaction's Db), tables resolved in the "catalog" schema. */
export function catalogDb(db: Db): Kysely<CatalogDatabase> {
  return createKysely<CatalogDatabase>(db).withSchema(CATALOG_SCHEMA);
}
