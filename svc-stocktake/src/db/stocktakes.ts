import { MASTER_STORE, type Stocktake } from '@hub/contracts';
import { migrateSchema, migrationsDir, type Db, type MerchantScope } from '@hub/service-kit';

export async function migrateStocktake(db: Db): Promise<string[]> {
  return migrateSchema(db, 'stocktake', migrationsDir(__dirname, 1));
}

interface Row {
  stocktake_id: string;
  sid: string;
  device_udid: string;
  tablet_id: string;
  start_time: Date;
  counts: Record<string, unknown>;
  items: unknown[];
  filters: Record<string, unknown>;
  user_name: string;
  status: Stocktake['status'];
  missing_count: number;
}

/** The scope's stock-takes started in [from, to); MASTER is never reported (spec section 3). */
export async function listStocktakes(db: Db, scope: MerchantScope, from: Date, to: Date): Promise<Stocktake[]> {
  const rows = await db.query<Row>(
    `select stocktake_id, sid, device_udid, tablet_id, start_time, counts, items, filters, user_name, status, missing_count
       from stocktake.stocktakes
      where merchant_id = $1 and start_time >= $2 and start_time < $3 and sid <> $4
        and ($5::text[] is null or sid = any($5::text[]))
      order by start_time, stocktake_id`,
    [scope.merchantId, from.toISOString(), to.toISOString(), MASTER_STORE, scope.storeCodes],
  );
  return rows.map((r) => ({
    stocktakeId: r.stocktake_id,
    sid: r.sid,
    deviceUdid: r.device_udid,
    tabletId: r.tablet_id,
    startTime: new Date(r.start_time).toISOString(),
    counts: r.counts,
    items: r.items,
    filters: r.filters,
    userName: r.user_name,
    status: r.status,
    missingCount: Number(r.missing_count),
  }));
}
