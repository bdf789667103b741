import type { EmailChannelSettings, TelegramChannelSettings, WhatsappChannelSettings } from '@hub/contracts';
import { channelBody, channelChanged, channelDraftIssues, chatIdList, testAddressValid, toChannelDraft } from './notificationChannelForm';

const health = { ok: null, lastError: null, checkedAt: null };
const email: EmailChannelSettings = {
  channel: 'EMAIL', enabled: true, saved: true, ...health, server: 'CUSTOM', host: 'smtp.shop.test', port: 587, secure: false, user: 'alerts', password: { set: true }, from: null, hubServerConfigured: true,
};
const telegram: TelegramChannelSettings = { channel: 'TELEGRAM', enabled: false, saved: false, ...health, botToken: { set: false }, chatIds: [], chatLocale: 'en' };
const whatsapp: WhatsappChannelSettings = { channel: 'WHATSAPP', enabled: true, saved: true, ...health, accountSid: `AC${'a'.repeat(32)}`, authToken: { set: true }, from: '+66812345678' };

describe('channel settings form (write-only secrets)', () => {
  it('When a secret is kept, then the body leaves it out; replaced, it carries the new value; cleared, null', () => {
    const draft = toChannelDraft(email);
    if (draft.channel !== 'EMAIL') throw new Error('email draft expected');
    expect('password' in channelBody(draft)).toBe(false);
    expect(channelBody({ ...draft, password: { mode: 'replace', value: 'n3w' } })).toMatchObject({ password: 'n3w' });
    expect(channelBody({ ...draft, password: { mode: 'clear' } })).toMatchObject({ password: null });
  });

  it('When the hub server is chosen, then the custom server fields and its password are not sent', () => {
    const draft = toChannelDraft(email);
    if (draft.channel !== 'EMAIL') throw new Error('email draft expected');
    expect(channelBody({ ...draft, server: 'HUB' })).toEqual({ channel: 'EMAIL', enabled: true, server: 'HUB', host: null, port: null, secure: false, user: null, password: null, from: null });
  });

  it('When chat ids are typed one per line or with commas, then each is sent once trimmed; a malformed one is an issue', () => {
    expect(chatIdList(' -100123, @shop_alerts\n42 ')).toEqual(['-100123', '@shop_alerts', '42']);
    const draft = { ...toChannelDraft(telegram), chatIds: '-100123\nnot a chat' } as const;
    expect(channelDraftIssues(draft, telegram)).toEqual({ chatIds: 'chatId' });
  });

  it('When Telegram is enabled without a bot token, then the token is required; a typed one satisfies it', () => {
    const draft = toChannelDraft(telegram);
    if (draft.channel !== 'TELEGRAM') throw new Error('telegram draft expected');
    expect(channelDraftIssues({ ...draft, enabled: true }, telegram)).toEqual({ botToken: 'required' });
    expect(channelDraftIssues({ ...draft, enabled: true, botToken: { mode: 'replace', value: '123:abc' } }, telegram)).toEqual({});
  });

  it('When WhatsApp has a sender not in E.164 form or a SID that is not AC and 32 hex digits, then both are issues', () => {
    const draft = toChannelDraft(whatsapp);
    if (draft.channel !== 'WHATSAPP') throw new Error('whatsapp draft expected');
    expect(channelDraftIssues(draft, whatsapp)).toEqual({});
    expect(channelDraftIssues({ ...draft, from: '0812345678', accountSid: 'AC123' }, whatsapp)).toEqual({ from: 'number', accountSid: 'accountSid' });
    expect(channelDraftIssues({ ...draft, authToken: { mode: 'clear' } }, whatsapp)).toEqual({ authToken: 'required' });
  });

  it('When an enabled custom SMTP server has no host or a port out of range, then they are issues', () => {
    const draft = toChannelDraft(email);
    if (draft.channel !== 'EMAIL') throw new Error('email draft expected');
    expect(channelDraftIssues({ ...draft, host: ' ', port: '70000' }, email)).toEqual({ host: 'required', port: 'port' });
    expect(channelDraftIssues({ ...draft, port: '' }, email)).toEqual({ port: 'required' });
  });

  it('When nothing was edited, then a saved channel is unchanged; one never saved can be saved as it is', () => {
    expect(channelChanged(toChannelDraft(email), email)).toBe(false);
    expect(channelChanged(toChannelDraft(telegram), telegram)).toBe(true);
  });

  it('When a test address is typed, then it must have the form of its channel; empty means my own contact', () => {
    expect(testAddressValid('EMAIL', '')).toBe(true);
    expect(testAddressValid('EMAIL', 'ops@shop.test')).toBe(true);
    expect(testAddressValid('EMAIL', 'ops')).toBe(false);
    expect(testAddressValid('TELEGRAM', '@shop_alerts')).toBe(true);
    expect(testAddressValid('WHATSAPP', '0812345678')).toBe(false);
  });
});
