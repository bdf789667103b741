import { TELEGRAM_CHAT_ID_PATTERN, WHATSAPP_NUMBER_PATTERN, isLocale, type Locale, type NotificationChannel } from '@hub/contracts';

/** A user svc-notify knows (svc-auth's replica) with the contact the user saved, if any. */
export interface RecipientUser {
  userId: string;
  email: string;
  roleName: string;
  /** Store codes of a store-bound user; empty: every store. */
  stores: string[];
  active: boolean;
  phone: string | null;
  contact: { locale: string; telegramChatId: string | null; whatsappNumber: string | null } | null;
}

/** One address to deliver to on one channel. */
export interface DeliveryTarget {
  userId: string | null;
  channel: NotificationChannel;
  address: string;
  locale: Locale;
}

export interface RecipientRules {
  roles: readonly string[];
  sid: string;
  channels: readonly NotificationChannel[];
  /** Telegram group chats of the channel settings, and their language. */
  telegramGroups: { chatIds: readonly string[]; locale: Locale } | null;
}

/** A user's language for notifications: the one saved with the contact, else English. */
export function recipientLocale(user: Pick<RecipientUser, 'contact'>): Locale {
  const saved = user.contact?.locale;
  return saved && isLocale(saved) ? saved : 'en';
}

/** The WhatsApp number of a user: the saved one, else the account's phone when it is in E.164 form. */
export function whatsappNumberOf(user: Pick<RecipientUser, 'contact' | 'phone'>): string | null {
  const candidate = user.contact?.whatsappNumber ?? user.phone?.replace(/[\s()-]/g, '') ?? null;
  return candidate && WHATSAPP_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

/**
 * Who receives a notification about store `sid`: active users holding one of the roles whose stores
 * include it (or who are not store-bound), on each channel where they have an address; plus the
 * Telegram group chats. Each (channel, address) once.
 */
export function deliveryTargets(users: readonly RecipientUser[], rules: RecipientRules): DeliveryTarget[] {
  const targets = new Map<string, DeliveryTarget>();
  const add = (t: DeliveryTarget) => {
    const key = `${t.channel} ${t.address}`;
    if (!targets.has(key)) targets.set(key, t);
  };
  for (const user of users) {
    if (!user.active || !rules.roles.includes(user.roleName)) continue;
    if (user.stores.length > 0 && !user.stores.includes(rules.sid)) continue;
    const locale = recipientLocale(user);
    for (const channel of rules.channels) {
      const address =
        channel === 'EMAIL' ? (user.email.includes('@') ? user.email.trim().toLowerCase() : null)
        : channel === 'TELEGRAM' ? (user.contact?.telegramChatId && TELEGRAM_CHAT_ID_PATTERN.test(user.contact.telegramChatId) ? user.contact.telegramChatId : null)
        : whatsappNumberOf(user);
      if (address) add({ userId: user.userId, channel, address, locale });
    }
  }
  if (rules.channels.includes('TELEGRAM') && rules.telegramGroups) {
    for (const chatId of rules.telegramGroups.chatIds) add({ userId: null, channel: 'TELEGRAM', address: chatId, locale: rules.telegramGroups.locale });
  }
  return [...targets.values()];
}
