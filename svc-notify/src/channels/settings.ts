import {
  TELEGRAM_CHAT_ID_PATTERN,
  WHATSAPP_NUMBER_PATTERN,
  isLocale,
  type ChannelSettings,
  type ChannelSettingsBody,
  type Locale,
  type NotificationChannel,
} from '@hub/contracts';
import type { SecretBox } from '@hub/service-kit';
import type { ChannelRow } from '../db/channels';

/** The secret fields of each channel (sealed in `secrets`, answered as `{ set }`). */
const SECRET_FIELDS: Record<NotificationChannel, readonly string[]> = { EMAIL: ['password'], TELEGRAM: ['botToken'], WHATSAPP: ['authToken'] };

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** A channel's settings as answers show them: defaults until saved, secrets as `{ set }`. */
export function channelAnswer(channel: NotificationChannel, row: ChannelRow | undefined, hubServerConfigured: boolean): ChannelSettings {
  const s = row?.settings ?? {};
  const secrets = row?.secrets ?? {};
  const common = {
    enabled: row?.enabled ?? channel === 'EMAIL',
    saved: row !== undefined && Object.keys(s).length > 0,
    ok: row?.ok ?? null,
    lastError: row?.lastError ?? null,
    checkedAt: row?.checkedAt ?? null,
  };
  if (channel === 'EMAIL') {
    return {
      channel,
      ...common,
      server: s.server === 'CUSTOM' ? 'CUSTOM' : 'HUB',
      host: str(s.host),
      port: typeof s.port === 'number' ? s.port : null,
      secure: s.secure === true,
      user: str(s.user),
      password: { set: 'password' in secrets },
      from: str(s.from),
      hubServerConfigured,
    };
  }
  if (channel === 'TELEGRAM') {
    return {
      channel,
      ...common,
      botToken: { set: 'botToken' in secrets },
      chatIds: Array.isArray(s.chatIds) ? (s.chatIds as string[]) : [],
      chatLocale: typeof s.chatLocale === 'string' && isLocale(s.chatLocale) ? s.chatLocale : 'en',
    };
  }
  return { channel, ...common, accountSid: str(s.accountSid), authToken: { set: 'authToken' in secrets }, from: str(s.from) };
}

/**
 * The row a save makes of the stored one and the body: secrets left out are kept, null clears,
 * a string is sealed. Answers NC109 when the result cannot send (an enabled channel missing what it
 * needs, or an address of the wrong form).
 */
export function applyChannelBody(
  body: ChannelSettingsBody,
  stored: ChannelRow | undefined,
  box: SecretBox,
): { row: Pick<ChannelRow, 'channel' | 'enabled' | 'settings' | 'secrets'> } | { refusal: 'NC109' } {
  const secrets: Record<string, string> = { ...(stored?.secrets ?? {}) };
  const input = body as unknown as Record<string, unknown>;
  for (const field of SECRET_FIELDS[body.channel]) {
    const value = input[field];
    if (value === null) delete secrets[field];
    else if (typeof value === 'string') secrets[field] = box.seal(value.trim());
  }
  let settings: Record<string, unknown>;
  let complete: boolean;
  if (body.channel === 'EMAIL') {
    settings = { server: body.server, host: body.host?.trim() || null, port: body.port, secure: body.secure, user: body.user?.trim() || null, from: body.from?.trim() || null };
    complete = body.server === 'HUB' || (!!settings.host && body.port !== null);
  } else if (body.channel === 'TELEGRAM') {
    const chatIds = [...new Set(body.chatIds.map((c) => c.trim()).filter((c) => c.length > 0))];
    if (chatIds.some((c) => !TELEGRAM_CHAT_ID_PATTERN.test(c))) return { refusal: 'NC109' };
    settings = { chatIds, chatLocale: body.chatLocale };
    complete = 'botToken' in secrets;
  } else {
    const from = body.from?.trim() || null;
    const accountSid = body.accountSid?.trim() || null;
    if (from !== null && !WHATSAPP_NUMBER_PATTERN.test(from)) return { refusal: 'NC109' };
    if (accountSid !== null && !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) return { refusal: 'NC109' };
    settings = { accountSid, from };
    complete = accountSid !== null && from !== null && 'authToken' in secrets;
  }
  if (body.enabled && !complete) return { refusal: 'NC109' };
  return { row: { channel: body.channel, enabled: body.enabled, settings, secrets } };
}

/** What a channel sends with, secrets opened: only in memory, for one pass. */
export type ResolvedChannel =
  | { channel: 'EMAIL'; server: 'HUB' }
  | { channel: 'EMAIL'; server: 'CUSTOM'; host: string; port: number; secure: boolean; user: string | null; password: string | null; from: string | null }
  | { channel: 'TELEGRAM'; botToken: string; chatIds: string[]; chatLocale: Locale }
  | { channel: 'WHATSAPP'; accountSid: string; authToken: string; from: string };

/** The settings a channel sends with, or why it cannot send (not saved, disabled, a secret the key cannot open). */
export function resolveChannel(channel: NotificationChannel, row: ChannelRow | undefined, box: SecretBox): ResolvedChannel | string {
  if (row && !row.enabled) return `${channel} is disabled in the channel settings`;
  const s = row?.settings ?? {};
  const open = (field: string): string | null => {
    const sealed = row?.secrets[field];
    if (!sealed) return null;
    try {
      return box.open(sealed);
    } catch {
      return null;
    }
  };
  if (channel === 'EMAIL') {
    if (s.server !== 'CUSTOM') return { channel, server: 'HUB' };
    if (!str(s.host) || typeof s.port !== 'number') return 'EMAIL server settings are incomplete';
    return { channel, server: 'CUSTOM', host: str(s.host)!, port: s.port, secure: s.secure === true, user: str(s.user), password: open('password'), from: str(s.from) };
  }
  if (channel === 'TELEGRAM') {
    const botToken = open('botToken');
    if (!botToken) return 'TELEGRAM is not set up: no bot token (or it cannot be opened with this key)';
    const a = channelAnswer('TELEGRAM', row, false) as Extract<ChannelSettings, { channel: 'TELEGRAM' }>;
    return { channel, botToken, chatIds: a.chatIds, chatLocale: a.chatLocale };
  }
  const authToken = open('authToken');
  if (!authToken || !str(s.accountSid) || !str(s.from)) return 'WHATSAPP is not set up: account SID, auth token and sender are needed';
  return { channel, accountSid: str(s.accountSid)!, authToken, from: str(s.from)! };
}
