import { nextAutosyncRun, zonedInstant } from './autosync';

const on = (frequency: string, startDate = '2026-01-01', startTime = '02:00') => ({ isEnable: true, startDate, startTime, syncFrequency: frequency });
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('autosync schedule (spec section 3: isEnable, startDate, startTime, syncFrequency, in the store\'s time zone)', () => {
  it('When autosync is off or its settings break section 5\'s rules, then there is no next run', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(nextAutosyncRun({ ...on('DAILY'), isEnable: false }, 'Asia/Bangkok', now)).toBeNull();
    expect(nextAutosyncRun(on('EVERY_FULL_MOON'), 'Asia/Bangkok', now)).toBeNull();
    expect(nextAutosyncRun(on('DAILY', '2026-02-30'), 'Asia/Bangkok', now)).toBeNull();
    expect(nextAutosyncRun(on('DAILY', '2026-01-01', '24:00'), 'Asia/Bangkok', now)).toBeNull();
    expect(nextAutosyncRun(on('DAILY'), 'Mars/Olympus', now)).toBeNull();
  });

  it('When the start is ahead, then the first run is the start, in the store\'s zone', () => {
    expect(iso(nextAutosyncRun(on('DAILY', '2026-05-01', '02:00'), 'Asia/Bangkok', new Date('2026-03-01T00:00:00Z')))).toBe('2026-04-30T19:00:00.000Z');
  });

  it('When DAILY at 02:00 Bangkok, then the next run is tomorrow 02:00 there once today\'s has passed, and today\'s before', () => {
    expect(iso(nextAutosyncRun(on('DAILY'), 'Asia/Bangkok', new Date('2026-03-04T20:00:00Z')))).toBe('2026-03-05T19:00:00.000Z'); // 03:00 local on the 5th
    expect(iso(nextAutosyncRun(on('DAILY'), 'Asia/Bangkok', new Date('2026-03-04T18:59:00Z')))).toBe('2026-03-04T19:00:00.000Z'); // 01:59 local
    // Exactly at a run: the next one (strictly after).
    expect(iso(nextAutosyncRun(on('DAILY'), 'Asia/Bangkok', new Date('2026-03-04T19:00:00Z')))).toBe('2026-03-05T19:00:00.000Z');
  });

  it('When HOURLY, then every hour from the start', () => {
    expect(iso(nextAutosyncRun(on('HOURLY', '2026-01-01', '00:15'), 'Asia/Dubai', new Date('2026-03-04T10:20:00Z')))).toBe('2026-03-04T11:15:00.000Z');
  });

  it('When WEEKLY from a Thursday, then the next Thursday at the time', () => {
    // 2026-01-01 is a Thursday; 2026-03-04 a Wednesday.
    expect(iso(nextAutosyncRun(on('WEEKLY', '2026-01-01', '09:30'), 'Asia/Shanghai', new Date('2026-03-04T12:00:00Z')))).toBe('2026-03-05T01:30:00.000Z');
    expect(iso(nextAutosyncRun(on('WEEKLY', '2026-01-01', '09:30'), 'Asia/Shanghai', new Date('2026-03-05T02:00:00Z')))).toBe('2026-03-12T01:30:00.000Z');
  });

  it('When MONTHLY on the 31st, then a shorter month runs on its last day', () => {
    expect(iso(nextAutosyncRun(on('MONTHLY', '2026-01-31', '23:00'), 'UTC', new Date('2026-02-01T00:00:00Z')))).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(nextAutosyncRun(on('MONTHLY', '2026-01-31', '23:00'), 'UTC', new Date('2026-03-01T00:00:00Z')))).toBe('2026-03-31T23:00:00.000Z');
  });

  it('When a daylight-saving change moves the clocks, then a daily run keeps its wall-clock time, and a skipped time runs just after the change', () => {
    // New York: EST (-5) until 2026-03-08 02:00, then EDT (-4).
    expect(iso(nextAutosyncRun(on('DAILY', '2026-01-01', '06:00'), 'America/New_York', new Date('2026-03-07T12:00:00Z')))).toBe('2026-03-08T10:00:00.000Z');
    expect(iso(nextAutosyncRun(on('DAILY', '2026-01-01', '06:00'), 'America/New_York', new Date('2026-03-06T12:00:00Z')))).toBe('2026-03-07T11:00:00.000Z');
    // 02:30 does not exist on 2026-03-08: it runs at 03:30 EDT (07:30 UTC).
    expect(zonedInstant(2026, 3, 8, 2, 30, 'America/New_York')).toBe(Date.parse('2026-03-08T07:30:00Z'));
    // 01:30 exists twice on 2026-11-01: the first (EDT, 05:30 UTC).
    expect(zonedInstant(2026, 11, 1, 1, 30, 'America/New_York')).toBe(Date.parse('2026-11-01T05:30:00Z'));
  });
});
