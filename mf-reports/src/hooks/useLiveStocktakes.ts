import { EVENT_TYPES } from '@hub/contracts';
import { onBrowserEvent } from '@hub/ui';
import { useEffect } from 'react';
import { reportsStore, useReportsStore } from '../store/reportsStore';

/** Pushes closer together than this refresh the screens once. */
const SETTLE_MS = 1_000;

/**
 * While the global config's allowPushStocktake is on, svc-stocktake pushes each count's change over
 * the socket's `stocktake` channel: the reports' screens then load their data again quietly (the
 * list, the calendar, the map, the month's totals, an open report), at most once a second.
 */
export function useLiveStocktakes(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = onBrowserEvent(EVENT_TYPES.STOCKTAKE_LIVE, () => {
      timer ??= setTimeout(() => {
        timer = null;
        reportsStore.getState().bumpLive();
      }, SETTLE_MS);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, []);
}

/** The refresh token of the reports' data: it changes when a pushed change has settled. */
export function useLiveToken(): number {
  return useReportsStore((s) => s.live);
}
