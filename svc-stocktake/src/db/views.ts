import { MASTER_STORE, type StocktakeStatus } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { AuditItem } from '../domain/calendar';

/** The calendar's and the map's reads (issue 12 items 4 and 5): a period's audit items of some stores. */

const S = 'stocktake';

/** The audit items (section 3: __sid, status, missingCount) of days in [from, to), of `stores` (null: all but MASTER). */
export async function auditItems(db: Db, merchantId: string, from: string, to: string, stores: readonly string[] | null): Promise<(AuditItem & { day: string })[]> {
  const rows = await db.query<{ day: string; sid: string; status: StocktakeStatus; missing_count: number }>(
    `select to_char(report_day, 'YYYY-MM-DD') as day, sid, status, missing_count from ${S}.stocktakes
      where merchant_id = $1 and report_day >= $2::date and report_day < $3::date and sid <> $4 ${stores ? 'and sid = any($5::text[])' : ''}`,
    stores ? [merchantId, from, to, MASTER_STORE, stores] : [merchantId, from, to, MASTER_STORE],
  );
  return rows.map((r) => ({ day: r.day, __sid: r.sid, status: r.status, missingCount: Number(r.missing_count) }));
}

export interface LastCount {
  sid: string;
  stocktakeId: string;
  startTime: string;
  status: StocktakeStatus;
  missingCount: number;
}

/** Each store's last count on or before `day`. */
export async function lastCounts(db: Db, merchantId: string, day: string, stores: readonly string[]): Promise<LastCount[]> {
  if (stores.length === 0) return [];
  const rows = await db.query<{ sid: string; stocktake_id: string; start_time: Date; status: StocktakeStatus; missing_count: number }>(
    `select distinct on (sid) sid, stocktake_id, start_time, status, missing_count from ${S}.stocktakes
      where merchant_id = $1 and report_day <= $2::date and sid = any($3::text[])
      order by sid, start_time desc`,
    [merchantId, day, stores],
  );
  return rows.map((r) => ({ sid: r.sid, stocktakeId: r.stocktake_id, startTime: new Date(r.start_time).toISOString(), status: r.status, missingCount: Number(r.missing_count) }));
}
