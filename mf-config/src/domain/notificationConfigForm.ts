import {
  DEFAULT_DAILY_SEND_TIME,
  DEFAULT_DISCREPANCY_THRESHOLD,
  NOTIFICATION_CHANNELS,
  NOTIFY_ALL_STORES,
  notificationConfigRefusal,
  removeNotificationRole,
  type NotificationChannel,
  type NotificationConfig,
  type NotificationConfigBody,
  type NotificationRefusalCode,
  type NotificationType,
  type ThresholdKind,
} from '@hub/contracts';

/** One notification config as its card edits it: the threshold's value as typed. */
export interface NotificationConfigDraft {
  type: NotificationType;
  sid: string;
  enabled: boolean;
  channels: NotificationChannel[];
  roles: string[];
  sendTime: string;
  thresholdKind: ThresholdKind;
  thresholdValue: string;
}

/** A config not created yet: on, by e-mail, no role (the rule asks for one), the defaults of its type. */
export function newConfigDraft(type: NotificationType, sid: string): NotificationConfigDraft {
  return {
    type,
    sid,
    enabled: true,
    channels: ['EMAIL'],
    roles: [],
    sendTime: DEFAULT_DAILY_SEND_TIME,
    thresholdKind: DEFAULT_DISCREPANCY_THRESHOLD.kind,
    thresholdValue: String(DEFAULT_DISCREPANCY_THRESHOLD.value),
  };
}

export function toConfigDraft(config: NotificationConfig): NotificationConfigDraft {
  const threshold = config.threshold ?? DEFAULT_DISCREPANCY_THRESHOLD;
  return {
    type: config.type,
    sid: config.sid,
    enabled: config.enabled,
    channels: NOTIFICATION_CHANNELS.filter((c) => config.channels.includes(c)),
    roles: [...config.roles],
    sendTime: config.sendTime ?? DEFAULT_DAILY_SEND_TIME,
    thresholdKind: threshold.kind,
    thresholdValue: String(threshold.value),
  };
}

/** The typed threshold value: a number of 0 or more, else null. */
export function thresholdNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The body the draft saves. An unreadable threshold value is sent as no threshold, so the rule
 * check names it (NC104) as the server would.
 */
export function configBody(draft: NotificationConfigDraft): NotificationConfigBody {
  const daily = draft.type === 'DAILY_STOCKTAKE_REPORT';
  const value = thresholdNumber(draft.thresholdValue);
  return {
    type: draft.type,
    sid: draft.sid,
    enabled: draft.enabled,
    channels: NOTIFICATION_CHANNELS.filter((c) => draft.channels.includes(c)),
    roles: draft.roles,
    sendTime: daily ? draft.sendTime : null,
    threshold: daily || value === null ? null : { kind: draft.thresholdKind, value },
  };
}

/** The rule the draft breaks (spec section 5 and the NC1xx codes), checked before it is sent. */
export function configDraftRefusal(draft: NotificationConfigDraft, saved: NotificationConfig | null): NotificationRefusalCode | null {
  return notificationConfigRefusal(configBody(draft), saved ? saved.roles : null);
}

/** Whether the draft differs from what is saved (a new config always does). */
export function configChanged(draft: NotificationConfigDraft, saved: NotificationConfig | null): boolean {
  if (saved === null) return true;
  return JSON.stringify(configBody(draft)) !== JSON.stringify(configBody(toConfigDraft(saved)));
}

export function toggleChannel(channels: readonly NotificationChannel[], channel: NotificationChannel, on: boolean): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((c) => (c === channel ? on : channels.includes(c)));
}

export function addRole(roles: readonly string[], role: string): string[] {
  return roles.includes(role) ? [...roles] : [...roles, role];
}

/** Spec section 5: the last role cannot be removed (NC101): the roles stay as they are. */
export function removeRole(roles: readonly string[], role: string): { roles: string[]; refusal: 'NC101' | null } {
  const removed = removeNotificationRole(roles, role);
  return removed.ok ? { roles: removed.roles, refusal: null } : { roles: [...roles], refusal: removed.code };
}

/** Whether a role's remove button is offered enabled: not for the last one. */
export const canRemoveRole = (roles: readonly string[]): boolean => roles.length > 1;

export interface StoreChoice {
  code: string;
  name: string;
  tz: string | null;
  currency: string | null;
}

/** A type's configs, all stores (MASTER) first, then by store name as the list shows it. */
export function configsOfType(configs: readonly NotificationConfig[], type: NotificationType, storeName: (sid: string) => string): NotificationConfig[] {
  return configs
    .filter((c) => c.type === type)
    .sort((a, b) => {
      if (a.sid === NOTIFY_ALL_STORES) return -1;
      if (b.sid === NOTIFY_ALL_STORES) return 1;
      return storeName(a.sid).localeCompare(storeName(b.sid));
    });
}

/** Where a new config of the type can go: all stores, then each store, that has none of the type yet. */
export function freeStoresFor(type: NotificationType, configs: readonly NotificationConfig[], stores: readonly StoreChoice[], allStoresAllowed: boolean): string[] {
  const taken = new Set(configs.filter((c) => c.type === type).map((c) => c.sid));
  const codes = [...(allStoresAllowed ? [NOTIFY_ALL_STORES] : []), ...stores.map((s) => s.code).filter((c) => c !== NOTIFY_ALL_STORES)];
  return codes.filter((c) => !taken.has(c));
}

/**
 * The roles a picker offers: the merchant's roles when the user may read them, else the built-in
 * ones, with those already on a config kept (a custom role stays visible), each once.
 */
export function roleChoices(known: readonly string[], inConfigs: readonly NotificationConfig[]): string[] {
  return [...new Set([...known, ...inConfigs.flatMap((c) => c.roles)])];
}
