import { EVENT_TYPES } from '@hub/contracts';
import type { EventHandlers } from '@hub/service-kit';
import { insertDelivery } from '../db/deliveries';
import type { EmailDeliveryWorker } from '../mail/delivery-worker';

/**
 * What svc-notify consumes. It publishes nothing of its own yet (its audit entries aside).
 * - `hub.auth.password-reset-requested.v1`: the reset mail, recorded in the consumer's transaction;
 *   the worker sends it once that has committed.
 */
export function notifyConsumers(worker: Pick<EmailDeliveryWorker, 'nudge'>): EventHandlers {
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
      setTimeout(() => void worker.nudge(), 20).unref();
    },
  };
}
