import { exceedsThreshold, type EventData, type EVENT_TYPES } from '@hub/contracts';
import { listStoreReplicas, type Db } from '@hub/service-kit';
import { effectiveConfig } from '../db/configs';
import { insertNotification } from '../db/notifications';
import { upsertStocktakeDay } from '../db/stocktakes';
import { targetsFor } from './targets';

/**
 * A submitted, reconciled count (hub.stocktake.submitted.v1), in the consumer's transaction: kept
 * for the daily report, and when the store's STOCKTAKE_DISCREPANCY config (its own, else MASTER's)
 * is enabled and the count's missing items are above its threshold, one notification with a
 * delivery per recipient and channel. Once per count: a repeated event adds nothing. True when a
 * notification was recorded.
 */
export async function onStocktakeSubmitted(db: Db, merchantId: string, data: EventData<typeof EVENT_TYPES.STOCKTAKE_SUBMITTED>): Promise<boolean> {
  await upsertStocktakeDay(db, merchantId, { stocktakeKey: data.stocktakeKey, stocktakeId: data.stocktakeId, sid: data.sid, day: data.day, status: 'Submitted', summary: data.summary });
  const config = await effectiveConfig(db, merchantId, 'STOCKTAKE_DISCREPANCY', data.sid);
  if (!config?.threshold || !exceedsThreshold(data.summary, config.threshold)) return false;
  const store = (await listStoreReplicas(db, 'notify', merchantId)).find((s) => s.code === data.sid);
  const storeName = store?.name ?? data.sid;
  const s = data.summary;
  const id = await insertNotification(
    db,
    {
      merchantId,
      type: 'STOCKTAKE_DISCREPANCY',
      sourceKey: `stocktake:${data.stocktakeKey}`,
      sid: data.sid,
      storeName,
      day: data.day,
      stocktakeId: data.stocktakeId,
      roles: config.roles,
      content: {
        kind: 'discrepancy',
        storeName,
        sid: data.sid,
        day: data.day,
        stocktakeId: data.stocktakeId,
        figures: {
          expected: s.expected,
          counted: s.counted,
          missing: s.missing,
          misplaced: s.misplaced,
          missingWeight: s.missingWeight,
          missingValue: s.missingValue,
          currency: s.currency,
        },
      },
    },
    await targetsFor(db, merchantId, config, data.sid),
  );
  return id !== undefined;
}
