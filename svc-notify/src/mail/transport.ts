import nodemailer from 'nodemailer';
import type { MailSettings } from './settings';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Content-Language of the mail. */
  language: string;
}

/** Sends one mail; rejects when the server refuses it or cannot be reached. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** nodemailer over SMTP (ADR 0012); undefined when no SMTP_HOST is configured. */
export function createSmtpTransport(settings: MailSettings): MailTransport | undefined {
  if (!settings.host) return undefined;
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs * 2,
    // Never log: a mail body holds a reset link.
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transporter.close(),
  };
}
