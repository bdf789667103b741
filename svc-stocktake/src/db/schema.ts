import type { Stocktake } from '@hub/contracts';
import { createKysely, type Db, type Generated, type Json, type KitTables, type Kysely, type StoreReplicasTable, type Timestamp } from '@hub/service-kit';

/** svc-stocktake owns the PostgreSQL schema "stocktake". */
export const STOCKTAKE_SCHEMA = 'stocktake';

export interface StocktakesTable {
  id: Generated<string>;
  merchant_id: string;
  stocktake_id: string;
  sid: string;
  device_udid: string;
  tablet_id: string;
  start_time: Timestamp;
  counts: Json<Record<string, unknown>>;
  items: Json<unknown[]>;
  filters: Json<Record<string, unknown>>;
  user_name: string;
  status: Generated<Stocktake['status']>;
  missing_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StocktakeDatabase extends KitTables {
  stocktakes: StocktakesTable;
  store_replicas: StoreReplicasTable;
}

/** Kysely over `db` (a pool, PGlite or a transaction's Db), tables resolved in the "stocktake" schema. */
export function stocktakeDb(db: Db): Kysely<StocktakeDatabase> {
  return createKysely<StocktakeDatabase>(db).withSchema(STOCKTAKE_SCHEMA);
}
