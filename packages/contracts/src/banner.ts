import { z } from 'zod';
import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { NOTIFICATION_CHANNELS } from './notify';

/**
 * The banner of spec sections 2–4 ("show, message, actionText, action"): conditions the server
 * finds for the caller (issue 15 item 6), each with the page that fixes it. Clients word the
 * message from `kind` and `params` in the user's language.
 */
export const BANNER_KINDS = ['LICENCE_ENDING', 'IMPORT_FAILED', 'NOTIFY_CHANNEL_FAILING', 'DATA_NOT_IMPORTED'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** A licence shows on the banner when the merchant's cover ends within this many days. */
export const LICENCE_ENDING_WARNING_DAYS = 14;

export const bannerConditionSchema = z.object({
  kind: z.enum(BANNER_KINDS),
  /** This occurrence: a dismissal holds for it; a new one (another failure, another end date) shows again. */
  key: z.string().max(TEXT_MAX),
  /** The page that fixes it (no locale prefix). */
  action: z.string().max(TEXT_MAX),
  /** LICENCE_ENDING: endDate, daysLeft; IMPORT_FAILED: sid, status, errorCode; NOTIFY_CHANNEL_FAILING: channel, error. */
  params: z.record(z.string().max(RECORD_KEY_MAX), z.union([z.string().max(TEXT_MAX), z.number(), z.null()])),
});
export type BannerCondition = z.infer<typeof bannerConditionSchema>;

/** GET /merchant/banner: `show` when any condition remains undismissed; the most urgent first. */
export const bannerAnswerSchema = z.object({ show: z.boolean(), conditions: z.array(bannerConditionSchema) });
export type BannerAnswer = z.infer<typeof bannerAnswerSchema>;

export const bannerDismissSchema = z.object({ kind: z.enum(BANNER_KINDS), key: z.string().min(1).max(200) }).strict();
export type BannerDismiss = z.infer<typeof bannerDismissSchema>;

/**
 * `hub.notify.channel-status-changed.v1`: svc-notify found a channel of the merchant failing
 * (`ok: false`, with the provider's error) or working again (`ok: true`).
 */
export const notifyChannelStatusChangedDataSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  ok: z.boolean(),
  error: z.string().max(TEXT_MAX).optional(),
});
export type NotifyChannelStatusChangedData = z.infer<typeof notifyChannelStatusChangedDataSchema>;
