import { STORE_SYNC_FREQUENCIES } from './store';

/**
 * A store's autosync (spec section 3: isEnable, startDate, startTime, syncFrequency; issue 13 item 2):
 * when its next run is, in the store's time zone. HOURLY runs every hour from the start; DAILY at the
 * start time each day; WEEKLY on the start's weekday; MONTHLY on the start's day of the month (the
 * month's last day when it has fewer days). A local time that a daylight-saving change skips runs at
 * the same wall-clock distance after the change (02:30 on a spring-forward night runs at 03:30).
 */
export interface AutosyncSchedule {
  isEnable: boolean;
  /** YYYY-MM-DD, in the store's time zone. */
  startDate: string | null;
  /** HH:MM (24 h), in the store's time zone. */
  startTime: string | null;
  syncFrequency: string | null;
}

const HOUR = 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The offset of `tz` from UTC at `instant`, in ms (Bangkok +7 h → 25,200,000). */
function offsetAt(instant: number, tz: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of `tz` names. Around a daylight-saving change the offsets of the day
 * before and after are tried: a time that exists twice (clocks go back) is its first instant; a time
 * that does not exist (clocks go forward) is read with the offset before the change, so it falls the
 * same distance after the change (02:30 when 02:00 becomes 03:00 is 03:30).
 */
export function zonedInstant(y: number, m: number, d: number, hour: number, minute: number, tz: string): number {
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const before = wall - offsetAt(wall - 86_400_000, tz);
  const after = wall - offsetAt(wall + 86_400_000, tz);
  const names = (t: number) => t + offsetAt(t, tz) === wall;
  const valid = [before, after].filter(names);
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** The calendar date (y, m, d) an instant has in `tz`. */
function zonedDate(instant: number, tz: string): [number, number, number] {
  const local = new Date(instant + offsetAt(instant, tz));
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayNumber = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The first run strictly after `after`, or null when autosync is off or its settings do not hold (section 5's rules). */
export function nextAutosyncRun(schedule: AutosyncSchedule, tz: string, after: Date): Date | null {
  const frequency = schedule.syncFrequency as (typeof STORE_SYNC_FREQUENCIES)[number] | null;
  if (!schedule.isEnable || !frequency || !STORE_SYNC_FREQUENCIES.includes(frequency) || !validZone(tz)) return null;
  const date = DATE.exec(schedule.startDate ?? '');
  const time = TIME.exec(schedule.startTime ?? '');
  if (!date || !time) return null;
  const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const [hour, minute] = [Number(time[1]), Number(time[2])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  const start = zonedInstant(y, m, d, hour, minute, tz);
  const now = after.getTime();
  if (start > now) return new Date(start);

  if (frequency === 'HOURLY') return new Date(start + (Math.floor((now - start) / HOUR) + 1) * HOUR);

  const [ay, am, ad] = zonedDate(now, tz);
  if (frequency === 'MONTHLY') {
    // From the month before `after`'s (a run late in that month may still be ahead) onwards.
    for (let k = (ay - y) * 12 + (am - m) - 1; ; k++) {
      const months = m - 1 + k;
      const cy = y + Math.floor(months / 12);
      const cm = (((months % 12) + 12) % 12) + 1;
      const at = zonedInstant(cy, cm, Math.min(d, daysInMonth(cy, cm)), hour, minute, tz);
      if (at > now) return new Date(at);
    }
  }
  const step = frequency === 'WEEKLY' ? 7 : 1;
  const startDay = dayNumber(y, m, d);
  // The last run day on or before `after`'s local day, one step back for a run later that day.
  const elapsed = dayNumber(ay, am, ad) - startDay;
  for (let day = startDay + Math.floor(elapsed / step) * step - step; ; day += step) {
    const on = new Date(day * 86_400_000);
    const at = zonedInstant(on.getUTCFullYear(), on.getUTCMonth() + 1, on.getUTCDate(), hour, minute, tz);
    if (at > now) return new Date(at);
  }
}
