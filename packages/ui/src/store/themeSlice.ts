import { THEME_STORAGE_KEY } from '@hub/contracts';
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

function saveTheme(theme: ThemeName): void {
  safeLocalStorage()?.setItem(THEME_STORAGE_KEY, theme);
}

export const createThemeSlice: SliceCreator<ThemeSlice> = (set, get) => ({
  theme: initialTheme(),
  setTheme: (theme) => {
    saveTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
});
