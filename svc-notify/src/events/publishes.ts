import type { EventType } from '@hub/contracts';

/** What svc-notify publishes besides the kit's audit entries and API-key uses: nothing. */
export const NOTIFY_PUBLISHES: readonly EventType[] = [];
