import {
  goldRateBodySchema,
  goldRateCurrentQuerySchema,
  goldRateHistoryQuerySchema,
  type GoldRate,
} from '../gold-rates';
import { answer, endpoint } from './endpoint';

/** One page of the rate history, newest first, with the total. */
export interface GoldRateHistoryPage {
  rows: GoldRate[];
  total: number;
  start: number;
  pageSize: number;
}

/** Gold rates (svc-catalog, issue 5 item 8). */
export const goldRatesApi = {
  /** The rate in force per gold type and currency today (or on `?date=`; of one `?currency=`). */
  current: endpoint({
    method: 'GET',
    path: '/merchant/gold-rates',
    codes: ['GR001'],
    query: goldRateCurrentQuerySchema,
    data: answer<GoldRate[]>(),
  }),

  history: endpoint({
    method: 'GET',
    path: '/merchant/gold-rates/history',
    codes: ['GR001'],
    query: goldRateHistoryQuerySchema,
    data: answer<GoldRateHistoryPage>(),
  }),

  create: endpoint({
    method: 'POST',
    path: '/merchant/gold-rates',
    codes: ['GR000'],
    status: 201,
    body: goldRateBodySchema,
    data: answer<GoldRate>(),
  }),
};
