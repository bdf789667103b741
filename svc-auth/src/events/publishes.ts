import { EVENT_TYPES, type EventType } from '@hub/contracts';

/**
 * What svc-auth publishes through its outbox (besides the kit's audit entries), each committed with
 * the change it reports:
 * - stores created, updated and deactivated: the other services' store replicas;
 * - sessions revoked (sign-out, refresh-token reuse, a rights change): every service's bearer guard;
 * - API keys created, updated (narrowed) and revoked: every service's key replica;
 * - a password reset requested: svc-notify mails the code;
 * - an e-mail verification link and a PIN reset OTP: svc-notify mails them (issue 29);
 * - a user signed in: the audit trail and, later, notifications;
 * - a merchant registered with a serial key: svc-stocktake adds its licence (issue 15);
 * - a user created or changed: svc-notify's recipients (role, e-mail, phone, stores).
 */
export const AUTH_PUBLISHES: readonly EventType[] = [
  EVENT_TYPES.STORE_CREATED,
  EVENT_TYPES.STORE_UPDATED,
  EVENT_TYPES.STORE_DELETED,
  EVENT_TYPES.SESSION_REVOKED,
  EVENT_TYPES.API_KEY_CREATED,
  EVENT_TYPES.API_KEY_UPDATED,
  EVENT_TYPES.API_KEY_REVOKED,
  EVENT_TYPES.PASSWORD_RESET_REQUESTED,
  EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED,
  EVENT_TYPES.PIN_RESET_REQUESTED,
  EVENT_TYPES.USER_SIGNED_IN,
  EVENT_TYPES.MERCHANT_REGISTERED,
  EVENT_TYPES.USER_CHANGED,
];
