import { MASTER_STORE, type Stocktake } from '@hub/contracts';
import { migrateSchema, migrationsDir, storeScopeCondition, type Db, type MerchantScope } from '@hub/service-kit';
import { STOCKTAKE_SCHEMA, stocktakeDb } from './schema';

export async function migrateStocktake(db: Db): Promise<string[]> {
  return migrateSchema(db, STOCKTAKE_SCHEMA, migrationsDir(__dirname, 1));
}

/** The scope's stock-takes started in [from, to); MASTER is never reported (spec section 3). */
export async function listStocktakes(db: Db, scope: MerchantScope, from: Date, to: Date): Promise<Stocktake[]> {
  let query = stocktakeDb(db)
    .selectFrom('stocktakes')
    .select(['stocktake_id', 'sid', 'device_udid', 'tablet_id', 'start_time', 'counts', 'items', 'filters', 'user_name', 'status', 'missing_count'])
    .where('merchant_id', '=', scope.merchantId)
    .where('start_time', '>=', from)
    .where('start_time', '<', to)
    .where('sid', '<>', MASTER_STORE);
  const inScope = storeScopeCondition('sid', scope.storeCodes);
  if (inScope) query = query.where(inScope);
  const rows = await query.orderBy('start_time').orderBy('stocktake_id').execute();
  return rows.map(stocktakeOf);
}

/** A stock-take row as the API returns it (spec section 3, "Stock-take"). */
export function stocktakeOf(r: {
  stocktake_id: string;
  sid: string;
  device_udid: string;
  tablet_id: string;
  start_time: Date | string;
  counts: Record<string, unknown>;
  items?: unknown[];
  filters: Record<string, unknown>;
  user_name: string;
  status: Stocktake['status'];
  missing_count: number | string;
}): Stocktake {
  return {
    stocktakeId: r.stocktake_id,
    sid: r.sid,
    deviceUdid: r.device_udid,
    tabletId: r.tablet_id,
    startTime: new Date(r.start_time).toISOString(),
    counts: r.counts,
    items: r.items ?? [],
    filters: r.filters,
    userName: r.user_name,
    status: r.status,
    missingCount: Number(r.missing_count),
  };
}
