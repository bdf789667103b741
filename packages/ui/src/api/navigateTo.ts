/**
 * Navigates without a router: pushes the path and tells every router (shell and remote roots, and
 * single-spa) through a popstate event. Usable from any React root or plain module.
 */
export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  if (options.replace) window.history.replaceState(window.history.state, '', path);
  else window.history.pushState(window.history.state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
