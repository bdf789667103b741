import type { EventType } from '@hub/contracts';

/**
 * What svc-stocktake publishes besides the kit's audit entries and API-key uses: nothing yet (a
 * submitted stock-take's event comes with the stock-take API). It consumes only the kit's replicas
 * (stores, revoked sessions, API keys).
 */
export const STOCKTAKE_PUBLISHES: readonly EventType[] = [];
