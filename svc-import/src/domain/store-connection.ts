import type { ConnectionStatus } from '@hub/contracts';

/** What the rule reads of one of a store's import sources. */
export interface StoreSourceStatus {
  /** Runs on the store's autosync schedule (one source per store at most). */
  autosync: boolean;
  connectionStatus: ConnectionStatus;
}

/**
 * A store's data import connection status (spec section 3: Tested or Not Tested) from its import
 * sources: the last test of the source that runs on the store's schedule; without one, Tested only
 * when the store has sources and every one of them tested Tested.
 */
export function storeConnectionStatus(sources: readonly StoreSourceStatus[]): ConnectionStatus {
  const scheduled = sources.find((s) => s.autosync);
  if (scheduled) return scheduled.connectionStatus;
  return sources.length > 0 && sources.every((s) => s.connectionStatus === 'Tested') ? 'Tested' : 'Not Tested';
}
