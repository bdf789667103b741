import { useCallback, useState } from 'react';
import { stocktakeApi, storesApi, type StocktakeLineKind } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import { useLiveToken } from '../../hooks/useLiveStocktakes';

export const LINES_PAGE_SIZE = 50;

/** One stock-take's report: its figures, its store, and a page of one kind of its lines. */
export function useReport(stocktakeId: string) {
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const live = useLiveToken();
  const [kind, setKindState] = useState<StocktakeLineKind>('missing');
  const [start, setStart] = useState(0);
  const setKind = (next: StocktakeLineKind) => {
    setKindState(next);
    setStart(0);
  };
  const report = useApiResource(
    useCallback((signal: AbortSignal) => callApi(stocktakeApi.report, { params: { stocktakeId }, signal }), [stocktakeId]),
    `${account}|${stocktakeId}`,
    live,
  );
  const stores = useApiResource(useCallback((signal: AbortSignal) => callApi(storesApi.list, { signal }), []), account);
  const lines = useApiResource(
    useCallback(
      (signal: AbortSignal) => callApi(stocktakeApi.lines, { params: { stocktakeId }, query: { kind, start, pageSize: LINES_PAGE_SIZE }, signal }),
      [stocktakeId, kind, start],
    ),
    `${account}|${stocktakeId}|${kind}|${start}`,
    live,
  );
  const store = report.status === 'success' && stores.status === 'success' ? stores.data.find((s) => s.code === report.data.sid) : undefined;
  return { report, lines, kind, setKind, start, setStart, store };
}
