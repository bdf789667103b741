import type { LicenceStatus } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/**
 * What hub.stocktake.licence-changed.v1 publishes of the licences (migration 005): each change raises a
 * licence's `version`; the version last published is `announced_version`.
 */

export interface AnnouncedLicenceRow {
  id: string;
  merchant_id: string;
  type: string;
  hardware_type: string;
  quantity: number;
  start_date: string;
  end_date: string | null;
  status: LicenceStatus;
  version: number;
}

/**
 * Marks the licences among `ids` published at their current version and answers them as they are now,
 * for the event written in the same transaction.
 */
export async function markLicencesAnnounced(tx: Db, ids: readonly string[]): Promise<AnnouncedLicenceRow[]> {
  if (ids.length === 0) return [];
  return tx.query<AnnouncedLicenceRow>(
    `update stocktake.licences set announced_version = version where id = any($1::uuid[])
     returning id::text as id, merchant_id, type, hardware_type, quantity, to_char(start_date, 'YYYY-MM-DD') as start_date,
               to_char(end_date, 'YYYY-MM-DD') as end_date, status, version`,
    [ids],
  );
}

/** Up to `limit` licences whose current version was never published, locked for this transaction (another instance skips them). */
export async function licencesNotAnnounced(tx: Db, limit: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select id::text as id from stocktake.licences where announced_version < version order by id limit $1 for update skip locked`,
    [limit],
  );
  return rows.map((r) => r.id);
}
