import type { CalendarDay } from '@hub/contracts';
import { parseMonth, type ReportMonth } from './reportMonth';

/**
 * The calendar view's grid (issue 12 item 4): the month's days in weeks starting on Monday (ISO 8601),
 * with empty cells before the first day and after the last; each cell holds its day from the answer.
 */
export function calendarWeeks(month: ReportMonth, days: readonly CalendarDay[]): (CalendarDay | null)[][] {
  const parsed = parseMonth(month);
  if (!parsed) return [];
  const first = new Date(Date.UTC(parsed.year, parsed.month - 1, 1)).getUTCDay(); // 0 Sunday … 6 Saturday
  const lead = (first + 6) % 7;
  const cells: (CalendarDay | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The weekday names of the grid's columns, Monday first, in the reader's language. */
export function weekdayNames(localeIso: string, width: 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(localeIso, { weekday: width, timeZone: 'UTC' });
  // 2026-01-05 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 5 + i))));
}

/** The YYYY-MM-DD of an instant in a time zone (the store's): the day a count belongs to. */
export function dayInZone(iso: string, timeZone: string | null | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
