import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent, type Db, type FileStorage, type Logger, type ServiceEventing } from '@hub/service-kit';
import { imageProgressOf, type ImageJobRow } from '../db/image-jobs';
import { endingProgress } from '../domain/images';
import { imageImportKeys } from '../images/keys';

/** `hub.import.upload-progress.v1` of a running image import, for the merchant's browsers (uploadProgress channel). */
export async function uploadProgressEvent(db: Db, row: ImageJobRow): Promise<EventEnvelope> {
  return createEvent(EVENT_TYPES.UPLOAD_PROGRESS, row.merchant_id, await imageProgressOf(db, row));
}

/**
 * What an ended image import sends (spec section 4): its last counts, then the modal's reset, and
 * its audit entry (recorded as an import with `images` in the details).
 */
export async function imageImportEndEvents(eventing: ServiceEventing, db: Db, row: ImageJobRow, by?: { userId: string; ip: string | null }): Promise<EventEnvelope[]> {
  const [last, reset] = endingProgress(await imageProgressOf(db, row));
  const action = row.status === 'FINISHED' ? 'import.finished' : row.status === 'CANCELLED' ? 'import.cancelled' : 'import.failed';
  return [
    createEvent(EVENT_TYPES.UPLOAD_PROGRESS, row.merchant_id, last),
    createEvent(EVENT_TYPES.UPLOAD_PROGRESS, row.merchant_id, reset),
    eventing.auditEvent(row.merchant_id, {
      userId: by?.userId ?? row.created_by_id ?? 'system',
      action,
      storeCode: row.sid,
      details: {
        jobId: row.id,
        images: true,
        importType: row.import_type,
        totalCount: Number(row.total_count),
        uploadCount: Number(row.upload_count),
        skipCount: Number(row.skip_count),
        errorCount: Number(row.error_count),
        productsUpdated: Number(row.products_updated),
        ...(row.message ? { code: row.message } : {}),
      },
      ip: by?.ip ?? null,
    }),
  ];
}

/** An ended import whose batches are all answered: its uploads and unmatched converted images go (removing twice changes nothing). */
export function removeImportFiles(storage: FileStorage, row: Pick<ImageJobRow, 'merchant_id' | 'id'>, logger?: Logger): void {
  void storage.remove(imageImportKeys(row.merchant_id, row.id).folder).catch((err: unknown) => logger?.warn({ err, jobId: row.id }, 'image import files not removed'));
}
