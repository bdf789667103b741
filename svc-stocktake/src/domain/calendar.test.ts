import { calendarDayStatus, calendarMonth, mapPin, summarizeDay, todayOf, type AuditItem } from './calendar';

const item = (sid: string, status: AuditItem['status'], missingCount = 0): AuditItem => ({ __sid: sid, status, missingCount });

describe('calendar day status (spec section 4, "Calendar day status (stock-take report)")', () => {
  it('"ongoing, if any location\'s audit entry is Draft"', () => {
    expect(calendarDayStatus([item('A', 'Submitted'), item('B', 'Draft')], 2)).toBe('ongoing');
    // Draft wins over partial scanning: one of three locations still counting.
    expect(calendarDayStatus([item('A', 'Draft')], 3)).toBe('ongoing');
  });

  it('"partially-scanned, if the number of distinct reporting locations differs from the number of active locations"', () => {
    expect(calendarDayStatus([item('A', 'Submitted'), item('A', 'Submitted')], 2)).toBe('partially-scanned');
  });

  it('"not-yet-started, if there are no entries"', () => {
    expect(calendarDayStatus([], 3)).toBe('not-yet-started');
  });

  it('"submitted-missing, if submitted with a total missing count above 0"', () => {
    expect(calendarDayStatus([item('A', 'Submitted', 0), item('B', 'Submitted', 2)], 2)).toBe('submitted-missing');
  });

  it('"submitted, otherwise"', () => {
    expect(calendarDayStatus([item('A', 'Submitted'), item('B', 'Submitted')], 2)).toBe('submitted');
  });
});

describe('map pin (spec section 4, "Map pin: N (none), O (ongoing, Draft), S (submitted)")', () => {
  it('when a store has no count that day, then N; a draft, O; only submitted counts, S', () => {
    expect(mapPin([])).toBe('N');
    expect(mapPin([{ status: 'Submitted' }, { status: 'Draft' }])).toBe('O');
    expect(mapPin([{ status: 'Submitted' }])).toBe('S');
  });
});

describe('a month of the calendar view (spec section 9: the month is MM-YYYY)', () => {
  it('when a month is laid out, then each day up to today has its status and later days have none', () => {
    const summaries = new Map([
      ['2026-02-01', summarizeDay([item('A', 'Submitted'), item('B', 'Submitted', 2)])],
      ['2026-02-02', summarizeDay([item('A', 'Draft')])],
    ]);
    const days = calendarMonth('02-2026', summaries, 2, '2026-02-03');
    expect(days).toHaveLength(28);
    expect(days.slice(0, 4)).toEqual([
      { day: '2026-02-01', status: 'submitted-missing', entries: 2, locations: 2, missing: 2 },
      { day: '2026-02-02', status: 'ongoing', entries: 1, locations: 1, missing: 0 },
      { day: '2026-02-03', status: 'not-yet-started', entries: 0, locations: 0, missing: 0 },
      { day: '2026-02-04', status: null, entries: 0, locations: 0, missing: 0 },
    ]);
  });
});

describe('today for the calendar', () => {
  it('when a store is already in tomorrow (east of UTC), then today is its date', () => {
    const now = new Date('2026-03-04T20:00:00Z');
    expect(todayOf(['Asia/Bangkok', 'Asia/Dubai'], now)).toBe('2026-03-05');
    expect(todayOf(['America/New_York'], now)).toBe('2026-03-04');
    expect(todayOf([], now)).toBe('2026-03-04');
    expect(todayOf(['Not/AZone', null], now)).toBe('2026-03-04');
  });
});
