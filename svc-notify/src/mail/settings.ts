/** Where and how svc-notify sends e-mail, and the address its links point to. */
export interface MailSettings {
  /** SMTP server; undefined: e-mail is not configured (each mail is recorded as failed, with the reason). */
  host?: string;
  port: number;
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From header, e.g. `Hub <no-reply@example.com>`. */
  from: string;
  /** The hub's address as users reach it; links in mails start with it. */
  publicUrl: string;
  /** Connection, greeting and socket timeouts of one attempt. */
  timeoutMs: number;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';
export const DEFAULT_MAIL_FROM = 'Hub <no-reply@localhost>';

/**
 * The start-up warning when the hub's public address is not configured (issue 28 item 5): links in
 * mails and messages would then carry the default, a localhost address nobody else can open. null when
 * it is (`configured`: HUB_PUBLIC_URL, or the address a caller passed).
 */
export function publicUrlWarning(configured: string | undefined, publicUrl: string): string | null {
  if (configured?.trim()) return null;
  return `HUB_PUBLIC_URL is not set: links in e-mails and messages would carry ${publicUrl}; set it to the address users open the hub at`;
}

const isTrue = (value: string | undefined) => value !== undefined && /^(1|true|yes)$/i.test(value.trim());

/**
 * SMTP_HOST, SMTP_PORT (default 465 when SMTP_SECURE, else 587), SMTP_SECURE, SMTP_USER, SMTP_PASSWORD,
 * SMTP_FROM and HUB_PUBLIC_URL (default http://localhost:8080).
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const secure = isTrue(env.SMTP_SECURE);
  const port = Number(env.SMTP_PORT);
  return {
    host: env.SMTP_HOST?.trim() || undefined,
    port: Number.isInteger(port) && port > 0 ? port : secure ? 465 : 587,
    secure,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM?.trim() || DEFAULT_MAIL_FROM,
    publicUrl: (env.HUB_PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    timeoutMs: 15000,
  };
}
