import type { Locale, NotificationContact, NotificationContactBody } from '@hub/contracts';

/**
 * What brought the hub's language before the user: a session restored by opening a page (a load), a
 * session begun in this page (signing in, a new account, a new password chosen), or a switch of
 * language from `from`.
 */
export type LanguageCause = { kind: 'restored' } | { kind: 'signed-in' } | { kind: 'switched'; from: Locale };

/**
 * The contact to save so that a user's notifications follow the language they use the hub in, or
 * null to leave it. Only what the user did writes: opening a page never does (issue 30, session 26:
 * each first visit wrote the contact back and so ended the page's early answers). A contact the user
 * never saved takes the language they sign in or switch to. A saved one follows a switch of language
 * only when it held the language the user switched away from: a user who chose another language for
 * notifications on /notification keeps it.
 */
export function contactFollowingLanguage(contact: NotificationContact, next: Locale, cause: LanguageCause): NotificationContactBody | null {
  if (cause.kind === 'restored') return null;
  if (contact.saved && contact.locale === next) return null;
  if (contact.saved && (cause.kind === 'signed-in' || contact.locale !== cause.from)) return null;
  return { locale: next, telegramChatId: contact.telegramChatId, whatsappNumber: contact.whatsappNumber };
}
