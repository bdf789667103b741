import { isLocale, type NotificationChannel } from '@hub/contracts';
import type { Db, SecretBox } from '@hub/service-kit';
import { findChannelRow } from '../db/channels';
import type { AlertMessage } from '../domain/alert-messages';
import type { MailSettings } from '../mail/settings';
import { EmailSenders } from './email';
import { resolveChannel, withoutSecrets, type ResolvedChannel } from './settings';
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

export type SendOutcome = { ok: true; providerId: string } | { ok: false; error: string; retryable: boolean };

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
      const text = err instanceof Error ? err.message : String(err);
      // SMTP: a 5xx reply refuses for good (no such mailbox...), a 4xx or a connection failure may pass later.
      const smtpCode = (err as { responseCode?: unknown }).responseCode;
      const retryable = err instanceof ChannelSendError ? err.retryable : !(typeof smtpCode === 'number' && smtpCode >= 500);
      return { ok: false, error: withoutSecrets(text, resolved).slice(0, 1000), retryable };
    }
  }

  close(): void {
    this.email.close();
  }
}
