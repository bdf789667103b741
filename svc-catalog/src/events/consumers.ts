import { EVENT_TYPES } from '@hub/contracts';
import type { EventHandlers } from '@hub/service-kit';
import { createRun, requestApply, requestCancel } from '../db/import-runs';

/**
 * What svc-catalog consumes besides the kit's replicas (stores, revoked sessions, API keys): the
 * imports svc-import checked (a run to stage and plan), applied and cancelled. Each handler only
 * records the request; the import worker (a leased job) does the work and `wake` starts it now.
 */
export function catalogConsumers(wake: () => void): EventHandlers {
  return {
    [EVENT_TYPES.IMPORT_STAGED]: async (event, tx) => {
      await createRun(tx, { jobId: event.data.jobId, merchantId: event.merchantId, sid: event.data.sid, batches: event.data.batches });
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
