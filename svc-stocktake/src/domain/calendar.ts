import type { CalendarDay, CalendarDayStatus, MapPin } from '@hub/contracts';

/**
 * Spec section 4, "Calendar day status (stock-take report)" and "Map pin", as pure rules over the
 * day's stock-take audit items (section 3: __sid, status, missingCount).
 */

export interface AuditItem {
  __sid: string;
  status: 'Draft' | 'Submitted';
  missingCount: number;
}

/** What the day's rules read of its audit items: summed by the database for a month, by `summarizeDay` here. */
export interface DaySummary {
  /** The audit entries of the day. */
  entries: number;
  /** The distinct locations (__sid) that reported. */
  locations: number;
  /** Those locations' codes. */
  sids: readonly string[];
  /** Whether any entry is Draft. */
  anyDraft: boolean;
  /** The entries' missingCount summed. */
  missing: number;
}

export function summarizeDay(entries: readonly AuditItem[]): DaySummary {
  const sids = [...new Set(entries.map((e) => e.__sid))];
  return {
    entries: entries.length,
    locations: sids.length,
    sids,
    anyDraft: entries.some((e) => e.status === 'Draft'),
    missing: entries.reduce((sum, e) => sum + e.missingCount, 0),
  };
}

/**
 * One day's status:
 * - not-yet-started, if there are no entries (checked first: with no entry the number of reporting
 *   locations, zero, would otherwise differ from the active ones and read as partially scanned);
 * - ongoing, if any location's audit entry is Draft;
 * - partially-scanned, if the number of distinct reporting locations differs from the number of active locations;
 * - submitted-missing, if submitted with a total missing count above 0;
 * - submitted, otherwise.
 */
export function dayStatus(day: DaySummary, activeLocations: number): CalendarDayStatus {
  if (day.entries === 0) return 'not-yet-started';
  if (day.anyDraft) return 'ongoing';
  if (day.locations !== activeLocations) return 'partially-scanned';
  return day.missing > 0 ? 'submitted-missing' : 'submitted';
}

/** A day's status from its audit items (section 3: __sid, status, missingCount). */
export function calendarDayStatus(entries: readonly AuditItem[], activeLocations: number): CalendarDayStatus {
  return dayStatus(summarizeDay(entries), activeLocations);
}

/** A store's pin for a day: N (none), O (ongoing, Draft), S (submitted). */
export function mapPin(entries: readonly Pick<AuditItem, 'status'>[]): MapPin {
  if (entries.length === 0) return 'N';
  return entries.some((e) => e.status === 'Draft') ? 'O' : 'S';
}

const NO_ENTRY: DaySummary = { entries: 0, locations: 0, sids: [], anyDraft: false, missing: 0 };

/** A store's active periods (kept as history, issue 29 item 4) and the report day of its first count. */
export interface StoreHistory {
  code: string;
  tz: string | null;
  /** Oldest first; `from` null: active since before the history was kept; `until` null: still active. */
  periods: readonly { from: Date | null; until: Date | null }[];
  /** YYYY-MM-DD; null when the store has no count. */
  firstCount: string | null;
}

/**
 * Was the store active on `day` (a date where the store is)? Active at the end of that day: a store
 * created that day is, one deactivated that day is not. A count proves its store was active (a count
 * for an inactive store is refused, STR118), so a first period that starts after the store's first
 * count starts on that count's day (history kept late: the stores seeded or known before it was kept).
 */
export function activeOnDay(store: StoreHistory, day: string): boolean {
  const tz = store.tz ?? 'UTC';
  return store.periods.some((period, i) => {
    let from = period.from === null ? null : dayIn(tz, period.from);
    if (i === 0 && from !== null && store.firstCount !== null && store.firstCount < from) from = store.firstCount;
    const until = period.until === null ? null : dayIn(tz, period.until);
    return (from === null || from <= day) && (until === null || until > day);
  });
}

/**
 * The number of locations a day's status compares with: the stores active on that day and any that
 * reported that day, not today's number of stores (adding stores today leaves past days as they were).
 */
export function activeLocationsOf(stores: readonly StoreHistory[]): (day: string, reported: readonly string[]) => number {
  return (day, reported) => new Set([...stores.filter((s) => activeOnDay(s, day)).map((s) => s.code), ...reported]).size;
}

/**
 * The days of `month` (MM-YYYY) with their status from each day's summary (by YYYY-MM-DD), each
 * against the locations active that day; days after `today` have none yet.
 */
export function calendarMonth(
  month: string,
  summaries: ReadonlyMap<string, DaySummary>,
  activeLocations: (day: string, reported: readonly string[]) => number,
  today: string,
): CalendarDay[] {
  const [mm, yyyy] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(yyyy, mm, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => {
    const day = `${yyyy}-${String(mm).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`;
    const summary = summaries.get(day) ?? NO_ENTRY;
    const active = activeLocations(day, summary.sids);
    return {
      day,
      status: day > today ? null : dayStatus(summary, active),
      entries: summary.entries,
      locations: summary.locations,
      missing: summary.missing,
      activeLocations: active,
    };
  });
}

/**
 * Today for a set of stores: the latest of their local dates (a store east of UTC may already be in
 * tomorrow), so that its counts of the day are not shown as the future. UTC when no zone is known.
 */
export function todayOf(timeZones: readonly (string | null)[], now: Date = new Date()): string {
  let latest = now.toISOString().slice(0, 10);
  for (const tz of new Set(timeZones)) {
    const day = dayIn(tz ?? 'UTC', now);
    if (day > latest) latest = day;
  }
  return latest;
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs about 0.1 ms, a month of 300 stores asked 300 of them. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat | null>();

function dayIn(tz: string, now: Date): string {
  let format = DAY_FORMATS.get(tz);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null; // an unknown zone reads as UTC
    }
    if (DAY_FORMATS.size < 1000) DAY_FORMATS.set(tz, format);
  }
  return format ? format.format(now) : now.toISOString().slice(0, 10);
}
