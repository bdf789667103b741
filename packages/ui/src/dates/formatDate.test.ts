import { formatDate, formatDateTime, formatTime, intlLocaleOf } from './formatDate';

describe('the one date format of the hub (Intl.DateTimeFormat in the user language)', () => {
  const instant = '2026-11-23T20:21:00.000Z';

  it('writes a date in the medium style of each language, never as 11/23/2026', () => {
    expect(formatDate(instant, 'en', { timeZone: 'UTC' })).toBe('Nov 23, 2026');
    expect(formatDate(instant, 'zh', { timeZone: 'UTC' })).toBe('2026年11月23日');
    expect(formatDate(instant, 'th', { timeZone: 'UTC' })).toContain('พ.ย.');
    expect(formatDate(instant, 'ar', { timeZone: 'UTC' })).not.toMatch(/[A-Za-z]/);
    for (const locale of ['en', 'th', 'zh', 'ar']) expect(formatDate(instant, locale)).not.toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  });

  it('adds a short time for a moment, in the given time zone', () => {
    expect(formatDateTime(instant, 'en', { timeZone: 'UTC' })).toBe('Nov 23, 2026, 8:21 PM');
    expect(formatDateTime(instant, 'en', { timeZone: 'Asia/Bangkok' })).toBe('Nov 24, 2026, 3:21 AM');
    expect(formatTime(instant, 'en', { timeZone: 'UTC' })).toBe('8:21 PM');
  });

  it('keeps a calendar day the same day in every time zone', () => {
    expect(formatDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', 'en', { timeZone: 'Pacific/Honolulu' })).toBe('Nov 23, 2026');
  });

  it('answers the text itself when it is not a date, and survives an unknown time zone', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate(instant, 'en', { timeZone: 'Mars/Base' })).toMatch(/2026/);
  });

  it('maps the hub locales to BCP 47 tags', () => {
    expect(intlLocaleOf('zh')).toBe('zh-CN');
    expect(intlLocaleOf('th')).toBe('th-TH');
    expect(intlLocaleOf('en-GB')).toBe('en-GB');
  });
});
