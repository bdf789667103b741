import { EVENT_TYPES, type SavedConfig } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import type { ConfigKind } from '../db/configs';

/** `hub.stocktake.config-saved.v1`: svc-catalog keeps the newest copy for the stock-take app's call. */
export function configSavedEvent(merchantId: string, kind: ConfigKind, saved: SavedConfig<unknown>) {
  return createEvent(EVENT_TYPES.STOCKTAKE_CONFIG_SAVED, merchantId, { kind, config: saved.config as Record<string, unknown>, updatedAt: saved.updatedAt });
}
