import { MASTER_STORE, type StocktakeStatus, type StocktakeSummary } from '@hub/contracts';
import { EMPTY_SUMMARY } from './lines';
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
  const rows = await db.query<{ day: string; entries: number; locations: number; any_draft: boolean; missing: string }>(
    `select to_char(report_day, 'YYYY-MM-DD') as day, count(*)::int as entries, count(distinct sid)::int as locations,
            bool_or(status = 'Draft') as any_draft, coalesce(sum(missing_count), 0)::text as missing
       from ${S}.stocktakes
      where merchant_id = $1 and report_day >= $2::date and report_day < $3::date and sid <> $4 and sid = any($5::text[])
      group by report_day`,
    [merchantId, from, to, MASTER_STORE, stores],
  );
  return new Map(rows.map((r) => [r.day, { entries: Number(r.entries), locations: Number(r.locations), anyDraft: Boolean(r.any_draft), missing: Number(r.missing) }]));
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

export interface SubmittedSummaries {
  /** Each store's reconciled, submitted counts' figures. */
  byStore: Map<string, StocktakeSummary[]>;
  /** Submitted counts not reconciled yet. */
  pending: number;
}

/** The figures of the submitted counts of days in [from, to) of `stores` (issue 12 item 6's totals). */
export async function submittedSummaries(db: Db, merchantId: string, from: string, to: string, stores: readonly string[]): Promise<SubmittedSummaries> {
  const byStore = new Map<string, StocktakeSummary[]>();
  if (stores.length === 0) return { byStore, pending: 0 };
  const rows = await db.query<{ sid: string; summary: Partial<StocktakeSummary>; reconciled: boolean }>(
    `select sid, summary, reconciled_version >= version as reconciled from ${S}.stocktakes
      where merchant_id = $1 and report_day >= $2::date and report_day < $3::date and status = 'Submitted' and sid <> $4 and sid = any($5::text[])`,
    [merchantId, from, to, MASTER_STORE, stores],
  );
  let pending = 0;
  for (const r of rows) {
    if (!r.reconciled) {
      pending += 1;
      continue;
    }
    byStore.set(r.sid, [...(byStore.get(r.sid) ?? []), { ...EMPTY_SUMMARY, ...r.summary }]);
  }
  return { byStore, pending };
}
