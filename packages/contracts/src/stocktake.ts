import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { z } from 'zod';

/** Spec section 9: the report month is written MM-YYYY. */
export const MONTH_PATTERN = /^(0[1-9]|1[0-2])-(\d{4})$/;
export const monthSchema = z.string().max(TEXT_MAX).regex(MONTH_PATTERN);

export const stocktakeReportsQuerySchema = z.object({ month: monthSchema });
export type StocktakeReportsQuery = z.infer<typeof stocktakeReportsQuerySchema>;

export const STOCKTAKE_STATUSES = ['Draft', 'Submitted'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

/** Spec section 3, "Stock-take", as the API returns it. */
export const stocktakeSchema = z.object({
  stocktakeId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  deviceUdid: z.string().max(TEXT_MAX),
  tabletId: z.string().max(TEXT_MAX),
  startTime: z.string().max(TEXT_MAX),
  counts: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  items: z.array(z.unknown()),
  filters: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  userName: z.string().max(TEXT_MAX),
  status: z.enum(STOCKTAKE_STATUSES),
  missingCount: z.number().int(),
});
export type Stocktake = z.infer<typeof stocktakeSchema>;
