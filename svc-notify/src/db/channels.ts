import type { NotificationChannel } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** A channel's stored row: plain settings, sealed secrets, health. */
export interface ChannelRow {
  channel: NotificationChannel;
  enabled: boolean;
  settings: Record<string, unknown>;
  /** Sealed (secret box) values by name: never answered, never logged. */
  secrets: Record<string, string>;
  ok: boolean | null;
  lastError: string | null;
  checkedAt: string | null;
}

interface Raw {
  channel: NotificationChannel;
  enabled: boolean;
  settings: unknown;
  secrets: unknown;
  ok: boolean | null;
  last_error: string | null;
  checked_at: Date | string | null;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function toRow(r: Raw): ChannelRow {
  return {
    channel: r.channel,
    enabled: r.enabled,
    settings: json<Record<string, unknown>>(r.settings) ?? {},
    secrets: json<Record<string, string>>(r.secrets) ?? {},
    ok: r.ok,
    lastError: r.last_error,
    checkedAt: r.checked_at === null ? null : new Date(r.checked_at).toISOString(),
  };
}

export async function listChannelRows(db: Db, merchantId: string): Promise<ChannelRow[]> {
  const rows = await db.query<Raw>(
    `select channel, enabled, settings, secrets, ok, last_error, checked_at from notify.channel_settings where merchant_id = $1`,
    [merchantId],
  );
  return rows.map(toRow);
}

export async function findChannelRow(db: Db, merchantId: string, channel: NotificationChannel, forUpdate = false): Promise<ChannelRow | undefined> {
  const [row] = await db.query<Raw>(
    `select channel, enabled, settings, secrets, ok, last_error, checked_at from notify.channel_settings where merchant_id = $1 and channel = $2${forUpdate ? ' for update' : ''}`,
    [merchantId, channel],
  );
  return row ? toRow(row) : undefined;
}

export async function upsertChannelRow(
  db: Db,
  merchantId: string,
  row: Pick<ChannelRow, 'channel' | 'enabled' | 'settings' | 'secrets'>,
): Promise<ChannelRow> {
  const [saved] = await db.query<Raw>(
    `insert into notify.channel_settings (merchant_id, channel, enabled, settings, secrets)
     values ($1, $2, $3, $4::jsonb, $5::jsonb)
     on conflict (merchant_id, channel) do update
        set enabled = excluded.enabled, settings = excluded.settings, secrets = excluded.secrets, updated_at = now()
     returning channel, enabled, settings, secrets, ok, last_error, checked_at`,
    [merchantId, row.channel, row.enabled, JSON.stringify(row.settings), JSON.stringify(row.secrets)],
  );
  return toRow(saved!);
}

/**
 * Records a channel's health after a send or a test; `changed` when the state turned (working →
 * failing, failing → working, or a first failure): the caller then publishes
 * hub.notify.channel-status-changed.v1 in the same transaction. A merchant without a row (the hub's
 * e-mail server) gets one.
 */
export async function recordChannelHealth(
  db: Db,
  merchantId: string,
  channel: NotificationChannel,
  ok: boolean,
  error: string | null,
): Promise<{ changed: boolean }> {
  const [prev] = await db.query<{ ok: boolean | null }>(`select ok from notify.channel_settings where merchant_id = $1 and channel = $2 for update`, [
    merchantId,
    channel,
  ]);
  await db.query(
    `insert into notify.channel_settings (merchant_id, channel, enabled, ok, last_error, checked_at) values ($1, $2, true, $3, $4, now())
     on conflict (merchant_id, channel) do update set ok = excluded.ok, last_error = excluded.last_error, checked_at = excluded.checked_at`,
    [merchantId, channel, ok, ok ? null : error],
  );
  const before = prev?.ok ?? null;
  return { changed: before === null ? !ok : before !== ok };
}
