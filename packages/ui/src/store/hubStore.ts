import { SESSION_STORAGE_KEY, SIGNED_IN_COOKIE } from '@hub/contracts';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createLocaleSlice } from './localeSlice';
import { createSessionSlice } from './sessionSlice';
import {
  createBannerSlice,
  createConfigSlice,
  createLoaderSlice,
  createSetupSlice,
  createSnackbarSlice,
} from './smallSlices';
import { createThemeSlice } from './themeSlice';
import type { HubState } from './types';

/** The one store of the hub (architecture section 3): session, theme, locale and shared chrome state. */
export function createHubStore() {
  return createStore<HubState>()(
    persist(
      (set, get) => ({
        ...createSessionSlice(set, get),
        ...createThemeSlice(set, get),
        ...createLocaleSlice(set, get),
        ...createBannerSlice(set, get),
        ...createSetupSlice(set, get),
        ...createConfigSlice(set, get),
        ...createLoaderSlice(set, get),
        ...createSnackbarSlice(set, get),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        // Only the session is persisted here; the theme has its own 'theme' key (spec section 4).
        partialize: (state) => ({
          user: state.user,
          accessToken: state.accessToken,
          refreshToken: state.refreshToken,
          deviceId: state.deviceId,
        }),
      },
    ),
  );
}

export type HubStore = ReturnType<typeof createHubStore>;

/** The shared instance: @hub/ui is a Module Federation singleton, so every root sees the same store. */
export const hubStore: HubStore = createHubStore();

export function useHubStore<T>(selector: (state: HubState) => T): T {
  return useStore(hubStore, selector);
}

export function isSignedIn(state: HubState = hubStore.getState()): boolean {
  return state.user !== null && state.accessToken !== null;
}

/** SIGNED_IN_COOKIE as the session is: set while signed in, removed on signing out. */
export function writeSignedInCookie(signedIn: boolean, doc: Pick<Document, 'cookie'> | undefined = typeof document !== 'undefined' ? document : undefined): void {
  if (doc) doc.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${signedIn ? 365 * 24 * 60 * 60 : 0}`;
}

/** Keeps SIGNED_IN_COOKIE with the session (the app's start, sign-in, sign-out) for the server's first answer of a page. */
export function keepSignedInCookie(store: HubStore = hubStore): () => void {
  writeSignedInCookie(isSignedIn(store.getState()));
  return store.subscribe((state, previous) => {
    if (isSignedIn(state) !== isSignedIn(previous)) writeSignedInCookie(isSignedIn(state));
  });
}
