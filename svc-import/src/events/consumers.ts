import { EVENT_TYPES } from '@hub/contracts';
import type { EventHandlers } from '@hub/service-kit';
import { applyDataMappingChange } from '../db/data-mapping-replica';

/**
 * What svc-import consumes besides the kit's replicas (stores, revoked sessions, API keys):
 * - `hub.catalog.data-mapping-changed.v1`: its replica of svc-catalog's data mapping, so an import
 *   always maps with the merchant's current one without calling svc-catalog.
 */
export function importConsumers(): EventHandlers {
  return { [EVENT_TYPES.DATA_MAPPING_CHANGED]: applyDataMappingChange };
}
