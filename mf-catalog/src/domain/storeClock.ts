import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME } from '@hub/contracts';

export interface HourMinute {
  hours: number;
  minutes: number;
}

/** Spec section 3: a store's tz defaults to the browser's zone when missing (or unknown to Intl). */
export function resolveTimeZone(tz: string | null | undefined): string | undefined {
  if (!tz) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return undefined;
  }
}

/** The store's wall-clock time, in the reader's language (e.g. "14:05" or "2:05 PM"). */
export function storeLocalTime(now: Date, tz: string | null | undefined, localeIso: string): string {
  return new Intl.DateTimeFormat(localeIso, {
    hour: 'numeric',
    minute: '2-digit',
    weekday: 'short',
    timeZone: resolveTimeZone(tz),
  }).format(now);
}

/** Minutes since midnight on the store's wall clock. */
export function minutesInZone(now: Date, tz: string | null | undefined): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: resolveTimeZone(tz),
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Spec sections 3 and 9: opening time defaults to 0:00 and closing time to 23:59. */
export function openingHours(opening?: HourMinute | null, closing?: HourMinute | null): { opening: HourMinute; closing: HourMinute } {
  return { opening: opening ?? { ...DEFAULT_OPENING_TIME }, closing: closing ?? { ...DEFAULT_CLOSING_TIME } };
}

/** Is a store open at this minute of its day? Closing before opening means it closes after midnight. */
export function isOpenAt(minuteOfDay: number, opening: HourMinute, closing: HourMinute): boolean {
  const open = opening.hours * 60 + opening.minutes;
  const close = closing.hours * 60 + closing.minutes;
  if (open === close) return true;
  if (open < close) return minuteOfDay >= open && minuteOfDay <= close;
  return minuteOfDay >= open || minuteOfDay <= close;
}

/** A time of day ({hours, minutes}) in the reader's language, without any zone shift. */
export function formatTimeOfDay(time: HourMinute, localeIso: string): string {
  return new Intl.DateTimeFormat(localeIso, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, time.hours, time.minutes)),
  );
}
