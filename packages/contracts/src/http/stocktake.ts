import { stocktakeReportsQuerySchema, type Stocktake } from '../stocktake';
import { answer, endpoint } from './endpoint';

/** Stock-take reports (svc-stocktake). */
export const stocktakeApi = {
  /** The stock-takes of a month (`?month=MM-YYYY`), MASTER never; store-bound roles see their stores'. */
  reports: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/reports',
    codes: ['STR002'],
    query: stocktakeReportsQuerySchema,
    data: answer<Stocktake[]>(),
  }),
};
