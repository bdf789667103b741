import { useEffect, useRef } from 'react';
import {
  DEFAULT_NAVIGATION_FLAGS,
  globalConfigApi,
  isDataImported,
  localizePath,
  setupApi,
  type NavigationFlags,
} from '@hub/contracts';
import { callApi, hubStore, navigateTo, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** After sign-in: setup status (GET /merchant/setup) and the menu flags (GET /merchant/config/global). */
export function useSessionData(): void {
  const token = useHubStore((s) => s.accessToken);
  const locale = useHubStore((s) => s.locale);
  const setupDone = useHubStore((s) => s.setupDone);
  const modules = useHubStore((s) => s.modules);
  const dismissed = useRef(false);
  const { t } = useTranslation('shell');

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    callApi(setupApi.status)
      .then((status) => {
        if (live) hubStore.getState().setSetup(status);
      })
      .catch(() => undefined);
    callApi(globalConfigApi.get)
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
  }, [token]);

  // The banner invites to import data until the Data Import module has started (spec section 4).
  useEffect(() => {
    const state = hubStore.getState();
    if (!token || setupDone !== true || isDataImported(modules)) {
      if (state.banner.show) state.hideBanner();
      return;
    }
    if (dismissed.current) return;
    state.showBanner({
      message: t('banner.noData'),
      actionText: t('banner.importNow'),
      action: () => navigateTo(localizePath('/data-import', hubStore.getState().locale)),
    });
  }, [token, setupDone, modules, locale, t]);

  useEffect(
    () =>
      hubStore.subscribe((state, previous) => {
        if (previous.banner.show && !state.banner.show && state.accessToken) dismissed.current = true;
        if (!state.accessToken) dismissed.current = false;
      }),
    [],
  );
}
