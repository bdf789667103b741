import { MASTER_STORE, type ImportJob, type ImportJobStatus, type Store } from '@hub/contracts';

export type ConnectionStatus = Store['dataImport']['connectionStatus'];

/** Badge colour of each import status (spec section 4). */
export const JOB_STATUS_COLOR: Record<ImportJobStatus, 'informative' | 'brand' | 'success' | 'subtle' | 'danger' | 'warning'> = {
  WAITING: 'informative',
  CHECKING: 'informative',
  PLANNING: 'informative',
  READY: 'warning',
  REJECTED: 'danger',
  IMPORTING: 'brand',
  FINISHED: 'success',
  SKIPPED: 'subtle',
  FAILED: 'danger',
  CANCELLED: 'subtle',
};

/** Statuses in which a job can still be cancelled (a running apply stops after its current batch). */
export const CANCELLABLE: ReadonlySet<ImportJobStatus> = new Set(['WAITING', 'CHECKING', 'PLANNING', 'READY', 'IMPORTING']);
/** Statuses in which a job is still moving on its own (the page follows it). */
export const MOVING: ReadonlySet<ImportJobStatus> = new Set(['WAITING', 'CHECKING', 'PLANNING', 'IMPORTING']);

/** Upload progress in whole percent. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((sent / total) * 100));
}

/** Newest first: by start time, jobs not started yet on top. */
export function sortJobs<T extends Pick<ImportJob, 'start' | 'id'>>(jobs: readonly T[]): T[] {
  const time = (j: T) => (j.start ? Date.parse(j.start) : Number.POSITIVE_INFINITY);
  return [...jobs].sort((a, b) => time(b) - time(a) || b.id.localeCompare(a.id));
}

/** How long a job ran, as minutes and seconds; null while it has not finished. */
export function jobDuration(job: Pick<ImportJob, 'start' | 'end'>): { min: number; sec: number } | null {
  if (!job.start || !job.end) return null;
  const ms = Date.parse(job.end) - Date.parse(job.start);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const seconds = Math.round(ms / 1000);
  return { min: Math.floor(seconds / 60), sec: seconds % 60 };
}

/**
 * Updated products: those that existed and changed (nModified). nUpserted counts every product the
 * import wrote (inserted + modified), so it is not added again.
 */
export function updatedCount(job: Pick<ImportJob, 'nModified'>): number {
  return job.nModified ?? 0;
}

/** Spec section 3: the data-import connection test is Tested or Not Tested (missing counts as Not Tested). */
export function connectionStatusOf(store: { dataImport?: { connectionStatus?: string } | null }): ConnectionStatus {
  return store.dataImport?.connectionStatus === 'Tested' ? 'Tested' : 'Not Tested';
}

/** The stores whose connection status is listed: every store but MASTER, by name. */
export function importStores<T extends Pick<Store, 'code' | 'name'>>(stores: readonly T[]): T[] {
  return stores.filter((s) => s.code !== MASTER_STORE).sort((a, b) => a.name.localeCompare(b.name));
}
