import { EVENT_TYPES, reportConfigSchema, type StocktakeReconciledData } from '@hub/contracts';
import { createEvent, readStoredText, StorageMissingError, type Db, type EventHandlers, type FileStorage, type Logger, type ServiceEventing } from '@hub/service-kit';
import { readConfig } from '../db/configs';
import { insertGrantedLicence } from '../db/devices';
import { licenceChangedEvents } from './licence-events';
import { readSwitches, saveSwitches } from '../db/settings';
import { switchesOf } from '../domain/switches';
import { countToReconcile, lockCountReconcile, markConfidence, recordReconciled, replaceLines } from '../db/lines';
import { readsKey } from '../counts/merge-reads';

/**
 * What svc-stocktake consumes besides the kit's replicas: svc-catalog's reconciliation of a count's
 * reads (`hub.catalog.stocktake-reconciled.v1`). An older version than the one stored is ignored;
 * the newest replaces the count's lines, marks count confidence, and the first reconciliation of a
 * submitted count's newest reads publishes `hub.stocktake.submitted.v1`; with allowPushStocktake on,
 * each one is pushed to the merchant's screens (`hub.stocktake.live.v1`). And the global config's
 * stock-take switches (`hub.catalog.global-config-changed.v1`). A merchant registered with a serial key
 * (`hub.auth.merchant-registered.v1`) gets the key's licence, published as `hub.stocktake.licence-changed.v1`.
 */
export function stocktakeConsumers(eventing: ServiceEventing, storage: FileStorage, logger?: Logger): EventHandlers {
  return {
    [EVENT_TYPES.STOCKTAKE_RECONCILED]: (event, tx) => applyReconciled({ eventing, storage, logger }, tx, event.merchantId, event.data),
    // The global config's stock-take switches (allowPushStocktake, allowReportCaching), kept as svc-catalog publishes them.
    [EVENT_TYPES.GLOBAL_CONFIG_CHANGED]: (event, tx) => saveSwitches(tx, event.merchantId, switchesOf(event.data.config)),
    // A merchant registered with a serial key (svc-auth, issue 15): its licence admits its tablets; delivered twice, added once.
    [EVENT_TYPES.MERCHANT_REGISTERED]: async (event, tx) => {
      const added = await insertGrantedLicence(tx, event.merchantId, event.data.licence);
      if (added) await eventing.outbox.add(tx, await licenceChangedEvents(tx, [added]));
    },
  };
}

async function applyReconciled(
  deps: { eventing: ServiceEventing; storage: FileStorage; logger?: Logger },
  tx: Db,
  merchantId: string,
  data: StocktakeReconciledData,
): Promise<void> {
  // The lines are written under the count's reconcile lock, not its row's: the tablet's next save goes
  // on meanwhile. Only applies of reconciled answers change reconciled_version, and they wait on the lock.
  await lockCountReconcile(tx, data.stocktakeKey);
  const count = await countToReconcile(tx, merchantId, data.stocktakeKey, { lock: false });
  if (!count || data.version <= Number(count.reconciled_version)) return;
  let lines: string;
  try {
    lines = await readStoredText(deps.storage, data.resultKey);
  } catch (error) {
    if (error instanceof StorageMissingError) return;
    throw error;
  }
  await replaceLines(tx, count.id, lines);
  const reportConfig = await readConfig<unknown>(tx, merchantId, 'report');
  const parsed = reportConfigSchema.safeParse(reportConfig?.config);
  const likelyMissing = await markConfidence(tx, count, parsed.success ? parsed.data.likelyMissingAfter : 2);
  // The row now, for the status and version a save may have moved meanwhile (what is published).
  const target = await countToReconcile(tx, merchantId, data.stocktakeKey, { lock: true });
  if (!target) return;
  const summary = { ...data.summary, likelyMissing };
  const publish = target.status === 'Submitted' && !target.submitted_published && data.version === Number(target.version);
  await recordReconciled(tx, target.id, data.version, summary, publish);
  if ((await readSwitches(tx, merchantId)).allowPushStocktake) {
    await deps.eventing.outbox.add(tx, [
      createEvent(EVENT_TYPES.STOCKTAKE_LIVE, merchantId, {
        stocktakeId: target.stocktake_id,
        sid: target.sid,
        status: target.status,
        day: target.report_day,
        readCount: Number(target.read_count),
        missingCount: summary.missing,
      }),
    ]);
  }
  if (publish) {
    await deps.eventing.outbox.add(tx, [
      createEvent(EVENT_TYPES.STOCKTAKE_SUBMITTED, merchantId, {
        stocktakeKey: target.id,
        stocktakeId: target.stocktake_id,
        sid: target.sid,
        startTime: new Date(target.start_time).toISOString(),
        day: target.report_day,
        userName: target.user_name,
        summary,
      }),
    ]);
  }
  // The claim-check files of this version and older ones are read no more.
  const keys = [data.resultKey, ...Array.from({ length: data.version }, (_, i) => readsKey(merchantId, target.id, i + 1))];
  void Promise.all(keys.map((key) => deps.storage.remove(key))).catch((err: unknown) => deps.logger?.warn({ err, stocktake: target.id }, 'stock-take files not removed'));
}
