import { useCallback, useEffect, useState } from 'react';
import { isFullStoreList, MASTER_STORE, storesApi, type StoreRecord } from '@hub/contracts';
import { callApi, isApiError } from '@hub/ui';
import { storeRows, type StoreRow } from './storeRows';

export type StoreListState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; rows: StoreRow[]; stores: StoreRecord[] };

/** GET /merchant/store, as rows of the store list (and the stores themselves, MASTER left out, for the form). */
export function useStoreList() {
  const [state, setState] = useState<StoreListState>({ status: 'loading' });
  const load = useCallback(async (options: { quiet?: boolean } = {}) => {
    if (!options.quiet) setState({ status: 'loading' });
    try {
      const answer = await callApi(storesApi.list);
      // The page needs STORES_MANAGEMENT_READ_PREVIEW, so the list holds full records.
      const stores = isFullStoreList(answer) ? answer : [];
      setState({
        status: 'ready',
        rows: storeRows(stores),
        stores: stores.filter((s) => s.code !== MASTER_STORE),
      });
    } catch (error) {
      setState({ status: 'error', message: isApiError(error) ? error.message : null });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}
