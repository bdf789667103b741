/**
 * The daily report's schedule (issue 15 item 2): each store's send time is HH:mm in the store's own
 * time zone (UTC when it has none or an unknown one). Pure: the clock is given.
 */

export interface LocalClock {
  /** The store's day, YYYY-MM-DD. */
  day: string;
  /** The store's wall-clock time, HH:mm. */
  time: string;
}

const FORMATS = new Map<string, Intl.DateTimeFormat | null>();

function formatFor(tz: string): Intl.DateTimeFormat | null {
  let format = FORMATS.get(tz);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      format = null;
    }
    if (FORMATS.size < 1000) FORMATS.set(tz, format);
  }
  return format;
}

/** The day and time at `now` in `tz`. */
export function localClock(tz: string | null, now: Date): LocalClock {
  const format = tz ? formatFor(tz) : null;
  if (!format) return { day: now.toISOString().slice(0, 10), time: now.toISOString().slice(11, 16) };
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value])) as Record<string, string>;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Is today's report of a store due at `now`? Once its send time has come in the store's zone, for
 * the rest of that local day: an instance that was down at the time sends it after it starts again,
 * and the next day starts over (a day missed entirely is not sent late).
 */
export function dailyReportDue(sendTime: string, tz: string | null, now: Date): { due: boolean; day: string } {
  const local = localClock(tz, now);
  return { due: local.time >= sendTime, day: local.day };
}
