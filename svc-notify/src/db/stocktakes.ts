import type { StocktakeSummary } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { DayStocktake } from '../domain/daily-report';

/** A count's state from svc-stocktake's events: its store, day and status; its figures once submitted. */
export async function upsertStocktakeDay(
  db: Db,
  merchantId: string,
  s: { stocktakeKey: string; stocktakeId: string; sid: string; day: string; status: 'Draft' | 'Submitted'; summary: StocktakeSummary | null },
): Promise<void> {
  // A Draft event arriving after the submission does not take it back.
  await db.query(
    `insert into notify.stocktake_days (stocktake_key, merchant_id, stocktake_id, sid, day, status, summary)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)
     on conflict (stocktake_key) do update
        set sid = excluded.sid, day = excluded.day,
            status = case when notify.stocktake_days.status = 'Submitted' then 'Submitted' else excluded.status end,
            summary = coalesce(excluded.summary, notify.stocktake_days.summary), updated_at = now()
      where notify.stocktake_days.merchant_id = excluded.merchant_id`,
    [s.stocktakeKey, merchantId, s.stocktakeId, s.sid, s.day, s.status, s.summary ? JSON.stringify(s.summary) : null],
  );
}

/** The counts of several stores' days (by `${sid} ${day}`). */
export async function stocktakesOfDays(db: Db, merchantId: string, storeDays: readonly { sid: string; day: string }[]): Promise<Map<string, DayStocktake[]>> {
  const out = new Map<string, DayStocktake[]>();
  if (storeDays.length === 0) return out;
  const rows = await db.query<{ sid: string; day: string; stocktake_id: string; status: 'Draft' | 'Submitted'; summary: unknown; updated_at: Date | string }>(
    `select s.sid, s.day, s.stocktake_id, s.status, s.summary, s.updated_at
       from notify.stocktake_days s
       join unnest($2::text[], $3::text[]) as d(sid, day) on d.sid = s.sid and d.day = s.day
      where s.merchant_id = $1`,
    [merchantId, storeDays.map((d) => d.sid), storeDays.map((d) => d.day)],
  );
  for (const r of rows) {
    const key = `${r.sid} ${r.day}`;
    const list = out.get(key) ?? [];
    list.push({
      stocktakeId: r.stocktake_id,
      status: r.status,
      summary: (typeof r.summary === 'string' ? JSON.parse(r.summary) : r.summary) as DayStocktake['summary'],
      updatedAt: new Date(r.updated_at).toISOString(),
    });
    out.set(key, list);
  }
  return out;
}
