import type { EventData, EventEnvelope, ImageProblem } from '@hub/contracts';
import type { EVENT_TYPES } from '@hub/contracts';
import type { Db, FileStorage, Logger, ServiceEventing } from '@hub/service-kit';
import { finishImageJob, recordImageAnswer, takeBatch, unansweredBatches } from '../db/image-jobs';
import { recordSyncedFiles } from '../db/image-settings';
import { answerOf, isSettled, type SyncedFile } from '../domain/images';
import { imageImportKeys, productImageKey } from '../images/keys';
import { imageImportEndEvents, removeImportFiles, uploadProgressEvent } from './image-progress';

type ImagesMatched = EventData<typeof EVENT_TYPES.IMAGES_MATCHED>;

/**
 * svc-catalog's answer for a batch of converted images (`hub.catalog.images-matched.v1`): a matched
 * image becomes the product image (`images/<merchant>/<name>.webp`, served by /media/products), an
 * unmatched one is skipped UNMATCHED (its converted file goes with the import's files); an FTP sync
 * records the matched files so that unchanged they are skipped next time. Once every image was gone
 * through and every batch answered, the import is FINISHED. Each batch is counted once (the batch row
 * is taken); an import cancelled meanwhile still counts its answers, without telling the modal again.
 */
export async function applyImagesMatched(deps: { eventing: ServiceEventing; storage: FileStorage; logger?: Logger }, tx: Db, merchantId: string, data: ImagesMatched): Promise<void> {
  const taken = await takeBatch(tx, data.jobId, data.batch);
  if (!taken || taken.row.merchant_id !== merchantId) return;
  const { row: job, batch } = taken;
  const { uploaded, unmatched } = answerOf(batch.names, data.matched);
  const keys = imageImportKeys(job.merchant_id, job.id);
  const failed: string[] = [];
  for (const name of uploaded) {
    try {
      await deps.storage.put(productImageKey(job.merchant_id, name), await deps.storage.read(keys.staged(name)));
    } catch (err) {
      deps.logger?.warn({ err, jobId: job.id, name }, 'matched image not stored');
      failed.push(name);
    }
  }
  const problems: ImageProblem[] = [...unmatched.map((name) => ({ name, reason: 'UNMATCHED' as const })), ...failed.map((name) => ({ name, reason: 'FAILED' as const }))];
  const row = await recordImageAnswer(tx, job.id, { uploaded: uploaded.length - failed.length, problems, productsUpdated: data.productsUpdated, verified: data.verified });
  if (job.source_id && batch.remoteFiles) {
    const stored = uploaded.filter((name) => !failed.includes(name));
    const files = stored.map((name) => batch.remoteFiles?.[name]).filter((f): f is SyncedFile => f !== undefined);
    await recordSyncedFiles(tx, job.merchant_id, job.source_id, files);
  }
  const events: EventEnvelope[] = [];
  const finished = row.status === 'CONVERTING' ? await finishImageJob(tx, row.id) : null;
  if (finished) events.push(...(await imageImportEndEvents(deps.eventing, tx, finished)));
  else if (row.status === 'CONVERTING') events.push(await uploadProgressEvent(tx, row));
  await deps.eventing.outbox.add(tx, events);
  const ended = finished ?? row;
  if (isSettled(ended.status, await unansweredBatches(tx, row.id))) removeImportFiles(deps.storage, ended, deps.logger);
}
