import type { CalendarDayStatus, DailyReportStore, StocktakeSummary } from '@hub/contracts';

/** One stock-take of a store's day as svc-notify keeps it (svc-stocktake's events). */
export interface DayStocktake {
  stocktakeId: string;
  status: 'Draft' | 'Submitted';
  /** Set once submitted and reconciled. */
  summary: Pick<StocktakeSummary, 'expected' | 'counted' | 'missing' | 'misplaced' | 'missingWeight' | 'missingValue' | 'currency'> | null;
  updatedAt: string;
}

/**
 * Spec section 4's calendar status of one store's day: not-yet-started with no entry, ongoing while
 * any count is Draft, submitted-missing when the submitted counts miss items, else submitted. (For
 * one store the reporting locations are it alone, so partially-scanned is the all-stores view's.)
 */
export function storeDayStatus(entries: readonly Pick<DayStocktake, 'status' | 'summary'>[]): CalendarDayStatus {
  if (entries.length === 0) return 'not-yet-started';
  if (entries.some((e) => e.status === 'Draft')) return 'ongoing';
  return entries.some((e) => (e.summary?.missing ?? 0) > 0) ? 'submitted-missing' : 'submitted';
}

/**
 * A store's line of the daily report: its status and the submitted counts' figures summed (values
 * only when every count had one, in one currency), and the newest submitted count for the link.
 */
export function dailyReportLine(sid: string, name: string, entries: readonly DayStocktake[]): DailyReportStore {
  const submitted = entries.filter((e) => e.status === 'Submitted' && e.summary !== null);
  const sum = (f: (s: NonNullable<DayStocktake['summary']>) => number) => submitted.reduce((acc, e) => acc + f(e.summary!), 0);
  const currencies = new Set(submitted.map((e) => e.summary!.currency));
  const valued = submitted.length > 0 && submitted.every((e) => e.summary!.missingValue !== null) && currencies.size === 1;
  const newest = [...submitted].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return {
    sid,
    name,
    status: storeDayStatus(entries),
    counts: submitted.length,
    counted: sum((s) => s.counted),
    missing: sum((s) => s.missing),
    misplaced: sum((s) => s.misplaced),
    missingWeight: Math.round(sum((s) => s.missingWeight) * 1000) / 1000,
    missingValue: valued ? Math.round(sum((s) => s.missingValue ?? 0) * 100) / 100 : submitted.length === 0 ? 0 : null,
    currency: valued ? (submitted[0]!.summary!.currency ?? null) : null,
    stocktakeId: newest?.stocktakeId ?? null,
  };
}
