import {
  cookieValue,
  earlyCallKey,
  earlyCallsOf,
  EARLY_CALLS_GLOBAL,
  LOCALE_COOKIE,
  queryString,
  resolveLocale,
  savedSession,
  SESSION_STORAGE_KEY,
} from '@hub/contracts';

declare global {
  interface Window {
    __HUB_CONFIG__?: { apiBase?: string };
  }
}

/**
 * Starts the open page's first data calls (PAGE_EARLY_CALLS) with the saved session's token and the
 * page's language, as apiClient would send them, and leaves each answer under its key for apiClient.
 * Nothing is started without a valid saved session or for a page the user may not open.
 */
export function startEarlyCalls(): void {
  try {
    const session = savedSession(localStorage.getItem(SESSION_STORAGE_KEY), Date.now());
    if (!session) return;
    const { pathname } = window.location;
    const calls = earlyCallsOf(pathname, session, new Date());
    if (calls.length === 0) return;
    const language = resolveLocale({
      pathname,
      cookieLocale: cookieValue(document.cookie, LOCALE_COOKIE),
      browserLanguages: navigator.languages ?? [navigator.language],
    });
    const configured = window.__HUB_CONFIG__?.apiBase;
    const base = (configured && configured.length > 0 ? configured : '/').replace(/\/+$/, '');
    const authorization = `Bearer ${session.accessToken}`;
    const started = new Map<string, { at: number; response: Promise<Response> }>();
    for (const call of calls) {
      const url = `${base}${call.path}${queryString(call.query)}`;
      const body = call.body === undefined ? undefined : JSON.stringify(call.body);
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language, Authorization: authorization };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = fetch(url, { method: call.method, headers, body });
      response.catch(() => undefined);
      started.set(earlyCallKey({ method: call.method, url, body, authorization, language }), { at: Date.now(), response });
    }
    (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = started;
  } catch {
    // An early call only saves time: the page makes its calls itself.
  }
}
