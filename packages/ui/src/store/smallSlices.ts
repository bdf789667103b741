import { DEFAULT_NAVIGATION_FLAGS } from '@hub/contracts';
import type { BannerSlice, ConfigSlice, LoaderSlice, SetupSlice, SliceCreator, SnackbarSlice } from './types';

export const createBannerSlice: SliceCreator<BannerSlice> = (set) => ({
  banner: { show: false, message: '', actionText: '', action: null },
  showBanner: (banner) => set({ banner: { ...banner, show: true } }),
  hideBanner: () => set((state) => ({ banner: { ...state.banner, show: false } })),
});

export const createSetupSlice: SliceCreator<SetupSlice> = (set, get) => ({
  setupDone: null,
  modules: [],
  setSetup: ({ setupDone, modules }) => set({ setupDone, modules }),
  moduleStatus: (name) => get().modules.find((m) => m.name === name)?.status,
});

export const createConfigSlice: SliceCreator<ConfigSlice> = (set) => ({
  flags: { ...DEFAULT_NAVIGATION_FLAGS },
  setFlags: (flags) => set((state) => ({ flags: { ...state.flags, ...flags } })),
});

export const createLoaderSlice: SliceCreator<LoaderSlice> = (set) => ({
  loading: 0,
  startLoading: () => set((state) => ({ loading: state.loading + 1 })),
  stopLoading: () => set((state) => ({ loading: Math.max(0, state.loading - 1) })),
});

export const createSnackbarSlice: SliceCreator<SnackbarSlice> = (set) => ({
  snackbar: { open: false, message: '', intent: 'success' },
  showSnackbar: (message, intent = 'success') => set({ snackbar: { open: true, message, intent } }),
  closeSnackbar: () => set((state) => ({ snackbar: { ...state.snackbar, open: false } })),
});
