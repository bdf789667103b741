import { HUB_MAIL_NOT_SET_UP, NOTIFICATION_CHANNELS, PERMISSIONS, TELEGRAM_CHAT_ID_PATTERN, WHATSAPP_NUMBER_PATTERN, isLocale, localeFromAcceptLanguage, notifyApi } from '@hub/contracts';
import { AppError, OutboundRefusedError, outboundPolicy, outboundRefusalDetails, route, type Db, type RouteDefinition, type SecretBox, type ServiceEventing } from '@hub/service-kit';
import { findChannelRow, listChannelRows, upsertChannelRow } from '../db/channels';
import { findContact } from '../db/recipients';
import type { ChannelDispatcher } from '../channels/dispatch';
import { applyChannelBody, channelAnswer } from '../channels/settings';
import { renderTestMessage } from '../domain/alert-messages';
import { channelChangedDetails } from '../domain/audit-details';
import { whatsappNumberOf } from '../domain/recipients';
import type { NotificationDeliveryWorker } from '../deliveries/worker';
import { MODIFY } from './configs';

export interface ChannelRouteDeps {
  db: Db;
  eventing: ServiceEventing;
  box: SecretBox;
  dispatcher: ChannelDispatcher;
  worker: Pick<NotificationDeliveryWorker, 'recordOneHealth'>;
}

/** The port a merchant's SMTP server is reached on when the settings leave it out. */
const smtpPort = (port: number | null, secure: boolean) => port ?? (secure ? 465 : 587);

/** Channel configuration: settings with secrets as `{ set }`, saving (secrets sealed), and "send a test". */
export function channelRoutes({ db, eventing, box, dispatcher, worker }: ChannelRouteDeps): RouteDefinition[] {
  /**
   * A merchant's SMTP server the outbound policy refuses (issue 25): recorded in the audit trail and
   * answered 400 NC112; nothing was sent to it.
   */
  const refuse = async (merchantId: string, userId: string, error: OutboundRefusedError, ip: string | null): Promise<never> => {
    await eventing.transaction(async (_tx, emit) => {
      await emit(eventing.auditEvent(merchantId, { userId, action: 'outbound.refused', details: outboundRefusalDetails(error, 'SMTP'), ip }));
    });
    throw new AppError('NC112', 400, [{ path: 'host' }]);
  };

  return [
    route(notifyApi.channels, {
      permission: PERMISSIONS.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW,
      summary: 'The EMAIL, TELEGRAM and WHATSAPP settings of the merchant (secrets answered as {set}) with each channel\'s health.',
      handler: async ({ scope }) => {
        const rows = new Map((await listChannelRows(db, scope.merchantId)).map((r) => [r.channel, r]));
        return { code: 'NC004', data: NOTIFICATION_CHANNELS.map((c) => channelAnswer(c, rows.get(c), dispatcher.hubMailConfigured)) };
      },
    }),
    route(notifyApi.saveChannel, {
      permission: MODIFY,
      summary: "Saves one channel's settings (NC005); secrets left out are kept, null clears them; NC109 incomplete or invalid; NC112 an SMTP host the outbound policy refuses (internal, loopback, private).",
      handler: async ({ scope, auth, body, req }) => {
        const host = body.channel === 'EMAIL' && body.server === 'CUSTOM' ? body.host?.trim() : undefined;
        if (body.channel === 'EMAIL' && host) {
          try {
            await outboundPolicy().resolve('NOTIFICATION_CHANNEL', host, smtpPort(body.port, body.secure));
          } catch (error) {
            // A name that does not resolve now is saved: each send resolves and checks it again.
            if (!(error instanceof OutboundRefusedError)) throw error;
            if (error.refusal !== 'UNRESOLVED') await refuse(scope.merchantId, auth.sub, error, req.ip ?? null);
          }
        }
        const saved = await eventing.transaction(async (tx, emit) => {
          const stored = await findChannelRow(tx, scope.merchantId, body.channel, true);
          const applied = applyChannelBody(body, stored, box);
          if ('refusal' in applied) throw new AppError(applied.refusal, 400);
          const row = await upsertChannelRow(tx, scope.merchantId, applied.row);
          // Secrets by name only (replaced, set, removed): never their values, sealed or not.
          await emit(
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'notification-channel.changed',
              details: channelChangedDetails(body.channel, stored, applied.row),
              ip: req.ip ?? null,
            }),
          );
          return row;
        });
        return { code: 'NC005', data: channelAnswer(body.channel, saved, dispatcher.hubMailConfigured) };
      },
    }),
    route(notifyApi.testChannel, {
      permission: MODIFY,
      summary:
        "Sends a test message on a channel (NC006) to `to` or the caller's own address (and Telegram's group chats): NC108 not set up, NC111 no address, 400 NC112 an SMTP server the outbound policy refuses, 502 NC110 the e-mail failed (details.failure: a category), 422 NC110 Telegram or WhatsApp refused (details.failure: a category).",
      handler: async ({ scope, auth, body, req }) => {
        const resolved = await dispatcher.resolve(scope.merchantId, body.channel);
        if (typeof resolved === 'string') throw new AppError('NC108', 400);
        const mine = await findContact(db, scope.merchantId, auth.sub);
        const locale = mine.contact && isLocale(mine.contact.locale) ? mine.contact.locale : localeFromAcceptLanguage(req.headers['accept-language']);
        let to: string[];
        if (body.to !== undefined) {
          const valid =
            body.channel === 'EMAIL' ? /^[^\s@]+@[^\s@]+$/.test(body.to) : body.channel === 'TELEGRAM' ? TELEGRAM_CHAT_ID_PATTERN.test(body.to) : WHATSAPP_NUMBER_PATTERN.test(body.to);
          if (!valid) throw new AppError('NC111', 400);
          to = [body.to];
        } else if (body.channel === 'EMAIL') {
          to = mine.email ? [mine.email] : [];
        } else if (body.channel === 'TELEGRAM') {
          to = [...(mine.contact?.telegramChatId ? [mine.contact.telegramChatId] : []), ...(resolved.channel === 'TELEGRAM' ? resolved.chatIds : [])];
        } else {
          const number = whatsappNumberOf(mine);
          to = number ? [number] : [];
        }
        if (to.length === 0) throw new AppError('NC111', 400);
        const message = renderTestMessage(locale);
        for (const address of to) {
          const outcome = await dispatcher.send(resolved, address, locale, message);
          await worker.recordOneHealth(scope.merchantId, body.channel, outcome);
          if (outcome.ok) continue;
          if (outcome.refused) await refuse(scope.merchantId, auth.sub, outcome.refused, req.ip ?? null);
          // The category only, never the server's or the provider's words (issue 25): 502 when the mail
          // server failed, 422 when Telegram or Twilio refused or the channel cannot send at all (the
          // hub's relay not configured: an operator's setting, answered NC113 "ask the provider", issue 28 item 5).
          if (!outcome.failure) throw new AppError(outcome.error === HUB_MAIL_NOT_SET_UP ? HUB_MAIL_NOT_SET_UP : 'NC110', 422);
          throw new AppError('NC110', body.channel === 'EMAIL' ? 502 : 422, { failure: outcome.failure });
        }
        return { code: 'NC006', data: { channel: body.channel, to } };
      },
    }),
  ];
}
