import {
  matchEndpointPath,
  type Endpoint,
  type EndpointCode,
  type EndpointData,
  type MessageCode,
} from '@hub/contracts';

/** A request as the fake saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** A success answer of the endpoint (its first declared code unless another declared one is named). */
export interface FakeSuccess<E extends Endpoint> {
  kind: 'success';
  data: EndpointData<E>;
  code?: EndpointCode<E>;
}

/** An error answer: any catalogue code, with the HTTP status and details the server would send. */
export interface FakeFailure {
  kind: 'error';
  status: number;
  code: MessageCode;
  details?: unknown;
}

export type FakeReply<E extends Endpoint> = FakeSuccess<E> | FakeFailure;
type Replier<E extends Endpoint> = FakeReply<E> | ((request: FakeRequest) => FakeReply<E> | Promise<FakeReply<E>>);

export const succeeds = <E extends Endpoint>(data: EndpointData<E>, code?: EndpointCode<E>): FakeSuccess<E> => ({
  kind: 'success',
  data,
  code,
});
export const fails = (status: number, code: MessageCode, details?: unknown): FakeFailure => ({ kind: 'error', status, code, details });

interface Entry {
  endpoint: Endpoint;
  replier: Replier<Endpoint>;
  once: boolean;
}

function response(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (init?.body === undefined || init.body === null) return undefined;
  if (init.body instanceof FormData) return init.body;
  const text = String(init.body);
  const type = new Headers(init.headers).get('Content-Type') ?? '';
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/**
 * A `fetch` stand-in for front-end tests that answers the endpoints declared in @hub/contracts, so
 * a fake cannot drift from the server: replies are typed by each declaration. Every call is
 * recorded; a call of an endpoint no test declared answers 404 SE101, as the gateway would.
 * XMLHttpRequest (uploadFile's multipart uploads) is answered the same way, its body the FormData
 * sent, after reporting half and then all of its bytes as sent.
 */
export function fakeApi() {
  const entries: Entry[] = [];
  const calls: FakeRequest[] = [];

  const find = (method: string, path: string) => {
    for (const pass of [true, false]) {
      const index = entries.findIndex((e) => e.once === pass && e.endpoint.method === method && matchEndpointPath(e.endpoint.path, path));
      if (index >= 0) return { entry: entries[index]!, index };
    }
    return null;
  };

  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://hub.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const found = find(method, url.pathname);
    const request: FakeRequest = {
      method,
      path: url.pathname,
      params: found ? (matchEndpointPath(found.entry.endpoint.path, url.pathname) ?? {}) : {},
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(init),
      headers,
    };
    calls.push(request);
    if (!found) return response(404, { status: 'error', code: 'SE101', message: 'SE101' });
    if (found.entry.once) entries.splice(found.index, 1);
    const { replier, endpoint } = found.entry;
    const reply = typeof replier === 'function' ? await replier(request) : replier;
    if (reply.kind === 'error') {
      return response(reply.status, { status: 'error', code: reply.code, message: reply.code, details: reply.details });
    }
    return response(endpoint.status ?? 200, { status: 'success', code: reply.code ?? endpoint.codes[0], data: reply.data });
  };
  globalThis.fetch = fetchFake as typeof fetch;
  globalThis.XMLHttpRequest = fakeXhrClass(fetchFake) as unknown as typeof XMLHttpRequest;

  const api = {
    /** Every call of `endpoint` answers this (until a later `on` of the same endpoint). */
    on<E extends Endpoint>(endpoint: E, replier: Replier<E>) {
      const index = entries.findIndex((e) => !e.once && e.endpoint === endpoint);
      if (index >= 0) entries.splice(index, 1);
      entries.push({ endpoint, replier: replier as Replier<Endpoint>, once: false });
      return api;
    },
    /** The next call of `endpoint` answers this; answers given with `once` are used in order, before `on`. */
    once<E extends Endpoint>(endpoint: E, replier: Replier<E>) {
      entries.push({ endpoint, replier: replier as Replier<Endpoint>, once: true });
      return api;
    },
    /** Every request, in order. */
    calls,
    /** The requests of one endpoint, in order. */
    callsOf(endpoint: Endpoint): FakeRequest[] {
      return calls.filter((c) => c.method === endpoint.method && matchEndpointPath(endpoint.path, c.path) !== null);
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;

type Listener = () => void;

/** The part of XMLHttpRequest uploadFile uses, answered by `fetchFake`. */
function fakeXhrClass(fetchFake: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: Listener | null = null;
    onerror: Listener | null = null;
    onabort: Listener | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    private loadend: Listener[] = [];
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: Listener) {
      if (type === 'loadend') this.loadend.push(listener);
    }
    abort() {
      if (this.aborted) return;
      this.aborted = true;
      this.onabort?.();
      this.loadend.forEach((l) => l());
    }
    send(body: FormData) {
      const total = [...body.values()].reduce((sum, v) => sum + (typeof v === 'string' ? v.length : v.size), 0);
      void (async () => {
        for (const loaded of [Math.floor(total / 2), total]) {
          await Promise.resolve();
          if (this.aborted) return;
          this.upload.onprogress?.({ loaded, total, lengthComputable: true });
        }
        const answer = await fetchFake(this.url, { method: this.method, headers: this.headers, body });
        if (this.aborted) return;
        this.status = answer.status;
        this.responseText = JSON.stringify(await answer.json());
        this.onload?.();
        this.loadend.forEach((l) => l());
      })();
    }
  };
}
