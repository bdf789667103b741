import { MONTH_PATTERN } from '@hub/contracts';

/** `MM-YYYY` (spec section 9) → the UTC half-open range [from, to) of that month. */
export function monthRange(month: string): { from: Date; to: Date } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`invalid month ${month}`);
  const m = Number(match[1]) - 1;
  const y = Number(match[2]);
  return { from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
}

/** The MM-YYYY of a date (UTC). */
export function monthOf(date: Date): string {
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
}
