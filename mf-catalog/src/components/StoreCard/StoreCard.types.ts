import type { StoreListEntry } from '@hub/contracts';

/** A store as the store list answers it to every reader (full records hold the same fields and more); tz is null when unknown. */
export type DashboardStore = StoreListEntry;

export interface StoreCardProps {
  store: DashboardStore;
  /** The current instant; the dashboard ticks it every minute. */
  now: Date;
}
