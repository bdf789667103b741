import { useEffect } from 'react';
import {
  DEFAULT_NAVIGATION_FLAGS,
  globalConfigClient,
  setupClient,
  type NavigationFlags,
} from '@hub/contracts';
import { callApi, hubStore, useHubStore } from '@hub/ui/core';

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** After sign-in: setup status (GET /merchant/setup) and the menu flags (GET /merchant/config/global). */
export function useSessionData(): void {
  const token = useHubStore((s) => s.accessToken);
  // A session on a temporary password may not read them yet (403 UAC126): they follow its change.
  const held = useHubStore((s) => s.user?.passwordChangeRequired === true);

  useEffect(() => {
    if (!token || held) return undefined;
    let live = true;
    callApi(setupClient.status)
      .then((status) => {
        if (live) hubStore.getState().setSetup(status);
      })
      .catch(() => undefined);
    callApi(globalConfigClient.get)
      .then((config: Partial<Record<keyof NavigationFlags, unknown>>) => {
        if (!live) return;
        hubStore.getState().setFlags({
          allowPrinting: flag(config.allowPrinting, DEFAULT_NAVIGATION_FLAGS.allowPrinting),
          allowTagMapping: flag(config.allowTagMapping, DEFAULT_NAVIGATION_FLAGS.allowTagMapping),
          allowImgImport: flag(config.allowImgImport, DEFAULT_NAVIGATION_FLAGS.allowImgImport),
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, held]);
}
