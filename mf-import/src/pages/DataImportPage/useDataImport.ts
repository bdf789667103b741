import { useCallback, useMemo, useState } from 'react';
import { importApi, storesApi } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import type { ConnectionStoreRow } from '../../components/ConnectionStatusList';
import { connectionStatusOf, importStores, sortJobs } from '../../domain/importJobs';

/** How many recent jobs the overview lists (the API allows up to 200). */
export const RECENT_JOBS_LIMIT = 50;

/**
 * The import overview's data: recent import jobs and each store's connection status. `refreshJobs`
 * reloads the jobs quietly: the list shown stays until the new one replaces it (never a loading state).
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
  const jobRows = useMemo(() => (jobs.status === 'success' ? sortJobs(jobs.data) : []), [jobs.status, jobs.data]);

  return { jobs, refreshJobs, stores, storeNames, connectionRows, jobRows };
}
