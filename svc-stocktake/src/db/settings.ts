import type { Db } from '@hub/service-kit';
import type { StocktakeSwitches } from '../domain/switches';

/** The merchant's stock-take switches of the global config, as svc-catalog last published them. */

const S = 'stocktake';

export async function readSwitches(db: Db, merchantId: string): Promise<StocktakeSwitches> {
  const [row] = await db.query<{ allow_push_stocktake: boolean; allow_report_caching: boolean }>(
    `select allow_push_stocktake, allow_report_caching from ${S}.merchant_settings where merchant_id = $1`,
    [merchantId],
  );
  return { allowPushStocktake: row?.allow_push_stocktake ?? false, allowReportCaching: row?.allow_report_caching ?? false };
}

export async function saveSwitches(db: Db, merchantId: string, switches: StocktakeSwitches): Promise<void> {
  await db.query(
    `insert into ${S}.merchant_settings (merchant_id, allow_push_stocktake, allow_report_caching) values ($1, $2, $3)
     on conflict (merchant_id) do update set allow_push_stocktake = excluded.allow_push_stocktake,
       allow_report_caching = excluded.allow_report_caching, updated_at = now()`,
    [merchantId, switches.allowPushStocktake, switches.allowReportCaching],
  );
}
