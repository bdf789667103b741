import type { Locale, NotificationContact, NotificationContactBody } from '@hub/contracts';

/**
 * The contact to save so that a user's notifications follow the language they use the hub in, or
 * null to leave it. A contact the user never saved follows the app. A saved one follows a switch of
 * language only when it held the language the user switched away from: a user who chose another
 * language for notifications on /notification keeps it.
 */
export function contactFollowingLanguage(contact: NotificationContact, next: Locale, previous: Locale | null): NotificationContactBody | null {
  if (contact.saved && contact.locale === next) return null;
  if (contact.saved && contact.locale !== previous) return null;
  return { locale: next, telegramChatId: contact.telegramChatId, whatsappNumber: contact.whatsappNumber };
}
