import { EVENT_TYPES, type EventType } from '@hub/contracts';

/**
 * What svc-stocktake publishes besides the kit's audit entries and API-key uses (issue 12):
 * - a count's reads changed (each save), for svc-catalog to reconcile against the catalogue;
 * - a count was submitted and reconciled, for svc-notify's discrepancy alerts;
 * - a count's figures changed, pushed to the merchant's open screens while allowPushStocktake is on;
 * - the stock-take or report config was saved, for svc-auth's setup modules (quick settings) and
 *   for svc-catalog, which answers the stock-take app's call with it;
 * - a licence was requested, added (a serial key's, the demo's) or announced once at start, for
 *   svc-auth's banner (a licence ending within 14 days).
 * What it consumes: ./consumers.ts (svc-catalog's reconciled lines), and the kit's replicas.
 */
export const STOCKTAKE_PUBLISHES: readonly EventType[] = [
  EVENT_TYPES.STOCKTAKE_COUNT_CHANGED,
  EVENT_TYPES.STOCKTAKE_SUBMITTED,
  EVENT_TYPES.STOCKTAKE_LIVE,
  EVENT_TYPES.SETUP_MODULE_SAVED,
  EVENT_TYPES.STOCKTAKE_CONFIG_SAVED,
  EVENT_TYPES.LICENCE_CHANGED,
];
