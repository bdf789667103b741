import { codedChannelFailureText, HUB_MAIL_NOT_SET_UP, isLocale, type ConnectionFailure, type NotificationChannel } from '@hub/contracts';
import { connectionFailure, OutboundRefusedError, type Db, type SecretBox } from '@hub/service-kit';
import { findChannelRow } from '../db/channels';
import type { AlertMessage } from '../domain/alert-messages';
import { SMTP_NOT_CONFIGURED } from '../mail/delivery-worker';
import type { MailSettings } from '../mail/settings';
import { EmailSenders } from './email';
import { resolveChannel, type ResolvedChannel } from './settings';
import { ChannelSendError, DEFAULT_TELEGRAM_API_BASE, sendTelegramMessage } from './telegram';
import { createWhatsappSender } from './whatsapp';

/** Where the providers are (HUB_TELEGRAM_API_BASE, HUB_TWILIO_API_BASE) and how long one attempt may take. */
export interface ProviderSettings {
  telegramApiBase: string;
  /** undefined: the twilio package's own address (https://api.twilio.com). */
  twilioApiBase: string | undefined;
  timeoutMs: number;
}

export function providerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ProviderSettings {
  return {
    telegramApiBase: env.HUB_TELEGRAM_API_BASE?.trim() || DEFAULT_TELEGRAM_API_BASE,
    twilioApiBase: env.HUB_TWILIO_API_BASE?.trim() || undefined,
    timeoutMs: 15_000,
  };
}

/**
 * What one send did. A failed e-mail carries its category (`failure`) and its error is the coded text
 * (`NC110 TIMED_OUT`), never the mail server's words (issue 25); `refused` when the outbound policy
 * refused the merchant's server (nothing was sent). `operatorError`: the operator's words of a fault
 * that is theirs (the hub's mail server not set), for the log only; `error` is then its code (NC113).
 */
export type SendOutcome =
  | { ok: true; providerId: string }
  | { ok: false; error: string; retryable: boolean; failure?: ConnectionFailure; refused?: OutboundRefusedError; operatorError?: string };

/**
 * Sends one message on one channel of a merchant with its saved settings (secrets opened in memory
 * only). Never throws; errors come back without any secret in them.
 */
export class ChannelDispatcher {
  private readonly email: EmailSenders;
  private readonly sendWhatsapp: ReturnType<typeof createWhatsappSender>;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    mail: MailSettings,
    private readonly providers: ProviderSettings,
  ) {
    this.email = new EmailSenders(mail);
    this.sendWhatsapp = createWhatsappSender(providers.twilioApiBase, providers.timeoutMs);
  }

  get hubMailConfigured(): boolean {
    return this.email.hubConfigured;
  }

  /** The channel's settings, secrets opened, or why it cannot send. */
  async resolve(merchantId: string, channel: NotificationChannel): Promise<ResolvedChannel | string> {
    return resolveChannel(channel, await findChannelRow(this.db, merchantId, channel), this.box);
  }

  async send(resolved: ResolvedChannel | string, address: string, locale: string, message: AlertMessage): Promise<SendOutcome> {
    if (typeof resolved === 'string') return { ok: false, error: resolved, retryable: false };
    // The hub's relay is not configured: the operator's fault, coded for the merchant; failed at once,
    // since trying again changes nothing until the hub restarts with SMTP_HOST (issue 28 item 5).
    if (resolved.channel === 'EMAIL' && resolved.server === 'HUB' && !this.email.hubConfigured) {
      return { ok: false, error: HUB_MAIL_NOT_SET_UP, operatorError: SMTP_NOT_CONFIGURED, retryable: false };
    }
    try {
      let providerId: string;
      if (resolved.channel === 'EMAIL') {
        providerId = await this.email.send(resolved, {
          to: address,
          subject: message.subject,
          text: message.text,
          html: message.html,
          language: isLocale(locale) ? locale : 'en',
        });
      } else if (resolved.channel === 'TELEGRAM') {
        providerId = await sendTelegramMessage(this.providers.telegramApiBase, resolved.botToken, address, message.text, this.providers.timeoutMs);
      } else {
        providerId = await this.sendWhatsapp(resolved, address, message.text);
      }
      return { ok: true, providerId };
    } catch (err) {
      if (resolved.channel === 'EMAIL') {
        if (err instanceof OutboundRefusedError) return { ok: false, error: codedChannelFailureText({ code: 'NC112', failure: 'NOT_ALLOWED' }), retryable: false, failure: 'NOT_ALLOWED', refused: err };
        // SMTP: a 5xx reply refuses for good (no such mailbox...), a 4xx or a connection failure may pass later.
        const smtpCode = (err as { responseCode?: unknown }).responseCode;
        const failure = connectionFailure(err);
        return { ok: false, error: codedChannelFailureText({ code: 'NC110', failure }), retryable: !(typeof smtpCode === 'number' && smtpCode >= 500), failure };
      }
      // Telegram and Twilio: the code and category too, never the provider's words (issue 25).
      const failure = err instanceof ChannelSendError ? err.failure : connectionFailure(err);
      const retryable = err instanceof ChannelSendError ? err.retryable : true;
      return { ok: false, error: codedChannelFailureText({ code: 'NC110', failure }), retryable, failure };
    }
  }

  close(): void {
    this.email.close();
  }
}
