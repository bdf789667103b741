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

/**
 * One day's status:
 * - not-yet-started, if there are no entries (checked first: with no entry the number of reporting
 *   locations, zero, would otherwise differ from the active ones and read as partially scanned);
 * - ongoing, if any location's audit entry is Draft;
 * - partially-scanned, if the number of distinct reporting locations differs from the number of active locations;
 * - submitted-missing, if submitted with a total missing count above 0;
 * - submitted, otherwise.
 */
export function calendarDayStatus(entries: readonly AuditItem[], activeLocations: number): CalendarDayStatus {
  if (entries.length === 0) return 'not-yet-started';
  if (entries.some((e) => e.status === 'Draft')) return 'ongoing';
  if (new Set(entries.map((e) => e.__sid)).size !== activeLocations) return 'partially-scanned';
  const missing = entries.reduce((sum, e) => sum + e.missingCount, 0);
  return missing > 0 ? 'submitted-missing' : 'submitted';
}

/** A store's pin for a day: N (none), O (ongoing, Draft), S (submitted). */
export function mapPin(entries: readonly Pick<AuditItem, 'status'>[]): MapPin {
  if (entries.length === 0) return 'N';
  return entries.some((e) => e.status === 'Draft') ? 'O' : 'S';
}

/**
 * The days of `month` (MM-YYYY) with their status from the entries of each day (YYYY-MM-DD); days
 * after `today` have none yet.
 */
export function calendarMonth(month: string, entries: readonly (AuditItem & { day: string })[], activeLocations: number, today: string): CalendarDay[] {
  const [mm, yyyy] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(yyyy, mm, 0)).getUTCDate();
  const byDay = new Map<string, AuditItem[]>();
  for (const e of entries) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);
  return Array.from({ length }, (_, i) => {
    const day = `${yyyy}-${String(mm).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`;
    const items = byDay.get(day) ?? [];
    return {
      day,
      status: day > today ? null : calendarDayStatus(items, activeLocations),
      entries: items.length,
      locations: new Set(items.map((e) => e.__sid)).size,
      missing: items.reduce((sum, e) => sum + e.missingCount, 0),
    };
  });
}

/**
 * Today for a set of stores: the latest of their local dates (a store east of UTC may already be in
 * tomorrow), so that its counts of the day are not shown as the future. UTC when no zone is known.
 */
export function todayOf(timeZones: readonly (string | null)[], now: Date = new Date()): string {
  const days = timeZones.map((tz) => {
    try {
      return new Intl.DateTimeFormat('en-CA', { timeZone: tz ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    } catch {
      return now.toISOString().slice(0, 10);
    }
  });
  return days.reduce((latest, d) => (d > latest ? d : latest), now.toISOString().slice(0, 10));
}
