import type { Locale, MerchantTheme, ModuleStatus, NavigationFlags, SessionUser, SetupModule } from '@hub/contracts';

export type ThemeName = 'light' | 'dark';

export interface SessionSlice {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Random per-browser identifier, kept in localStorage with the current user (spec section 3). */
  deviceId: string;
  signIn: (answer: { user: SessionUser; accessToken: string; refreshToken: string }) => void;
  /**
   * After POST /merchant/user/change (spec section 4): the new user, tokens and roles, and every
   * other piece of merchant state reset. The device id stays with the browser.
   */
  switchAccount: (answer: {
    user: SessionUser;
    accessToken: string;
    refreshToken: string;
    roles?: string[];
  }) => void;
  signOut: () => void;
}

export interface ThemeSlice {
  theme: ThemeName;
  /** Has the user chosen light or dark (saved under 'theme')? Then the merchant's default does not apply. */
  themeSaved: boolean;
  /** The signed-in merchant's theme (issue 15 item 4): accent, light/dark default, logos; null before it is loaded. */
  merchantTheme: MerchantTheme | null;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
  /** The merchant's theme loaded or saved: every root repaints; its light/dark default applies when the user chose none. */
  setMerchantTheme: (theme: MerchantTheme | null) => void;
}

export interface LocaleSlice {
  locale: Locale;
  /**
   * Changes the language; an explicit choice (the default) also saves the locale cookie for
   * 365 days, while following the URL prefix does not.
   */
  setLocale: (locale: Locale, options?: { persist?: boolean }) => void;
}

export interface BannerState {
  show: boolean;
  message: string;
  actionText: string;
  action: (() => void) | null;
}

export interface BannerSlice {
  banner: BannerState;
  showBanner: (banner: Omit<BannerState, 'show'>) => void;
  hideBanner: () => void;
}

export interface SetupSlice {
  setupDone: boolean | null;
  modules: SetupModule[];
  setSetup: (setup: { setupDone: boolean; modules: SetupModule[] }) => void;
  moduleStatus: (name: string) => ModuleStatus | undefined;
}

export interface ConfigSlice {
  flags: NavigationFlags;
  setFlags: (flags: Partial<NavigationFlags>) => void;
}

export interface LoaderSlice {
  /** Requests and page loads in flight; the loader bar shows while above zero. */
  loading: number;
  startLoading: () => void;
  stopLoading: () => void;
}

export type SnackbarIntent = 'success' | 'error' | 'warning' | 'info';

export interface SnackbarSlice {
  snackbar: { open: boolean; message: string; intent: SnackbarIntent };
  showSnackbar: (message: string, intent?: SnackbarIntent) => void;
  closeSnackbar: () => void;
}

export type HubState = SessionSlice &
  ThemeSlice &
  LocaleSlice &
  BannerSlice &
  SetupSlice &
  ConfigSlice &
  LoaderSlice &
  SnackbarSlice;

export type SliceCreator<T> = (
  set: (partial: Partial<HubState> | ((state: HubState) => Partial<HubState>)) => void,
  get: () => HubState,
) => T;
