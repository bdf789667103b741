import { z } from 'zod';
import type { MessageCode } from '../messages/en';

/**
 * One HTTP endpoint, declared once (ADR 0018): the service's `route()` takes it (the handler's
 * answer is type-checked against `data` and `codes`) and the front end's `callApi` takes it (a
 * remote cannot spell a path or trust an answer type the server does not give).
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type AnySchema = z.ZodTypeAny;

/**
 * The answer's data type, with the zod schema of the data at run time (`answerSchema`, `noData`), or
 * the media types of a file answer (`fileAnswer`): the OpenAPI document shows them (ADR 0036), and
 * every declared endpoint has one or the other (http/answers.test.ts).
 */
export interface AnswerOf<T> {
  readonly __answer?: T;
  readonly schema?: AnySchema;
  /** A file instead of the JSON envelope (`fileAnswer`): its media types. */
  readonly file?: readonly string[];
}

/**
 * `data: answerSchema(z.array(storeSchema))`: the answer's `data` is what the schema gives, and the
 * schema goes with the declaration, so the type at both ends and the OpenAPI document come from one
 * place (issue 29 item 6).
 */
export function answerSchema<S extends AnySchema>(schema: S): AnswerOf<z.output<S>> {
  return { schema };
}

/** True when each of A and B is assignable to the other. */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `data: answerSchemaOf<StoreListAnswer>()(storeListAnswerSchema)`: where the answer keeps a
 * TypeScript type of its own (a generic, a union the screens narrow), the schema goes with it and
 * must give exactly that type (a compile error otherwise), so the two cannot drift.
 */
export function answerSchemaOf<T>() {
  return <S extends AnySchema>(schema: S, ..._sameType: SameType<z.output<S>, T> extends true ? [] : [never]): AnswerOf<T> => ({
    schema,
  });
}

/**
 * `data: fileAnswer('text/csv')`: a success answers the file itself (a CSV, an image), not the JSON
 * envelope; errors are JSON as everywhere.
 */
export function fileAnswer(...mediaTypes: [string, ...string[]]): AnswerOf<never> {
  return { file: mediaTypes };
}

/** `data: noData()`: the success answer's `data` is null. */
export function noData(): AnswerOf<null> {
  return answerSchema(z.null());
}

export interface Endpoint<
  Path extends string = string,
  Data = unknown,
  Code extends MessageCode = MessageCode,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Params extends AnySchema | undefined = AnySchema | undefined,
> {
  readonly method: EndpointMethod;
  /** Express-style: `/merchant/store/:code`. */
  readonly path: Path;
  /** The success codes the endpoint answers with (spec section 8). */
  readonly codes: readonly Code[];
  /** The HTTP status of a success; 200 unless declared. */
  readonly status?: number;
  /** A success code whose handler answers another status than `status` (STR000 201 beside STR001 200). */
  readonly codeStatus?: Readonly<Partial<Record<Code, number>>>;
  readonly data: AnswerOf<Data>;
  readonly query?: Query;
  readonly body?: Body;
  /** Parses the path's parameters on the server; without it they reach the handler as strings. */
  readonly params?: Params;
  /**
   * The error codes the endpoint's own rules answer, with their HTTP status, besides those every
   * route may answer (401 UAC103, 403 UAC114, 400 IP100...): the OpenAPI document lists them.
   */
  readonly errors?: Readonly<Partial<Record<MessageCode, number | readonly number[]>>>;
  /**
   * The code a fault of the server answers (500) instead of SE100, where spec section 8 names one
   * for the call (UR102 "failed to fetch users").
   */
  readonly failureCode?: MessageCode;
  /**
   * Issue 29 item 3: a session signed in with a temporary password may call this endpoint before it
   * chooses a new password (the change itself, the profile, sign-out); every other answers 403 UAC126.
   */
  readonly beforePasswordChange?: true;
}

export function endpoint<
  const Path extends string,
  Data,
  const Code extends MessageCode,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  Params extends AnySchema | undefined = undefined,
>(def: Endpoint<Path, Data, Code, Query, Body, Params>): Endpoint<Path, Data, Code, Query, Body, Params> {
  return def;
}

/** The names of a path's parameters: `'code'` for `/merchant/store/:code`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type EndpointData<E> = E extends { data: AnswerOf<infer Data> } ? Data : never;
export type EndpointCode<E> = E extends { codes: readonly (infer Code)[] } ? Code : never;

type InputOf<S> = S extends AnySchema ? z.input<S> : never;
type OutputOf<S> = S extends AnySchema ? z.output<S> : never;
type QuerySchemaOf<E> = E extends { query?: infer Q } ? Q : never;
type BodySchemaOf<E> = E extends { body?: infer B } ? B : never;
type ParamsSchemaOf<E> = E extends { params?: infer P } ? P : never;
type PathOf<E> = E extends { path: infer Path extends string } ? Path : never;

/** What a caller sends: the query and body as the schemas accept them (never: nothing to send), the path's parameters. */
export type EndpointQueryInput<E> = InputOf<QuerySchemaOf<E>>;
export type EndpointBodyInput<E> = InputOf<BodySchemaOf<E>>;
export type EndpointParamsInput<E> = Record<PathParamNames<PathOf<E>>, string>;

/** What a handler receives once the schemas have parsed the request. */
export type EndpointQuery<E> = [OutputOf<QuerySchemaOf<E>>] extends [never] ? Record<string, unknown> : OutputOf<QuerySchemaOf<E>>;
export type EndpointBody<E> = [OutputOf<BodySchemaOf<E>>] extends [never] ? unknown : OutputOf<BodySchemaOf<E>>;
export type EndpointParams<E> = [OutputOf<ParamsSchemaOf<E>>] extends [never] ? EndpointParamsInput<E> : OutputOf<ParamsSchemaOf<E>>;

