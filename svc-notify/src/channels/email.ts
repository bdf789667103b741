import { HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS } from '@hub/contracts';
import { outboundPolicy } from '@hub/service-kit';
import nodemailer from 'nodemailer';
import { isIP } from 'node:net';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from '../mail/transport';
import type { MailSettings } from '../mail/settings';
import type { ResolvedChannel } from './settings';

type EmailChannel = Extract<ResolvedChannel, { channel: 'EMAIL' }>;

/**
 * E-mail through nodemailer: the hub's own SMTP server (SMTP_*, as for password resets: an operator
 * setting), or the merchant's, one pooled transport per distinct server kept while its settings stay
 * the same. A merchant's server goes through the outbound policy first (issue 25): its name is
 * resolved once and checked, and the transport connects to that checked address (the TLS server name
 * stays the typed host); a refused address throws OutboundRefusedError and nothing is sent.
 */
export class EmailSenders {
  private readonly hub: MailTransport | undefined;
  private readonly custom = new Map<string, MailTransport>();

  constructor(private readonly settings: MailSettings) {
    this.hub = createSmtpTransport(settings);
  }

  get hubConfigured(): boolean {
    return this.hub !== undefined;
  }

  private async transportFor(c: EmailChannel): Promise<MailTransport | undefined> {
    if (c.server === 'HUB') return this.hub;
    const checked = await outboundPolicy().resolve('NOTIFICATION_CHANNEL', c.host, c.port);
    const key = JSON.stringify([c.host, checked.address, c.port, c.secure, c.user, c.password, c.from]);
    let transport = this.custom.get(key);
    if (!transport) {
      const from = c.from ?? this.settings.from;
      const transporter = nodemailer.createTransport({
        // The checked address, never the name again (DNS rebinding); certificates are checked against the typed host.
        host: checked.address,
        port: c.port,
        secure: c.secure,
        ...(isIP(checked.host) ? {} : { tls: { servername: checked.host } }),
        auth: c.user ? { user: c.user, pass: c.password ?? '' } : undefined,
        pool: true,
        maxConnections: 4,
        connectionTimeout: this.settings.timeoutMs,
        greetingTimeout: this.settings.timeoutMs,
        socketTimeout: this.settings.timeoutMs * 2,
        logger: false,
        debug: false,
      });
      transport = {
        async send(mail) {
          const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: { 'Content-Language': mail.language } });
          return { messageId: String(info.messageId ?? '') };
        },
        close: () => transporter.close(),
      };
      if (this.custom.size > 200) this.closeCustom();
      this.custom.set(key, transport);
    }
    return transport;
  }

  async send(c: EmailChannel, mail: OutgoingMail): Promise<string> {
    const transport = await this.transportFor(c);
    if (!transport) throw new Error(HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS);
    return (await transport.send(mail)).messageId;
  }

  private closeCustom(): void {
    for (const t of this.custom.values()) t.close();
    this.custom.clear();
  }

  close(): void {
    this.hub?.close();
    this.closeCustom();
  }
}
