import { effectiveThemeMode, THEME_COOKIE, THEME_STORAGE_KEY } from '@hub/contracts';
import type { SliceCreator, ThemeName, ThemeSlice } from './types';

/** Spec section 4: the saved theme wins; with nothing saved, the browser's dark preference applies. */
export function initialTheme(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
  matchMedia: ((query: string) => { matches: boolean }) | undefined = typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function'
    ? window.matchMedia.bind(window)
    : undefined,
): ThemeName {
  const saved = storage?.getItem(THEME_STORAGE_KEY);
  if (saved === 'dark' || saved === 'light') return saved;
  return matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** A year: the choice lasts as long as the saved one in practice. */
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Repeats the saved theme in THEME_COOKIE for the server, which answers each page with it so the
 * HTML-only frame paints light or dark as chosen before any script (issue 30 item 2).
 */
export function writeThemeCookie(theme: ThemeName, doc: Pick<Document, 'cookie'> | undefined = typeof document !== 'undefined' ? document : undefined): void {
  if (doc) doc.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function saveTheme(theme: ThemeName): void {
  safeLocalStorage()?.setItem(THEME_STORAGE_KEY, theme);
  writeThemeCookie(theme);
}

/** Has the user saved light or dark (spec section 4's 'theme' key)? */
export function hasSavedTheme(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): boolean {
  const saved = storage?.getItem(THEME_STORAGE_KEY);
  return saved === 'dark' || saved === 'light';
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export const createThemeSlice: SliceCreator<ThemeSlice> = (set, get) => ({
  theme: initialTheme(),
  themeSaved: hasSavedTheme(),
  merchantTheme: null,
  setTheme: (theme) => {
    saveTheme(theme);
    set({ theme, themeSaved: true });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  // The merchant's light/dark default applies only while the user has saved nothing (spec section 4 keeps holding).
  setMerchantTheme: (merchantTheme) =>
    set((state) => ({
      merchantTheme,
      ...(state.themeSaved || !merchantTheme ? {} : { theme: effectiveThemeMode(null, merchantTheme.defaultMode, prefersDark()) }),
    })),
});
