import type { NotificationChannel, NotificationConfig } from '@hub/contracts';

/** What the audit trail shows of a config: its type (as `notification`) and what it sends how to whom (the store is the entry's store). */
type ConfigFields = Pick<NotificationConfig, 'type' | 'channels' | 'roles' | 'enabled' | 'sendTime' | 'threshold'>;

function configFields(c: ConfigFields): Record<string, unknown> {
  return {
    notification: c.type,
    enabled: c.enabled,
    channels: c.channels,
    roles: c.roles,
    ...(c.sendTime !== null ? { sendTime: c.sendTime } : {}),
    ...(c.threshold !== null ? { threshold: c.threshold } : {}),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The audit details of a created config. */
export function configCreatedDetails(created: ConfigFields): Record<string, unknown> {
  return configFields(created);
}

/** The audit details of a saved config: the fields that changed, then the config as saved. */
export function configUpdatedDetails(before: ConfigFields, after: ConfigFields): Record<string, unknown> {
  const keys = ['enabled', 'channels', 'roles', 'sendTime', 'threshold'] as const;
  const { notification, ...rest } = configFields(after);
  return { notification, changed: keys.filter((k) => !same(before[k], after[k])), ...rest };
}

/** A channel's stored settings as the audit sees them: plain settings, and only the names of its secrets. */
export interface AuditedChannel {
  enabled: boolean;
  settings: Record<string, unknown>;
  /** Sealed secrets by name; only whether each is there and whether it changed reaches the audit. */
  secrets: Record<string, string>;
}

/**
 * The audit details of a channel's save: the channel, whether it is on, the fields that changed (a
 * secret by its name only: replaced, set or removed) and the plain settings as saved. Never a secret's
 * value, sealed or not.
 */
export function channelChangedDetails(channel: NotificationChannel, before: AuditedChannel | undefined, after: AuditedChannel): Record<string, unknown> {
  const changed: string[] = [];
  if (before?.enabled !== after.enabled) changed.push('enabled');
  const settingKeys = new Set([...Object.keys(before?.settings ?? {}), ...Object.keys(after.settings)]);
  for (const k of settingKeys) if (!same(before?.settings[k] ?? null, after.settings[k] ?? null)) changed.push(k);
  const secretKeys = new Set([...Object.keys(before?.secrets ?? {}), ...Object.keys(after.secrets)]);
  for (const k of secretKeys) if (before?.secrets[k] !== after.secrets[k]) changed.push(k);
  const settings = Object.fromEntries(Object.entries(after.settings).filter(([, v]) => v !== null && v !== undefined));
  return { channel, changed, enabled: after.enabled, ...settings };
}
