/**
 * Spec section 4, "Calendar day status (stock-take report)" and "Map pin", as pure rules over the
 * day's stock-take audit items (section 3: __sid, status, missingCount).
 */

export const CALENDAR_DAY_STATUSES = ['ongoing', 'partially-scanned', 'not-yet-started', 'submitted-missing', 'submitted'] as const;
export type CalendarDayStatus = (typeof CALENDAR_DAY_STATUSES)[number];

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

export const MAP_PINS = ['N', 'O', 'S'] as const;
export type MapPin = (typeof MAP_PINS)[number];

/** A store's pin for a day: N (none), O (ongoing, Draft), S (submitted). */
export function mapPin(entries: readonly Pick<AuditItem, 'status'>[]): MapPin {
  if (entries.length === 0) return 'N';
  return entries.some((e) => e.status === 'Draft') ? 'O' : 'S';
}
