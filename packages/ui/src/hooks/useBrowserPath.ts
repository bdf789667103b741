import { useSyncExternalStore } from 'react';
import { splitLocalePath, type Locale } from '@hub/contracts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const pathname = () => window.location.pathname;

/** The current path without its locale prefix, for remotes that route without react-router. */
export function useBrowserPath(): { path: string; locale: Locale | undefined; pathname: string } {
  const current = useSyncExternalStore(subscribe, pathname, pathname);
  const { locale, path } = splitLocalePath(current);
  return { path: path.replace(/\/+$/, '') || '/', locale, pathname: current };
}
