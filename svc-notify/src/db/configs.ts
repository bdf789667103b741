import type { NotificationConfig } from '@hub/contracts';
import { migrateSchema, migrationsDir, sql, type Db } from '@hub/service-kit';
import { NOTIFY_SCHEMA, notifyDb } from './schema';

export async function migrateNotify(db: Db): Promise<string[]> {
  return migrateSchema(db, NOTIFY_SCHEMA, migrationsDir(__dirname, 1));
}

export async function listConfigs(db: Db, merchantId: string): Promise<NotificationConfig[]> {
  const rows = await notifyDb(db)
    .selectFrom('notification_configs')
    .select([sql<string>`id::text`.as('id'), 'type', 'channel', 'roles', 'recipients', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('type')
    .orderBy('channel')
    .execute();
  return rows.map((r) => ({ id: r.id, type: r.type, channel: r.channel, roles: r.roles, recipients: r.recipients, enabled: r.enabled }));
}

/** Demo notification settings for DEMO (idempotent). */
export async function seedDemoConfigs(db: Db): Promise<void> {
  await notifyDb(db)
    .insertInto('notification_configs')
    .values([
      { merchant_id: 'DEMO', type: 'DAILY_STOCKTAKE_REPORT', channel: 'EMAIL', roles: ['OWNER', 'ADMIN'], recipients: JSON.stringify(['owner@demo.hub', 'admin@demo.hub']), enabled: true },
      { merchant_id: 'DEMO', type: 'STOCKTAKE_DISCREPANCY', channel: 'TELEGRAM', roles: ['STORE_MANAGER'], recipients: JSON.stringify(['@demo_store_managers']), enabled: true },
      { merchant_id: 'DEMO', type: 'STOCKTAKE_DISCREPANCY', channel: 'WHATSAPP', roles: ['OWNER'], recipients: JSON.stringify(['+66812345678']), enabled: false },
    ])
    .onConflict((oc) => oc.columns(['merchant_id', 'type', 'channel']).doNothing())
    .execute();
}
