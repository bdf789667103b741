import { formatDate, formatDateTime, formatTime, formatZonedDateTime, intlLocaleOf, shownTimeZone } from './formatDate';

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

  describe('a time with its zone named (issue 28 item 5: a count started 8:30 AM in Bangkok never reads 1:30 AM without a zone)', () => {
    const started = '2026-11-23T01:30:00.000Z';
    const zoneOf = (text: string) => /\(\u2068(.+)\u2069\)$/.exec(text)?.[1];

    it('shows the instant in the store\'s zone and names that zone after it', () => {
      expect(formatZonedDateTime(started, 'en', 'Asia/Bangkok')).toBe('Nov 23, 2026, 8:30 AM (\u2068Asia/Bangkok\u2069)');
      expect(formatZonedDateTime(started, 'en', 'Australia/Sydney')).toBe('Nov 23, 2026, 12:30 PM (\u2068Australia/Sydney\u2069)');
      // Every language names the zone the same way, the IANA name isolated inside right-to-left text.
      for (const locale of ['th', 'zh', 'ar']) expect(zoneOf(formatZonedDateTime(started, locale, 'Asia/Dubai'))).toBe('Asia/Dubai');
    });

    it('names the browser\'s zone when the store has none or one Intl does not know, never a time without a zone', () => {
      const browser = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      for (const tz of [null, undefined, '', 'Mars/Base']) {
        expect(shownTimeZone(tz)).toBe(browser);
        expect(formatZonedDateTime(started, 'en', tz)).toBe(`${formatDateTime(started, 'en', { timeZone: browser })} (\u2068${browser}\u2069)`);
      }
      expect(shownTimeZone('Asia/Bangkok')).toBe('Asia/Bangkok');
    });

    it('answers the text itself when it is not a date', () => {
      expect(formatZonedDateTime('not a date', 'en', 'Asia/Bangkok')).toBe('not a date');
    });
  });
});
