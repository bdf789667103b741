import { TELEGRAM_CHAT_ID_PATTERN, WHATSAPP_NUMBER_PATTERN, isLocale, localeFromAcceptLanguage, notifyApi, type NotificationContact } from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition } from '@hub/service-kit';
import { listUserNotifications } from '../db/notifications';
import { findContact, saveContact } from '../db/recipients';

/** `/notification` (issue 15 item 3): the caller's notifications, and the caller's own contact for them. */
export function inboxRoutes(db: Db): RouteDefinition[] {
  const contactOf = async (merchantId: string, userId: string, acceptLanguage: string | undefined): Promise<NotificationContact> => {
    const c = await findContact(db, merchantId, userId);
    return {
      email: c.email,
      locale: c.contact && isLocale(c.contact.locale) ? c.contact.locale : localeFromAcceptLanguage(acceptLanguage),
      telegramChatId: c.contact?.telegramChatId ?? null,
      whatsappNumber: c.contact?.whatsappNumber ?? null,
      saved: c.contact !== null,
    };
  };
  return [
    route(notifyApi.list, {
      permission: 'authenticated',
      summary: "What was sent to the caller or their role (stores in their scope), newest first, paged, with the caller's delivery per channel (NC007).",
      handler: async ({ scope, auth, query }) => {
        const page = await listUserNotifications(db, scope.merchantId, { userId: auth.sub, roleName: auth.roleName, storeCodes: scope.storeCodes }, query);
        return { code: 'NC007', data: { ...page, start: query.start, pageSize: query.pageSize } };
      },
    }),
    route(notifyApi.contact, {
      permission: 'authenticated',
      summary: "The caller's contact for notifications: language, Telegram chat id, WhatsApp number (NC008).",
      handler: async ({ scope, auth, req }) => ({ code: 'NC008', data: await contactOf(scope.merchantId, auth.sub, req.headers['accept-language']) }),
    }),
    route(notifyApi.saveContact, {
      permission: 'authenticated',
      summary: "Saves the caller's contact for notifications (NC009); NC109 a chat id or number of the wrong form.",
      handler: async ({ scope, auth, body, req }) => {
        const telegramChatId = body.telegramChatId?.trim() || null;
        const whatsappNumber = body.whatsappNumber?.replace(/[\s()-]/g, '') || null;
        if ((telegramChatId && !TELEGRAM_CHAT_ID_PATTERN.test(telegramChatId)) || (whatsappNumber && !WHATSAPP_NUMBER_PATTERN.test(whatsappNumber))) {
          throw new AppError('NC109', 400);
        }
        await saveContact(db, scope.merchantId, auth.sub, { locale: body.locale, telegramChatId, whatsappNumber });
        return { code: 'NC009', data: await contactOf(scope.merchantId, auth.sub, req.headers['accept-language']) };
      },
    }),
  ];
}
