import { EVENT_TYPES, QUICK_SETTINGS, type EventEnvelope } from '@hub/contracts';
import { createEvent } from './bus';

/**
 * `hub.setup.module-saved.v1` for the quick-settings page at `path` (e.g. `/config/global` → module
 * `Global`): svc-auth marks the module CREATED, then UPDATED, and the quick-settings icon shows done.
 */
export function moduleSavedEvent(merchantId: string, path: string): EventEnvelope {
  const entry = QUICK_SETTINGS.find((q) => q.path === path);
  if (!entry) throw new Error(`no quick-settings entry for ${path}`);
  return createEvent(EVENT_TYPES.SETUP_MODULE_SAVED, merchantId, { module: entry.module });
}
