import { DEFAULT_NAVIGATION_FLAGS } from '@hub/contracts';
import type { HubState, SessionSlice, SliceCreator } from './types';

export function randomDeviceId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The merchant-bound state that signing out or switching accounts resets. */
export function resetMerchantState(): Partial<HubState> {
  return {
    setupDone: null,
    modules: [],
    banner: { show: false, message: '', actionText: '', action: null },
    flags: { ...DEFAULT_NAVIGATION_FLAGS },
    // Another merchant's accent and logos: the shell loads them after the switch (issue 15 item 4).
    merchantTheme: null,
  };
}

export const createSessionSlice: SliceCreator<SessionSlice> = (set) => ({
  user: null,
  accessToken: null,
  refreshToken: null,
  deviceId: randomDeviceId(),
  signIn: ({ user, accessToken, refreshToken }) => set({ user, accessToken, refreshToken }),
  switchAccount: ({ user, accessToken, refreshToken, roles }) =>
    set({ ...resetMerchantState(), user: roles ? { ...user, roles } : user, accessToken, refreshToken }),
  // Sign-out clears the session and every piece of merchant state; the device id stays with the browser.
  signOut: () => set({ ...resetMerchantState(), user: null, accessToken: null, refreshToken: null }),
});
