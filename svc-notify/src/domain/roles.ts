/**
 * Spec section 5, "Notifications": the last role cannot be removed and at least one role is
 * required. The rules are the contracts' (the configuration page applies the same ones).
 */
export { notificationConfigRefusal, removeNotificationRole } from '@hub/contracts';
