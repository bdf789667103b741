import {
  TELEGRAM_CHAT_ID_PATTERN,
  WHATSAPP_NUMBER_PATTERN,
  type ChannelSettings,
  type ChannelSettingsBodyInput,
  type Locale,
  type NotificationChannel,
} from '@hub/contracts';

/**
 * A write-only secret as a form holds it: kept as stored (the answer says only whether one is set),
 * replaced by a typed value, or cleared.
 */
export type SecretDraft = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'clear' };
export const KEEP_SECRET: SecretDraft = { mode: 'keep' };

/** In a body: left out keeps the stored secret, a string replaces it, null clears it. */
export function secretBody(secret: SecretDraft): string | null | undefined {
  if (secret.mode === 'keep') return undefined;
  if (secret.mode === 'clear') return null;
  return secret.value;
}

export interface EmailChannelDraft {
  channel: 'EMAIL';
  enabled: boolean;
  server: 'HUB' | 'CUSTOM';
  host: string;
  port: string;
  secure: boolean;
  user: string;
  password: SecretDraft;
  from: string;
}
export interface TelegramChannelDraft {
  channel: 'TELEGRAM';
  enabled: boolean;
  botToken: SecretDraft;
  /** One chat id per line (or separated by commas). */
  chatIds: string;
  chatLocale: Locale;
}
export interface WhatsappChannelDraft {
  channel: 'WHATSAPP';
  enabled: boolean;
  accountSid: string;
  authToken: SecretDraft;
  from: string;
}
export type ChannelDraft = EmailChannelDraft | TelegramChannelDraft | WhatsappChannelDraft;

export function toChannelDraft(settings: ChannelSettings): ChannelDraft {
  switch (settings.channel) {
    case 'EMAIL':
      return {
        channel: 'EMAIL',
        enabled: settings.enabled,
        server: settings.server,
        host: settings.host ?? '',
        port: settings.port === null ? '' : String(settings.port),
        secure: settings.secure,
        user: settings.user ?? '',
        password: KEEP_SECRET,
        from: settings.from ?? '',
      };
    case 'TELEGRAM':
      return { channel: 'TELEGRAM', enabled: settings.enabled, botToken: KEEP_SECRET, chatIds: settings.chatIds.join('\n'), chatLocale: settings.chatLocale };
    case 'WHATSAPP':
      return { channel: 'WHATSAPP', enabled: settings.enabled, accountSid: settings.accountSid ?? '', authToken: KEEP_SECRET, from: settings.from ?? '' };
  }
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The chat ids typed, one per line or separated by commas or spaces. */
export function chatIdList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

/** The body that saves the draft. */
export function channelBody(draft: ChannelDraft): ChannelSettingsBodyInput {
  switch (draft.channel) {
    case 'EMAIL': {
      const custom = draft.server === 'CUSTOM';
      const port = draft.port.trim() === '' ? null : Number(draft.port);
      return {
        channel: 'EMAIL',
        enabled: draft.enabled,
        server: draft.server,
        host: custom ? orNull(draft.host) : null,
        port: custom ? port : null,
        secure: custom && draft.secure,
        user: custom ? orNull(draft.user) : null,
        ...(custom ? withSecret('password', draft.password) : { password: null }),
        from: orNull(draft.from),
      };
    }
    case 'TELEGRAM':
      return { channel: 'TELEGRAM', enabled: draft.enabled, ...withSecret('botToken', draft.botToken), chatIds: chatIdList(draft.chatIds), chatLocale: draft.chatLocale };
    case 'WHATSAPP':
      return { channel: 'WHATSAPP', enabled: draft.enabled, accountSid: orNull(draft.accountSid), ...withSecret('authToken', draft.authToken), from: orNull(draft.from) };
  }
}

/** The secret's field in a body: absent when it is kept. */
function withSecret<K extends string>(key: K, secret: SecretDraft): Partial<Record<K, string | null>> {
  const value = secretBody(secret);
  return value === undefined ? {} : ({ [key]: value } as Record<K, string | null>);
}

/** A Twilio account SID: AC and 32 hex digits (svc-notify refuses others with NC109). */
export const TWILIO_ACCOUNT_SID_PATTERN = /^AC[0-9a-fA-F]{32}$/;

/** Why a field of a channel draft cannot be saved: its key in the page's words. */
export type ChannelFieldIssue = 'required' | 'port' | 'chatId' | 'number' | 'accountSid';

/**
 * The fields an enabled channel needs and the forms they must have (the server answers NC109 for the
 * same): an enabled custom SMTP server its host and port; Telegram a bot token and well-formed chat ids;
 * WhatsApp an account SID (AC…), a token and an E.164 sender.
 */
export function channelDraftIssues(draft: ChannelDraft, settings: ChannelSettings): Record<string, ChannelFieldIssue> {
  const issues: Record<string, ChannelFieldIssue> = {};
  const secretSet = (secret: SecretDraft, stored: boolean) => (secret.mode === 'keep' ? stored : secret.mode === 'replace' && secret.value.trim() !== '');
  if (draft.channel === 'EMAIL' && draft.server === 'CUSTOM') {
    if (draft.enabled && draft.host.trim() === '') issues.host = 'required';
    const port = Number(draft.port);
    if (draft.port.trim() === '') {
      if (draft.enabled) issues.port = 'required';
    } else if (!(Number.isInteger(port) && port >= 1 && port <= 65535)) issues.port = 'port';
  }
  if (draft.channel === 'TELEGRAM') {
    if (draft.enabled && settings.channel === 'TELEGRAM' && !secretSet(draft.botToken, settings.botToken.set)) issues.botToken = 'required';
    if (chatIdList(draft.chatIds).some((id) => !TELEGRAM_CHAT_ID_PATTERN.test(id))) issues.chatIds = 'chatId';
  }
  if (draft.channel === 'WHATSAPP') {
    if (draft.enabled && draft.accountSid.trim() === '') issues.accountSid = 'required';
    else if (draft.accountSid.trim() !== '' && !TWILIO_ACCOUNT_SID_PATTERN.test(draft.accountSid.trim())) issues.accountSid = 'accountSid';
    if (draft.enabled && settings.channel === 'WHATSAPP' && !secretSet(draft.authToken, settings.authToken.set)) issues.authToken = 'required';
    if (draft.enabled && draft.from.trim() === '') issues.from = 'required';
    else if (draft.from.trim() !== '' && !WHATSAPP_NUMBER_PATTERN.test(draft.from.trim())) issues.from = 'number';
  }
  return issues;
}

/** Whether the draft would change what is saved (a channel never saved always can be saved). */
export function channelChanged(draft: ChannelDraft, settings: ChannelSettings): boolean {
  if (!settings.saved) return true;
  return JSON.stringify(channelBody(draft)) !== JSON.stringify(channelBody(toChannelDraft(settings)));
}

/** The form a test address must have on a channel (empty: the caller's own contact). */
export function testAddressValid(channel: NotificationChannel, to: string): boolean {
  const value = to.trim();
  if (value === '') return true;
  if (channel === 'EMAIL') return /^[^\s@]+@[^\s@]+$/.test(value);
  if (channel === 'TELEGRAM') return TELEGRAM_CHAT_ID_PATTERN.test(value);
  return WHATSAPP_NUMBER_PATTERN.test(value);
}
