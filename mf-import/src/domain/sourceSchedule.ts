import { isValidTimeZone, type ImportSourceView, type StoreListEntry, type StoreRecord } from '@hub/contracts';

/** A store as GET /merchant/store answers it: a full record (stores permission) or a list entry. */
export type SourceStore = StoreRecord | StoreListEntry;

/** The time zone the browser shows instants in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The zone a source's scheduled runs are shown in: its store's, as svc-import reads the schedule
 * (UTC when the store has none). A store the list does not have (yet) leaves the browser's zone: the
 * instant is still right, and its zone is named beside it.
 */
export function scheduleZone(store: Pick<SourceStore, 'tz'> | undefined): string {
  if (!store) return browserTimeZone();
  return store.tz && isValidTimeZone(store.tz) ? store.tz : 'UTC';
}

/** Whether the store's autosync is on; null when the answer does not say (a list entry, no stores permission). */
export function storeAutosyncEnabled(store: SourceStore | undefined): boolean | null {
  return store && 'autosync' in store ? store.autosync.isEnable : null;
}

/**
 * Does the form mark a source for a store whose own autosync is off (so the source would never run)?
 * The store's record says so; a list entry does not carry the schedule, so then the saved source does:
 * marked, of the same store, with no next run (svc-import answers none while the store's autosync is off).
 */
export function runsOnStoreWithAutosyncOff(
  draft: { autosync: boolean; sid: string },
  source: Pick<ImportSourceView, 'autosync' | 'sid' | 'nextRunAt'> | null,
  store: SourceStore | undefined,
): boolean {
  if (!draft.autosync || !store) return false;
  const enabled = storeAutosyncEnabled(store);
  if (enabled !== null) return !enabled;
  return source !== null && source.autosync && source.sid === draft.sid && source.nextRunAt === null;
}

/**
 * The next scheduled run the form shows: the saved source's, while the form still marks it for the
 * same store (turned off or moved, the save would change it).
 */
export function shownNextRun(
  draft: { autosync: boolean; sid: string },
  source: Pick<ImportSourceView, 'autosync' | 'sid' | 'nextRunAt'> | null,
): string | null {
  if (!source?.nextRunAt || !source.autosync || !draft.autosync || draft.sid !== source.sid) return null;
  return source.nextRunAt;
}
