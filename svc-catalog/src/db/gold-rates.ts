import {
  type GoldRate,
  type GoldRateBody,
  type GoldRateHistoryQuery,
  type GoldType,
  ratePerGram,
} from '@hub/contracts';
import type { Db } from '@hub/service-kit';

interface GoldRateRow {
  gold_type: string;
  grams: string | number;
  display_rate: string | number;
  currency: string | null;
  effective_date: string | Date;
  created_by: string | null;
  created_at: string | Date;
}

const COLUMNS =
  'gold_type, grams, display_rate, currency, effective_date::text as effective_date, created_by, created_at';

function toRate(row: GoldRateRow): GoldRate {
  const grams = Number(row.grams);
  const displayRate = Number(row.display_rate);
  return {
    goldType: row.gold_type as GoldType,
    grams,
    displayRate,
    currency: row.currency,
    ratePerGram: ratePerGram(displayRate, grams),
    effectiveDate: String(row.effective_date).slice(0, 10),
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function insertGoldRate(
  db: Db,
  merchantId: string,
  body: GoldRateBody & { effectiveDate: string },
  userId: string,
): Promise<GoldRate> {
  const [row] = await db.query<GoldRateRow>(
    `insert into catalog.gold_rates (merchant_id, gold_type, grams, display_rate, currency, effective_date, created_by)
     values ($1, $2, $3, $4, $5, $6::date, $7) returning ${COLUMNS}`,
    [merchantId, body.goldType, body.grams, body.displayRate, body.currency, body.effectiveDate, userId],
  );
  return toRate(row!);
}

/**
 * The rate in force per gold type and currency on `day` (YYYY-MM-DD), of one currency or all: the
 * newest on or before it, the later entry of a day winning; rates without a currency are not in
 * force. By currency, then finest gold first.
 */
export async function currentGoldRates(db: Db, merchantId: string, day: string, currency?: string): Promise<GoldRate[]> {
  const params: unknown[] = [merchantId, day];
  const ofCurrency = currency ? `currency = $${params.push(currency)}` : 'currency is not null';
  const rows = await db.query<GoldRateRow>(
    `select distinct on (currency, gold_type) ${COLUMNS} from catalog.gold_rates
      where merchant_id = $1 and ${ofCurrency} and effective_date <= $2::date
      order by currency, gold_type, effective_date desc, id desc`,
    params,
  );
  return rows
    .map(toRate)
    .sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? '') || Number.parseInt(b.goldType, 10) - Number.parseInt(a.goldType, 10));
}

/** Every rate entered, newest first, filtered by gold type, currency and effective dates, paged, with the total. */
export async function goldRateHistory(
  db: Db,
  merchantId: string,
  q: GoldRateHistoryQuery,
): Promise<{ rows: GoldRate[]; total: number }> {
  const where = ['merchant_id = $1'];
  const params: unknown[] = [merchantId];
  if (q.goldType) where.push(`gold_type = $${params.push(q.goldType)}`);
  if (q.currency) where.push(`currency = $${params.push(q.currency)}`);
  if (q.from) where.push(`effective_date >= $${params.push(q.from)}::date`);
  if (q.to) where.push(`effective_date <= $${params.push(q.to)}::date`);
  const clause = where.join(' and ');
  const [count] = await db.query<{ n: string | number }>(
    `select count(*) as n from catalog.gold_rates where ${clause}`,
    params,
  );
  const rows = await db.query<GoldRateRow>(
    `select ${COLUMNS} from catalog.gold_rates where ${clause} order by effective_date desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, q.pageSize, q.start],
  );
  return { rows: rows.map(toRate), total: Number(count?.n ?? 0) };
}
