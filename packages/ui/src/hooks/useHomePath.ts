import { localizePath } from '@hub/contracts';
import { navigateTo } from '../api/navigateTo';
import { useHubStore } from '../store/hubStore';

/** Paths in the current language, and navigation to them, for any React root. */
export function useLocalizedNavigation() {
  const locale = useHubStore((s) => s.locale);
  return {
    locale,
    pathOf: (path: string) => localizePath(path, locale),
    go: (path: string) => navigateTo(localizePath(path, locale)),
  };
}
