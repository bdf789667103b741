import { EVENT_TYPES, type EventType } from '@hub/contracts';

/**
 * What svc-catalog publishes through its outbox (besides the kit's audit entries and API-key uses):
 * - the global configuration changed: the menu flags every front end and service reads;
 * - the data mapping changed: svc-import's replica (imports map with the merchant's current mapping);
 * - a configuration module saved: svc-auth's setup checklist (CREATED, then UPDATED);
 * - an import's dry run and each applied batch, for svc-import (issue 11); a check asked again with
 *   every row mapped when its light lines could not be taken (ADR 0044);
 * - a stock-take count's reconciled lines, for svc-stocktake (issue 12);
 * - which names of a batch of imported images matched products, for svc-import (issue 13);
 * - the theme changed, for the merchant's browsers (issue 15 item 4);
 * - a print job's progress, for the merchant's browsers (issue 14 item 3).
 * What it consumes: ./consumers.ts.
 */
export const CATALOG_PUBLISHES: readonly EventType[] = [
  EVENT_TYPES.GLOBAL_CONFIG_CHANGED,
  EVENT_TYPES.DATA_MAPPING_CHANGED,
  EVENT_TYPES.RFID_CONFIG_CHANGED,
  EVENT_TYPES.SETUP_MODULE_SAVED,
  EVENT_TYPES.IMPORT_CHECK_AGAIN,
  EVENT_TYPES.IMPORT_PLANNED,
  EVENT_TYPES.IMPORT_APPLIED,
  EVENT_TYPES.STOCKTAKE_RECONCILED,
  EVENT_TYPES.IMAGES_MATCHED,
  EVENT_TYPES.THEME_CHANGED,
  EVENT_TYPES.PRINT_PROGRESS,
];
