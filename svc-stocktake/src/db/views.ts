import { MASTER_STORE, type DiscrepancyTotals, type StocktakeStatus } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { AuditItem, DaySummary } from '../domain/calendar';

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

/**
 * Each day's summary of the audit items of days in [from, to) of `stores` (never MASTER), summed by the
 * database so a month of 300 stores answers 31 rows (the covering index stocktakes_calendar_idx).
 */
export async function daySummaries(db: Db, merchantId: string, from: string, to: string, stores: readonly string[]): Promise<Map<string, DaySummary>> {
  if (stores.length === 0) return new Map();
  const rows = await db.query<{ day: string; entries: number; locations: number; sids: string[]; any_draft: boolean; missing: string }>(
    `select to_char(report_day, 'YYYY-MM-DD') as day, count(*)::int as entries, count(distinct sid)::int as locations,
            array_agg(distinct sid) as sids,
            bool_or(status = 'Draft') as any_draft, coalesce(sum(missing_count), 0)::text as missing
       from ${S}.stocktakes
      where merchant_id = $1 and report_day >= $2::date and report_day < $3::date and sid <> $4 and sid = any($5::text[])
      group by report_day`,
    [merchantId, from, to, MASTER_STORE, stores],
  );
  return new Map(
    rows.map((r) => [r.day, { entries: Number(r.entries), locations: Number(r.locations), sids: r.sids, anyDraft: Boolean(r.any_draft), missing: Number(r.missing) }]),
  );
}

/** The report day (YYYY-MM-DD) of each store's first count: one probe of stocktakes_store_idx per store. */
export async function firstCountDays(db: Db, merchantId: string, stores: readonly string[]): Promise<Map<string, string>> {
  if (stores.length === 0) return new Map();
  const rows = await db.query<{ sid: string; day: string }>(
    `select s.sid, to_char(c.report_day, 'YYYY-MM-DD') as day
       from unnest($2::text[]) as s(sid)
       cross join lateral (
         select report_day from ${S}.stocktakes where merchant_id = $1 and sid = s.sid order by start_time limit 1
       ) c`,
    [merchantId, stores],
  );
  return new Map(rows.map((r) => [r.sid, r.day]));
}

export interface LastCount {
  sid: string;
  stocktakeId: string;
  startTime: string;
  status: StocktakeStatus;
  missingCount: number;
}

/** Each store's last count on or before `day`: one probe of stocktakes_store_idx per store, newest first. */
export async function lastCounts(db: Db, merchantId: string, day: string, stores: readonly string[]): Promise<LastCount[]> {
  if (stores.length === 0) return [];
  const rows = await db.query<{ sid: string; stocktake_id: string; start_time: Date; status: StocktakeStatus; missing_count: number }>(
    `select s.sid, c.stocktake_id, c.start_time, c.status, c.missing_count
       from unnest($3::text[]) as s(sid)
       cross join lateral (
         select stocktake_id, start_time, status, missing_count from ${S}.stocktakes
          where merchant_id = $1 and sid = s.sid and report_day <= $2::date
          order by start_time desc limit 1
       ) c
      order by s.sid`,
    [merchantId, day, stores],
  );
  return rows.map((r) => ({ sid: r.sid, stocktakeId: r.stocktake_id, startTime: new Date(r.start_time).toISOString(), status: r.status, missingCount: Number(r.missing_count) }));
}

export interface StoreDiscrepancies {
  /** Each store's submitted, reconciled counts added up (stores without any are absent). */
  byStore: Map<string, DiscrepancyTotals>;
  /** Submitted counts not reconciled yet. */
  pending: number;
}

/**
 * The month's submitted counts of `stores` added up per store by the database (issue 12 item 6): the
 * figures, the value per currency and the missing gold per karat, summed as numeric (no float drift),
 * three grouped reads whatever the number of counts.
 */
export async function storeDiscrepancies(db: Db, merchantId: string, from: string, to: string, stores: readonly string[]): Promise<StoreDiscrepancies> {
  const byStore = new Map<string, DiscrepancyTotals>();
  if (stores.length === 0) return { byStore, pending: 0 };
  const params = [merchantId, from, to, MASTER_STORE, stores];
  const counts = `(select sid, summary, reconciled_version >= version as reconciled from ${S}.stocktakes
      where merchant_id = $1 and report_day >= $2::date and report_day < $3::date and status = 'Submitted' and sid <> $4 and sid = any($5::text[])) c`;
  const figure = (field: string) => `coalesce(sum((summary->>'${field}')::numeric) filter (where reconciled), 0)::float8`;
  const figures = await db.query<{ sid: string; counts: number; pending: number; expected: number; counted: number; missing: number; likely: number; misplaced: number; unknown: number; weight: number; unvalued: number }>(
    `select sid, count(*) filter (where reconciled)::int as counts, count(*) filter (where not reconciled)::int as pending,
            ${figure('expected')} as expected, ${figure('counted')} as counted, ${figure('missing')} as missing,
            ${figure('likelyMissing')} as likely, ${figure('misplaced')} as misplaced, ${figure('unknown')} as unknown,
            ${figure('missingWeight')} as weight,
            count(*) filter (where reconciled and coalesce((summary->>'missing')::numeric, 0) > 0
                             and jsonb_typeof(summary->'missingValue') is distinct from 'number')::int as unvalued
       from ${counts} group by sid`,
    params,
  );
  const values = await db.query<{ sid: string; currency: string | null; value: number }>(
    `select sid, summary->>'currency' as currency, sum((summary->>'missingValue')::numeric)::float8 as value
       from ${counts} where reconciled and jsonb_typeof(summary->'missingValue') = 'number' and (summary->>'missingValue')::numeric <> 0
      group by 1, 2`,
    params,
  );
  const karats = await db.query<{ sid: string; karat: string; currency: string | null; count: number; weight: number; value: number | null }>(
    `select sid, k->>'karat' as karat, k->>'currency' as currency, sum((k->>'count')::numeric)::float8 as count,
            sum((k->>'weight')::numeric)::float8 as weight, sum(case when jsonb_typeof(k->'value') = 'number' then (k->>'value')::numeric end)::float8 as value
       from ${counts}
       cross join lateral jsonb_array_elements(case when jsonb_typeof(summary->'missingByKarat') = 'array' then summary->'missingByKarat' else '[]'::jsonb end) k
      where reconciled group by 1, 2, 3`,
    params,
  );
  let pending = 0;
  for (const r of figures) {
    pending += Number(r.pending);
    if (Number(r.counts) === 0) continue;
    byStore.set(r.sid, {
      counts: Number(r.counts),
      expected: Number(r.expected),
      counted: Number(r.counted),
      missing: Number(r.missing),
      likelyMissing: Number(r.likely),
      misplaced: Number(r.misplaced),
      unknown: Number(r.unknown),
      missingWeight: Number(r.weight),
      missingValues: [],
      unvaluedCounts: Number(r.unvalued),
      byKarat: [],
    });
  }
  for (const v of values) byStore.get(v.sid)?.missingValues.push({ currency: v.currency, value: Number(v.value) });
  for (const k of karats) byStore.get(k.sid)?.byKarat.push({ karat: k.karat ?? '', currency: k.currency, count: Number(k.count), weight: Number(k.weight), value: k.value === null ? null : Number(k.value) });
  return { byStore, pending };
}
