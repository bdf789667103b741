import type { ConnectionFailure, WebServiceSettings } from '@hub/contracts';
import { connectionFailure, pinnedLookup } from '@hub/service-kit';
import { Agent, fetch } from 'undici';
import { cellText, checkedSourceAddress, SourceError, type SourceOpener } from './source';

/** The most pages one fetch asks for (then WSC100). */
export const MAX_PAGES = 10_000;
/** Per request, the answer included: a server that stalls mid-answer fails too. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An opener with its page limit: a server whose pages never end (or never shrink) must not keep a job
 * fetching forever. Only tests pass a smaller limit (10,000 real requests take tens of seconds).
 */
export function webServiceOpener(maxPages = MAX_PAGES): SourceOpener<WebServiceSettings> {
  return async (settings, secret, signal) => {
    const headers = requestHeaders(settings.authHeader, secret);
    const dispatcher = await checkedDispatcher(settings.url);
    const fetchPage = (pageIndex: number) => fetchItems(settings, pageIndex, headers, signal, dispatcher).catch((error: unknown) => hideSecret(error, secret));
    // The first page is read here so that a source that cannot be reached fails when it is opened.
    let firstPage: Item[];
    try {
      firstPage = await fetchPage(0);
    } catch (error) {
      void dispatcher.close();
      throw error;
    }
    return { kind: 'rows', rows: closedAfter(webServiceRows(settings, firstPage, fetchPage, maxPages), () => void dispatcher.close()) };
  };
}

/**
 * The connections of one source's fetch (issue 25): to the address the outbound policy checked for the
 * URL's host, looked up once; pages (the same host) reuse it. Redirects are not followed at all.
 */
async function checkedDispatcher(url: string): Promise<Agent> {
  const target = new URL(url);
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
  const address = await checkedSourceAddress('WEB_SERVICE', target.hostname, port);
  return new Agent({ connect: { lookup: pinnedLookup(address) } });
}

/** The rows, then `release` however the reading ends (done, failed, or let go early). */
async function* closedAfter<T>(rows: AsyncGenerator<T>, release: () => void): AsyncGenerator<T> {
  try {
    yield* rows;
  } finally {
    release();
  }
}

/**
 * Web service (issue 13, ADR 0027): a JSON HTTP(S) API read with Node's own fetch, one page at a time,
 * the rows at `itemsPath` of each answer. The first row handed on is the header: the keys of the
 * objects of the FIRST page, in the order first seen. A key that first shows up on a later page is not
 * added (the CSV's columns are fixed once its header is written, and holding every page to learn all
 * keys would hold the whole import in memory); its values are dropped. An empty first page hands on
 * no rows at all, as an empty file would.
 * Every failure is WSC100 with a reason for the log; the secret is never part of one.
 */
export const openWebService: SourceOpener<WebServiceSettings> = webServiceOpener();

type Item = Record<string, unknown>;

async function* webServiceRows(
  settings: WebServiceSettings,
  firstPage: Item[],
  fetchPage: (pageIndex: number) => Promise<Item[]>,
  maxPages: number,
): AsyncGenerator<string[]> {
  if (firstPage.length === 0) return;
  const columns = columnsOf(firstPage);
  yield columns;
  // Only the page being handed on is held; the next is asked for once it is used up.
  let page = firstPage;
  for (let pageIndex = 0; ; ) {
    for (const item of page) yield columns.map((column) => cellText(item[column]));
    if (isLastPage(settings, page.length)) return;
    pageIndex += 1;
    if (pageIndex >= maxPages) throw new SourceError('WSC100', `still paging after ${maxPages} pages`);
    page = await fetchPage(pageIndex);
  }
}

/** The union of the items' keys, in the order first seen. */
export function columnsOf(items: readonly Item[]): string[] {
  const columns = new Set<string>();
  for (const item of items) for (const key of Object.keys(item)) columns.add(key);
  return [...columns];
}

/** A page shorter than asked for (or empty) is the last one; without paging there is only one. */
function isLastPage(settings: Pick<WebServiceSettings, 'paging' | 'pageSize'>, itemCount: number): boolean {
  return settings.paging === 'none' || itemCount === 0 || itemCount < settings.pageSize;
}

/**
 * The address of a page (0-based index): `page` numbers pages 1, 2, 3…, `offset` counts items 0, n, 2n….
 * The URL's own query parameters are kept as written (not re-encoded); ours replace any of the same
 * name. An empty `sizeParam` sends no size (an API with a fixed page size).
 */
export function pageUrl(settings: Pick<WebServiceSettings, 'url' | 'paging' | 'pageParam' | 'sizeParam' | 'pageSize'>, pageIndex: number): string {
  const url = new URL(settings.url);
  url.hash = '';
  if (settings.paging === 'none') return url.toString();
  if (!settings.pageParam) throw new SourceError('WSC100', 'paging needs a page parameter name');
  const position = settings.paging === 'page' ? pageIndex + 1 : pageIndex * settings.pageSize;
  const ours = new Map([[settings.pageParam, String(position)]]);
  if (settings.sizeParam) ours.set(settings.sizeParam, String(settings.pageSize));
  const own = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !ours.has(parameterName(part)));
  const added = [...ours].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  url.search = [...own, ...added].join('&');
  return url.toString();
}

function parameterName(part: string): string {
  const rawName = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(rawName);
  } catch {
    return rawName; // a stray % in the merchant's URL: compare it as written
  }
}

/** The value at a dot path (`data.items`); '' is the value itself. Only own properties are followed. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The request headers. The secret is checked here because fetch's own error for a value it refuses
 * quotes the value: that message must never reach the log.
 */
function requestHeaders(authHeader: string, secret: string | null): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (!authHeader || secret === null) return headers;
  if (/[\0\r\n]/.test(secret)) throw new SourceError('WSC100', `the ${authHeader} value holds a line break or NUL`);
  try {
    headers.set(authHeader, secret);
  } catch {
    throw new SourceError('WSC100', `the ${authHeader} value is not a valid header value`);
  }
  return headers;
}

async function fetchItems(settings: WebServiceSettings, pageIndex: number, headers: Headers, signal: AbortSignal, dispatcher: Agent): Promise<Item[]> {
  const url = pageUrl(settings, pageIndex);
  const answer = await fetchJson(url, headers, signal, dispatcher);
  const items = readPath(answer, settings.itemsPath);
  const where = `page ${pageIndex + 1} of ${addressForLog(url)}`;
  if (!Array.isArray(items)) throw new SourceError('WSC100', `${where}: no array at itemsPath '${settings.itemsPath}'`, 'PROTOCOL');
  items.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new SourceError('WSC100', `${where}: item ${index} is not an object`, 'PROTOCOL');
  });
  return items as Item[];
}

async function fetchJson(url: string, headers: Headers, signal: AbortSignal, dispatcher: Agent): Promise<unknown> {
  const address = addressForLog(url);
  const requestSignal = AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
  let text: string;
  try {
    // Redirects are not followed: fetch would carry a custom auth header (X-API-Key…) to wherever the
    // server points, another host included, and the new address would escape the outbound policy.
    // The merchant sets the final address instead.
    const response = await fetch(url, { headers: Object.fromEntries(headers), signal: requestSignal, redirect: 'manual', dispatcher });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new SourceError('WSC100', `${address}: ${statusReason(response.status)}`, statusFailure(response.status));
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof SourceError) throw error;
    const failure: ConnectionFailure = signal.aborted ? 'TIMED_OUT' : connectionFailure(error);
    throw new SourceError('WSC100', `${address}: ${signal.aborted ? 'stopped' : failure}`, failure);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError('WSC100', `${address}: the answer is not JSON`, 'PROTOCOL');
  }
}

function statusReason(status: number): string {
  if (status === 401 || status === 403) return `unauthorised (HTTP ${status})`;
  if (status >= 300 && status < 400) return `redirected (HTTP ${status}); set the final address`;
  return `HTTP ${status}`;
}

function statusFailure(status: number): ConnectionFailure {
  if (status === 401 || status === 403) return 'AUTHENTICATION';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  return 'PROTOCOL';
}

/** The URL without its query (an API may take a key there) nor user info. */
function addressForLog(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** A last guard: whatever a failure says, a secret inside it is cut out before it is logged. */
function hideSecret(error: unknown, secret: string | null): never {
  if (!(error instanceof SourceError)) throw new SourceError('WSC100', `unexpected failure: ${connectionFailure(error)}`, connectionFailure(error));
  if (!secret || !error.reason.includes(secret)) throw error;
  throw new SourceError(error.code, cutOut(error.reason, secret));
}

function cutOut(text: string, secret: string | null): string {
  return secret ? text.split(secret).join('***') : text;
}
