import {
  endpointPath,
  type ClientEndpoint,
  type Endpoint,
  type EndpointOf,
  type EndpointBodyInput,
  type EndpointCode,
  type EndpointData,
  type EndpointParamsInput,
  type EndpointQueryInput,
} from '@hub/contracts';
import { apiRequestWithCode, type RequestOptions } from './apiClient';
import { bootstrapPartOf, takeBootstrapPart } from './sessionBootstrap';

type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : object extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a call of a declared endpoint sends: its path's parameters, its query and its body, as declared. */
export type CallOptions<E extends Endpoint> = {
  signal?: AbortSignal;
  /** Sent form-encoded instead of a JSON body (spec section 7: sign-in accepts both). */
  form?: Record<string, string>;
} & Part<'params', [keyof EndpointParamsInput<E>] extends [never] ? never : EndpointParamsInput<E>> &
  Part<'query', EndpointQueryInput<E>> &
  Part<'body', EndpointBodyInput<E>>;

type CallArgs<E extends Endpoint> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** A success answer of a declared endpoint: one of its success codes with its data. */
export interface EndpointSuccess<E extends Endpoint> {
  code: EndpointCode<E>;
  data: EndpointData<E>;
}

function requestOf(endpoint: Pick<Endpoint, 'path'>, options: CallOptions<Endpoint> | undefined): [string, RequestOptions] {
  const { params, query, body, form, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: RequestOptions['query'];
    body?: unknown;
    form?: Record<string, string>;
    signal?: AbortSignal;
  };
  return [endpointPath(endpoint.path, params), { query, body, form, signal }];
}

/** What `callApi` takes: a declared endpoint, or its route typed as it (`ClientEndpoint`, no zod: issue 30 item 3). */
type Callable = Endpoint | ClientEndpoint<Endpoint>;

/** Calls a declared endpoint and answers its data (ApiError on failure, as apiRequest). */
export async function callApi<T extends Callable>(endpoint: T, ...[options]: CallArgs<EndpointOf<T>>): Promise<EndpointData<EndpointOf<T>>> {
  return (await callApiWithCode(endpoint, ...([options] as CallArgs<EndpointOf<T>>))).data;
}

/** Calls a declared endpoint and answers its success code with its data (for callers that show the code's wording). */
export async function callApiWithCode<T extends Callable>(endpoint: T, ...[options]: CallArgs<EndpointOf<T>>): Promise<EndpointSuccess<EndpointOf<T>>> {
  type E = EndpointOf<T>;
  // A part of the session's start answers its endpoint's first call (issue 30 item 1).
  const { params, query, body, form } = (options ?? {}) as CallOptions<Endpoint> & Record<string, unknown>;
  const part = bootstrapPartOf(endpoint, params !== undefined || query !== undefined || body !== undefined || form !== undefined);
  const primed = part ? await takeBootstrapPart(part) : undefined;
  if (primed) return { code: endpoint.codes[0] as EndpointCode<E>, data: primed.data as EndpointData<E> };
  const [path, request] = requestOf(endpoint, options as CallOptions<Endpoint> | undefined);
  const answer = await apiRequestWithCode<EndpointData<E>>(endpoint.method, path, request);
  return { code: answer.code as EndpointCode<E>, data: answer.data };
}
