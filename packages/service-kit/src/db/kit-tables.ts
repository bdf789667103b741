import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A jsonb column: read as T, written as JSON text (node-postgres and PGlite both take a string). */
export type Json<T> = ColumnType<T, string, string>;

/** Tables of the kit migrations (packages/service-kit/migrations), present in every service schema. */
export interface OutboxTable {
  seq: Generated<string>;
  id: string;
  type: string;
  merchant_id: string;
  occurred_at: Timestamp;
  data: Json<unknown>;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

export interface OutboxLeaseTable {
  id: number;
  owner: string;
  until: Timestamp;
}

export interface ProcessedEventsTable {
  consumer_group: string;
  event_id: string;
  processed_at: Generated<Date>;
}

export interface RevokedSessionsTable {
  session_id: string;
  user_id: string | null;
  expires_at: Timestamp;
  revoked_at: Generated<Date>;
}

/** API keys svc-auth issued, as every service keeps them (kit_003_api_keys.sql). */
export interface ApiKeyReplicasTable {
  id: string;
  key_hash: string;
  merchant_id: string;
  operations: Json<string[]>;
  permissions: Json<string[]>;
  status: 'ACTIVE' | 'REVOKED';
  revision: number;
  updated_at: Generated<Date>;
}

export interface KitTables {
  outbox: OutboxTable;
  outbox_lease: OutboxLeaseTable;
  processed_events: ProcessedEventsTable;
  revoked_sessions: RevokedSessionsTable;
  api_key_replicas: ApiKeyReplicasTable;
}

/** The store replica of svc-catalog, svc-import and svc-stocktake (kit migration store-replicas/kit_004). */
export interface StoreReplicasTable {
  merchant_id: string;
  code: string;
  name: string;
  tz: string | null;
  /** kit_006: null (both) when the store has no coordinates. */
  lat: number | null;
  lng: number | null;
  active: Generated<boolean>;
  revision: number;
  applied_changes: Generated<number>;
  updated_at: Generated<Date>;
  /** kit_005: the store's autosync, as svc-auth's events carry it. */
  autosync: Json<{ isEnable: boolean; startDate: string | null; startTime: string | null; syncFrequency: string | null }> | null;
}
