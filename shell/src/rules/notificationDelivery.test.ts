import type { NotificationItem } from '@hub/contracts';
import { deliveryBadgeKind, figuresOf, startOfPage } from './notificationDelivery';

const delivery = (status: 'pending' | 'sent' | 'failed', attempts: number) => ({ channel: 'EMAIL' as const, status, attempts, lastError: null, sentAt: null });

describe('/notification delivery badges (issue 15 item 3)', () => {
  it('When a delivery is pending with failed attempts behind it, then it is retrying; with none, pending', () => {
    expect(deliveryBadgeKind(delivery('pending', 0))).toBe('pending');
    expect(deliveryBadgeKind(delivery('pending', 2))).toBe('retrying');
    expect(deliveryBadgeKind(delivery('sent', 3))).toBe('sent');
    expect(deliveryBadgeKind(delivery('failed', 5))).toBe('failed');
  });

  it('When an item is an alert or a daily report, then its figures come from the part it has; neither, none', () => {
    const base: Omit<NotificationItem, 'discrepancy' | 'daily'> = { id: 'n1', type: 'STOCKTAKE_DISCREPANCY', sid: 'BKK01', storeName: 'Bangkok', day: '2026-11-20', stocktakeId: 's1', link: null, createdAt: '', deliveries: [] };
    const discrepancy = { expected: 10, counted: 7, missing: 3, misplaced: 1, missingWeight: 12.5, missingValue: 900, currency: 'THB' };
    expect(figuresOf({ ...base, discrepancy, daily: null })).toEqual({ counted: 7, missing: 3, misplaced: 1, missingWeight: 12.5, missingValue: 900, currency: 'THB' });
    expect(figuresOf({ ...base, discrepancy: null, daily: null })).toBeNull();
  });

  it('When page 3 of 20 is asked, then it starts at 40', () => {
    expect(startOfPage(3, 20)).toBe(40);
    expect(startOfPage(0, 20)).toBe(0);
  });
});
