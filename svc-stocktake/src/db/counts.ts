import type { StocktakeStatus } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { TabletSeat, LicenceTerms } from '../domain/licence';
import type { StocktakeSave } from '../domain/stocktake-save';

/** The save's SQL (issue 12 item 1): idempotent requests, licences and tablets, the count and its reads. */

const S = 'stocktake';

export interface StoredAnswer {
  fingerprint: string;
  httpStatus: number;
  answer: unknown;
}

export async function findSaveRequest(db: Db, merchantId: string, key: string): Promise<StoredAnswer | null> {
  const rows = await db.query<{ fingerprint: string; http_status: number; answer: unknown }>(
    `select fingerprint, http_status, answer from ${S}.save_requests where merchant_id = $1 and idem_key = $2`,
    [merchantId, key],
  );
  const row = rows[0];
  return row ? { fingerprint: row.fingerprint, httpStatus: Number(row.http_status), answer: row.answer } : null;
}

/**
 * Claims a request key first thing in the save's transaction: false when another request holds it
 * (its insert makes this one wait until it commits, then finds the key taken: answer its answer).
 */
export async function claimSaveRequest(db: Db, merchantId: string, key: string, fingerprint: string): Promise<boolean> {
  const rows = await db.query(
    `insert into ${S}.save_requests (merchant_id, idem_key, fingerprint, http_status, answer) values ($1, $2, $3, 0, 'null'::json)
     on conflict (merchant_id, idem_key) do nothing returning idem_key`,
    [merchantId, key, fingerprint],
  );
  return rows.length === 1;
}

/** The answer of a claimed key, in the same transaction. */
export async function recordSaveAnswer(db: Db, merchantId: string, key: string, httpStatus: number, answer: unknown): Promise<void> {
  await db.query(`update ${S}.save_requests set http_status = $3, answer = $4::json where merchant_id = $1 and idem_key = $2`, [merchantId, key, httpStatus, JSON.stringify(answer)]);
}

/** Serialises the merchant's tablet admissions (the last free seat goes to one tablet). */
export async function lockTablets(db: Db, merchantId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtext($1))`, [`stocktake-tablets:${merchantId}`]);
}

export async function tabletLicences(db: Db, merchantId: string): Promise<LicenceTerms[]> {
  const rows = await db.query<{ hardware_type: string; quantity: number; start_date: string; end_date: string | null; status: LicenceTerms['status'] }>(
    `select hardware_type, quantity, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, status
       from ${S}.licences where merchant_id = $1`,
    [merchantId],
  );
  return rows.map((r) => ({ hardwareType: r.hardware_type, quantity: Number(r.quantity), startDate: r.start_date, endDate: r.end_date, status: r.status }));
}

/** The merchant's tablets in enrolment order. */
export async function tabletSeats(db: Db, merchantId: string): Promise<TabletSeat[]> {
  const rows = await db.query<{ tablet_id: string; active: boolean }>(
    `select tablet_id, active from ${S}.tablets where merchant_id = $1 order by enrolled_at, tablet_id`,
    [merchantId],
  );
  return rows.map((r) => ({ tabletId: r.tablet_id, active: r.active }));
}

/** Enrols the tablet (first contact) or notes that it was seen. */
export async function touchTablet(db: Db, merchantId: string, tabletId: string, deviceUdid: string): Promise<void> {
  await db.query(
    `insert into ${S}.tablets (merchant_id, tablet_id, device_udid, last_seen_at) values ($1, $2, $3, now())
     on conflict (merchant_id, tablet_id) do update set last_seen_at = now(), device_udid = excluded.device_udid`,
    [merchantId, tabletId, deviceUdid],
  );
}

export interface CountRow {
  id: string;
  sid: string;
  status: StocktakeStatus;
  version: number;
  read_count: number;
  tablets: string[];
  filters: Record<string, unknown>;
  report_day: string;
}

const COUNT_COLUMNS = `id, sid, status, version, read_count, tablets, filters, to_char(report_day, 'YYYY-MM-DD') as report_day`;

export async function countForUpdate(db: Db, merchantId: string, stocktakeId: string): Promise<CountRow | null> {
  const rows = await db.query<CountRow>(`select ${COUNT_COLUMNS} from ${S}.stocktakes where merchant_id = $1 and stocktake_id = $2 for update`, [merchantId, stocktakeId]);
  return rows[0] ?? null;
}

/** A new count: the save's parts, and its store's time zone (the count's day is its start in that zone). */
export type NewCount = Omit<StocktakeSave, 'tags' | 'update'> & { tz: string };

/** A new count; null when another request created the same stocktake id first. */
export async function insertCount(db: Db, merchantId: string, count: NewCount): Promise<CountRow | null> {
  const rows = await db.query<CountRow>(
    `insert into ${S}.stocktakes (merchant_id, stocktake_id, sid, device_udid, tablet_id, start_time, counts, items, filters, user_name, status,
                                  report_day, tablets, submitted_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, '[]', $8::jsonb, $9, $10, ($6::timestamptz at time zone $11)::date, array[$5]::text[],
             case when $10 = 'Submitted' then now() end)
     on conflict (merchant_id, stocktake_id) do nothing
     returning ${COUNT_COLUMNS}`,
    [merchantId, count.stocktakeId, count.sid, count.deviceUdid, count.tabletId, count.startTime, JSON.stringify(count.counts), JSON.stringify(count.filters), count.userName, count.status, count.tz],
  );
  return rows[0] ?? null;
}

/** Merges `tags` into the count's reads; answers how many were new to it. */
export async function addReads(db: Db, stocktake: string, tabletId: string, tags: readonly string[]): Promise<number> {
  if (tags.length === 0) return 0;
  const rows = await db.query(
    `insert into ${S}.stocktake_reads (stocktake, rfid_tag, tablet_id) select $1, t, $2 from unnest($3::text[]) as t
     on conflict (stocktake, rfid_tag) do nothing returning 1`,
    [stocktake, tabletId, tags],
  );
  return rows.length;
}

/** After a save: the new reads counted, the tablet listed, the status moved, a new version to reconcile. */
export async function advanceCount(
  db: Db,
  id: string,
  change: { newReads: number; tabletId: string; status: StocktakeStatus; counts: Record<string, unknown>; userName: string },
): Promise<CountRow> {
  const rows = await db.query<CountRow>(
    `update ${S}.stocktakes set
       read_count = read_count + $2,
       tablets = case when $3 = any(tablets) then tablets else tablets || $3::text end,
       submitted_at = case when status = 'Draft' and $4 = 'Submitted' then now() else submitted_at end,
       status = $4,
       counts = $5::jsonb,
       user_name = $6,
       version = version + 1,
       updated_at = now()
     where id = $1 returning ${COUNT_COLUMNS}`,
    [id, change.newReads, change.tabletId, change.status, JSON.stringify(change.counts), change.userName],
  );
  return rows[0]!;
}

/** Every distinct tag of the count, for the catalogue's reconciliation. */
export async function readTags(db: Db, stocktake: string): Promise<string[]> {
  const rows = await db.query<{ rfid_tag: string }>(`select rfid_tag from ${S}.stocktake_reads where stocktake = $1 order by rfid_tag`, [stocktake]);
  return rows.map((r) => r.rfid_tag);
}
