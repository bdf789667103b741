import { useCallback, useEffect, useMemo } from 'react';
import { MASTER_STORE, stocktakeApi, storesApi } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import { reportRows, validStoreFilter } from '../../domain/reportRows';
import { useReportsStore } from '../../store/reportsStore';
import { useLiveToken } from '../../hooks/useLiveStocktakes';

/** The reports list: stores for the filter (MASTER left out) and the month's stock-takes. */
export function useReports() {
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const month = useReportsStore((s) => s.month);
  const store = useReportsStore((s) => s.store);
  const setMonth = useReportsStore((s) => s.setMonth);
  const setStore = useReportsStore((s) => s.setStore);

  const stores = useApiResource(
    useCallback(
      async (signal: AbortSignal) =>
        (await callApi(storesApi.list, { signal }))
          .filter((s) => s.code !== MASTER_STORE)
          .sort((a, b) => a.name.localeCompare(b.name)),
      [],
    ),
    account,
  );
  const stocktakes = useApiResource(
    useCallback(
      (signal: AbortSignal) => callApi(stocktakeApi.reports, { query: { month }, signal }),
      [month],
    ),
    `${account}|${month}`,
    useLiveToken(),
  );

  const storeList = useMemo(() => (stores.status === 'success' ? stores.data : []), [stores.status, stores.data]);
  const storeMap = useMemo(() => new Map(storeList.map((s) => [s.code, s])), [storeList]);

  // A store picked earlier (or by the top bar) that this account cannot see falls back to 'All'.
  useEffect(() => {
    if (stores.status !== 'success') return;
    const valid = validStoreFilter(store, storeList.map((s) => s.code));
    if (valid !== store) setStore(valid);
  }, [stores.status, storeList, store, setStore]);

  const rows = useMemo(
    () => (stocktakes.status === 'success' ? reportRows(stocktakes.data, store) : []),
    [stocktakes.status, stocktakes.data, store],
  );

  return { month, setMonth, store, setStore, stores, storeList, storeMap, stocktakes, rows };
}
