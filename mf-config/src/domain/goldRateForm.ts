import { GOLD_TYPES, goldRateBodySchema, type GoldRate, type GoldRateBody, type GoldType } from '@hub/contracts';
import { numberText, parseNumberText } from './listEdit';

/**
 * Gold rates (spec section 3, "Gold rate": gold type, grams, display rate; issue 5 item 8): one row
 * per gold type with the rate in force; a changed row is entered as a new rate from the chosen day,
 * and the earlier one stays in the history.
 */
export interface GoldRateRow {
  goldType: GoldType;
  grams: string;
  displayRate: string;
  /** The rate in force now, if any. */
  current: GoldRate | undefined;
}

export type GoldRateError = 'required' | 'invalidNumber';

export function toGoldRateRows(current: readonly GoldRate[]): GoldRateRow[] {
  return GOLD_TYPES.map((goldType) => {
    const rate = current.find((r) => r.goldType === goldType);
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

/** The new rates to enter (one POST each), or an empty list when nothing changed ('nothing to update'). */
export function goldRateBodies(rows: readonly GoldRateRow[], effectiveDate: string): GoldRateBody[] {
  return rows.filter(rowChanged).map((row) => ({
    goldType: row.goldType,
    grams: parseNumberText(row.grams) ?? Number.NaN,
    displayRate: parseNumberText(row.displayRate) ?? Number.NaN,
    ...(effectiveDate ? { effectiveDate } : {}),
  }));
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
