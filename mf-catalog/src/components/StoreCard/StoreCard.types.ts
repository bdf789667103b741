import type { Store } from '@hub/contracts';

/** A store as GET /merchant/store answers it; tz is null when unknown. */
export type DashboardStore = Omit<Store, 'tz'> & { tz: string | null };

export interface StoreCardProps {
  store: DashboardStore;
  /** The current instant; the dashboard ticks it every minute. */
  now: Date;
}
