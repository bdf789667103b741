import {
  channelSettingsBodySchema,
  exceedsThreshold,
  HUB_MAIL_NOT_SET_UP,
  isHubMailNotSetUp,
  notificationConfigBodySchema,
  notificationConfigRefusal,
  removeNotificationRole,
  stocktakeReportPath,
  type NotificationConfigBodyInput,
} from './notify';
import { notifyApi } from './http/notify';
import { MESSAGES_EN } from './messages/en';
import { MESSAGE_CATALOGUES } from './messages';
import { isProviderRole } from './roles';

const daily = (over: Partial<NotificationConfigBodyInput> = {}) =>
  notificationConfigBodySchema.parse({ type: 'DAILY_STOCKTAKE_REPORT', sid: 'MASTER', channels: ['EMAIL'], roles: ['OWNER'], sendTime: '20:00', ...over });
const discrepancy = (over: Partial<NotificationConfigBodyInput> = {}) =>
  notificationConfigBodySchema.parse({ type: 'STOCKTAKE_DISCREPANCY', sid: 'S1', channels: ['TELEGRAM'], roles: ['ADMIN'], threshold: { kind: 'COUNT', value: 2 }, ...over });

describe('notification role rules (spec section 5)', () => {
  it('when a config is created with no role, then NC100 (at least one role is required)', () => {
    expect(notificationConfigRefusal(daily({ roles: [] }))).toBe('NC100');
  });
  it('when a saved config would lose its last role, then NC101 (the last role cannot be removed)', () => {
    expect(notificationConfigRefusal(daily({ roles: [] }), ['OWNER'])).toBe('NC101');
  });
  it('when roles are removed one by one, then the last one stays with NC101', () => {
    const first = removeNotificationRole(['OWNER', 'ADMIN'], 'OWNER');
    expect(first).toEqual({ ok: true, roles: ['ADMIN'] });
    expect(removeNotificationRole(['ADMIN'], 'ADMIN')).toEqual({ ok: false, code: 'NC101' });
  });
  it('when a role that is not there is removed, then nothing changes', () => {
    expect(removeNotificationRole(['ADMIN'], 'OWNER')).toEqual({ ok: true, roles: ['ADMIN'] });
  });
});

describe('notification config rules', () => {
  it('when complete, then no refusal', () => {
    expect(notificationConfigRefusal(daily())).toBeNull();
    expect(notificationConfigRefusal(discrepancy())).toBeNull();
  });
  it.each(['24:00', '7:00', '12:60', 'noon'])('when the daily send time is %s, then NC103', (sendTime) => {
    expect(notificationConfigRefusal(daily({ sendTime }))).toBe('NC103');
  });
  it('when the daily send time is missing, then NC103', () => {
    expect(notificationConfigRefusal(daily({ sendTime: null }))).toBe('NC103');
  });
  it('when a discrepancy alert has no threshold, then NC104', () => {
    expect(notificationConfigRefusal(discrepancy({ threshold: null }))).toBe('NC104');
  });
  it('when enabled without a channel, then NC105; disabled it may have none', () => {
    expect(notificationConfigRefusal(discrepancy({ channels: [] }))).toBe('NC105');
    expect(notificationConfigRefusal(discrepancy({ channels: [], enabled: false }))).toBeNull();
  });
  it('when a threshold is negative, then the schema refuses it', () => {
    expect(notificationConfigBodySchema.safeParse({ type: 'STOCKTAKE_DISCREPANCY', sid: 'S1', channels: [], roles: ['A'], threshold: { kind: 'COUNT', value: -1 } }).success).toBe(false);
  });
});

describe('discrepancy threshold', () => {
  it('counts: above the value only', () => {
    expect(exceedsThreshold({ missing: 2, missingValue: 10 }, { kind: 'COUNT', value: 2 })).toBe(false);
    expect(exceedsThreshold({ missing: 3, missingValue: 10 }, { kind: 'COUNT', value: 2 })).toBe(true);
  });
  it('value: above the value; an unvalued count with missing items is above; nothing missing never is', () => {
    expect(exceedsThreshold({ missing: 3, missingValue: 1000 }, { kind: 'VALUE', value: 1000 })).toBe(false);
    expect(exceedsThreshold({ missing: 3, missingValue: 1000.5 }, { kind: 'VALUE', value: 1000 })).toBe(true);
    expect(exceedsThreshold({ missing: 1, missingValue: null }, { kind: 'VALUE', value: 1000 })).toBe(true);
    expect(exceedsThreshold({ missing: 0, missingValue: null }, { kind: 'COUNT', value: 0 })).toBe(false);
  });
});

describe('channel settings bodies', () => {
  it('when a secret is left out it stays undefined (keep), null clears it', () => {
    const kept = channelSettingsBodySchema.parse({ channel: 'TELEGRAM', enabled: true, chatIds: ['-100123'] });
    expect(kept).toMatchObject({ channel: 'TELEGRAM', chatLocale: 'en' });
    expect(kept.channel === 'TELEGRAM' && kept.botToken).toBeUndefined();
    expect(channelSettingsBodySchema.parse({ channel: 'WHATSAPP', enabled: false, authToken: null })).toMatchObject({ authToken: null, accountSid: null });
  });
  it('when a field of another channel is sent, then it is refused', () => {
    expect(channelSettingsBodySchema.safeParse({ channel: 'EMAIL', enabled: true, server: 'HUB', botToken: 'x' }).success).toBe(false);
  });
});

describe('notification endpoints', () => {
  it('every code they answer with is in the catalogue, and the report link is the reports page', () => {
    for (const e of Object.values(notifyApi)) for (const code of e.codes) expect(MESSAGES_EN[code]).toBeTruthy();
    for (let n = 100; n <= 111; n++) expect(MESSAGES_EN[`NC${n}` as keyof typeof MESSAGES_EN]).toBeTruthy();
    expect(stocktakeReportPath('ST 1/2')).toBe('/management/reports/ST%201%2F2');
  });
});

describe('the hub without a mail server (issue 28 item 5: an operator fault)', () => {
  it('when an error is NC113 or the operator words stored before, then it is the hub’s missing mail server; a coded failure is not', () => {
    expect(isHubMailNotSetUp(HUB_MAIL_NOT_SET_UP)).toBe(true);
    expect(isHubMailNotSetUp('e-mail is not configured: SMTP_HOST is not set')).toBe(true);
    expect(isHubMailNotSetUp('NC110 TIMED_OUT')).toBe(false);
    expect(isHubMailNotSetUp(null)).toBe(false);
  });
  it('merchants read "ask the provider" in every language, never the operator’s words', () => {
    for (const catalogue of Object.values(MESSAGE_CATALOGUES)) {
      expect(catalogue[HUB_MAIL_NOT_SET_UP]).toBeTruthy();
      expect(catalogue[HUB_MAIL_NOT_SET_UP]).not.toContain('SMTP');
    }
    expect(MESSAGES_EN[HUB_MAIL_NOT_SET_UP]).toBe('E-mail is not set up on this hub; ask the provider');
  });
  it('only SADMIN and SUPPORT are provider roles', () => {
    expect(['SADMIN', 'SUPPORT', 'ADMIN', 'OWNER', undefined].map(isProviderRole)).toEqual([true, true, false, false, false]);
  });
});
