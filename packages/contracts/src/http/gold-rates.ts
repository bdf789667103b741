import {
  goldRateBodySchema,
  goldRateCurrentQuerySchema,
  goldRateHistoryQuerySchema,
  goldRateSchema,
} from '../gold-rates';
import { z } from 'zod';
import { answerSchema, endpoint } from './endpoint';

/** One page of the rate history, newest first, with the total. */
export const goldRateHistoryPageSchema = z.object({
  rows: z.array(goldRateSchema),
  total: z.number().int(),
  start: z.number().int(),
  pageSize: z.number().int(),
});
export type GoldRateHistoryPage = z.infer<typeof goldRateHistoryPageSchema>;

/** Gold rates (svc-catalog, issue 5 item 8). */
export const goldRatesApi = {
  /** The rate in force per gold type and currency today (or on `?date=`; of one `?currency=`). */
  current: endpoint({
    method: 'GET',
    path: '/merchant/gold-rates',
    codes: ['GR001'],
    query: goldRateCurrentQuerySchema,
    data: answerSchema(z.array(goldRateSchema)),
  }),

  history: endpoint({
    method: 'GET',
    path: '/merchant/gold-rates/history',
    codes: ['GR001'],
    query: goldRateHistoryQuerySchema,
    data: answerSchema(goldRateHistoryPageSchema),
  }),

  create: endpoint({
    method: 'POST',
    path: '/merchant/gold-rates',
    codes: ['GR000'],
    status: 201,
    body: goldRateBodySchema,
    data: answerSchema(goldRateSchema),
  }),
};
