import { formatMonth, fromInputValue, isReportMonth, monthLabel, parseMonth, shiftMonth, toInputValue } from './reportMonth';

describe('report month (spec section 9: stored as MM-YYYY)', () => {
  it('When formatting a date, then the month is two digits, a dash and the four-digit year', () => {
    expect(formatMonth(new Date(2026, 10, 22))).toBe('11-2026');
    expect(formatMonth(new Date(2027, 0, 1))).toBe('01-2027');
  });

  it('parses only well-formed months', () => {
    expect(parseMonth('03-2026')).toEqual({ month: 3, year: 2026 });
    for (const bad of ['3-2026', '13-2026', '00-2026', '2026-03', '03/2026', '']) expect(isReportMonth(bad)).toBe(false);
  });

  it('When moving by months, then it crosses year ends both ways', () => {
    expect(shiftMonth('12-2026', 1)).toBe('01-2027');
    expect(shiftMonth('01-2026', -1)).toBe('12-2025');
    expect(shiftMonth('06-2026', -18)).toBe('12-2024');
  });

  it('converts to and from the YYYY-MM of a month input', () => {
    expect(toInputValue('04-2026')).toBe('2026-04');
    expect(fromInputValue('2026-04')).toBe('04-2026');
    expect(fromInputValue('')).toBeNull();
    expect(fromInputValue('2026-13')).toBeNull();
  });

  it('names the month in the reader language', () => {
    expect(monthLabel('11-2026', 'en-US')).toBe('November 2026');
  });
});
