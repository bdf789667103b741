import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EVENT_TYPES, IMPORT_RECENT_JOBS_LIMIT, importApi, storesApi, type ImportJob, type ImportProgress } from '@hub/contracts';
import { callApi, onBrowserEvent, onSocketState, useApiResource, useHubStore } from '@hub/ui';
import type { ConnectionStoreRow } from '../../components/ConnectionStatusList';
import { connectionStatusOf, importStores, sortJobs } from '../../domain/importJobs';
import { needsReload, rowWithProgress } from '../../domain/pushedProgress';

/** How many recent jobs the overview lists (declared in the contracts: the entry script asks for them first, issue 30 item 1). */
export const RECENT_JOBS_LIMIT = IMPORT_RECENT_JOBS_LIMIT;

/** How long the jobs list waits for pushes and status changes to settle before it is read again. */
const REFRESH_DEBOUNCE_MS = 400;

/**
 * The import overview's data: recent import jobs and each store's connection status. `refreshJobs`
 * reloads the jobs quietly: the list shown stays until the new one replaces it (never a loading state);
 * `refreshJobsSoon` does it once things settle (several calls within 400 ms make one read).
 * The list follows every import of the merchant, started here or in another tab (issue 26 item 5):
 * a progress pushed for a listed job in its status is merged into its row without a request; the list
 * is read again (debounced) for a job it lacks, a status it does not show, and when the socket
 * connects again.
 */
export function useDataImport() {
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const [jobsToken, setJobsToken] = useState(0);
  const jobs = useApiResource(
    useCallback(
      (signal: AbortSignal) => callApi(importApi.jobs, { query: { limit: RECENT_JOBS_LIMIT }, signal }),
      [],
    ),
    account,
    jobsToken,
  );
  const refreshJobs = useCallback(() => setJobsToken((n) => n + 1), []);
  // Several reasons to read the list within a moment (pushes, the followed job's new status) make one read.
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refreshJobsSoon = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(refreshJobs, REFRESH_DEBOUNCE_MS);
  }, [refreshJobs]);
  const [pushes, setPushes] = useState<ReadonlyMap<string, ImportProgress>>(() => new Map());
  // The rows as the server last listed them: a push is weighed against them, never against a merged row.
  const listedRows = useMemo<ReadonlyMap<string, ImportJob>>(
    () => new Map(jobs.status === 'success' ? jobs.data.map((j) => [j.id, j] as const) : []),
    [jobs.status, jobs.data],
  );
  const listed = useRef(listedRows);
  listed.current = listedRows;
  useEffect(() => {
    const offPush = onBrowserEvent(EVENT_TYPES.IMPORT_PROGRESS, (push) => {
      setPushes((known) => new Map(known).set(push.jobId, push));
      if (needsReload(listed.current.get(push.jobId), push)) refreshJobsSoon();
    });
    const offState = onSocketState((up) => {
      if (up) refreshJobsSoon();
    });
    return () => {
      offPush();
      offState();
      clearTimeout(refreshTimer.current);
    };
  }, [refreshJobsSoon]);
  const stores = useApiResource(
    useCallback((signal: AbortSignal) => callApi(storesApi.list, { signal }), []),
    account,
  );

  const storeNames = useMemo(
    () => new Map(stores.status === 'success' ? stores.data.map((s) => [s.code, s.name] as const) : []),
    [stores.status, stores.data],
  );
  const connectionRows = useMemo<ConnectionStoreRow[]>(
    () =>
      stores.status === 'success'
        ? importStores(stores.data).map((s) => ({ code: s.code, name: s.name, city: s.address?.city, status: connectionStatusOf(s) }))
        : [],
    [stores.status, stores.data],
  );
  const jobRows = useMemo(
    () => (jobs.status === 'success' ? sortJobs(jobs.data.map((row) => rowWithProgress(row, pushes.get(row.id)))) : []),
    [jobs.status, jobs.data, pushes],
  );

  return { jobs, refreshJobs, refreshJobsSoon, stores, storeNames, connectionRows, jobRows };
}
