import { z } from 'zod';

/** Architecture section 4: every event travels in this envelope; topics are `hub.<domain>.<event>.v1`. */
export const eventEnvelopeSchema = z.object({
  id: z.string(),
  type: z.string(),
  merchantId: z.string(),
  occurredAt: z.string(),
  data: z.unknown(),
});
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  merchantId: string;
  occurredAt: string;
  data: T;
}

export const EVENT_TYPES = {
  GLOBAL_CONFIG_CHANGED: 'hub.catalog.global-config-changed.v1',
  IMPORT_PROGRESS: 'hub.import.progress.v1',
  IMPORT_FINISHED: 'hub.import.finished.v1',
  USER_SIGNED_IN: 'hub.auth.user-signed-in.v1',
} as const;

/**
 * Which events the gateway pushes to the browser, and on which socket.io event name. An event is
 * emitted to the room `merchant:<merchantId>` of its merchant only.
 */
export const BROWSER_EVENT_CHANNELS: readonly { prefix: string; channel: string }[] = [
  { prefix: 'hub.import.', channel: 'progress' },
  { prefix: 'hub.catalog.global-config-changed.', channel: 'config' },
];

export function browserChannelFor(type: string): string | undefined {
  return BROWSER_EVENT_CHANNELS.find((c) => type.startsWith(c.prefix))?.channel;
}

export function merchantRoom(merchantId: string): string {
  return `merchant:${merchantId}`;
}
