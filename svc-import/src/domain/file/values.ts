import type { ProductFieldType } from '@hub/contracts';

/**
 * A cell's text as the type of the product field it fills (spec section 3, data mapping: each field
 * has a type). Empty text is "no value"; text that is not of the type is `invalid`.
 */
export type Typed<T> = { ok: true; value: T } | { ok: false };

const NUMBER = /^[-+]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$|^[-+]?\.\d+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** "1234", "-1.5", "1,234.50": a finite number; anything else is not one. */
export function parseNumber(text: string): Typed<number> {
  const t = text.trim();
  if (!NUMBER.test(t)) return { ok: false };
  const value = Number(t.replace(/,/g, ''));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/** An ISO date (YYYY-MM-DD, optionally with a time): kept as its calendar date, if the date exists. */
export function parseDate(text: string): Typed<string> {
  const m = DATE.exec(text.trim());
  if (!m) return { ok: false };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false };
  return { ok: true, value: `${m[1]}-${m[2]}-${m[3]}` };
}

/** true/false, yes/no, y/n, 1/0 in any case. */
export function parseBoolean(text: string): Typed<boolean> {
  const t = text.trim().toLowerCase();
  if (TRUE.has(t)) return { ok: true, value: true };
  if (FALSE.has(t)) return { ok: true, value: false };
  return { ok: false };
}

/** The value of `text` as `type`; text is kept as it is (trimmed). */
export function typedValue(text: string, type: ProductFieldType): Typed<string | number | boolean> {
  switch (type) {
    case 'number':
      return parseNumber(text);
    case 'date':
      return parseDate(text);
    case 'boolean':
      return parseBoolean(text);
    default:
      return { ok: true, value: text.trim() };
  }
}
