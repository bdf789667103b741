import type { MerchantScope } from '@hub/service-kit';
import { storeScopeCondition, type Db } from '@hub/service-kit';
import { stocktakeOf } from './stocktakes';
import type { StocktakeLine, StocktakeLineKind, StocktakeReport, StocktakeStatus, StocktakeSummary } from '@hub/contracts';

/** A count's reconciled lines (issue 12 items 1, 3, 6, 7) and the report read from them. */

const S = 'stocktake';

export interface ReconcileTarget {
  id: string;
  merchant_id: string;
  stocktake_id: string;
  sid: string;
  status: StocktakeStatus;
  version: number;
  reconciled_version: number;
  submitted_published: boolean;
  start_time: Date;
  user_name: string;
  report_day: string;
  read_count: number;
}

/** The count a reconciled answer is for; `lock`: its row, for the status and version as they stand until the transaction ends. */
export async function countToReconcile(db: Db, merchantId: string, id: string, options: { lock: boolean }): Promise<ReconcileTarget | null> {
  const rows = await db.query<ReconcileTarget>(
    `select id, merchant_id, stocktake_id, sid, status, version, reconciled_version, submitted_published, start_time, user_name,
            to_char(report_day, 'YYYY-MM-DD') as report_day, read_count
       from ${S}.stocktakes where merchant_id = $1 and id = $2 ${options.lock ? 'for update' : ''}`,
    [merchantId, id],
  );
  return rows[0] ?? null;
}

/**
 * One reconciled answer of a count applied at a time (an older version waits for a newer one to be
 * noted, or the other way round), until the transaction ends, without locking the count's row: a
 * tablet's next save of the same count does not wait while a store's 50,000 lines are written.
 */
export async function lockCountReconcile(db: Db, id: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('stocktake-reconcile:' || $1, 0))`, [id]);
}

/**
 * Replaces the count's lines (set-based, one statement over the JSON array of StocktakeLine that
 * svc-catalog stored): the text goes to the database as it is, so that a store's 50,000 missing lines
 * are not parsed and written again as JSON on the service's event loop.
 */
export async function replaceLines(db: Db, stocktake: string, linesJson: string): Promise<void> {
  await db.query(`delete from ${S}.stocktake_lines where stocktake = $1`, [stocktake]);
  await db.query(
    `insert into ${S}.stocktake_lines (stocktake, kind, seq, rfid_tag, product_code, sid, design_number, item_type, karat, weight, value, currency)
     select $1, e.doc->>'kind', (row_number() over (partition by e.doc->>'kind' order by e.ord))::int,
            e.doc->>'rfidTag', e.doc->>'productCode', e.doc->>'sid', e.doc->>'designNumber', e.doc->>'itemType', e.doc->>'karat',
            (e.doc->>'weight')::numeric, (e.doc->>'value')::numeric, e.doc->>'currency'
       from jsonb_array_elements($2::jsonb) with ordinality as e(doc, ord)`,
    [stocktake, linesJson],
  );
}

/**
 * Count confidence (issue 12 item 7): a missing item that was also missing in the store's `after - 1`
 * previous submitted counts that had it in their scope (where it was counted or missing) is
 * LIKELY_MISSING; else a POSSIBLE_READ_MISS. Answers how many are likely.
 */
export async function markConfidence(db: Db, target: ReconcileTarget, after: number): Promise<number> {
  const rows = await db.query<{ confidence: string }>(
    `update ${S}.stocktake_lines l set confidence =
       case when (
         select count(*) = $5 and coalesce(bool_and(prev.kind = 'missing'), false)
           from (select p.kind from ${S}.stocktake_lines p join ${S}.stocktakes s on s.id = p.stocktake
                  where p.product_code = l.product_code and p.kind in ('counted', 'missing')
                    and s.merchant_id = $1 and s.sid = $2 and s.status = 'Submitted' and s.start_time < $3 and s.id <> $4
                  order by s.start_time desc limit $5) prev
       ) then 'LIKELY_MISSING' else 'POSSIBLE_READ_MISS' end
      where l.stocktake = $4 and l.kind = 'missing'
      returning confidence`,
    [target.merchant_id, target.sid, target.start_time, target.id, after - 1],
  );
  return rows.filter((r) => r.confidence === 'LIKELY_MISSING').length;
}

export async function recordReconciled(db: Db, id: string, version: number, summary: StocktakeSummary, publish: boolean): Promise<void> {
  await db.query(
    `update ${S}.stocktakes set summary = $2::jsonb, missing_count = $3, reconciled_version = $4,
            submitted_published = submitted_published or $5, updated_at = now() where id = $1`,
    [id, JSON.stringify(summary), summary.missing, version, publish],
  );
}

export const EMPTY_SUMMARY: StocktakeSummary = {
  expected: 0,
  counted: 0,
  missing: 0,
  misplaced: 0,
  unknown: 0,
  outOfScope: 0,
  missingWeight: 0,
  missingValue: null,
  currency: null,
  missingByKarat: [],
  likelyMissing: 0,
};

type ReportRow = {
  id: string;
  stocktake_id: string;
  sid: string;
  device_udid: string;
  tablet_id: string;
  start_time: Date;
  counts: Record<string, unknown>;
  filters: Record<string, unknown>;
  user_name: string;
  status: StocktakeStatus;
  missing_count: number;
  read_count: number;
  tablets: string[];
  version: number;
  reconciled_version: number;
  summary: Partial<StocktakeSummary>;
  submitted_at: Date | null;
  store_name: string | null;
  device_name: string | null;
};

/** One stock-take of the scope (MASTER never), with its figures; null when none. */
export async function findReport(db: Db, scope: MerchantScope, stocktakeId: string): Promise<(StocktakeReport & { key: string }) | null> {
  const inScope = storeScopeCondition('s.sid', scope.storeCodes);
  const stores = scope.storeCodes;
  const rows = await db.query<ReportRow>(
    `select s.id, s.stocktake_id, s.sid, s.device_udid, s.tablet_id, s.start_time, s.counts, s.filters, s.user_name, s.status, s.missing_count,
            s.read_count, s.tablets, s.version, s.reconciled_version, s.summary, s.submitted_at, r.name as store_name, t.name as device_name
       from ${S}.stocktakes s left join ${S}.store_replicas r on r.merchant_id = s.merchant_id and r.code = s.sid
       left join ${S}.tablets t on t.merchant_id = s.merchant_id and t.tablet_id = s.tablet_id
      where s.merchant_id = $1 and s.stocktake_id = $2 and s.sid <> 'MASTER' ${inScope ? `and s.sid = any($3::text[])` : ''}`,
    inScope ? [scope.merchantId, stocktakeId, stores] : [scope.merchantId, stocktakeId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    key: r.id,
    ...stocktakeOf(r),
    storeName: r.store_name,
    deviceName: r.device_name,
    readCount: Number(r.read_count),
    tablets: r.tablets,
    reconciled: Number(r.reconciled_version) >= Number(r.version),
    summary: { ...EMPTY_SUMMARY, ...r.summary },
    submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
  };
}

type LineRow = {
  kind: StocktakeLineKind;
  rfid_tag: string | null;
  product_code: string | null;
  sid: string | null;
  design_number: string | null;
  item_type: string | null;
  karat: string | null;
  weight: string | null;
  value: string | null;
  currency: string | null;
  confidence: StocktakeLine['confidence'];
};

const lineOf = (r: LineRow): StocktakeLine => ({
  kind: r.kind,
  rfidTag: r.rfid_tag,
  productCode: r.product_code,
  sid: r.sid,
  designNumber: r.design_number,
  itemType: r.item_type,
  karat: r.karat,
  weight: r.weight === null ? null : Number(r.weight),
  value: r.value === null ? null : Number(r.value),
  currency: r.currency,
  confidence: r.confidence,
});

export async function linePage(db: Db, stocktake: string, kind: StocktakeLineKind, start: number, pageSize: number): Promise<{ rows: StocktakeLine[]; total: number }> {
  const rows = await db.query<LineRow>(
    `select kind, rfid_tag, product_code, sid, design_number, item_type, karat, weight, value, currency, confidence
       from ${S}.stocktake_lines where stocktake = $1 and kind = $2 order by seq limit $3 offset $4`,
    [stocktake, kind, pageSize, start],
  );
  const [count] = await db.query<{ n: string }>(`select count(*) as n from ${S}.stocktake_lines where stocktake = $1 and kind = $2`, [stocktake, kind]);
  return { rows: rows.map(lineOf), total: Number(count?.n ?? 0) };
}

/** Every line of a kind, a page at a time (the CSV export streams them). */
export async function* allLines(db: Db, stocktake: string, kind: StocktakeLineKind, pageSize = 5000): AsyncGenerator<StocktakeLine[]> {
  let after = 0;
  for (;;) {
    const rows = await db.query<LineRow & { seq: number }>(
      `select seq, kind, rfid_tag, product_code, sid, design_number, item_type, karat, weight, value, currency, confidence
         from ${S}.stocktake_lines where stocktake = $1 and kind = $2 and seq > $3 order by seq limit $4`,
      [stocktake, kind, after, pageSize],
    );
    if (rows.length === 0) return;
    yield rows.map(lineOf);
    after = Number(rows[rows.length - 1]!.seq);
  }
}
