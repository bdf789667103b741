import { MASTER_STORE, PERMISSIONS, stocktakeAppApi, type ReportConfig, type StocktakeAppData, type StocktakeConfig } from '@hub/contracts';
import { AppError, listStoreReplicas, route, scopeAllowsStore, type Db, type RouteDefinition } from '@hub/service-kit';
import { readStoredConfig } from '../db/global-config';
import { CATALOG_SCHEMA } from '../db/schema';
import { appProductsPage, currentVersion, filterValues, readStocktakeConfigs } from '../db/stocktake-app';
import { effectiveConfig } from '../domain/global-config';
import { decodeCursor, deltaBase, encodeCursor } from '../domain/stocktake-app';

/**
 * What the stock-take app reads (issue 12 item 2): one call with the stock-take and report configs,
 * the count filters with their values, and the store's products, whole or changed since the version
 * the tablet holds, paged by product code. A tablet calls it with its API key (STOCK_TAKE_SUBMIT).
 */
export function stocktakeAppRoutes(db: Db): RouteDefinition[] {
  return [
    route(stocktakeAppApi.data, {
      permission: PERMISSIONS.STOCK_TAKE_COUNT_CREATE,
      summary:
        'The stock-take app’s data for ?sid: configs, filters and products (whole, or changed since ?since when useOptimizedAppDataSync is on), ?pageSize ≤ 5,000, the next page by ?cursor; STR118 for MASTER (400) or a store the merchant does not have (404).',
      handler: async ({ scope, query }) => {
        const { merchantId } = scope;
        if (query.sid === MASTER_STORE) throw new AppError('STR118', 400, { field: 'sid' });
        if (!scopeAllowsStore(scope, query.sid)) throw new AppError('UAC108', 403);
        const store = (await listStoreReplicas(db, CATALOG_SCHEMA, merchantId)).find((s) => s.code === query.sid && s.active);
        // Not a store of the merchant: nothing to read there (MASTER, above, is a wrong request).
        if (!store) throw new AppError('STR118', 404, { field: 'sid' });
        const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
        if (cursor === null) throw new AppError('STR110', 400, { field: 'cursor' });

        const global = effectiveConfig(await readStoredConfig(db, merchantId));
        const settings = {
          allowPushStocktake: global.allowPushStocktake,
          allowReportCaching: global.allowReportCaching,
          useOptimizedAppDataSync: global.useOptimizedAppDataSync,
        };
        const version = cursor?.version ?? (await currentVersion(db));
        const since = cursor ? cursor.since : deltaBase(query.since, global.useOptimizedAppDataSync, version);
        const products = await appProductsPage(db, merchantId, query.sid, { since, after: cursor?.after ?? null, limit: query.pageSize + 1 });
        const more = products.length > query.pageSize;
        const page = more ? products.slice(0, query.pageSize) : products;
        const next = more ? encodeCursor({ version, since, after: page[page.length - 1]!.productCode }) : null;

        const first = cursor === undefined;
        const configs = first ? await readStocktakeConfigs(db, merchantId) : {};
        const stocktakeConfig = (configs.stocktake ?? null) as StocktakeConfig | null;
        const data: StocktakeAppData = {
          version,
          full: since === null,
          settings,
          stocktakeConfig,
          reportConfig: (configs.report ?? null) as ReportConfig | null,
          filters: first && stocktakeConfig ? await filterValues(db, merchantId, query.sid, stocktakeConfig.filterFields) : [],
          products: page,
          next,
        };
        return { code: 'STR007', data };
      },
    }),
  ];
}
