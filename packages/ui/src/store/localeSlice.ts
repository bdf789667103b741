import { cookieValue, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, resolveLocale, type Locale } from '@hub/contracts';
import type { LocaleSlice, SliceCreator } from './types';

export function readLocaleCookie(
  cookie: string = typeof document !== 'undefined' ? document.cookie : '',
): string | null {
  return cookieValue(cookie, LOCALE_COOKIE);
}

/** Spec section 9: the locale cookie lasts 365 days. */
export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}

/** Locale of the page being opened: path prefix, else cookie, else browser language, else English. */
export function currentLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  return resolveLocale({
    pathname: window.location.pathname,
    cookieLocale: readLocaleCookie(),
    browserLanguages: window.navigator.languages ?? [window.navigator.language],
  });
}

export const createLocaleSlice: SliceCreator<LocaleSlice> = (set, get) => ({
  locale: currentLocale(),
  setLocale: (locale, options = {}) => {
    if (options.persist !== false) writeLocaleCookie(locale);
    if (get().locale !== locale) set({ locale });
  },
});
