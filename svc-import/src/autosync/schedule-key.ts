import type { StoreAutosync } from '@hub/service-kit';

/** What a computed next run depends on: the store's schedule and zone (a change recomputes it). */
export function scheduleKey(schedule: StoreAutosync | null, tz: string | null): string {
  return JSON.stringify({ s: schedule ? [schedule.isEnable, schedule.startDate, schedule.startTime, schedule.syncFrequency] : null, tz: tz ?? 'UTC' });
}
