import { useEffect } from 'react';
import { EVENT_TYPES, themeConfigClient } from '@hub/contracts';
import { callApi, hubStore, onBrowserEvent, useHubStore } from '@hub/ui/core';
import { applyDocumentTheme } from './documentTheme';
import { rememberLastLogo } from './lastLogo';

/** Loads the merchant's theme into the shared store (every root repaints from it); a stale answer is dropped. */
async function loadTheme(merchantId: string, signal?: AbortSignal): Promise<void> {
  const theme = await callApi(themeConfigClient.get, { signal });
  if (hubStore.getState().user?.merchantID !== merchantId) return;
  hubStore.getState().setMerchantTheme(theme);
  rememberLastLogo(merchantId, theme);
}

/**
 * Issue 15 item 4: the merchant's theme applied to the shell and every remote at once. It is loaded
 * after sign-in and after a switch to another merchant, and again when the merchant saves it (the
 * socket's hub.catalog.theme-changed.v1, from any tab or user); /config/theme also hands its saved
 * theme to the store directly. The document carries the accent's CSS variables and the tab icon.
 */
export function useMerchantTheme(): void {
  // A renewed token keeps the merchant: only signing in or switching loads the theme again.
  const signedIn = useHubStore((s) => s.accessToken !== null);
  const merchantId = useHubStore((s) => s.user?.merchantID ?? null);
  const merchantTheme = useHubStore((s) => s.merchantTheme);
  const mode = useHubStore((s) => s.theme);

  useEffect(() => {
    if (!signedIn || !merchantId) return undefined;
    const controller = new AbortController();
    loadTheme(merchantId, controller.signal).catch(() => undefined);
    const stop = onBrowserEvent(EVENT_TYPES.THEME_CHANGED, ({ revision }) => {
      if (hubStore.getState().merchantTheme?.revision !== revision) loadTheme(merchantId).catch(() => undefined);
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [merchantId, signedIn]);

  useEffect(() => applyDocumentTheme(merchantTheme, mode), [merchantTheme, mode]);
}
