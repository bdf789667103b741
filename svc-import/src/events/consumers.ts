import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent, type EventHandlers, type FileStorage, type Logger, type ServiceEventing } from '@hub/service-kit';
import { jobKeys } from '../file/batches';
import { applyDataMappingChange } from '../db/data-mapping-replica';
import { checkAgainInFull, earlierFinishedJobs, jobById, recordApplied, recordPlan, startApply } from '../db/jobs';
import { AUTOSYNC_USER } from '../autosync/scheduler';
import { progressEvent } from './progress';
import { saveImageSwitches } from '../db/image-settings';
import { saveRfidSettings } from '../db/rfid-settings';
import { imageSwitchesOf } from '../domain/images';
import { applyImagesMatched } from './image-answers';

/**
 * What svc-import consumes besides the kit's replicas (stores, revoked sessions, API keys):
 * - `hub.catalog.data-mapping-changed.v1`: its replica of svc-catalog's data mapping, so an import
 *   always maps with the merchant's current one without calling svc-catalog;
 * - `hub.catalog.import-planned.v1`: svc-catalog's dry run of a staged file (PLANNING → READY; a
 *   scheduled autosync run goes straight on to IMPORTING);
 * - `hub.catalog.import-applied.v1`: each applied batch's counts, and the end (FINISHED, CANCELLED, FAILED);
 * - `hub.catalog.rfid-config-changed.v1`: the RFID config's encoding, which imported tags are checked with;
 * - `hub.catalog.import-check-again.v1`: the catalogue could not take a check's light lines (ADR 0044):
 *   the check starts again with every row mapped (`wake` starts a check worker on it).
 * Each answer goes on to the browsers as `hub.import.progress.v1` in the same transaction.
 * Image import (issue 13 item 3): the global config's image switches (`hub.catalog.global-config-changed.v1`)
 * and svc-catalog's answer for each batch of converted images (`hub.catalog.images-matched.v1`).
 */
export function importConsumers(eventing: ServiceEventing, storage: FileStorage, logger?: Logger, wake: () => void = () => undefined): EventHandlers {
  return {
    [EVENT_TYPES.DATA_MAPPING_CHANGED]: applyDataMappingChange,
    [EVENT_TYPES.GLOBAL_CONFIG_CHANGED]: (event, tx) => saveImageSwitches(tx, event.merchantId, imageSwitchesOf(event.data.config)),
    [EVENT_TYPES.RFID_CONFIG_CHANGED]: (event, tx) => saveRfidSettings(tx, event.merchantId, event.data.config),
    [EVENT_TYPES.IMAGES_MATCHED]: (event, tx) => applyImagesMatched({ eventing, storage, logger }, tx, event.merchantId, event.data),
    [EVENT_TYPES.IMPORT_CHECK_AGAIN]: async (event, tx) => {
      const row = await checkAgainInFull(tx, event.data.jobId, event.data.attempt);
      if (!row) return;
      await eventing.outbox.add(tx, [progressEvent(row)]);
      // After the commit, so the claim sees the job ready to be taken up.
      setImmediate(wake);
    },
    [EVENT_TYPES.IMPORT_PLANNED]: async (event, tx) => {
      const row = await recordPlan(tx, event.data.jobId, event.data.plan);
      if (!row) return;
      if (row.status !== 'READY' || row.created_by !== AUTOSYNC_USER) {
        await eventing.outbox.add(tx, [progressEvent(row)]);
        return;
      }
      // A scheduled run (autosync) is applied as soon as its dry run is ready: nobody waits at a screen for it.
      const applying = await startApply(tx, row);
      await eventing.outbox.add(tx, [
        createEvent(EVENT_TYPES.IMPORT_APPLY_REQUESTED, row.merchant_id, { jobId: row.id }),
        progressEvent(applying),
        eventing.auditEvent(row.merchant_id, { userId: AUTOSYNC_USER, action: 'import.applied', storeCode: row.sid, details: { jobId: row.id, totalCount: Number(row.total_count), scheduled: true }, ip: null }),
      ]);
    },
    [EVENT_TYPES.IMPORT_APPLIED]: async (event, tx) => {
      if (event.data.status !== 'IMPORTING') {
        // The run has ended in svc-catalog: its claim-check batches and the upload are no longer read
        // (the problems stay for the report). Removing twice changes nothing.
        // A finished import's row digests are what the merchant's next import into the store reads
        // (ADR 0044): those of the imports before it are no longer read; an import that did not finish keeps none.
        const job = await jobById(tx, event.data.jobId);
        const own = jobKeys(event.merchantId, event.data.jobId);
        const digests =
          event.data.status !== 'FINISHED'
            ? [own.digests]
            : job
              ? (await earlierFinishedJobs(tx, event.merchantId, job.sid, job.id, 3)).map((id) => jobKeys(event.merchantId, id).digests)
              : [];
        const keys = [own.batches, ...digests, ...(job?.file_key ? [job.file_key] : [])];
        void Promise.all(keys.map((key) => storage.remove(key))).catch((err: unknown) => logger?.warn({ err, jobId: event.data.jobId }, 'import files not removed'));
      }
      const row = await recordApplied(tx, event.data.jobId, event.data);
      if (!row) return;
      const events: EventEnvelope[] = [progressEvent(row)];
      if (row.status !== 'IMPORTING') {
        events.push(createEvent(EVENT_TYPES.IMPORT_FINISHED, row.merchant_id, { jobId: row.id, sid: row.sid, status: row.status }));
        const action = row.status === 'FINISHED' ? 'import.finished' : row.status === 'CANCELLED' ? 'import.cancelled' : 'import.failed';
        events.push(
          eventing.auditEvent(row.merchant_id, {
            userId: row.created_by_id ?? 'system',
            action,
            storeCode: row.sid,
            details: {
              jobId: row.id,
              nInserted: Number(row.n_inserted),
              nModified: Number(row.n_modified),
              skipped: Number(row.skipped),
              ...(row.mark_missing_inactive ? { nDeactivated: Number(row.n_deactivated) } : {}),
            },
            ip: null,
          }),
        );
      }
      await eventing.outbox.add(tx, events);
    },
  };
}
