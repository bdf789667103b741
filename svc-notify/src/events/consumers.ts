import { EVENT_TYPES } from '@hub/contracts';
import type { EventHandlers } from '@hub/service-kit';
import { insertDelivery } from '../db/deliveries';
import { upsertUserReplica } from '../db/recipients';
import { upsertStocktakeDay } from '../db/stocktakes';
import { onStocktakeSubmitted } from '../sends/discrepancy';

export interface ConsumerHooks {
  /** A password-reset mail was recorded (the mail worker sends it once the consumer committed). */
  mailRecorded(): void;
  /** Notification deliveries were recorded. */
  notificationsRecorded(): void;
}

/**
 * What svc-notify consumes, each in the consumer's transaction (idempotent: repeated events add nothing):
 * - `hub.auth.password-reset-requested.v1`: the reset mail;
 * - `hub.auth.user-changed.v1`: its recipients (role, e-mail, phone, stores);
 * - `hub.stocktake.count-changed.v1` and `hub.stocktake.submitted.v1`: each store's day for the daily
 *   report, and a submitted count above the threshold sends STOCKTAKE_DISCREPANCY.
 */
export function notifyConsumers(hooks: ConsumerHooks): EventHandlers {
  const later = (fn: () => void) => setTimeout(fn, 20).unref();
  return {
    [EVENT_TYPES.PASSWORD_RESET_REQUESTED]: async (event, tx) => {
      const data = event.data;
      const expiresAt = new Date(data.expiresAt);
      await insertDelivery(tx, {
        eventId: event.id,
        merchantId: event.merchantId,
        kind: 'password-reset',
        recipient: data.email,
        locale: data.locale,
        payload: {
          userName: data.userName,
          resetPath: data.resetPath,
          validMinutes: Math.max(1, Math.round((expiresAt.getTime() - Date.parse(event.occurredAt)) / 60000)),
        },
        sendBefore: expiresAt,
      });
      later(hooks.mailRecorded);
    },
    [EVENT_TYPES.USER_CHANGED]: async (event, tx) => {
      await upsertUserReplica(tx, event.merchantId, event.data);
    },
    [EVENT_TYPES.STOCKTAKE_COUNT_CHANGED]: async (event, tx) => {
      const d = event.data;
      await upsertStocktakeDay(tx, event.merchantId, { stocktakeKey: d.stocktakeKey, stocktakeId: d.stocktakeId, sid: d.sid, day: d.day, status: d.status, summary: null });
    },
    [EVENT_TYPES.STOCKTAKE_SUBMITTED]: async (event, tx) => {
      if (await onStocktakeSubmitted(tx, event.merchantId, event.data)) later(hooks.notificationsRecorded);
    },
  };
}
