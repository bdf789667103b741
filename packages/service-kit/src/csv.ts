/** CSV for every export and report of the services (product export, import problems, stock-take lines). */

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), plus tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text starting with = + - @ (or tab, CR) is neutralised with a leading
 * single quote so no spreadsheet runs it as a formula; then cells holding a comma, quote or line
 * break are quoted, quotes doubled. Numbers are written as numbers (a number is never a formula),
 * lists joined by ", " (spec section 3's display rule), null and undefined empty.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''))).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
