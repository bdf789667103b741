import { useCallback, useEffect, useMemo, useState } from 'react';
import { globalConfigApi, imageImportApi, importSourcesApi, type ImportSourceView } from '@hub/contracts';
import { callApi, onHubEvent, useApiResource, useHubStore } from '@hub/ui';

/** The account a page's data belongs to: it reloads when the user switches merchant, profile or store. */
function useAccountKey(): string {
  return useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
}

/** The merchant's global config: whether image import is on (allowImgImport) and its imageExtensions. */
export function useImageImportConfig() {
  const account = useAccountKey();
  return useApiResource(
    useCallback((signal: AbortSignal) => callApi(globalConfigApi.get, { signal }), []),
    account,
  );
}

/**
 * The image import history (newest first) and, for those who may read import sources, the merchant's
 * file server (FTP, FTPS or SFTP) sources a folder sync reads. The history follows every image import
 * of the merchant, here or in another tab (uploadProgress socket channel), and tells which job moved.
 */
export function useImageImports(canReadSources: boolean) {
  const account = useAccountKey();
  const [refresh, setRefresh] = useState(0);
  const [moved, setMoved] = useState(0);
  const jobs = useApiResource(
    useCallback((signal: AbortSignal) => callApi(imageImportApi.jobs, { signal }), []),
    account,
    refresh,
  );
  const sources = useApiResource<ImportSourceView[]>(
    useCallback((signal: AbortSignal) => (canReadSources ? callApi(importSourcesApi.list, { signal }) : Promise.resolve([])), [canReadSources]),
    `${account}/${canReadSources}`,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onHubEvent('uploadProgress', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setRefresh((n) => n + 1);
        setMoved((n) => n + 1);
      }, 400);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);
  const ftpSources = useMemo(
    () => (sources.status === 'success' ? sources.data.filter((s) => s.kind === 'FTP').sort((a, b) => a.name.localeCompare(b.name)) : []),
    [sources.status, sources.data],
  );
  const reload = useCallback(() => setRefresh((n) => n + 1), []);
  return { jobs, sources, ftpSources, reload, moved };
}
