import { useCallback, useState } from 'react';
import { importSourcesApi, type ImportSourceView } from '@hub/contracts';
import { callApi, useApiResource } from '@hub/ui';

/**
 * One import source (GET /merchant/import/sources/{id}); no id: nothing to load (a new source).
 * What a save or a connection test answers replaces what was loaded, without loading it again.
 */
export function useImportSource(id: string | null) {
  const resource = useApiResource<ImportSourceView | null>(
    useCallback((signal: AbortSignal) => (id ? callApi(importSourcesApi.get, { params: { id }, signal }) : Promise.resolve(null)), [id]),
    id ?? '',
  );
  const [latest, setLatest] = useState<ImportSourceView | null>(null);
  const loaded = resource.status === 'success' ? resource.data : null;
  const source = latest && latest.id === loaded?.id ? latest : loaded;
  const update = useCallback((next: ImportSourceView | ((current: ImportSourceView) => ImportSourceView)) => {
    setLatest((current) => {
      const base = current ?? loaded;
      if (typeof next !== 'function') return next;
      return base ? next(base) : current;
    });
  }, [loaded]);
  return { resource, source, update };
}
