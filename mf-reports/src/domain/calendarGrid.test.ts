import type { CalendarDay } from '@hub/contracts';
import { calendarWeeks, dayInZone, weekdayNames } from './calendarGrid';

const days = (n: number, month = '2026-03'): CalendarDay[] =>
  Array.from({ length: n }, (_, i) => ({ day: `${month}-${String(i + 1).padStart(2, '0')}`, status: 'submitted', entries: 1, locations: 1, missing: 0, activeLocations: 1 }));

describe('the calendar grid (issue 12 item 4)', () => {
  it('when March 2026 is laid out, then it starts on Sunday the 1st after six empty cells and fills whole weeks', () => {
    const weeks = calendarWeeks('03-2026', days(31));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]!.day).toBe('2026-03-01');
    expect(weeks[5]![1]!.day).toBe('2026-03-31');
    expect(weeks[5]!.slice(2)).toEqual([null, null, null, null, null]);
  });

  it('when a month starts on a Monday, then no cell is empty before it', () => {
    expect(calendarWeeks('06-2026', days(30, '2026-06'))[0]![0]!.day).toBe('2026-06-01');
  });

  it('when the columns are named, then Monday comes first in the reader\'s language', () => {
    expect(weekdayNames('en-GB')[0]).toBe('Mon');
    expect(weekdayNames('th-TH')).toHaveLength(7);
  });

  it('when a count started late in the evening in Dubai, then it is that day there, not the UTC day', () => {
    expect(dayInZone('2026-03-04T21:30:00Z', 'Asia/Dubai')).toBe('2026-03-05');
    expect(dayInZone('2026-03-04T21:30:00Z', 'UTC')).toBe('2026-03-04');
    expect(dayInZone('2026-03-04T21:30:00Z', 'Not/AZone')).toBe('2026-03-04');
  });
});
