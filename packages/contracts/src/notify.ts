import { TEXT_MAX } from './limits';
import { z } from 'zod';

/** Spec section 3, "Notification types" and "Channels". */
export const NOTIFICATION_TYPES = ['DAILY_STOCKTAKE_REPORT', 'STOCKTAKE_DISCREPANCY'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_CHANNELS = ['EMAIL', 'TELEGRAM', 'WHATSAPP'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const notificationConfigSchema = z.object({
  id: z.string().max(TEXT_MAX),
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** Spec section 5: at least one role is required. */
  roles: z.array(z.string().max(TEXT_MAX)).min(1),
  recipients: z.array(z.string().max(TEXT_MAX)),
  enabled: z.boolean(),
});
export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
