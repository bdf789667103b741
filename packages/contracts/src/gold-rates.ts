import { z } from 'zod';

/**
 * Gold rates (spec section 3, "Gold rate": gold type, grams, display rate): what a merchant charges
 * for a quantity of gold of one purity, dated, so the history is kept and today's rate is the
 * newest one on or before today. Products carrying a karat and a weight show their gold value.
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
  /** The price of `grams` of this gold, in the merchant's currency. */
  displayRate: z.number().positive().max(1_000_000_000),
  /** The day the rate applies from (YYYY-MM-DD); today when left out. */
  effectiveDate: day.optional(),
});
export type GoldRateBody = z.infer<typeof goldRateBodySchema>;

export const goldRateHistoryQuerySchema = z.object({
  goldType: z.enum(GOLD_TYPES).optional(),
  from: day.optional(),
  to: day.optional(),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type GoldRateHistoryQuery = z.infer<typeof goldRateHistoryQuerySchema>;

export interface GoldRate {
  goldType: GoldType;
  grams: number;
  displayRate: number;
  /** displayRate / grams, rounded to 4 fraction digits. */
  ratePerGram: number;
  effectiveDate: string;
  createdBy: string | null;
  createdAt: string;
}

export function ratePerGram(displayRate: number, grams: number): number {
  return Math.round((displayRate / grams) * 10_000) / 10_000;
}

/** '22k', '22 K', '22KT', 22 → '22K'; undefined when it is no known gold type. */
export function goldTypeOf(karat: unknown): GoldType | undefined {
  const digits = /^\s*(\d{1,2})\s*(k|kt|karat|carat)?\s*$/i.exec(String(karat ?? ''));
  const type = digits ? `${Number(digits[1])}K` : undefined;
  return (GOLD_TYPES as readonly string[]).includes(type ?? '') ? (type as GoldType) : undefined;
}

/**
 * The gold value of a product at the given rates: its weight in grams times the rate per gram of
 * its gold type, rounded to 2 fraction digits; null when the karat is unknown, the weight is not a
 * positive number or there is no rate for that gold type.
 */
export function goldValue(
  karat: unknown,
  weightGrams: unknown,
  rates: readonly Pick<GoldRate, 'goldType' | 'grams' | 'displayRate'>[],
): number | null {
  const type = goldTypeOf(karat);
  const weight = typeof weightGrams === 'number' ? weightGrams : Number(weightGrams);
  if (!type || !Number.isFinite(weight) || weight <= 0) return null;
  const rate = rates.find((r) => r.goldType === type);
  if (!rate) return null;
  return Math.round(weight * (rate.displayRate / rate.grams) * 100) / 100;
}

/** `GET /merchant/gold-rates?date=`: the rates in force on a day (today when left out). */
export const goldRateCurrentQuerySchema = z.object({ date: day.optional() });
