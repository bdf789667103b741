import { MONTH_PATTERN, reportMonthOf } from '@hub/contracts';

/** Spec section 9: the report month is stored as MM-YYYY. */
export type ReportMonth = string;

/** The page's first call asks for it before the page loads (issue 30 item 1), so it is declared once in the contracts. */
export const formatMonth: (date: Date) => ReportMonth = reportMonthOf;

export function parseMonth(value: string): { month: number; year: number } | null {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

export function isReportMonth(value: unknown): value is ReportMonth {
  return typeof value === 'string' && parseMonth(value) !== null;
}

/** The month `delta` months away (negative goes back), across year ends. */
export function shiftMonth(value: ReportMonth, delta: number): ReportMonth {
  const parsed = parseMonth(value);
  if (!parsed) return value;
  return formatMonth(new Date(parsed.year, parsed.month - 1 + delta, 1));
}

/** MM-YYYY to the YYYY-MM of an <input type="month">. */
export function toInputValue(value: ReportMonth): string {
  const parsed = parseMonth(value);
  return parsed ? `${parsed.year}-${String(parsed.month).padStart(2, '0')}` : '';
}

/** The YYYY-MM of an <input type="month"> to MM-YYYY; null when empty or malformed. */
export function fromInputValue(value: string): ReportMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = `${match[2]}-${match[1]}`;
  return isReportMonth(month) ? month : null;
}

/** "November 2026" in the reader's language. */
export function monthLabel(value: ReportMonth, localeIso: string): string {
  const parsed = parseMonth(value);
  if (!parsed) return value;
  return new Intl.DateTimeFormat(localeIso, { month: 'long', year: 'numeric' }).format(new Date(parsed.year, parsed.month - 1, 15));
}
