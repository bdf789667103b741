import { EVENT_TYPES, type EventType } from '@hub/contracts';

/**
 * What svc-import publishes besides the kit's audit entries and API-key uses:
 * - import progress and its end, for the merchant's browsers (spec section 3, "Import progress");
 * - a checked file's staged products (claim check: the batches' storage keys) for svc-catalog's dry run,
 *   and each batch as the check stores it (svc-catalog copies it into staging while the check goes on);
 * - the user's apply and cancel, for svc-catalog to carry out;
 * - a store's data import connection status as its import sources make it, for svc-auth's store;
 * - image import (issue 13 item 3): each batch of converted images for svc-catalog to match, and the
 *   upload progress for the merchant's browsers (spec section 3).
 */
export const IMPORT_PUBLISHES: readonly EventType[] = [
  EVENT_TYPES.IMPORT_PROGRESS,
  EVENT_TYPES.IMPORT_FINISHED,
  EVENT_TYPES.IMPORT_STAGED,
  EVENT_TYPES.IMPORT_BATCH_CHECKED,
  EVENT_TYPES.IMPORT_APPLY_REQUESTED,
  EVENT_TYPES.IMPORT_CANCEL_REQUESTED,
  EVENT_TYPES.SOURCE_STATUS_CHANGED,
  EVENT_TYPES.IMAGES_STAGED,
  EVENT_TYPES.UPLOAD_PROGRESS,
];
