import { localeOption, type Locale } from '@hub/contracts';

/**
 * What Fluent's DatePicker needs to speak the page's language (issue 30 item 4): Chromium draws
 * `<input type="date">` in the browser's language whatever the page's `lang`, so the hub's date fields
 * are Fluent's DatePicker with these month and day names, formats and first day of the week.
 * Pure functions of the hub's locale and its words (ADR 0043).
 */

/** The first column of a month grid: Sunday (0) in en-US and th-TH, Monday (1) in zh-CN, Saturday (6) in ar-AE (CLDR). */
export const FIRST_DAY_OF_WEEK: Readonly<Record<Locale, 0 | 1 | 6>> = { en: 0, th: 0, zh: 1, ar: 6 };

/** The calendar's accessible names and announcements, from the 'common' namespace's `controls.date`. */
export interface CalendarWords {
  /** The calendar popup's accessible name. */
  calendar: string;
  goToToday: string;
  prevMonth: string;
  nextMonth: string;
  prevYear: string;
  nextYear: string;
  prevYearRange: string;
  nextYearRange: string;
  close: string;
  /** "Selected date {0}" */
  selectedDate: string;
  /** "Today's date {0}" */
  todayDate: string;
  /** "{0}, change year" */
  monthPickerHeader: string;
  /** "{0}, change month" */
  yearPickerHeader: string;
  /** "Week number {0}" */
  weekNumber: string;
  dayMarked: string;
}

export interface CalendarLocale {
  months: string[];
  shortMonths: string[];
  days: string[];
  shortDays: string[];
  goToToday: string;
  prevMonthAriaLabel: string;
  nextMonthAriaLabel: string;
  prevYearAriaLabel: string;
  nextYearAriaLabel: string;
  prevYearRangeAriaLabel: string;
  nextYearRangeAriaLabel: string;
  closeButtonAriaLabel: string;
  selectedDateFormatString: string;
  todayDateFormatString: string;
  monthPickerHeaderAriaLabel: string;
  yearPickerHeaderAriaLabel: string;
  weekNumberFormatString: string;
  dayMarkedAriaLabel: string;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a local Date (midnight where the browser is), undefined for empty or not a real day. */
export function dateOfCalendarDay(value: string | undefined | null): Date | undefined {
  const match = value ? CALENDAR_DAY.exec(value.trim()) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** A local Date's calendar day as `YYYY-MM-DD` (the value the hub's forms and APIs carry). */
export function calendarDayOf(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(localeOption(locale).iso, options);
}

/** Month and day names in the page's language, with the calendar's words. */
export function calendarStrings(locale: Locale, words: CalendarWords): CalendarLocale {
  const long = formatter(locale, { month: 'long' });
  const short = formatter(locale, { month: 'short' });
  const weekday = formatter(locale, { weekday: 'long' });
  const narrow = formatter(locale, { weekday: 'narrow' });
  const months = Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1));
  // 4 January 2026 is a Sunday: Fluent's day names start on Sunday whatever the first day of the week.
  const week = Array.from({ length: 7 }, (_, d) => new Date(2026, 0, 4 + d));
  return {
    months: months.map((d) => long.format(d)),
    shortMonths: months.map((d) => short.format(d)),
    days: week.map((d) => weekday.format(d)),
    shortDays: week.map((d) => narrow.format(d)),
    goToToday: words.goToToday,
    prevMonthAriaLabel: words.prevMonth,
    nextMonthAriaLabel: words.nextMonth,
    prevYearAriaLabel: words.prevYear,
    nextYearAriaLabel: words.nextYear,
    prevYearRangeAriaLabel: words.prevYearRange,
    nextYearRangeAriaLabel: words.nextYearRange,
    closeButtonAriaLabel: words.close,
    selectedDateFormatString: words.selectedDate,
    todayDateFormatString: words.todayDate,
    monthPickerHeaderAriaLabel: words.monthPickerHeader,
    yearPickerHeaderAriaLabel: words.yearPickerHeader,
    weekNumberFormatString: words.weekNumber,
    dayMarkedAriaLabel: words.dayMarked,
  };
}

/**
 * The calendar's own texts (the grid's day numbers, its month and year headers, a day's accessible
 * name) and the field's text, written by Intl as the hub writes dates elsewhere (medium date style,
 * formatDate of @hub/ui): Thai in the Buddhist era, Arabic with its own digits where CLDR says so.
 */
export function calendarFormats(locale: Locale) {
  const day = formatter(locale, { day: 'numeric' });
  const year = formatter(locale, { year: 'numeric' });
  const monthYear = formatter(locale, { month: 'long', year: 'numeric' });
  const full = formatter(locale, { dateStyle: 'full' });
  const medium = formatter(locale, { dateStyle: 'medium' });
  return {
    dateTimeFormatter: {
      formatDay: (date: Date) => day.format(date),
      formatMonth: (date: Date, strings: { months: string[] }) => strings.months[date.getMonth()] ?? '',
      formatYear: (date: Date) => year.format(date),
      formatMonthDayYear: (date: Date) => full.format(date),
      formatMonthYear: (date: Date) => monthYear.format(date),
    },
    formatDate: (date?: Date) => (date ? medium.format(date) : ''),
  };
}
