import { isLocale, type NotificationConfig } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { listChannelRows } from '../db/channels';
import { usersWithRoles } from '../db/recipients';
import { deliveryTargets, type DeliveryTarget } from '../domain/recipients';

/**
 * Who a config's notification about store `sid` goes to: the channels it names that the merchant has
 * not switched off (Telegram and WhatsApp only once saved), the users holding its roles, the Telegram
 * group chats.
 */
export async function targetsFor(db: Db, merchantId: string, config: Pick<NotificationConfig, 'channels' | 'roles'>, sid: string): Promise<DeliveryTarget[]> {
  const rows = new Map((await listChannelRows(db, merchantId)).map((r) => [r.channel, r]));
  const channels = config.channels.filter((c) => {
    const row = rows.get(c);
    if (c === 'EMAIL') return row?.enabled !== false;
    return row !== undefined && row.enabled && Object.keys(row.settings).length > 0;
  });
  if (channels.length === 0) return [];
  const telegram = rows.get('TELEGRAM');
  const chatIds = Array.isArray(telegram?.settings.chatIds) ? (telegram.settings.chatIds as string[]) : [];
  const chatLocale = typeof telegram?.settings.chatLocale === 'string' && isLocale(telegram.settings.chatLocale) ? telegram.settings.chatLocale : 'en';
  const users = await usersWithRoles(db, merchantId, config.roles);
  return deliveryTargets(users, { roles: config.roles, sid, channels, telegramGroups: chatIds.length > 0 ? { chatIds, locale: chatLocale } : null });
}
