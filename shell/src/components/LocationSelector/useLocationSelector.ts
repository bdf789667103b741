import { useCallback, useState } from 'react';
import { EMPTY_STORE_FILTER, emitHubEvent, storesApi, type StoreFilter } from '@hub/contracts';
import { callApi, isApiError } from '@hub/ui';
import {
  pickLocation,
  storesOfAddressTree,
  type LocationLevel,
  type SelectableStore,
} from '../../rules/locationFilter';

type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** Stores from GET /merchant/store/address (spec section 7) and the cascading Country/State/City/Store filter. */
export function useLocationSelector() {
  const [stores, setStores] = useState<SelectableStore[]>([]);
  const [state, setState] = useState<LoadState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<StoreFilter>(EMPTY_STORE_FILTER);

  const load = useCallback(async () => {
    setState('loading');
    try {
      setStores(storesOfAddressTree(await callApi(storesApi.addressTree)));
      setState('ready');
    } catch (e) {
      setError(isApiError(e) ? e.message : null);
      setState('error');
    }
  }, []);

  const pick = (level: LocationLevel, value: string | null) => {
    const next = pickLocation(filter, level, value);
    setFilter(next);
    emitHubEvent('hub:store-filter-change', next, window);
  };

  return { stores, state, error, filter, load, pick };
}
