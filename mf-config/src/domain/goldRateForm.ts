import { CURRENCY_CODES, GOLD_TYPES, goldRateBodySchema, type GoldRate, type GoldRateBody, type GoldType } from '@hub/contracts';
import { numberText, parseNumberText } from './listEdit';

/**
 * Gold rates (spec section 3, "Gold rate": gold type, grams, display rate; issue 5 item 8): one row
 * per gold type with the rate in force in the chosen currency (issue 9); a changed row is entered
 * as a new rate in that currency from the chosen day, and the earlier one stays in the history.
 */
export interface GoldRateRow {
  goldType: GoldType;
  grams: string;
  displayRate: string;
  /** The rate in force now, if any. */
  current: GoldRate | undefined;
}

export type GoldRateError = 'required' | 'invalidNumber';

/** A row per gold type, filled with the rate in force in `currency`. */
export function toGoldRateRows(current: readonly GoldRate[], currency: string): GoldRateRow[] {
  return GOLD_TYPES.map((goldType) => {
    const rate = current.find((r) => r.goldType === goldType && r.currency === currency);
    return { goldType, grams: numberText(rate?.grams), displayRate: numberText(rate?.displayRate), current: rate };
  });
}

const blank = (row: GoldRateRow) => row.grams.trim() === '' && row.displayRate.trim() === '';

/** Is the row different from the rate in force? A row left empty for a type without a rate is not. */
export function rowChanged(row: GoldRateRow): boolean {
  if (!row.current) return !blank(row);
  return parseNumberText(row.grams) !== row.current.grams || parseNumberText(row.displayRate) !== row.current.displayRate;
}

/** Input errors of changed rows, keyed `<goldType>.grams|displayRate`, checked with the contract's schema limits. */
export function goldRateErrors(rows: readonly GoldRateRow[]): Record<string, GoldRateError> {
  const errors: Record<string, GoldRateError> = {};
  const shape = goldRateBodySchema.shape;
  for (const row of rows) {
    if (!rowChanged(row)) continue;
    for (const part of ['grams', 'displayRate'] as const) {
      const value = parseNumberText(row[part]);
      if (value === null) errors[`${row.goldType}.${part}`] = 'required';
      else if (!shape[part].safeParse(value).success) errors[`${row.goldType}.${part}`] = 'invalidNumber';
    }
  }
  return errors;
}

/** The new rates to enter in `currency` (one POST each), or an empty list when nothing changed ('nothing to update'). */
export function goldRateBodies(rows: readonly GoldRateRow[], effectiveDate: string, currency: string): GoldRateBody[] {
  return rows.filter(rowChanged).map((row) => ({
    goldType: row.goldType,
    grams: parseNumberText(row.grams) ?? Number.NaN,
    displayRate: parseNumberText(row.displayRate) ?? Number.NaN,
    currency,
    ...(effectiveDate ? { effectiveDate } : {}),
  }));
}

/**
 * The currencies the page offers: those of the merchant's stores (what items are priced in), then
 * those that have rates, each once; every ISO 4217 code when neither is known.
 */
export function rateCurrencies(storeCurrencies: readonly string[], current: readonly GoldRate[]): string[] {
  const known = [...new Set([...storeCurrencies, ...current.flatMap((r) => (r.currency ? [r.currency] : []))])];
  return known.length > 0 ? known : [...CURRENCY_CODES];
}

/**
 * The currency the page opens on: the one chosen before when still offered, else the session
 * store's, else the one most of the stores use, else the first offered.
 */
export function openingCurrency(
  offered: readonly string[],
  chosen: string | undefined,
  sessionStoreCurrency: string | undefined,
  storeCurrencies: readonly string[],
): string {
  const counts = new Map<string, number>();
  for (const c of storeCurrencies) counts.set(c, (counts.get(c) ?? 0) + 1);
  const most = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return [chosen, sessionStoreCurrency, most].find((c): c is string => !!c && offered.includes(c)) ?? offered[0] ?? 'USD';
}

/** Today in the user's time zone as YYYY-MM-DD (the default effective day). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const intlLocale = (locale: string) => (locale === 'zh' ? 'zh-CN' : locale);

/** Dates of the gold rates: the hub's one date helper (a YYYY-MM-DD day is that calendar day). */
export { formatDate as formatDay, formatDateTime as formatTime } from '@hub/ui';

export function formatAmount(value: number, locale: string, maxFractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: maxFractionDigits }).format(value);
}
