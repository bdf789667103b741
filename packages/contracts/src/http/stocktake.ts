import {
  reportConfigSchema,
  stocktakeConfigSchema,
  stocktakeIdParamsSchema,
  stocktakeLinesCsvQuerySchema,
  stocktakeLinesQuerySchema,
  stocktakeReportsQuerySchema,
  stocktakeSaveBodySchema,
  stocktakeCalendarQuerySchema,
  stocktakeMapQuerySchema,
  stocktakeAppDataQuerySchema,
  monthDiscrepancySchema,
  savedConfigSchema,
  stocktakeAppDataSchema,
  stocktakeCalendarSchema,
  stocktakeLinePageSchema,
  stocktakeMapSchema,
  stocktakeReportSchema,
  stocktakeSavedSchema,
  stocktakeSchema,
  type ReportConfig,
  type SavedConfig,
  type StocktakeConfig,
} from '../stocktake';
import { z } from 'zod';
import { answerSchema, answerSchemaOf, endpoint, fileAnswer } from './endpoint';

/** Stock-takes (svc-stocktake): the tablet's save, the reports and their configs. */
export const stocktakeApi = {
  /**
   * The tablet's save (spec section 5): `{ data, update }`, checked part by part (STR100–STR110).
   * STR000 for a new count, STR001 for an update; a repeated `Idempotency-Key` answers the first answer.
   */
  save: endpoint({
    method: 'POST',
    path: '/merchant/stocktake',
    codes: ['STR000', 'STR001'],
    codeStatus: { STR000: 201 },
    body: stocktakeSaveBodySchema,
    errors: {
      STR100: 400, STR101: 400, STR102: 400, STR103: 400, STR104: 400, STR105: 400, STR106: 400, STR107: 400, STR108: 400,
      STR110: 400, STR111: 409, STR112: 404, STR113: 409, STR114: 403, STR115: 403, STR116: 403, STR117: 422, STR118: 400, UAC108: 403,
    },
    data: answerSchema(stocktakeSavedSchema),
  }),
  /** The stock-takes of a month (`?month=MM-YYYY`), MASTER never; store-bound roles see their stores'. */
  reports: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/reports',
    codes: ['STR002'],
    query: stocktakeReportsQuerySchema,
    data: answerSchema(z.array(stocktakeSchema)),
  }),
  /** A month's days with their status (spec section 4, "Calendar day status"); `sid` "All" or a store. */
  calendar: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/calendar',
    codes: ['STR005'],
    query: stocktakeCalendarQuerySchema,
    data: answerSchema(stocktakeCalendarSchema),
  }),
  /** A month's discrepancy totals per store and in all (issue 12 item 6); `sid` "All" or a store. */
  totals: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/totals',
    codes: ['STR008'],
    query: stocktakeCalendarQuerySchema,
    data: answerSchema(monthDiscrepancySchema),
  }),
  /** Every store with its pin of the day (N, O, S) and its last count (`date` today by default). */
  map: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/map',
    codes: ['STR006'],
    query: stocktakeMapQuerySchema,
    data: answerSchema(stocktakeMapSchema),
  }),
  /** One stock-take with its figures (counted, missing, misplaced, unknown; grams and value missing). */
  report: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/reports/:stocktakeId',
    codes: ['STR003'],
    params: stocktakeIdParamsSchema,
    errors: { STR112: 404 },
    data: answerSchema(stocktakeReportSchema),
  }),
  /** A page of one kind of a report's lines. */
  lines: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/reports/:stocktakeId/items',
    codes: ['STR004'],
    params: stocktakeIdParamsSchema,
    errors: { STR112: 404 },
    query: stocktakeLinesQuerySchema,
    data: answerSchema(stocktakeLinePageSchema),
  }),
  /** Every line of one kind as CSV (UTF-8 with a byte order mark). */
  linesCsv: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/reports/:stocktakeId/items.csv',
    codes: ['STR004'],
    params: stocktakeIdParamsSchema,
    errors: { STR112: 404 },
    query: stocktakeLinesCsvQuerySchema,
    data: fileAnswer('text/csv'),
  }),
  /** `/config/stock-take`; null before the first save. */
  config: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/config',
    codes: ['STC001'],
    data: answerSchemaOf<SavedConfig<StocktakeConfig> | null>()(savedConfigSchema(stocktakeConfigSchema).nullable()),
  }),
  saveConfig: endpoint({
    method: 'PUT',
    path: '/merchant/stocktake/config',
    codes: ['STC000'],
    body: stocktakeConfigSchema,
    data: answerSchemaOf<SavedConfig<StocktakeConfig>>()(savedConfigSchema(stocktakeConfigSchema)),
    errors: { STC100: 500 },
  }),
  /** `/config/report`; null until saved (a tablet's save is then STR113). */
  reportConfig: endpoint({
    method: 'GET',
    path: '/merchant/stocktake/report-config',
    codes: ['RPC001'],
    data: answerSchemaOf<SavedConfig<ReportConfig> | null>()(savedConfigSchema(reportConfigSchema).nullable()),
  }),
  saveReportConfig: endpoint({
    method: 'PUT',
    path: '/merchant/stocktake/report-config',
    codes: ['RPC000'],
    body: reportConfigSchema,
    data: answerSchemaOf<SavedConfig<ReportConfig>>()(savedConfigSchema(reportConfigSchema)),
    errors: { RPC100: 500 },
  }),
};

/**
 * What the stock-take app reads (issue 12 item 2), served by svc-catalog (it holds the products and
 * the global config, and keeps a copy of svc-stocktake's configs): one call, paged by product code.
 */
export const stocktakeAppApi = {
  data: endpoint({
    method: 'GET',
    path: '/merchant/products/stocktake-app',
    codes: ['STR007'],
    query: stocktakeAppDataQuerySchema,
    errors: { STR110: 400, STR118: [400, 404], UAC108: 403 },
    data: answerSchema(stocktakeAppDataSchema),
  }),
};
