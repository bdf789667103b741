import type { LicenceChangedData, LicenceStatus } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { LicenceSpan } from '../domain/banner';

/** svc-auth's replica of the merchants' licences (migration 013, hub.stocktake.licence-changed.v1), for the banner. */

/** Keeps the licence as published; an older or repeated version than the one kept changes nothing. */
export async function applyLicenceChanged(db: Db, merchantId: string, l: LicenceChangedData): Promise<void> {
  await db.query(
    `insert into auth.licence_replicas (id, merchant_id, type, hardware_type, quantity, start_date, end_date, status, version)
     values ($1::uuid, $2, $3, $4, $5, $6::date, $7::date, $8, $9)
     on conflict (id) do update set type = excluded.type, hardware_type = excluded.hardware_type, quantity = excluded.quantity,
       start_date = excluded.start_date, end_date = excluded.end_date, status = excluded.status, version = excluded.version, updated_at = now()
      where auth.licence_replicas.version < excluded.version and auth.licence_replicas.merchant_id = excluded.merchant_id`,
    [l.licenceId, merchantId, l.type, l.hardwareType, l.quantity, l.startDate, l.endDate, l.status, l.version],
  );
}

/** The merchant's licences, for the banner's licence-ending rule. */
export async function merchantLicenceSpans(db: Db, merchantId: string): Promise<LicenceSpan[]> {
  const rows = await db.query<{ start_date: string; end_date: string | null; status: LicenceStatus }>(
    `select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, status from auth.licence_replicas where merchant_id = $1`,
    [merchantId],
  );
  return rows.map((r) => ({ startDate: r.start_date, endDate: r.end_date, status: r.status }));
}
