import { MASTER_STORE } from './constants';
import { matchPageRoute, mayOpenPage } from './routes';

/**
 * Issue 30 item 1: a page's first data calls start as soon as the route is known, in the shell's
 * entry script (main.js), not after the page's remote has been fetched and mounted. The entry reads
 * the saved session, starts the calls of the page's row below with the headers apiClient would send,
 * and leaves each answer under its key (earlyCallKey); apiClient answers every identical call of the
 * shell and the page from it while it is fresh and nothing has changed since (@hub/ui's earlyAnswers).
 * A call whose key differs (another token, language or query) is simply made again: the table can only save time, never change an answer.
 *
 * Only this module, routes.ts, locale.ts and permissions.ts go into main.js (no zod), so the table
 * holds plain method, path and query; routes.test / early-calls.test check each against its endpoint
 * declaration and the page's own call. Reads only, never a part of the session's start: that is
 * one call of its own, GET /merchant/user/bootstrap (SESSION_START_CALL), started first on every page.
 */
export interface EarlyCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Readonly<Record<string, string | number>>;
  /** A read that takes its criteria as JSON (the product list), sent as apiClient sends a body. */
  body?: unknown;
}

/** What the entry script knows when it starts a page's calls. */
export interface EarlyCallContext {
  now: Date;
  /** The session's store (`sid`; MASTER for all the user's stores). */
  sid: string;
}

/** `?month=` of the stock-take reports: MM-YYYY of the browser's current month (spec section 9). */
export function reportMonthOf(date: Date): string {
  return `${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

/** How many recent jobs the data-import overview lists (the API allows up to 200). */
export const IMPORT_RECENT_JOBS_LIMIT = 50;

/** The first page size of a server-paged list (@hub/ui's DEFAULT_PAGE_SIZE). */
export const LIST_DEFAULT_PAGE_SIZE = 25;

const STORES: EarlyCall = { method: 'GET', path: '/merchant/store' };

/**
 * The product list as it opens (mf-catalog's INITIAL_PRODUCT_LIST): the session's store, active
 * products, no search, no filter, the first page; its test in mf-catalog builds the same from the page's
 * own functions.
 */
function productListOpening(sid: string): EarlyCall[] {
  const body = { data: {} };
  return [
    { method: 'POST', path: '/merchant/products/all', query: { sid, active: 'true', start: 0, pageSize: LIST_DEFAULT_PAGE_SIZE }, body },
    { method: 'POST', path: '/merchant/products/count', query: { sid, active: 'true' }, body },
  ];
}

/** The first data calls of a page, by its pattern in the page table. */
export const PAGE_EARLY_CALLS: Readonly<Record<string, (context: EarlyCallContext) => readonly EarlyCall[]>> = {
  // The dashboard's cards: the stores, the product counts by type and the gold rates (its setup card's
  // /merchant/setup is a part of the session's start, left out here).
  '/': () => [STORES, { method: 'GET', path: '/merchant/products/types-and-count' }, { method: 'GET', path: '/merchant/gold-rates' }],
  // The list's prices wait for the stores' currencies (@hub/ui's storeCurrencies: GET /merchant/store).
  '/products': ({ sid }) => [
    ...productListOpening(sid),
    STORES,
    { method: 'GET', path: '/merchant/config/data-mapping' },
    { method: 'GET', path: '/merchant/config/catalog-view' },
    { method: 'GET', path: '/merchant/config/filter' },
    { method: 'GET', path: '/merchant/config/pre-filter' },
  ],
  '/management/reports': ({ now }) => [STORES, { method: 'GET', path: '/merchant/stocktake/reports', query: { month: reportMonthOf(now) } }],
  '/data-import': () => [{ method: 'GET', path: '/merchant/import/jobs', query: { limit: IMPORT_RECENT_JOBS_LIMIT } }, STORES],
};

/** `?a=1&b=2` of a call's query (undefined values left out), as apiClient's buildUrl writes it. */
export function queryString(query: Readonly<Record<string, string | number | boolean | undefined>> | undefined): string {
  const params = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  if (params.length === 0) return '';
  return `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}

/** What makes two calls the same call: method, address, body and the headers that shape the answer. */
export function earlyCallKey(call: { method: string; url: string; body?: string; authorization?: string; language: string }): string {
  return JSON.stringify([call.method, call.url, call.body ?? null, call.authorization ?? null, call.language]);
}

/** The global the entry script leaves its calls under, for apiClient. */
export const EARLY_CALLS_GLOBAL = '__hubEarlyCalls';

/** An early call answers the page's own call only this long after it was started. */
export const EARLY_CALL_FRESH_MS = 15_000;

/** The saved session as the entry script can read it (localStorage SESSION_STORAGE_KEY, zustand's persist format). */
export interface SavedSession {
  accessToken: string;
  roles: readonly string[];
  /** The session's store ('' when the user has none). */
  sid: string;
}

/** The session in the saved text, when it is signed in, its token not expired and no new password awaited. */
export function savedSession(saved: string | null, nowMs: number): SavedSession | undefined {
  try {
    const state = (JSON.parse(saved ?? 'null') as { state?: Record<string, unknown> } | null)?.state;
    const token = state?.accessToken;
    const user = state?.user as { roles?: unknown; sid?: unknown; passwordChangeRequired?: unknown } | null | undefined;
    if (typeof token !== 'string' || !user || user.passwordChangeRequired) return undefined;
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    // A token that ends within a few seconds is renewed before the page calls: its answer would go unused.
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < nowMs + 5_000) return undefined;
    const roles = Array.isArray(user.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : [];
    return { accessToken: token, roles, sid: typeof user.sid === 'string' ? user.sid : '' };
  } catch {
    return undefined;
  }
}

/**
 * The session's start (setup status, global config, theme, contact, banner, running import), which
 * every signed-in page waits for: asked by the entry script beside the page's own calls, not once the
 * shell's chunks have run (@hub/ui's sessionBootstrap then takes its answer).
 */
// Written out, not read from START_ROUTES: main.js would carry the start's whole route table (0.5 KB of
// the sign-in page's 300); early-calls.test checks it is that route.
export const SESSION_START_CALL: EarlyCall = { method: 'GET', path: '/merchant/user/bootstrap' };

/** The calls to start for a page the signed-in user may open (none for a public page or a refused one): the session's start, then the page's own. */
export function earlyCallsOf(pathname: string, session: Pick<SavedSession, 'roles' | 'sid'>, now: Date): readonly EarlyCall[] {
  const route = matchPageRoute(pathname);
  if (!route || !route.built || route.public || !mayOpenPage(route, session.roles)) return [];
  return [SESSION_START_CALL, ...(PAGE_EARLY_CALLS[route.pattern]?.({ now, sid: session.sid || MASTER_STORE }) ?? [])];
}

/** A cookie's value in a Cookie header (`a=1; b=2`), decoded; null when absent. */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
