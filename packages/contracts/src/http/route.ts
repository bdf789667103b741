import type { MessageCode } from '../messages/en';
import type { Endpoint, EndpointMethod } from './endpoint';

/**
 * What a browser needs of an endpoint to call it: its method, path and success codes, without zod
 * (issue 30 item 3). An endpoint's module builds its schemas when it loads, and zod with them; the
 * sign-in page calls endpoints and validates nothing, so its calls use these. The endpoint's module
 * spreads the route into its declaration (`endpoint({ ...SESSION_ROUTES.signIn, body, data })`), so
 * the method, path and codes are declared once.
 */
export interface Route<Path extends string = string, Code extends MessageCode = MessageCode> {
  readonly method: EndpointMethod;
  readonly path: Path;
  readonly codes: readonly Code[];
}

/**
 * A route typed as the endpoint `E` it is (its answer, its body and query as sent): `callApi` takes it
 * as it takes `E`. `E` is a type only (`import type` of the endpoint's module), so no schema is loaded.
 */
export interface ClientEndpoint<E extends Endpoint> extends Route {
  /** Never set: the endpoint whose types a call of this route has. */
  readonly __endpoint?: E;
}

/** The endpoint behind `callApi`'s argument: itself, or the endpoint a client route stands for. */
export type EndpointOf<T> = T extends { data: unknown } ? T : T extends ClientEndpoint<infer E> ? E : never;

/** `route` typed as the endpoint `E` that spreads it (give `E` with `import type`). */
export function clientEndpoint<E extends Endpoint>(route: Pick<E, 'method' | 'path' | 'codes'>): ClientEndpoint<E> {
  return route;
}

/** The path with its parameters filled in, each encoded: `/merchant/store/BKK%2F1`. */
export function endpointPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointPath: no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The parameters of `actual` when it is an instance of the declared `path`, else null. */
export function matchEndpointPath(path: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(actual);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}
