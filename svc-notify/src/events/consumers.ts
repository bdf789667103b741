import { EVENT_TYPES } from '@hub/contracts';
import type { Db, EventHandlers } from '@hub/service-kit';
import { insertDelivery, type DeliveryKind } from '../db/deliveries';
import { upsertUserReplica } from '../db/recipients';
import { upsertStocktakeDay } from '../db/stocktakes';
import { onStocktakeSubmitted } from '../sends/discrepancy';

/** Whole minutes (at least 1) from an event to the expiry of what it carries. */
function minutesBetween(occurredAt: string, expiresAt: string): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - Date.parse(occurredAt)) / 60000));
}

/** An account mail of svc-auth's (its user, language and expiry in the event), to send before it expires. */
async function recordAccountMail(
  tx: Db,
  event: { id: string; merchantId: string; data: { email: string; locale: string; userName: string; expiresAt: string } },
  kind: DeliveryKind,
  payload: Record<string, unknown>,
): Promise<void> {
  const { email, locale, userName, expiresAt } = event.data;
  await insertDelivery(tx, {
    eventId: event.id,
    merchantId: event.merchantId,
    kind,
    recipient: email,
    locale,
    payload: { userName, ...payload },
    sendBefore: new Date(expiresAt),
  });
}

export interface ConsumerHooks {
  /** An account mail (password reset, e-mail verification, PIN reset) was recorded (the mail worker sends it once the consumer committed). */
  mailRecorded(): void;
  /** Notification deliveries were recorded. */
  notificationsRecorded(): void;
}

/**
 * What svc-notify consumes, each in the consumer's transaction (idempotent: repeated events add nothing):
 * - `hub.auth.password-reset-requested.v1`: the reset mail; `hub.auth.email-verification-requested.v1`
 *   and `hub.auth.pin-reset-requested.v1`: the verification link and the PIN reset OTP (issue 29);
 * - `hub.auth.user-changed.v1`: its recipients (role, e-mail, phone, stores);
 * - `hub.stocktake.count-changed.v1` and `hub.stocktake.submitted.v1`: each store's day for the daily
 *   report, and a submitted count above the threshold sends STOCKTAKE_DISCREPANCY.
 */
export function notifyConsumers(hooks: ConsumerHooks): EventHandlers {
  const later = (fn: () => void) => setTimeout(fn, 20).unref();
  return {
    [EVENT_TYPES.PASSWORD_RESET_REQUESTED]: async (event, tx) => {
      const { resetPath, expiresAt } = event.data;
      await recordAccountMail(tx, event, 'password-reset', { resetPath, validMinutes: minutesBetween(event.occurredAt, expiresAt) });
      later(hooks.mailRecorded);
    },
    [EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED]: async (event, tx) => {
      const { verifyPath, expiresAt } = event.data;
      const validHours = Math.max(1, Math.round(minutesBetween(event.occurredAt, expiresAt) / 60));
      await recordAccountMail(tx, event, 'email-verification', { verifyPath, validHours });
      later(hooks.mailRecorded);
    },
    [EVENT_TYPES.PIN_RESET_REQUESTED]: async (event, tx) => {
      const { otp, expiresAt } = event.data;
      await recordAccountMail(tx, event, 'pin-reset', { otp, validMinutes: minutesBetween(event.occurredAt, expiresAt) });
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
