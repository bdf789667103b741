import { TEXT_MAX } from '../limits';
import {
  channelSettingsBodySchema,
  channelTestBodySchema,
  notificationConfigBodySchema,
  notificationConfigParamsSchema,
  notificationContactBodySchema,
  notificationListQuerySchema,
  channelSettingsSchema,
  channelTestResultSchema,
  notificationConfigSchema,
  notificationContactSchema,
  notificationPageSchema,
} from '../notify';
import { z } from 'zod';
import { answerSchema, endpoint } from './endpoint';
import { START_ROUTES } from './start-routes';

/**
 * Notifications (svc-notify, issue 15 items 1–3). Configs and channels need
 * NOTIFICATIONS_CONFIGURATION_READ_PREVIEW to read, with NOTIFICATIONS_CONFIGURATION_MODIFY to change;
 * the caller's own notifications and contact need only a session.
 */
export const notifyApi = {
  /** The merchant's notification configs, by type then store (NC000). */
  configs: endpoint({
    method: 'GET',
    path: '/merchant/notification/configs',
    codes: ['NC000'],
    data: answerSchema(z.array(notificationConfigSchema)),
  }),
  /**
   * Creates a config (201 NC001): NC100 no role, NC103 daily without a valid HH:mm send time, NC104
   * discrepancy without a threshold, NC105 enabled without a channel, NC106 unknown store, NC102 the
   * type already configured for the store.
   */
  createConfig: endpoint({
    method: 'POST',
    path: '/merchant/notification/configs',
    codes: ['NC001'],
    status: 201,
    body: notificationConfigBodySchema,
    data: answerSchema(notificationConfigSchema),
    errors: { NC100: 400, NC103: 400, NC104: 400, NC105: 400, NC106: 400, NC102: 409 },
  }),
  /** Saves a config (NC002): the same rules, NC101 when the roles it has would all be removed; 404 NC107 unknown id. Type and store stay. */
  updateConfig: endpoint({
    method: 'PUT',
    path: '/merchant/notification/configs/:id',
    codes: ['NC002'],
    params: notificationConfigParamsSchema,
    body: notificationConfigBodySchema,
    data: answerSchema(notificationConfigSchema),
    errors: { NC100: 400, NC101: 400, NC103: 400, NC104: 400, NC105: 400, NC107: 404 },
  }),
  /** Deletes a config (NC003); 404 NC107 unknown id. */
  deleteConfig: endpoint({
    method: 'DELETE',
    path: '/merchant/notification/configs/:id',
    codes: ['NC003'],
    params: notificationConfigParamsSchema,
    data: answerSchema(z.object({ id: z.string().max(TEXT_MAX) })),
    errors: { NC107: 404 },
  }),
  /** Channel configuration: EMAIL, TELEGRAM and WHATSAPP settings, secrets as `{ set }`, each channel's health (NC004). */
  channels: endpoint({
    method: 'GET',
    path: '/merchant/notification/channels',
    codes: ['NC004'],
    data: answerSchema(z.array(channelSettingsSchema)),
  }),
  /** Saves one channel's settings (NC005); NC109 incomplete or invalid settings; NC112 an SMTP host the outbound policy refuses. Secrets sealed, never answered. */
  saveChannel: endpoint({
    method: 'POST',
    path: '/merchant/notification/channels',
    codes: ['NC005'],
    body: channelSettingsBodySchema,
    data: answerSchema(channelSettingsSchema),
    errors: { NC109: 400, NC112: 400 },
  }),
  /**
   * "Send a test" (NC006): NC108 channel not saved, NC111 no address to send to; e-mail: 400 NC112 a server
   * address the outbound policy refuses (nothing sent), 502 NC110 with `details.failure` (a category, never
   * the server's words), 422 NC113 the hub's own mail server is not set (ask the provider: issue 28 item 5);
   * Telegram, WhatsApp: 422 NC110 the provider refused (`details.error`).
   */
  testChannel: endpoint({
    method: 'POST',
    path: '/merchant/notification/channels/test',
    codes: ['NC006'],
    body: channelTestBodySchema,
    data: answerSchema(channelTestResultSchema),
    errors: { NC108: 400, NC111: 400, NC112: 400, NC110: [422, 502], NC113: 422 },
  }),
  /** `/notification`: what was sent to the caller or their roles, newest first, paged, delivery per channel (NC007). */
  list: endpoint({
    method: 'GET',
    path: '/merchant/notification/list',
    codes: ['NC007'],
    query: notificationListQuerySchema,
    data: answerSchema(notificationPageSchema),
  }),
  /** The caller's contact for notifications: language, Telegram chat, WhatsApp number (NC008). */
  contact: endpoint({
    ...START_ROUTES.contact,
    data: answerSchema(notificationContactSchema),
  }),
  /** Saves the caller's contact (NC009); NC109 a chat id or number of the wrong form. */
  saveContact: endpoint({
    ...START_ROUTES.saveContact,
    body: notificationContactBodySchema,
    data: answerSchema(notificationContactSchema),
    errors: { NC109: 400 },
  }),
};
