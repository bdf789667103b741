import type { NotificationDeliveryState, NotificationItem } from '@hub/contracts';

/** How a delivery shows on /notification: sent, failed (with its last error), pending, or retrying after failed attempts. */
export type DeliveryBadgeKind = 'sent' | 'failed' | 'pending' | 'retrying';

export function deliveryBadgeKind(delivery: NotificationDeliveryState): DeliveryBadgeKind {
  if (delivery.status === 'sent') return 'sent';
  if (delivery.status === 'failed') return 'failed';
  return delivery.attempts > 0 ? 'retrying' : 'pending';
}

export const DELIVERY_BADGE_COLORS: Readonly<Record<DeliveryBadgeKind, 'success' | 'danger' | 'informative' | 'warning'>> = {
  sent: 'success',
  failed: 'danger',
  pending: 'informative',
  retrying: 'warning',
};

/** The figures a notification shows, by kind, in the order they read. */
export interface NotificationFigures {
  counted: number;
  missing: number;
  misplaced: number;
  missingWeight: number;
  missingValue: number | null;
  currency: string | null;
}

export function figuresOf(item: NotificationItem): NotificationFigures | null {
  const source = item.discrepancy ?? item.daily;
  if (!source) return null;
  const { counted, missing, misplaced, missingWeight, missingValue, currency } = source;
  return { counted, missing, misplaced, missingWeight, missingValue, currency };
}

/** The page a 1-based page number starts at, and back. */
export const startOfPage = (page: number, pageSize: number): number => Math.max(0, (page - 1) * pageSize);
