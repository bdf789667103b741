import {
  createKysely,
  type Db,
  type ColumnType,
  type Generated,
  type Json,
  type KitTables,
  type Kysely,
  type StoreReplicasTable,
} from '@hub/service-kit';

/** svc-catalog owns the PostgreSQL schema "catalog" (migrations/*.sql plus the kit migrations). */
export const CATALOG_SCHEMA = 'catalog';

export interface GlobalConfigsTable {
  merchant_id: string;
  config: Json<Record<string, unknown>>;
  updated_by: string | null;
  updated_at: Generated<Date>;
  /** The GLOBAL_CONFIG_ANNOUNCEMENT its config was last published in (019_global_config_announced.sql). */
  announced_version: Generated<number>;
}

/** The catalogue configs, one JSON document per merchant and kind (004_config_documents.sql). */
export interface ConfigDocumentsTable {
  merchant_id: string;
  kind: 'data-mapping' | 'product-details' | 'filter' | 'pre-filter' | 'catalog-view' | 'rfid';
  config: Json<Record<string, unknown>>;
  revision: Generated<number>;
  deleted: Generated<boolean>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

/** Products: fixed columns plus the configured fields in `fields` (006_products.sql). */
export interface ProductsTable {
  id: Generated<string>;
  merchant_id: string;
  sid: string;
  product_code: string;
  rfid_tag: string | null;
  design_number: string | null;
  item_type: string | null;
  item_status: string | null;
  active: Generated<boolean>;
  image_name: Generated<string[]>;
  verified_image_name: Generated<string[]>;
  is_mapped: Generated<boolean>;
  printing_status: Generated<string>;
  fields: Json<Record<string, unknown>>;
  /** The values of the merchant's filter fields (038_filter_fields.sql, ADR 0050). */
  filter_fields: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** lower(code || ' ' || design), generated (035_search_text_without_epc.sql): read only. */
  search_text: ColumnType<string, never, never>;
}

/**
 * How many products each store holds, active or not, per item type ('' for none), kept by
 * statement-level triggers on products (007_product_counts.sql, 032_product_counts_by_type.sql).
 */
export interface ProductCountsTable {
  merchant_id: string;
  sid: string;
  active: boolean;
  item_type: string;
  n: string;
}

/** A product's tags besides its primary one (products.rfid_tag), issue 14 (018_tag_mapping.sql). */
export interface ProductTagsTable {
  merchant_id: string;
  epc: string;
  product_id: string;
  mapped_at: Generated<Date>;
}

/** Each tag's history (018_tag_mapping.sql); src/db/tag-events.ts writes and reads it. */
export interface TagEventsTable {
  id: Generated<string>;
  merchant_id: string;
  epc: string;
  kind: string;
  sid: string | null;
  product_code: string | null;
  from_sid: string | null;
  from_product_code: string | null;
  ref: string | null;
  details: Json<Record<string, unknown>>;
  user_id: string | null;
  at: Generated<Date>;
}

export interface CatalogDatabase extends KitTables {
  products: ProductsTable;
  product_counts: ProductCountsTable;
  config_documents: ConfigDocumentsTable;
  global_configs: GlobalConfigsTable;
  store_replicas: StoreReplicasTable;
  product_tags: ProductTagsTable;
  tag_events: TagEventsTable;
}

/** Kysely over `db` (a pool, PGlite or a transaction's Db), tables resolved in the "catalog" schema. */
export function catalogDb(db: Db): Kysely<CatalogDatabase> {
  return createKysely<CatalogDatabase>(db).withSchema(CATALOG_SCHEMA);
}
