import { EVENT_TYPES } from '@hub/contracts';
import { createEvent, type EventHandlers, type FileStorage, type ServiceEventing } from '@hub/service-kit';
import { createRun, requestApply, requestCancel } from '../db/import-runs';
import { keepStocktakeConfig } from '../db/stocktake-app';
import { nameImagesOnProducts } from '../db/product-images';
import { reconcileCount } from '../jobs/stocktake-reconcile';

/**
 * What svc-catalog consumes besides the kit's replicas (stores, revoked sessions, API keys): the
 * imports svc-import checked (a run to stage and plan), applied and cancelled. Each handler only
 * records the request; the import worker (a leased job) does the work and `wake` starts it now.
 * And a stock-take count's reads (svc-stocktake, issue 12): reconciled against the catalogue at once
 * (a few set-based queries per count), answered with `hub.catalog.stocktake-reconciled.v1`; and a
 * copy of its stock-take and report configs, for the stock-take app's call. And a batch of images
 * svc-import converted (issue 13 item 3): named on the products they match in one statement, answered
 * with `hub.catalog.images-matched.v1` in the same transaction.
 */
export function catalogConsumers(wake: () => void, deps: { storage: FileStorage; eventing: ServiceEventing }): EventHandlers {
  return {
    [EVENT_TYPES.STOCKTAKE_CONFIG_SAVED]: (event, tx) => keepStocktakeConfig(tx, event.merchantId, event.data),
    [EVENT_TYPES.STOCKTAKE_COUNT_CHANGED]: (event, tx) => reconcileCount({ ...deps, db: tx }, event.merchantId, event.data),
    [EVENT_TYPES.IMAGES_STAGED]: async (event, tx) => {
      const matched = await nameImagesOnProducts(tx, event.merchantId, event.data);
      await deps.eventing.outbox.add(tx, createEvent(EVENT_TYPES.IMAGES_MATCHED, event.merchantId, { jobId: event.data.jobId, batch: event.data.batch, ...matched }));
    },
    [EVENT_TYPES.IMPORT_STAGED]: async (event, tx) => {
      await createRun(tx, { jobId: event.data.jobId, merchantId: event.merchantId, sid: event.data.sid, batches: event.data.batches, markMissingInactive: event.data.markMissingInactive });
      wake();
    },
    [EVENT_TYPES.IMPORT_APPLY_REQUESTED]: async (event, tx) => {
      await requestApply(tx, event.data.jobId, event.merchantId);
      wake();
    },
    [EVENT_TYPES.IMPORT_CANCEL_REQUESTED]: async (event, tx) => {
      await requestCancel(tx, event.data.jobId, event.merchantId);
      wake();
    },
  };
}
