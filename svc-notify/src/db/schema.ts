import type { NotificationConfig } from '@hub/contracts';
import { createKysely, type ColumnType, type Db, type Generated, type Json, type KitTables, type Kysely } from '@hub/service-kit';

/** svc-notify owns the PostgreSQL schema "notify". */
export const NOTIFY_SCHEMA = 'notify';

export interface NotificationConfigsTable {
  id: Generated<string>;
  merchant_id: string;
  type: NotificationConfig['type'];
  channel: NotificationConfig['channel'];
  /** text[]: written as a JS array. */
  roles: ColumnType<string[], string[], string[]>;
  recipients: Json<string[]>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NotifyDatabase extends KitTables {
  notification_configs: NotificationConfigsTable;
}

/** Kysely over `db` (a pool, PGlite or a transaction's Db), tables resolved in the "notify" schema. */
export function notifyDb(db: Db): Kysely<NotifyDatabase> {
  return createKysely<NotifyDatabase>(db).withSchema(NOTIFY_SCHEMA);
}
