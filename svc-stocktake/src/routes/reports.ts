import { PERMISSIONS, stocktakeApi } from '@hub/contracts';
import { route, type Db, type RouteDefinition } from '@hub/service-kit';
import { listStocktakes } from '../db/stocktakes';
import { monthRange } from '../domain/month';

/** Success code of the report list (not yet in the message catalogue). */
export const STOCKTAKE_REPORTS_FETCHED = 'STR002';

export function reportRoutes(db: Db): RouteDefinition[] {
  return [
    route(stocktakeApi.reports, {
      permission: PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW,
      summary: "The merchant's stock-takes of a month (?month=MM-YYYY); store-bound roles see their stores only.",
      handler: async ({ scope, query }) => {
        const { from, to } = monthRange(query.month);
        return { code: STOCKTAKE_REPORTS_FETCHED, data: await listStocktakes(db, scope, from, to) };
      },
    }),
  ];
}
