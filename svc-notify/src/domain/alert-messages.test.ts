import { renderAlert, renderTestMessage } from './alert-messages';
import { dailyReportLine, storeDayStatus } from './daily-report';
import { deliveryTargets, whatsappNumberOf } from './recipients';
import { dailyReportDue, localClock } from './schedule';

const figures = { expected: 10, counted: 7, missing: 3, misplaced: 1, missingWeight: 4.25, missingValue: 12000, currency: 'THB' };
const alert = { kind: 'discrepancy' as const, storeName: 'Siam', sid: 'S1', day: '2026-11-26', stocktakeId: 'ST 7', figures };

describe('alert messages', () => {
  it('a discrepancy in Arabic reads right to left with the report link in the Arabic prefix', () => {
    const m = renderAlert(alert, 'ar', 'https://hub.example.com/');
    expect(m.subject).toBe('فروقات في جرد المخزون في Siam');
    expect(m.link).toBe('https://hub.example.com/ar/management/reports/ST%207');
    expect(m.html).toContain('dir="rtl"');
    expect(m.text).toContain('في غير مكانه: 1');
  });
  it('a discrepancy in Chinese names every figure', () => {
    const m = renderAlert(alert, 'zh', 'https://hub.example.com');
    for (const part of ['已盘点: 7', '缺失: 3', '错放: 1', '缺失黄金（克）: 4.25']) expect(m.text).toContain(part);
  });
  it('html escapes the store name', () => {
    expect(renderAlert({ ...alert, storeName: '<b>x</b>' }, 'en', 'https://h').html).not.toContain('<b>x</b>');
  });
  it('a daily report without counts has no link and no figures', () => {
    const line = dailyReportLine('S1', 'Siam', []);
    const m = renderAlert({ kind: 'daily', storeName: 'Siam', day: '2026-11-26', line }, 'en', 'https://h');
    expect(m.link).toBeNull();
    expect(m.text).toContain('Status: Not yet started');
    expect(m.text).not.toContain('Missing');
    expect(renderTestMessage('th').text).toContain('Hub');
  });
});

describe('daily report line', () => {
  const s = (missing: number, value: number | null, currency = 'THB') => ({ expected: 10, counted: 10 - missing, missing, misplaced: 0, missingWeight: missing, missingValue: value, currency });
  it('statuses follow section 4 for one store', () => {
    expect(storeDayStatus([])).toBe('not-yet-started');
    expect(storeDayStatus([{ status: 'Draft', summary: null }, { status: 'Submitted', summary: s(0, 0) }])).toBe('ongoing');
    expect(storeDayStatus([{ status: 'Submitted', summary: s(2, 10) }])).toBe('submitted-missing');
    expect(storeDayStatus([{ status: 'Submitted', summary: s(0, 0) }])).toBe('submitted');
  });
  it('sums the submitted counts; a value only when every count had one in one currency; the newest count is linked', () => {
    const line = dailyReportLine('S1', 'Siam', [
      { stocktakeId: 'A', status: 'Submitted', summary: s(2, 10), updatedAt: '2026-11-26T01:00:00Z' },
      { stocktakeId: 'B', status: 'Submitted', summary: s(1, 5), updatedAt: '2026-11-26T05:00:00Z' },
    ]);
    expect(line).toMatchObject({ counts: 2, missing: 3, missingValue: 15, currency: 'THB', stocktakeId: 'B', status: 'submitted-missing' });
    const mixed = dailyReportLine('S1', 'Siam', [
      { stocktakeId: 'A', status: 'Submitted', summary: s(2, 10), updatedAt: '2026-11-26T01:00:00Z' },
      { stocktakeId: 'B', status: 'Submitted', summary: s(1, null), updatedAt: '2026-11-26T05:00:00Z' },
    ]);
    expect(mixed.missingValue).toBeNull();
  });
});

describe('schedule', () => {
  const now = new Date('2026-11-26T16:59:00Z');
  it('reads the day and time in the store zone; UTC without one or with an unknown one', () => {
    expect(localClock('Asia/Bangkok', now)).toEqual({ day: '2026-11-26', time: '23:59' });
    expect(localClock('Pacific/Auckland', now)).toEqual({ day: '2026-11-27', time: '05:59' });
    expect(localClock(null, now)).toEqual({ day: '2026-11-26', time: '16:59' });
    expect(localClock('Nowhere/Else', now)).toEqual({ day: '2026-11-26', time: '16:59' });
  });
  it('is due from the send time to the end of the local day', () => {
    expect(dailyReportDue('20:00', 'Asia/Dubai', now)).toEqual({ due: true, day: '2026-11-26' });
    expect(dailyReportDue('20:00', 'Europe/London', now)).toEqual({ due: false, day: '2026-11-26' });
    expect(dailyReportDue('20:00', 'Pacific/Auckland', now)).toEqual({ due: false, day: '2026-11-27' });
  });
});

describe('recipients', () => {
  const user = (over: object) => ({ userId: 'u', email: 'A@x.hub', roleName: 'ADMIN', stores: [], active: true, phone: null, contact: null, ...over });
  it('holders of the roles in the store, on each channel with an address, in their language; group chats once', () => {
    const targets = deliveryTargets(
      [
        user({ userId: 'a', contact: { locale: 'th', telegramChatId: '42', whatsappNumber: null }, phone: '+66 81 234 5678' }),
        user({ userId: 'b', roleName: 'OWNER' }),
        user({ userId: 'c', stores: ['S2'] }),
        user({ userId: 'd', active: false }),
      ],
      { roles: ['ADMIN'], sid: 'S1', channels: ['EMAIL', 'TELEGRAM', 'WHATSAPP'], telegramGroups: { chatIds: ['42', '-100'], locale: 'en' } },
    );
    expect(targets.map((t) => `${t.userId} ${t.channel} ${t.address} ${t.locale}`)).toEqual([
      'a EMAIL a@x.hub th',
      'a TELEGRAM 42 th',
      'a WHATSAPP +66812345678 th',
      'null TELEGRAM -100 en',
    ]);
  });
  it('a phone that is not E.164 is no WhatsApp number', () => {
    expect(whatsappNumberOf({ phone: '081-234', contact: null })).toBeNull();
  });
});
