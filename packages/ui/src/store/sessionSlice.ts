import type { SessionSlice, SliceCreator } from './types';

export function randomDeviceId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const createSessionSlice: SliceCreator<SessionSlice> = (set) => ({
  user: null,
  accessToken: null,
  refreshToken: null,
  deviceId: randomDeviceId(),
  signIn: ({ user, accessToken, refreshToken }) => set({ user, accessToken, refreshToken }),
  // Sign-out clears the session and every piece of merchant state; the device id stays with the browser.
  signOut: () =>
    set({
      user: null,
      accessToken: null,
      refreshToken: null,
      setupDone: null,
      modules: [],
      banner: { show: false, message: '', actionText: '', action: null },
    }),
});
