import { isLocale, localeOption } from '@hub/contracts';

/**
 * The one way the hub writes dates (issue 9): Intl.DateTimeFormat in the user's language, medium
 * date style ("Nov 23, 2026", "23 พ.ย. 2569", "2026年11月23日", "23‏/11‏/2026"), with a short time
 * where the moment matters. A calendar day (`YYYY-MM-DD`, e.g. a gold rate's effective date) is that
 * day wherever the user is; an instant is shown in the user's time zone unless one is given.
 */
export interface DateFormatOptions {
  /** IANA zone to show an instant in (e.g. a store's); the browser's by default. */
  timeZone?: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The hub's locale code (en, th, zh, ar) or a BCP 47 tag, as Intl takes it. */
export function intlLocaleOf(locale: string): string {
  return isLocale(locale) ? localeOption(locale).iso : locale;
}

function format(
  value: string | Date,
  locale: string,
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
  options: DateFormatOptions,
): string {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = typeof value === 'string' ? new Date(day ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  // A calendar day has no time of day: it is read at UTC midnight and shown as that same day.
  const timeZone = day ? 'UTC' : options.timeZone;
  try {
    return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...style, timeZone }).format(date);
  } catch {
    // An unknown time zone (a store's bad tz): the browser's zone instead.
    return new Intl.DateTimeFormat(intlLocaleOf(locale), style).format(date);
  }
}

/** A date: "Nov 23, 2026". */
export function formatDate(value: string | Date, locale: string, options: DateFormatOptions = {}): string {
  return format(value, locale, { dateStyle: 'medium' }, options);
}

/** A date and time: "Nov 23, 2026, 8:21 PM". */
export function formatDateTime(value: string | Date, locale: string, options: DateFormatOptions = {}): string {
  return format(value, locale, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** A time of day: "8:21 PM". */
export function formatTime(value: string | Date, locale: string, options: DateFormatOptions = {}): string {
  return format(value, locale, { timeStyle: 'short' }, options);
}

/** The browser's own IANA zone (what Intl uses when no zone is given). */
function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The IANA zone an instant is shown in for `timeZone` (a store's `tz`): that zone when Intl knows it,
 * the browser's own when it is missing or unknown, so whatever is shown can be named (issue 28 item 5).
 */
export function shownTimeZone(timeZone?: string | null): string {
  if (!timeZone) return browserTimeZone();
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return browserTimeZone();
  }
}

/**
 * A date and time in a store's zone, the zone named after it: "Nov 23, 2026, 8:30 AM (Asia/Bangkok)"
 * (issue 28 item 5: a count's time on its report, the list, the map and the locations reads the same
 * everywhere and says in which zone). Without a zone, or an unknown one, the browser's zone is used
 * and named. The zone's name is isolated (FSI…PDI) so it reads whole inside right-to-left text.
 */
export function formatZonedDateTime(value: string | Date, locale: string, timeZone?: string | null): string {
  const zone = shownTimeZone(timeZone);
  const text = formatDateTime(value, locale, { timeZone: zone });
  return text === String(value) ? text : `${text} (\u2068${zone}\u2069)`;
}
