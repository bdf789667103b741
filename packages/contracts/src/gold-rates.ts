import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { currencyCodeSchema } from './money';

/**
 * Gold rates (spec section 3, "Gold rate": gold type, grams, display rate): what a merchant charges
 * for a quantity of gold of one purity in one currency, dated, so the history is kept and today's
 * rate is the newest one on or before today, per gold type and currency. Products carrying a karat
 * and a weight show their gold value in their own currency, from a rate in that currency only.
 */

/** Gold types by purity: karat labels as jewellers write them. */
export const GOLD_TYPES = ['24K', '23K', '22K', '21K', '18K', '14K', '10K', '9K'] as const;
export type GoldType = (typeof GOLD_TYPES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .max(10)
  .regex(DAY, 'INVALID_DATE')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'INVALID_DATE',
  );

export const goldRateBodySchema = z.object({
  goldType: z.enum(GOLD_TYPES),
  /** The quantity the display rate is for, in grams (e.g. 1, or 15.244 for one baht of gold). */
  grams: z.number().positive().max(100_000),
  /** The price of `grams` of this gold, in `currency`. */
  displayRate: z.number().positive().max(1_000_000_000),
  /** The currency of the display rate (ISO 4217, e.g. THB). */
  currency: currencyCodeSchema,
  /** The day the rate applies from (YYYY-MM-DD); today when left out. */
  effectiveDate: day.optional(),
});
export type GoldRateBody = z.infer<typeof goldRateBodySchema>;

export const goldRateHistoryQuerySchema = z.object({
  goldType: z.enum(GOLD_TYPES).optional(),
  currency: currencyCodeSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type GoldRateHistoryQuery = z.infer<typeof goldRateHistoryQuerySchema>;

export const goldRateSchema = z.object({
  goldType: z.enum(GOLD_TYPES),
  grams: z.number(),
  displayRate: z.number(),
  /**
   * The currency of the display rate (ISO 4217). Null for a rate entered before rates had a
   * currency whose currency could not be told (svc-catalog migration 007): it values nothing.
   */
  currency: z.string().max(TEXT_MAX).nullable(),
  /** displayRate / grams, rounded to 4 fraction digits. */
  ratePerGram: z.number(),
  effectiveDate: z.string().max(TEXT_MAX),
  createdBy: z.string().max(TEXT_MAX).nullable(),
  createdAt: z.string().max(TEXT_MAX),
});
export type GoldRate = z.infer<typeof goldRateSchema>;

export function ratePerGram(displayRate: number, grams: number): number {
  return Math.round((displayRate / grams) * 10_000) / 10_000;
}

/** '22k', '22 K', '22KT', 22 → '22K'; undefined when it is no known gold type. */
export function goldTypeOf(karat: unknown): GoldType | undefined {
  const digits = /^\s*(\d{1,2})\s*(k|kt|karat|carat)?\s*$/i.exec(String(karat ?? ''));
  const type = digits ? `${Number(digits[1])}K` : undefined;
  return (GOLD_TYPES as readonly string[]).includes(type ?? '') ? (type as GoldType) : undefined;
}

export type GoldRateBasis = Pick<GoldRate, 'goldType' | 'grams' | 'displayRate' | 'currency'>;

/** The rate of a gold type in a currency among `rates`; none without a currency. */
export function goldRateFor<R extends GoldRateBasis>(
  rates: readonly R[],
  goldType: GoldType | undefined,
  currency: string | null | undefined,
): R | undefined {
  if (!goldType || !currency) return undefined;
  return rates.find((r) => r.goldType === goldType && r.currency === currency);
}

/**
 * The gold value of an item priced in `currency` at the given rates: its weight in grams times the
 * rate per gram of its gold type in that same currency, rounded to 2 fraction digits; null when the
 * karat is unknown, the weight is not a positive number, the item has no currency, or no rate of
 * that gold type is in the item's currency (a rate in another currency never values it).
 */
export function goldValue(
  karat: unknown,
  weightGrams: unknown,
  rates: readonly GoldRateBasis[],
  currency: string | null | undefined,
): number | null {
  const type = goldTypeOf(karat);
  const weight = typeof weightGrams === 'number' ? weightGrams : Number(weightGrams);
  if (!type || !Number.isFinite(weight) || weight <= 0) return null;
  const rate = goldRateFor(rates, type, currency);
  if (!rate) return null;
  return Math.round(weight * (rate.displayRate / rate.grams) * 100) / 100;
}

/** `GET /merchant/gold-rates?date=&currency=`: the rates in force on a day (today when left out), per gold type and currency. */
export const goldRateCurrentQuerySchema = z.object({ date: day.optional(), currency: currencyCodeSchema.optional() });

/** The currencies of the rates, in first-seen order (rates without a currency left out). */
export function goldRateCurrencies(rates: readonly Pick<GoldRate, 'currency'>[]): string[] {
  return [...new Set(rates.flatMap((r) => (r.currency ? [r.currency] : [])))];
}
