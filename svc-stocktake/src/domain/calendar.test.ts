import { activeLocationsOf, activeOnDay, calendarDayStatus, calendarMonth, mapPin, summarizeDay, todayOf, type AuditItem, type StoreHistory } from './calendar';

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
    const days = calendarMonth('02-2026', summaries, () => 2, '2026-02-03');
    expect(days).toHaveLength(28);
    expect(days.slice(0, 4)).toEqual([
      { day: '2026-02-01', status: 'submitted-missing', entries: 2, locations: 2, missing: 2, activeLocations: 2 },
      { day: '2026-02-02', status: 'ongoing', entries: 1, locations: 1, missing: 0, activeLocations: 2 },
      { day: '2026-02-03', status: 'not-yet-started', entries: 0, locations: 0, missing: 0, activeLocations: 2 },
      { day: '2026-02-04', status: null, entries: 0, locations: 0, missing: 0, activeLocations: 2 },
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

describe('the stores a day compares with: those active on that day (issue 29 item 4)', () => {
  const at = (iso: string) => new Date(iso);
  const store = (code: string, periods: StoreHistory['periods'], firstCount: string | null = null, tz: string | null = 'UTC'): StoreHistory => ({ code, tz, periods, firstCount });

  it('when a store was created on a day, then it is active from that day; deactivated on a day, it is not active that day (active at the end of the day)', () => {
    const s = store('A', [{ from: at('2026-03-10T15:00:00Z'), until: at('2026-03-20T09:00:00Z') }]);
    expect(['2026-03-09', '2026-03-10', '2026-03-19', '2026-03-20'].map((d) => activeOnDay(s, d))).toEqual([false, true, true, false]);
  });

  it("when the day is read, then it is the store's own date: created at 20:00 UTC in Bangkok is the next day there", () => {
    const s = store('A', [{ from: at('2026-03-10T20:00:00Z'), until: null }], null, 'Asia/Bangkok');
    expect([activeOnDay(s, '2026-03-10'), activeOnDay(s, '2026-03-11')]).toEqual([false, true]);
  });

  it('when a store was deactivated and made active again, then the gap has it inactive; a history kept since before is active since ever', () => {
    const s = store('A', [
      { from: null, until: at('2026-03-05T12:00:00Z') },
      { from: at('2026-03-15T08:00:00Z'), until: null },
    ]);
    expect(['2026-01-01', '2026-03-04', '2026-03-05', '2026-03-14', '2026-03-15', '2027-01-01'].map((d) => activeOnDay(s, d))).toEqual([true, true, false, false, true, true]);
  });

  it("when a store's first count is before its first kept period, then it was active from that count's day (a count of an inactive store is refused)", () => {
    const s = store('A', [{ from: at('2026-12-06T02:00:00Z'), until: null }], '2026-03-02');
    expect(['2026-03-01', '2026-03-02', '2026-03-05'].map((d) => activeOnDay(s, d))).toEqual([false, true, true]);
  });

  it('when stores were added and deactivated within the month, then each status compares with the stores active that day, not with today\'s', () => {
    // A and B all month; C and D and E added on the 20th (today is the 25th); B deactivated on the 10th.
    const stores = [
      store('A', [{ from: null, until: null }]),
      store('B', [{ from: null, until: at('2026-03-10T10:00:00Z') }]),
      ...['C', 'D', 'E'].map((code) => store(code, [{ from: at('2026-03-20T08:00:00Z'), until: null }])),
    ];
    const summaries = new Map([
      // before the 10th: A and B submitted
      ['2026-03-02', summarizeDay([item('A', 'Submitted'), item('B', 'Submitted')])],
      // the 3rd: only A (B was active and did not count)
      ['2026-03-03', summarizeDay([item('A', 'Submitted')])],
      // the 12th: A alone is every active store; missing 1
      ['2026-03-12', summarizeDay([item('A', 'Submitted', 1)])],
      // the 13th: A still counting
      ['2026-03-13', summarizeDay([item('A', 'Draft')])],
      // the 21st: A, C, D counted, E not
      ['2026-03-21', summarizeDay([item('A', 'Submitted'), item('C', 'Submitted'), item('D', 'Submitted')])],
      // the 22nd: every active store
      ['2026-03-22', summarizeDay(['A', 'C', 'D', 'E'].map((sid) => item(sid, 'Submitted')))],
    ]);
    const days = calendarMonth('03-2026', summaries, activeLocationsOf(stores), '2026-03-25');
    const of = (d: number) => days[d - 1]!;
    expect([2, 3, 5, 12, 13, 21, 22, 25, 26].map((d) => [of(d).day, of(d).status, of(d).activeLocations])).toEqual([
      ['2026-03-02', 'submitted', 2],
      ['2026-03-03', 'partially-scanned', 2],
      ['2026-03-05', 'not-yet-started', 2],
      ['2026-03-12', 'submitted-missing', 1],
      ['2026-03-13', 'ongoing', 1],
      ['2026-03-21', 'partially-scanned', 4],
      ['2026-03-22', 'submitted', 4],
      ['2026-03-25', 'not-yet-started', 4],
      ['2026-03-26', null, 4],
    ]);
  });

  it('when a store reported on a day its kept history has it inactive, then it counts among that day\'s locations', () => {
    const stores = [store('A', [{ from: null, until: null }]), store('B', [{ from: null, until: at('2026-03-01T00:00:00Z') }])];
    expect(activeLocationsOf(stores)('2026-03-05', ['A', 'B'])).toBe(2);
  });
});
