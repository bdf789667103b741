import type { NotificationConfig } from '@hub/contracts';
import { migrateSchema, migrationsDir, type Db } from '@hub/service-kit';

export async function migrateNotify(db: Db): Promise<string[]> {
  return migrateSchema(db, 'notify', migrationsDir(__dirname, 1));
}

interface Row {
  id: string;
  type: NotificationConfig['type'];
  channel: NotificationConfig['channel'];
  roles: string[];
  recipients: string[];
  enabled: boolean;
}

export async function listConfigs(db: Db, merchantId: string): Promise<NotificationConfig[]> {
  const rows = await db.query<Row>(
    `select id::text as id, type, channel, roles, recipients, enabled
       from notify.notification_configs where merchant_id = $1 order by type, channel`,
    [merchantId],
  );
  return rows.map((r) => ({ id: r.id, type: r.type, channel: r.channel, roles: r.roles, recipients: r.recipients, enabled: r.enabled }));
}

/** Demo notification settings for DEMO (idempotent). */
export async function seedDemoConfigs(db: Db): Promise<void> {
  await db.query(
    `insert into notify.notification_configs (merchant_id, type, channel, roles, recipients, enabled) values
       ('DEMO', 'DAILY_STOCKTAKE_REPORT', 'EMAIL', '{OWNER,ADMIN}', '["owner@demo.hub", "admin@demo.hub"]'::jsonb, true),
       ('DEMO', 'STOCKTAKE_DISCREPANCY', 'TELEGRAM', '{STORE_MANAGER}', '["@demo_store_managers"]'::jsonb, true),
       ('DEMO', 'STOCKTAKE_DISCREPANCY', 'WHATSAPP', '{OWNER}', '["+66812345678"]'::jsonb, false)
     on conflict (merchant_id, type, channel) do nothing`,
  );
}
