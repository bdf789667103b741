import { EARLY_CALL_FRESH_MS, EARLY_CALLS_GLOBAL, earlyCallKey, localizePath, queryString, type Answer } from '@hub/contracts';
import { codeWording } from '../i18n';
import { hubStore } from '../store/hubStore';
import { ApiError } from './ApiError';
import { invalidateEarlyAnswers } from './earlyAnswers';
import { navigateTo } from './navigateTo';

declare global {
  interface Window {
    __HUB_CONFIG__?: { apiBase?: string };
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** Sent form-encoded (`application/x-www-form-urlencoded`) instead of a JSON `body`. */
  form?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** Spec section 7: the base address comes from configuration and defaults to '/'. */
export function apiBase(): string {
  const configured = typeof window !== 'undefined' ? window.__HUB_CONFIG__?.apiBase : undefined;
  return configured && configured.length > 0 ? configured : '/';
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = apiBase().replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}${queryString(query)}`;
}

/** A call the entry script started for the page before its code arrived (issue 30 item 1; @hub/contracts early-calls). */
export interface EarlyCallEntry {
  at: number;
  response: Promise<Response>;
}

/**
 * The early call with this key while it is fresh, for every reader that asks (each reads its own copy
 * of the answer); undefined when there is none or it is stale. An answer that is not a success serves
 * its first reader only, and a change or a live event lets them all go (earlyAnswers).
 */
export function takeEarlyCall(key: string, now: number = Date.now()): Promise<Response> | undefined {
  const calls = (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as Map<string, EarlyCallEntry> | undefined;
  const entry = calls?.get(key);
  if (!entry) return undefined;
  if (now - entry.at > EARLY_CALL_FRESH_MS) {
    calls!.delete(key);
    return undefined;
  }
  return entry.response.then((response) => {
    if (!response.ok && calls!.get(key) === entry) calls!.delete(key);
    return response.clone();
  });
}

/** Spec section 4: a 401 answer forces logout and a redirect to sign-in. */
export function handleUnauthorized(): void {
  const { locale, signOut } = hubStore.getState();
  // Navigate first: both updates then render together, so no page sees a signed-out user first.
  navigateTo(localizePath('/auth/signin', locale));
  signOut();
}

/**
 * A wrong current password or PIN (401 UAC110 / UAC111) while changing it is a refused re-check,
 * not a dead session: it must not sign the user out.
 */
export const CREDENTIAL_RECHECK_CODES: readonly string[] = ['UAC110', 'UAC111'];

function isCredentialRecheck(answer: unknown): boolean {
  const code = answer && typeof answer === 'object' ? (answer as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CREDENTIAL_RECHECK_CODES.includes(code);
}

/** 403 UAC126: the session signed in with a temporary password and must choose a new one (issue 29 item 3). */
const TEMPORARY_PASSWORD_HOLD = 'UAC126';

/** The shell then shows its "choose a new password" screen, whatever page was open (a session restored from before the hold). */
function holdForNewPassword(): void {
  const { user } = hubStore.getState();
  if (user && !user.passwordChangeRequired) hubStore.setState({ user: { ...user, passwordChangeRequired: true } });
}

/** Is this the hub's answer envelope (`{ status: 'success' | 'error', ... }`)? */
function isHubAnswer<T>(answer: Answer<T> | null): answer is Answer<T> {
  return typeof answer === 'object' && answer !== null && (answer.status === 'success' || answer.status === 'error');
}

async function readAnswer<T>(response: Response): Promise<Answer<T> | null> {
  try {
    return (await response.json()) as Answer<T>;
  } catch {
    return null;
  }
}

/** A success answer's message code (e.g. CGC001) with its data, for callers that show the code's wording. */
export interface ApiSuccess<T> {
  code: string;
  data: T;
}

/** Calls the API like apiRequest, but hands back the success answer's code along with its data. */
export async function apiRequestWithCode<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiSuccess<T>> {
  const state = hubStore.getState();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': state.locale };
  if (state.accessToken) headers.Authorization = `Bearer ${state.accessToken}`;
  if (options.form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const body =
    options.form !== undefined
      ? new URLSearchParams(options.form).toString()
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body);

  state.startLoading();
  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    const early = takeEarlyCall(earlyCallKey({ method, url, body, authorization: headers.Authorization, language: state.locale }));
    // A call that is not a read ahead and not a GET may change what the read-ahead answers hold.
    if (!early && method !== 'GET') invalidateEarlyAnswers();
    const send = () => fetch(url, { method, headers, body, signal: options.signal });
    // Without an early call the request leaves at once, before this function first waits (a sign-out's
    // DELETE must have left when the page moves on).
    response = early ? ((await early.catch(() => undefined)) ?? (await send())) : await send();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'undefined', codeWording('undefined'));
  } finally {
    hubStore.getState().stopLoading();
  }

  const answer = await readAnswer<T>(response);
  if (response.status === 401 && state.accessToken && !isCredentialRecheck(answer)) {
    handleUnauthorized();
  }
  if (response.status === 403 && isHubAnswer(answer) && 'code' in answer && answer.code === TEMPORARY_PASSWORD_HOLD) holdForNewPassword();
  if (!isHubAnswer(answer)) {
    // Something answered that is not the hub (an HTML page, a proxy's error): the base URL of the
    // configuration does not lead to it (spec section 8's not_found, issue 29 item 5).
    throw new ApiError(response.status, 'not_found', codeWording('not_found'));
  }
  if (!response.ok || answer.status === 'error') {
    const code = 'code' in answer ? String(answer.code) : 'SE100';
    const message = answer.status === 'error' && answer.message ? answer.message : codeWording(code);
    const details = 'details' in answer ? (answer as { details?: unknown }).details : undefined;
    throw new ApiError(response.status, code, message, details);
  }
  return { code: answer.code == null ? '' : String(answer.code), data: answer.data };
}

/** Calls the API: bearer token, Accept-Language, envelope unwrapped, ApiError on failure. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await apiRequestWithCode<T>(method, path, options)).data;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  /** Any method, answering `{ code, data }`: the success code as well as the data. */
  requestWithCode: <T>(method: HttpMethod, path: string, options?: RequestOptions) =>
    apiRequestWithCode<T>(method, path, options),
};
