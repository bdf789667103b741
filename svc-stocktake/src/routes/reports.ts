import { PERMISSIONS, stocktakeApi, type StocktakeLine } from '@hub/contracts';
import { AppError, csvLine, route, type Db, type MerchantScope, type RouteDefinition } from '@hub/service-kit';
import { allLines, findReport, linePage } from '../db/lines';
import { listStocktakes } from '../db/stocktakes';
import { monthRange } from '../domain/month';
import type { ReportCache } from './report-cache';

const READ = PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW;

async function reportInScope(db: Db, scope: MerchantScope, stocktakeId: string) {
  const report = await findReport(db, scope, stocktakeId);
  if (!report) throw new AppError('STR112', 404);
  return report;
}

const CSV_COLUMNS: readonly { header: string; value: (l: StocktakeLine) => unknown }[] = [
  { header: 'kind', value: (l) => l.kind },
  { header: 'rfidTag', value: (l) => l.rfidTag },
  { header: 'productCode', value: (l) => l.productCode },
  { header: 'sid', value: (l) => l.sid },
  { header: 'designNumber', value: (l) => l.designNumber },
  { header: 'itemType', value: (l) => l.itemType },
  { header: 'karat', value: (l) => l.karat },
  { header: 'weight', value: (l) => l.weight },
  { header: 'value', value: (l) => l.value },
  { header: 'currency', value: (l) => l.currency },
  { header: 'confidence', value: (l) => l.confidence },
];

export function reportRoutes(db: Db, cacheFor: ReportCache): RouteDefinition[] {
  return [
    route(stocktakeApi.reports, {
      permission: READ,
      summary: "The merchant's stock-takes of a month (?month=MM-YYYY); store-bound roles see their stores only.",
      handler: async ({ scope, query }) => {
        const { from, to } = monthRange(query.month);
        return { code: 'STR002', data: await listStocktakes(db, scope, from, to), privateCacheSeconds: await cacheFor(scope.merchantId) };
      },
    }),
    route(stocktakeApi.report, {
      permission: READ,
      summary: 'One stock-take with its tablets and figures: counted, missing, misplaced, unknown, out of scope; missing grams per karat and their value.',
      handler: async ({ scope, params }) => {
        const { key: _key, ...report } = await reportInScope(db, scope, params.stocktakeId);
        return { code: 'STR003', data: report, privateCacheSeconds: await cacheFor(scope.merchantId) };
      },
    }),
    route(stocktakeApi.lines, {
      permission: READ,
      summary: "A page of one kind of a stock-take's lines (?kind=counted|missing|misplaced|unknown|outOfScope&start&pageSize).",
      handler: async ({ scope, params, query }) => {
        const report = await reportInScope(db, scope, params.stocktakeId);
        const page = await linePage(db, report.key, query.kind, query.start, query.pageSize);
        return { code: 'STR004', data: { ...page, start: query.start, pageSize: query.pageSize }, privateCacheSeconds: await cacheFor(scope.merchantId) };
      },
    }),
    route(stocktakeApi.linesCsv, {
      permission: READ,
      summary: "Every line of one kind of a stock-take as CSV (UTF-8 with a byte order mark), streamed.",
      handler: async ({ scope, params, query, res }) => {
        const report = await reportInScope(db, scope, params.stocktakeId);
        const name = `stocktake-${report.stocktakeId}-${query.kind}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
        res.status(200);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
        res.setHeader('X-Hub-Code', 'STR004');
        res.write(`\uFEFF${csvLine(CSV_COLUMNS.map((c) => c.header))}`);
        for await (const lines of allLines(db, report.key, query.kind)) {
          const chunk = lines.map((l) => csvLine(CSV_COLUMNS.map((c) => c.value(l)))).join('');
          if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        }
        res.end();
        return undefined;
      },
    }),
  ];
}
