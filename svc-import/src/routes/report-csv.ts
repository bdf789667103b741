import { LOCALES, type Locale } from '@hub/contracts';
import type { Request } from 'express';

/**
 * One CSV line. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe, so a report never executes what a file held.
 */
export function csvLine(cells: readonly string[]): string {
  return `${cells
    .map((cell) => {
      const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',')}\r\n`;
}

/** The caller's language for worded answers: ?lang, else Accept-Language, else English. */
export function localeOfRequest(req: Request): Locale {
  const asked = typeof req.query.lang === 'string' ? req.query.lang : req.acceptsLanguages([...LOCALES]) || 'en';
  return (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
}
