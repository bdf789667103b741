import { useCallback, useEffect, useState } from 'react';
import { MASTER_STORE, type Store } from '@hub/contracts';
import { apiClient, isApiError } from '@hub/ui';
import { storeRows, type StoreRow } from './storeRows';

export type StoreListState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; rows: StoreRow[]; stores: Store[] };

/** GET /merchant/store, as rows of the store list (and the stores themselves, MASTER left out, for the form). */
export function useStoreList() {
  const [state, setState] = useState<StoreListState>({ status: 'loading' });
  const load = useCallback(async (options: { quiet?: boolean } = {}) => {
    if (!options.quiet) setState({ status: 'loading' });
    try {
      const stores = await apiClient.get<Store[]>('/merchant/store');
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
