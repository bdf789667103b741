import { stocktakeApi } from '@hub/contracts';
import { callApi, useApiResource } from '@hub/ui';
import { useCallback } from 'react';
import { useLiveToken } from './useLiveStocktakes';

/** Today's pins and last counts of the stores the user sees (the map view and its locations tab). */
export function useStoreMap() {
  return useApiResource(useCallback((signal: AbortSignal) => callApi(stocktakeApi.map, { query: {}, signal }), []), 'today', useLiveToken());
}
