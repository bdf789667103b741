import { useEffect } from 'react';
import { DEFAULT_LOCALE, directionOf, htmlLang, localizePath, resolveLocale, splitLocalePath } from '@hub/contracts';
import { hubStore, readLocaleCookie } from '@hub/ui/core';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Spec sections 1 and 9: the locale comes from the path prefix, else the locale cookie, else the
 * browser language. An unprefixed path for a non-English user is moved to its prefixed twin.
 */
export function useLocaleSync(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const prefix = splitLocalePath(pathname).locale;
    if (!prefix) {
      const resolved = resolveLocale({
        pathname,
        cookieLocale: readLocaleCookie(),
        browserLanguages: navigator.languages ?? [navigator.language],
      });
      if (resolved !== DEFAULT_LOCALE) {
        navigate(`${localizePath(pathname, resolved)}${search}${hash}`, { replace: true });
        return;
      }
    }
    const locale = prefix ?? DEFAULT_LOCALE;
    hubStore.getState().setLocale(locale, { persist: false });
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dir = directionOf(locale);
  }, [pathname, search, hash, navigate]);
}
