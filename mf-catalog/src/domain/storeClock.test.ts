import { formatTimeOfDay, isOpenAt, minutesInZone, openingHours, resolveTimeZone, storeLocalTime } from './storeClock';

describe('store clock (spec section 3, "Location")', () => {
  const noonUtc = new Date(Date.UTC(2026, 10, 22, 12, 0));

  it('When the store has a zone, then its local time is shown in that zone', () => {
    expect(minutesInZone(noonUtc, 'Asia/Bangkok')).toBe(19 * 60);
    expect(minutesInZone(noonUtc, 'Asia/Dubai')).toBe(16 * 60);
    expect(storeLocalTime(noonUtc, 'Asia/Bangkok', 'en-GB')).toContain('19:00');
  });

  it('When the zone is missing or unknown, then the browser zone applies', () => {
    expect(resolveTimeZone(null)).toBeUndefined();
    expect(resolveTimeZone('Mars/Olympus')).toBeUndefined();
    expect(resolveTimeZone('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(() => storeLocalTime(noonUtc, 'Mars/Olympus', 'en-US')).not.toThrow();
  });

  it('When opening hours are missing, then they default to 0:00 and 23:59', () => {
    expect(openingHours(undefined, null)).toEqual({ opening: { hours: 0, minutes: 0 }, closing: { hours: 23, minutes: 59 } });
  });

  it('tells whether a store is open, also when it closes after midnight', () => {
    const nine = { hours: 9, minutes: 0 };
    const nine30pm = { hours: 21, minutes: 30 };
    expect(isOpenAt(8 * 60 + 59, nine, nine30pm)).toBe(false);
    expect(isOpenAt(9 * 60, nine, nine30pm)).toBe(true);
    expect(isOpenAt(21 * 60 + 31, nine, nine30pm)).toBe(false);
    const night = { opening: { hours: 20, minutes: 0 }, closing: { hours: 2, minutes: 0 } };
    expect(isOpenAt(23 * 60, night.opening, night.closing)).toBe(true);
    expect(isOpenAt(60, night.opening, night.closing)).toBe(true);
    expect(isOpenAt(12 * 60, night.opening, night.closing)).toBe(false);
  });

  it('formats a time of day without shifting it', () => {
    expect(formatTimeOfDay({ hours: 23, minutes: 59 }, 'en-GB')).toBe('23:59');
    expect(formatTimeOfDay({ hours: 0, minutes: 0 }, 'en-GB')).toBe('0:00');
  });
});
