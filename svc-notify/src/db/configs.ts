import type { NotificationConfig, NotificationConfigBody, NotificationThreshold, NotificationType } from '@hub/contracts';
import { migrateSchema, migrationsDir, type Db } from '@hub/service-kit';

export async function migrateNotify(db: Db): Promise<string[]> {
  return migrateSchema(db, 'notify', migrationsDir(__dirname, 1));
}

interface ConfigRow {
  id: string;
  type: NotificationType;
  sid: string;
  channels: NotificationConfig['channels'];
  roles: string[];
  enabled: boolean;
  send_time: string | null;
  threshold: NotificationThreshold | string | null;
  updated_at: Date | string;
}

const COLUMNS = `id::text as id, type, sid, channels, roles, enabled, send_time, threshold, updated_at`;

function toConfig(r: ConfigRow): NotificationConfig {
  return {
    id: r.id,
    type: r.type,
    sid: r.sid,
    channels: r.channels,
    roles: r.roles,
    enabled: r.enabled,
    sendTime: r.send_time,
    threshold: typeof r.threshold === 'string' ? (JSON.parse(r.threshold) as NotificationThreshold) : r.threshold,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The merchant's configs, by type then store; `storeCodes` (a store-bound caller) keeps theirs and MASTER's. */
export async function listConfigs(db: Db, merchantId: string, storeCodes: readonly string[] | null = null): Promise<NotificationConfig[]> {
  const rows = await db.query<ConfigRow>(
    `select ${COLUMNS} from notify.notification_configs
      where merchant_id = $1 and ($2::text[] is null or sid = 'MASTER' or sid = any($2::text[]))
      order by type, sid = 'MASTER' desc, sid`,
    [merchantId, storeCodes],
  );
  return rows.map(toConfig);
}

export async function findConfig(db: Db, merchantId: string, id: string, forUpdate = false): Promise<NotificationConfig | undefined> {
  const [row] = await db.query<ConfigRow>(
    `select ${COLUMNS} from notify.notification_configs where merchant_id = $1 and id = $2::uuid${forUpdate ? ' for update' : ''}`,
    [merchantId, id],
  );
  return row ? toConfig(row) : undefined;
}

/** Inserts a config; undefined when the type is configured for the store already. */
export async function insertConfig(db: Db, merchantId: string, c: NotificationConfigBody): Promise<NotificationConfig | undefined> {
  const [row] = await db.query<ConfigRow>(
    `insert into notify.notification_configs (merchant_id, type, sid, channels, roles, enabled, send_time, threshold)
     values ($1, $2, $3, $4::text[], $5::text[], $6, $7, $8::jsonb)
     on conflict (merchant_id, type, sid) do nothing
     returning ${COLUMNS}`,
    [merchantId, c.type, c.sid, c.channels, c.roles, c.enabled, c.sendTime, c.threshold ? JSON.stringify(c.threshold) : null],
  );
  return row ? toConfig(row) : undefined;
}

export async function updateConfig(db: Db, merchantId: string, id: string, c: Omit<NotificationConfigBody, 'type' | 'sid'>): Promise<NotificationConfig | undefined> {
  const [row] = await db.query<ConfigRow>(
    `update notify.notification_configs
        set channels = $3::text[], roles = $4::text[], enabled = $5, send_time = $6, threshold = $7::jsonb, updated_at = now()
      where merchant_id = $1 and id = $2::uuid
      returning ${COLUMNS}`,
    [merchantId, id, c.channels, c.roles, c.enabled, c.sendTime, c.threshold ? JSON.stringify(c.threshold) : null],
  );
  return row ? toConfig(row) : undefined;
}

export async function deleteConfig(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await db.query(`delete from notify.notification_configs where merchant_id = $1 and id = $2::uuid returning id`, [merchantId, id]);
  return rows.length > 0;
}

/** The config of `type` that applies to store `sid`: its own, else the merchant's MASTER one; enabled only. */
export async function effectiveConfig(db: Db, merchantId: string, type: NotificationType, sid: string): Promise<NotificationConfig | undefined> {
  const [row] = await db.query<ConfigRow>(
    `select ${COLUMNS} from notify.notification_configs
      where merchant_id = $1 and type = $2 and sid in ($3, 'MASTER')
      order by sid = 'MASTER' limit 1`,
    [merchantId, type, sid],
  );
  const config = row ? toConfig(row) : undefined;
  return config?.enabled ? config : undefined;
}

/** Demo notification settings for DEMO (idempotent). */
export async function seedDemoConfigs(db: Db): Promise<void> {
  await db.query(
    `insert into notify.notification_configs (merchant_id, type, sid, channels, roles, enabled, send_time, threshold)
     values ('DEMO', 'DAILY_STOCKTAKE_REPORT', 'MASTER', '{EMAIL}', '{OWNER,ADMIN}', true, '20:00', null),
            ('DEMO', 'STOCKTAKE_DISCREPANCY', 'MASTER', '{EMAIL,TELEGRAM}', '{ADMIN,STORE_MANAGER}', true, null, '{"kind": "COUNT", "value": 0}'::jsonb)
     on conflict (merchant_id, type, sid) do nothing`,
  );
}
