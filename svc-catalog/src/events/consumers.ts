import { EVENT_TYPES } from '@hub/contracts';
import { createEvent, type EventHandlers, type FileStorage, type ServiceEventing } from '@hub/service-kit';
import { noteCheckedBatches, requestApply, requestCancel } from '../db/import-runs';
import { readRfidConfig } from '../db/rfid-config';
import { keepStocktakeConfig } from '../db/stocktake-app';
import { seedDefaultTagDesigns } from '../db/tag-designs';
import { nameImagesOnProducts } from '../db/product-images';
import { reconcileCount } from '../jobs/stocktake-reconcile';

/**
 * What svc-catalog consumes besides the kit's replicas (stores, revoked sessions, API keys): the
 * imports svc-import checks (each batch staged as it comes, then the dry run), applied and cancelled. Each handler only
 * records the request; the import worker (a leased job) does the work and `wake` starts it now.
 * And a stock-take count's reads (svc-stocktake, issue 12): reconciled against the catalogue at once
 * (a few set-based queries per count), answered with `hub.catalog.stocktake-reconciled.v1`; and a
 * copy of its stock-take and report configs, for the stock-take app's call. And a batch of images
 * svc-import converted (issue 13 item 3): named on the products they match in one statement, answered
 * with `hub.catalog.images-matched.v1` in the same transaction. And a merchant registered (svc-auth):
 * its default tag designs, one per label size its RFID config allows (issue 28 item 4).
 */
export function catalogConsumers(wake: () => void, deps: { storage: FileStorage; eventing: ServiceEventing }): EventHandlers {
  return {
    [EVENT_TYPES.MERCHANT_REGISTERED]: async (event, tx) => {
      await seedDefaultTagDesigns(tx, event.merchantId, await readRfidConfig(tx, event.merchantId));
    },
    [EVENT_TYPES.STOCKTAKE_CONFIG_SAVED]: (event, tx) => keepStocktakeConfig(tx, event.merchantId, event.data),
    [EVENT_TYPES.STOCKTAKE_COUNT_CHANGED]: (event, tx) => reconcileCount({ ...deps, db: tx }, event.merchantId, event.data),
    [EVENT_TYPES.IMAGES_STAGED]: async (event, tx) => {
      const matched = await nameImagesOnProducts(tx, event.merchantId, event.data);
      await deps.eventing.outbox.add(tx, createEvent(EVENT_TYPES.IMAGES_MATCHED, event.merchantId, { jobId: event.data.jobId, batch: event.data.batch, ...matched }));
    },
    // A check's batches as it stores them (issue 26 item 5), then all of them once it has ended.
    [EVENT_TYPES.IMPORT_BATCH_CHECKED]: async (event, tx) => {
      if (await noteCheckedBatches(tx, { ...event.data, merchantId: event.merchantId, checked: false })) wake();
    },
    [EVENT_TYPES.IMPORT_STAGED]: async (event, tx) => {
      if (await noteCheckedBatches(tx, { ...event.data, merchantId: event.merchantId, checked: true })) wake();
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
