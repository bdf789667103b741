import {
  localeFromAcceptLanguage,
  successAnswer,
  type AccessClaims,
  type Endpoint,
  type EndpointBody,
  type EndpointCode,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
} from '@hub/contracts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import { assertPermission, authenticateRequest, merchantScope, type AuthOptions, type Caller, type MerchantScope } from './auth';
import { AppError, classifyError, errorHandler } from './errors';
import type { Logger } from './logger';
import { findUnsafeText } from './text-safety';
import { parseOrThrow } from './validation';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a route needs: `'public'` (nobody signed in), `'authenticated'` (any valid token of any role),
 * one permission, a list of permissions of which any one is enough, or `{ all: [...] }` (every one).
 */
export type RouteAccess = 'public' | 'authenticated' | string | readonly string[] | { all: readonly string[] };

export interface RouteContext<B, Q, P> {
  req: Request;
  res: Response;
  body: B;
  query: Q;
  params: P;
  /** The caller's token claims; reading it on a public route throws 401 UAC103. */
  readonly auth: AccessClaims;
  /** The caller's merchant (and stores for store-bound roles); every query uses it. */
  readonly scope: MerchantScope;
  /** The API key's id when an integration calls with a key (then `auth.sub` is that id); null for a user. */
  readonly apiKeyId: string | null;
}

/** A success answer; `undefined` when the handler wrote the response itself. */
export interface RouteResult {
  code: string;
  data?: unknown;
  httpStatus?: number;
  /**
   * Fields repeated at the top level of the answer beside `status`, `code` and `data`, for clients
   * written to spec section 7 (sign-in and account switch read `accessToken`... there).
   */
  topLevel?: Record<string, unknown>;
  /**
   * Seconds the caller's browser or app may keep the answer (`Cache-Control: private, max-age`), then
   * revalidate with its ETag (304 when unchanged); answers are `no-store` without it.
   */
  privateCacheSeconds?: number;
}

type AnySchema = z.ZodTypeAny;

export interface RouteSpec<B extends AnySchema, Q extends AnySchema, P extends AnySchema> {
  method: HttpMethod;
  path: string;
  permission: RouteAccess;
  summary?: string;
  /**
   * May an API key call this route (with the permission from its allowed operations)? Default: yes
   * when the route needs a permission, no for `'authenticated'` routes (the caller's own account:
   * profile, password, PIN, account switch...). `false` makes a route user-only; an API key then
   * gets 403 UAC114.
   */
  apiKeys?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  /** Middleware run after the access check and before validation (rate limits...). */
  before?: RequestHandler[];
  handler: (ctx: RouteContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<RouteResult | void> | RouteResult | void;
}

/** A declared route, as data: a test can list every route and the permission it needs. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  permission: RouteAccess;
  summary?: string;
  apiKeys?: boolean;
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
  before?: RequestHandler[];
  /** The contracts declaration the route serves. */
  endpoint?: Endpoint;
  handler: (ctx: RouteContext<unknown, unknown, unknown>) => Promise<RouteResult | void> | RouteResult | void;
}

/** What a declared endpoint's handler answers: one of its success codes and its data type. */
export type EndpointResult<E> = {
  code: EndpointCode<E>;
  httpStatus?: number;
  topLevel?: Record<string, unknown>;
  privateCacheSeconds?: number;
} & ([EndpointData<E>] extends [null | undefined | void] ? { data?: EndpointData<E> } : { data: EndpointData<E> });

/** The server side of a declared endpoint: who may call it and what it does. */
export interface EndpointRouteSpec<E extends Endpoint> {
  permission: RouteAccess;
  summary?: string;
  /** See RouteSpec.apiKeys. */
  apiKeys?: boolean;
  /** Middleware run after the access check and before validation (rate limits, uploads...). */
  before?: RequestHandler[];
  handler: (
    ctx: RouteContext<EndpointBody<E>, EndpointQuery<E>, EndpointParams<E>>,
  ) => Promise<EndpointResult<E> | void> | EndpointResult<E> | void;
}

/**
 * A route serving a declared endpoint (`@hub/contracts` http): method, path, schemas and answer come
 * from the declaration, so the handler's answer is type-checked against what clients are told.
 */
export function route<E extends Endpoint>(endpoint: E, spec: EndpointRouteSpec<E>): RouteDefinition;
export function route<B extends AnySchema = z.ZodUnknown, Q extends AnySchema = z.ZodUnknown, P extends AnySchema = z.ZodUnknown>(
  spec: RouteSpec<B, Q, P>,
): RouteDefinition;
export function route(first: Endpoint | RouteSpec<AnySchema, AnySchema, AnySchema>, second?: EndpointRouteSpec<Endpoint>): RouteDefinition {
  if (second === undefined) return first as unknown as RouteDefinition;
  const endpoint = first as Endpoint;
  const handler = second.handler as RouteDefinition['handler'];
  return {
    method: endpoint.method.toLowerCase() as HttpMethod,
    path: endpoint.path,
    permission: second.permission,
    summary: second.summary,
    apiKeys: second.apiKeys,
    body: endpoint.body,
    query: endpoint.query,
    params: endpoint.params,
    before: second.before,
    endpoint,
    handler:
      endpoint.status === undefined
        ? handler
        : async (ctx) => {
            const result = await handler(ctx);
            return result && result.httpStatus === undefined ? { ...result, httpStatus: endpoint.status } : result;
          },
  };
}

/** A readable form of a route's access, e.g. `GET /merchant/store  STORES_MANAGEMENT_READ_PREVIEW|PRODUCTS_READ_PREVIEW`. */
export function describeAccess(access: RouteAccess): string {
  if (typeof access === 'string') return access;
  if ('all' in access) return access.all.join('&');
  return access.join('|');
}

const CALLER_LOCAL = 'hubCaller';

/**
 * The caller's merchant scope inside a route's own middleware (`before`: an upload checks the store
 * and the merchant's import before it reads a byte of the file). Throws 401 UAC103 on a public route.
 */
export function scopeOfResponse(res: Response): MerchantScope {
  const caller = res.locals[CALLER_LOCAL] as Caller | undefined;
  if (!caller) throw new AppError('UAC103', 401);
  return merchantScope(caller.claims);
}

/** Does the route take API keys? (See RouteSpec.apiKeys.) */
export function routeAcceptsApiKeys(def: Pick<RouteDefinition, 'permission' | 'apiKeys'>): boolean {
  return def.apiKeys ?? (def.permission !== 'authenticated' && def.permission !== 'public');
}

function makeContext(req: Request, res: Response, caller: Caller | null, body: unknown, query: unknown, params: unknown) {
  const claims = caller?.claims ?? null;
  return {
    req,
    res,
    body,
    query,
    params,
    get auth(): AccessClaims {
      if (!claims) throw new AppError('UAC103', 401);
      return claims;
    },
    get scope(): MerchantScope {
      if (!claims) throw new AppError('UAC103', 401);
      return merchantScope(claims);
    },
    apiKeyId: caller?.apiKeyId ?? null,
  };
}

const BODY_METHODS: readonly HttpMethod[] = ['post', 'put', 'patch', 'delete'];

/**
 * A fault of the server in a route whose declaration names its failure code (UR102...) answers that
 * code instead of SE100 (issue 29 item 5); the fault itself stays in the log as the answer's cause.
 */
function failureOf(def: RouteDefinition, err: unknown): unknown {
  const failureCode = def.endpoint?.failureCode;
  if (!failureCode || classifyError(err).code !== 'SE100') return err;
  const failure = new AppError(failureCode, 500);
  failure.cause = err;
  return failure;
}

/** 400 IP100 when a request value holds U+0000 or a lone surrogate (see text-safety.ts). */
function assertSafeText(value: unknown, where: 'body' | 'query' | 'params'): void {
  const path = findUnsafeText(value, where);
  if (path !== null) throw new AppError('IP100', 400, [{ path, message: 'text holds U+0000 or a lone UTF-16 surrogate' }]);
}

/** The JSON body parser of every route: 1 MB at most (413 IP102), malformed 400 IP101. */
const jsonBody = express.json({ limit: '1mb' });

/**
 * The chain of a declared route: no-store; the caller's token or key and the permission (before
 * any body is read: an anonymous request is 401 UAC103 whatever it sends); the body; unsafe text
 * refused; the route's own middleware; validation; the handler.
 */
function buildChain(def: RouteDefinition, auth: AuthOptions): RequestHandler[] {
  const callerOf = new WeakMap<Request, Caller>();
  const acceptsApiKeys = routeAcceptsApiKeys(def);
  const chain: RequestHandler[] = [
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
  ];
  if (def.permission !== 'public') {
    chain.push(async (req, res, next) => {
      const caller = await authenticateRequest(req, auth);
      if (caller.apiKeyId !== null && !acceptsApiKeys) throw new AppError('UAC114', 403);
      const { claims } = caller;
      // Issue 29 item 3: a session signed in with a temporary password chooses a new one first.
      if (claims.passwordChangeRequired && !def.endpoint?.beforePasswordChange) throw new AppError('UAC126', 403);
      const access = def.permission;
      if (typeof access === 'object' && 'all' in access) for (const p of access.all) assertPermission(claims, p);
      else if (access !== 'authenticated') assertPermission(claims, access);
      callerOf.set(req, caller);
      res.locals[CALLER_LOCAL] = caller;
      next();
    });
  }
  if (BODY_METHODS.includes(def.method)) chain.push(jsonBody);
  chain.push((req, _res, next) => {
    assertSafeText(req.params, 'params');
    assertSafeText(req.query, 'query');
    assertSafeText(req.body, 'body');
    next();
  });
  chain.push(...(def.before ?? []));
  chain.push(async (req, res) => {
    const params = def.params ? parseOrThrow(def.params, req.params, 'params') : req.params;
    const query = def.query ? parseOrThrow(def.query, req.query, 'query') : req.query;
    // Checked again after parsing: a route's own parser (a form field holding JSON) may bring text in.
    const body: unknown = def.body ? parseOrThrow(def.body, req.body, 'body') : req.body;
    assertSafeText(body, 'body');
    let result: RouteResult | void;
    try {
      result = await def.handler(makeContext(req, res, callerOf.get(req) ?? null, body, query, params));
    } catch (err) {
      throw failureOf(def, err);
    }
    if (result && !res.headersSent) {
      if (result.privateCacheSeconds && result.privateCacheSeconds > 0 && req.method === 'GET') {
        res.setHeader('Cache-Control', `private, max-age=${Math.floor(result.privateCacheSeconds)}, must-revalidate`);
        // Another account in the same browser must not be answered from this one's copy.
        res.setHeader('Vary', 'Authorization, X-API-Key');
      }
      const locale = localeFromAcceptLanguage(req.headers['accept-language']);
      res.status(result.httpStatus ?? 200).json({ ...result.topLevel, ...successAnswer(result.code, result.data ?? null, locale) });
    }
  });
  return chain;
}

/** An Express router holding the routes, each guarded as declared, ending in the error handler. */
export function buildRouter(routes: readonly RouteDefinition[], auth: AuthOptions, logger?: Logger): Router {
  const router = express.Router();
  for (const def of routes) router[def.method](def.path, ...buildChain(def, auth));
  router.use(errorHandler(logger));
  return router;
}
