import { EVENT_TYPES, type EventType } from '@hub/contracts';

/**
 * What svc-notify publishes besides the kit's audit entries: a channel of a merchant failing or working
 * again (svc-auth's banner), and a saved notification config (the quick-settings setup status).
 */
export const NOTIFY_PUBLISHES: readonly EventType[] = [EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED, EVENT_TYPES.SETUP_MODULE_SAVED];
