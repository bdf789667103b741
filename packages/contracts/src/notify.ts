import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { MASTER_STORE } from './constants';
import { LOCALES } from './locale';
import { CALENDAR_DAY_STATUSES } from './stocktake';
import type { MessageCode } from './messages/en';
import { CONNECTION_FAILURES, type ConnectionFailure } from './outbound';

/** Spec section 3, "Notification types" and "Channels". */
export const NOTIFICATION_TYPES = ['DAILY_STOCKTAKE_REPORT', 'STOCKTAKE_DISCREPANCY'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_CHANNELS = ['EMAIL', 'TELEGRAM', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A notification config's store: one store code, or MASTER (spec section 3: "all or master") for
 * every store of the merchant that has no config of the same type of its own.
 */
export const NOTIFY_ALL_STORES = MASTER_STORE;

/** The daily report's send time, HH:mm in the store's own time zone (the store's `tz`; UTC when it has none). */
export const SEND_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_DAILY_SEND_TIME = '20:00';

/**
 * When a submitted stock-take is a discrepancy worth an alert: more than `value` missing items
 * (COUNT), or more than `value` missing at the day's gold rate (VALUE, in the store's currency).
 */
export const THRESHOLD_KINDS = ['COUNT', 'VALUE'] as const;
export type ThresholdKind = (typeof THRESHOLD_KINDS)[number];
export const notificationThresholdSchema = z
  .object({
    kind: z.enum(THRESHOLD_KINDS),
    value: z.number().min(0).max(1_000_000_000_000),
  })
  .strict();
export type NotificationThreshold = z.infer<typeof notificationThresholdSchema>;
export const DEFAULT_DISCREPANCY_THRESHOLD: NotificationThreshold = { kind: 'COUNT', value: 0 };

const roleName = z.string().min(1).max(200);
const storeCode = z.string().min(1).max(200);

/** One notification config: a type for a store (or every store), its channels and the roles that receive it. */
export const notificationConfigSchema = z.object({
  id: z.string().max(TEXT_MAX),
  type: z.enum(NOTIFICATION_TYPES),
  /** A store code, or NOTIFY_ALL_STORES. */
  sid: z.string().max(TEXT_MAX),
  /** The channels it goes out on (each needs its channel settings saved to send). */
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** Spec section 5: at least one role is required; the last role cannot be removed. */
  roles: z.array(z.string().max(TEXT_MAX)),
  enabled: z.boolean(),
  /** DAILY_STOCKTAKE_REPORT: HH:mm in the store's time zone; null for STOCKTAKE_DISCREPANCY. */
  sendTime: z.string().max(TEXT_MAX).nullable(),
  /** STOCKTAKE_DISCREPANCY: what counts as a discrepancy; null for DAILY_STOCKTAKE_REPORT. */
  threshold: notificationThresholdSchema.nullable(),
  updatedAt: z.string().max(TEXT_MAX),
});
export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

/**
 * The body of a create (all of it) or an update (the same fields; the type and store stay as created).
 * The rules with their codes are `notificationConfigRefusal`.
 */
export const notificationConfigBodySchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    sid: storeCode,
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)).max(NOTIFICATION_CHANNELS.length),
    roles: z.array(roleName).max(100),
    enabled: z.boolean().default(true),
    sendTime: z.string().max(5).nullable().default(null),
    threshold: notificationThresholdSchema.nullable().default(null),
  })
  .strict();
export type NotificationConfigBody = z.infer<typeof notificationConfigBodySchema>;
export type NotificationConfigBodyInput = z.input<typeof notificationConfigBodySchema>;

export const notificationConfigParamsSchema = z.object({ id: z.string().uuid() });

/** Notification refusal codes (spec section 8 style, NC1xx). */
export type NotificationRefusalCode = Extract<MessageCode, `NC1${string}`>;

/**
 * Spec section 5, "Notifications": at least one role is required (NC100). A change that would take
 * away the roles a config has is the last role being removed (NC101). Then: the daily report needs
 * a send time (NC103), the discrepancy alert a threshold (NC104), an enabled config a channel (NC105).
 */
export function notificationConfigRefusal(body: NotificationConfigBody, previousRoles: readonly string[] | null = null): NotificationRefusalCode | null {
  if (body.roles.length === 0) return previousRoles && previousRoles.length > 0 ? 'NC101' : 'NC100';
  if (body.type === 'DAILY_STOCKTAKE_REPORT' && (body.sendTime === null || !SEND_TIME_PATTERN.test(body.sendTime))) return 'NC103';
  if (body.type === 'STOCKTAKE_DISCREPANCY' && body.threshold === null) return 'NC104';
  if (body.enabled && body.channels.length === 0) return 'NC105';
  return null;
}

/** Spec section 5: removing a role from a config's roles; the last one stays (NC101). */
export function removeNotificationRole(roles: readonly string[], role: string): { ok: true; roles: string[] } | { ok: false; code: 'NC101' } {
  const left = roles.filter((r) => r !== role);
  if (left.length === 0) return { ok: false, code: 'NC101' };
  return { ok: true, roles: left };
}

/** What a discrepancy threshold reads of a submitted stock-take's summary. */
export interface DiscrepancyFigures {
  missing: number;
  missingValue: number | null;
}

/**
 * Is a submitted count a discrepancy above the threshold? COUNT: more missing items than `value`.
 * VALUE: more value missing than `value`; a count with missing items but no value (no gold rate
 * that day) is above it, since its value cannot be shown to be below.
 */
export function exceedsThreshold(figures: DiscrepancyFigures, threshold: NotificationThreshold): boolean {
  if (figures.missing <= 0) return false;
  if (threshold.kind === 'COUNT') return figures.missing > threshold.value;
  return figures.missingValue === null || figures.missingValue > threshold.value;
}

// Channel settings. Secrets are sealed (AES-256-GCM) in svc-notify and never sent back: answers
// say `{ set: true }`. In a body, a secret left out keeps the stored one, a string replaces it and
// null clears it.

/** A stored secret as answers show it. */
export const secretStateSchema = z.object({ set: z.boolean() });
export type SecretState = z.infer<typeof secretStateSchema>;
const secretInput = z.string().min(1).max(2000).nullable().optional();

/** A Telegram chat id: a number (a user or a group, groups negative) or `@channelname`. */
export const TELEGRAM_CHAT_ID_PATTERN = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,64})$/;
/** A WhatsApp number in E.164 form. */
export const WHATSAPP_NUMBER_PATTERN = /^\+[1-9]\d{6,14}$/;

export const emailChannelBodySchema = z
  .object({
    channel: z.literal('EMAIL'),
    enabled: z.boolean(),
    /** HUB: the hub's own SMTP server (SMTP_* of the deployment, as for password resets); CUSTOM: the fields below. */
    server: z.enum(['HUB', 'CUSTOM']),
    host: z.string().max(253).nullable().default(null),
    port: z.number().int().min(1).max(65535).nullable().default(null),
    secure: z.boolean().default(false),
    user: z.string().max(320).nullable().default(null),
    password: secretInput,
    /** The From header, e.g. `Shop <alerts@shop.example>`; null: the hub's. */
    from: z.string().max(400).nullable().default(null),
  })
  .strict();

export const telegramChannelBodySchema = z
  .object({
    channel: z.literal('TELEGRAM'),
    enabled: z.boolean(),
    botToken: secretInput,
    /** Group chats that receive every Telegram notification (besides the recipients' own chats). */
    chatIds: z.array(z.string().max(100)).max(50).default([]),
    /** The language of the messages to those group chats. */
    chatLocale: z.enum(LOCALES).default('en'),
  })
  .strict();

export const whatsappChannelBodySchema = z
  .object({
    channel: z.literal('WHATSAPP'),
    enabled: z.boolean(),
    /** Twilio account SID (AC…). */
    accountSid: z.string().max(100).nullable().default(null),
    authToken: secretInput,
    /** The Twilio WhatsApp sender number (E.164). */
    from: z.string().max(20).nullable().default(null),
  })
  .strict();

/** POST /merchant/notification/channels: one channel's settings. */
export const channelSettingsBodySchema = z.discriminatedUnion('channel', [emailChannelBodySchema, telegramChannelBodySchema, whatsappChannelBodySchema]);
export type ChannelSettingsBody = z.infer<typeof channelSettingsBodySchema>;
export type ChannelSettingsBodyInput = z.input<typeof channelSettingsBodySchema>;

/**
 * A channel's failure as it is stored and answered (issue 25: never the mail server's or the
 * provider's words):
 * the code and the connection failure's category, e.g. `NC110 TIMED_OUT`, `NC112 NOT_ALLOWED`.
 */
export interface CodedChannelFailure {
  code: 'NC110' | 'NC112';
  failure: ConnectionFailure;
}

export function codedChannelFailureText(f: CodedChannelFailure): string {
  return `${f.code} ${f.failure}`;
}

/** The coded failure a `lastError` holds, or null (a setting's own problem, e.g. SMTP_HOST not set, or an error stored before issue 25). */
export function parseCodedChannelFailure(text: string | null | undefined): CodedChannelFailure | null {
  const match = /^(NC110|NC112) ([A-Z_]+)$/.exec(text ?? '');
  if (!match || !(CONNECTION_FAILURES as readonly string[]).includes(match[2]!)) return null;
  return { code: match[1] as CodedChannelFailure['code'], failure: match[2] as ConnectionFailure };
}

// The hub's missing mail server, zod-free (hub-mail.ts): @hub/ui's strings read it on every page (issue 30 item 3).
export { HUB_MAIL_NOT_SET_UP, HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS, isHubMailNotSetUp } from './hub-mail';

/** A channel's last known health: null until it was used or tested. */
export const channelHealthSchema = z.object({
  ok: z.boolean().nullable(),
  /**
   * The last error (never containing a secret): a coded failure (`NC110 TIMED_OUT`, see
   * parseCodedChannelFailure), never the mail server's or the provider's words.
   */
  lastError: z.string().max(TEXT_MAX).nullable(),
  checkedAt: z.string().max(TEXT_MAX).nullable(),
});
export type ChannelHealth = z.infer<typeof channelHealthSchema>;

const channelSettingsCommonSchema = channelHealthSchema.extend({
  enabled: z.boolean(),
  /** False until the merchant saved the channel (then the answer shows defaults). */
  saved: z.boolean(),
});
export const emailChannelSettingsSchema = channelSettingsCommonSchema.extend({
  channel: z.literal('EMAIL'),
  server: z.enum(['HUB', 'CUSTOM']),
  host: z.string().max(TEXT_MAX).nullable(),
  port: z.number().int().nullable(),
  secure: z.boolean(),
  user: z.string().max(TEXT_MAX).nullable(),
  password: secretStateSchema,
  from: z.string().max(TEXT_MAX).nullable(),
  /** Whether the hub's own SMTP server is configured (server HUB sends nothing without it). */
  hubServerConfigured: z.boolean(),
});
export type EmailChannelSettings = z.infer<typeof emailChannelSettingsSchema>;
export const telegramChannelSettingsSchema = channelSettingsCommonSchema.extend({
  channel: z.literal('TELEGRAM'),
  botToken: secretStateSchema,
  chatIds: z.array(z.string().max(TEXT_MAX)),
  chatLocale: z.enum(LOCALES),
});
export type TelegramChannelSettings = z.infer<typeof telegramChannelSettingsSchema>;
export const whatsappChannelSettingsSchema = channelSettingsCommonSchema.extend({
  channel: z.literal('WHATSAPP'),
  accountSid: z.string().max(TEXT_MAX).nullable(),
  authToken: secretStateSchema,
  from: z.string().max(TEXT_MAX).nullable(),
});
export type WhatsappChannelSettings = z.infer<typeof whatsappChannelSettingsSchema>;
export const channelSettingsSchema = z.discriminatedUnion('channel', [
  emailChannelSettingsSchema,
  telegramChannelSettingsSchema,
  whatsappChannelSettingsSchema,
]);
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

/**
 * "Send a test" of one channel: to `to` (an e-mail address, a Telegram chat id or a WhatsApp number),
 * or, left out, to the caller's own contact on that channel (and a Telegram channel's group chats).
 */
export const channelTestBodySchema = z
  .object({
    channel: z.enum(NOTIFICATION_CHANNELS),
    to: z.string().min(1).max(320).optional(),
  })
  .strict();
export type ChannelTestBody = z.infer<typeof channelTestBodySchema>;
/**
 * NC006: the provider accepted the test message. A refusal: e-mail 502 NC110 with `details.failure` (a
 * category, never the server's words), 400 NC112 for a server address the outbound policy refuses;
 * Telegram and WhatsApp 422 NC110 with `details.error` (the provider's error).
 */
export const channelTestResultSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Where it went. */
  to: z.array(z.string().max(TEXT_MAX)),
});
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

// The caller's own contact for notifications (svc-notify keeps it; the e-mail comes from the user's account).

export const notificationContactBodySchema = z
  .object({
    locale: z.enum(LOCALES),
    telegramChatId: z.string().max(100).nullable().default(null),
    /** Default: the phone of the user's account when it is in E.164 form. */
    whatsappNumber: z.string().max(20).nullable().default(null),
  })
  .strict();
export type NotificationContactBody = z.infer<typeof notificationContactBodySchema>;
export const notificationContactSchema = z.object({
  email: z.string().max(TEXT_MAX).nullable(),
  locale: z.enum(LOCALES),
  telegramChatId: z.string().max(TEXT_MAX).nullable(),
  whatsappNumber: z.string().max(TEXT_MAX).nullable(),
  /** False until the user saved it (then locale is the language of the request). */
  saved: z.boolean(),
});
export type NotificationContact = z.infer<typeof notificationContactSchema>;

// The user's notifications (/notification).

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One channel's delivery of a notification to the caller. */
export const notificationDeliveryStateSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().max(TEXT_MAX).nullable(),
  sentAt: z.string().max(TEXT_MAX).nullable(),
});
export type NotificationDeliveryState = z.infer<typeof notificationDeliveryStateSchema>;

/** The figures of a discrepancy alert (a submitted stock-take's summary). */
export const discrepancyAlertFiguresSchema = z.object({
  expected: z.number(),
  counted: z.number(),
  missing: z.number(),
  misplaced: z.number(),
  /** Grams of gold missing. */
  missingWeight: z.number(),
  missingValue: z.number().nullable(),
  currency: z.string().max(TEXT_MAX).nullable(),
});
export type DiscrepancyAlertFigures = z.infer<typeof discrepancyAlertFiguresSchema>;

/** One store's line of a daily report. */
export const dailyReportStoreSchema = discrepancyAlertFiguresSchema.omit({ expected: true }).extend({
  sid: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  /** Spec section 4's calendar status of the store's day. */
  status: z.enum(CALENDAR_DAY_STATUSES),
  /** Submitted counts of the day with their figures summed (counted, missing... of the counts added up). */
  counts: z.number(),
  /** The newest submitted count of the day (the report's link), if any. */
  stocktakeId: z.string().max(TEXT_MAX).nullable(),
});
export type DailyReportStore = z.infer<typeof dailyReportStoreSchema>;

export const notificationItemSchema = z.object({
  id: z.string().max(TEXT_MAX),
  type: z.enum(NOTIFICATION_TYPES),
  /** The store it is about. */
  sid: z.string().max(TEXT_MAX),
  storeName: z.string().max(TEXT_MAX).nullable(),
  /** The store's day (YYYY-MM-DD) it is about. */
  day: z.string().max(TEXT_MAX),
  /** STOCKTAKE_DISCREPANCY: the submitted count; DAILY: the day's newest submitted count, if any. */
  stocktakeId: z.string().max(TEXT_MAX).nullable(),
  /** The page of the stock-take report (no locale prefix): `/management/reports/<stocktakeId>`; null without one. */
  link: z.string().max(TEXT_MAX).nullable(),
  createdAt: z.string().max(TEXT_MAX),
  /** STOCKTAKE_DISCREPANCY only. */
  discrepancy: discrepancyAlertFiguresSchema.nullable(),
  /** DAILY_STOCKTAKE_REPORT only. */
  daily: dailyReportStoreSchema.nullable(),
  /** The caller's deliveries of it, one per channel. */
  deliveries: z.array(notificationDeliveryStateSchema),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationItemSchema),
  total: z.number().int(),
  start: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The report page a notification links to (mf-reports' `/management/reports/:id`). */
export function stocktakeReportPath(stocktakeId: string): string {
  return `/management/reports/${encodeURIComponent(stocktakeId)}`;
}
