import { MASTER_STORE, type ImportJob, type ImportJobStatus, type Store } from '@hub/contracts';

export type ConnectionStatus = Store['dataImport']['connectionStatus'];

/** Badge colour of each import status (spec section 4). */
export const JOB_STATUS_COLOR: Record<ImportJobStatus, 'informative' | 'brand' | 'success' | 'subtle' | 'danger'> = {
  WAITING: 'informative',
  IMPORTING: 'brand',
  FINISHED: 'success',
  SKIPPED: 'subtle',
  FAILED: 'danger',
};

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

/** Updated rows: the MongoDB-style counts keep modified and upserted apart (architecture section 5). */
export function updatedCount(job: Pick<ImportJob, 'nModified' | 'nUpserted'>): number {
  return (job.nModified ?? 0) + (job.nUpserted ?? 0);
}

/** Spec section 3: the data-import connection test is Tested or Not Tested (missing counts as Not Tested). */
export function connectionStatusOf(store: { dataImport?: { connectionStatus?: string } | null }): ConnectionStatus {
  return store.dataImport?.connectionStatus === 'Tested' ? 'Tested' : 'Not Tested';
}

/** The stores whose connection status is listed: every store but MASTER, by name. */
export function importStores<T extends Pick<Store, 'code' | 'name'>>(stores: readonly T[]): T[] {
  return stores.filter((s) => s.code !== MASTER_STORE).sort((a, b) => a.name.localeCompare(b.name));
}
