import { stocktakeApi } from '@hub/contracts';
import { callApi, useApiResource } from '@hub/ui';
import { useCallback } from 'react';
import { useLiveToken } from './useLiveStocktakes';

/** A month's discrepancy totals per store and in all (issue 12 item 6), for 'All' or one store. */
export function useMonthTotals(month: string, store: string) {
  return useApiResource(
    useCallback((signal: AbortSignal) => callApi(stocktakeApi.totals, { query: { month, sid: store }, signal }), [month, store]),
    `${month}|${store}`,
    useLiveToken(),
  );
}
