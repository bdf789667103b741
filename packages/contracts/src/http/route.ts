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
