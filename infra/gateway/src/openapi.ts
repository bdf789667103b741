import * as contracts from '@hub/contracts';
import { MESSAGE_CATALOGUES, type Endpoint, type MessageCode } from '@hub/contracts';
import { describeAccess, routeAcceptsApiKeys, type RouteDefinition } from '@hub/service-kit';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { TABLET_FLOW } from './openapi-tablet-flow';

/**
 * The OpenAPI 3.1 document of the hub's HTTP API (issue 29 item 6), generated from the endpoint
 * declarations of @hub/contracts (method, path, zod schemas of path, query and body, success codes,
 * declared error codes) and the services' routes (the permission each one enforces, whether API keys
 * may call it, its summary). Nothing in it is written by hand but the introduction and the tablet flow.
 */

type JsonSchema = Record<string, unknown>;

/** One declared endpoint and the name it is declared under (`storesApi.create`). */
export interface DeclaredEndpoint {
  group: string;
  name: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<Endpoint>;
  return (
    typeof e.method === 'string' &&
    typeof e.path === 'string' &&
    Array.isArray(e.codes) &&
    typeof e.data === 'object'
  );
}

/**
 * Every endpoint @hub/contracts declares: each exported `…Api` object's endpoints. A group added
 * later is found without a list to keep up to date.
 */
export function declaredEndpoints(): DeclaredEndpoint[] {
  const found: DeclaredEndpoint[] = [];
  for (const [group, value] of Object.entries(contracts as Record<string, unknown>)) {
    if (!/Api$/.test(group) || typeof value !== 'object' || value === null) continue;
    for (const [name, endpoint] of Object.entries(value))
      if (isEndpoint(endpoint)) found.push({ group, name, endpoint });
  }
  return found;
}

/** `METHOD /path` of a declaration or a route. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** Express's `/merchant/store/:code` as OpenAPI's `/merchant/store/{code}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * Draft 7's tuples (`items: [...]`, `additionalItems`) as JSON Schema 2020-12 writes them
 * (`prefixItems`, `items`), the dialect of OpenAPI 3.1; zod-to-json-schema writes draft 7.
 */
function toDraft2020(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDraft2020);
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) out[key] = toDraft2020(inner);
  if (Array.isArray(out.items)) {
    out.prefixItems = out.items;
    delete out.items;
    if ('additionalItems' in out) {
      out.items = out.additionalItems;
      delete out.additionalItems;
    }
  }
  return out;
}

/**
 * A zod schema as JSON Schema 2020-12 (no $schema, no references): as a caller sends it (`input`),
 * or as the hub answers it (`output`, an answer's `data`).
 */
function jsonSchemaOf(schema: ZodTypeAny, side: 'input' | 'output' = 'input'): JsonSchema {
  const converted = zodToJsonSchema(schema, {
    $refStrategy: 'none',
    effectStrategy: side === 'input' ? 'input' : 'any',
    pipeStrategy: side,
  }) as JsonSchema;
  delete converted.$schema;
  return toDraft2020(converted) as JsonSchema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** The parameters an object schema holds (each property one parameter); `names` are the path's own. */
function parametersOf(
  schema: ZodTypeAny | undefined,
  where: 'path' | 'query',
  names: readonly string[] = [],
): Parameter[] {
  const json = schema ? jsonSchemaOf(schema) : {};
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const listed =
    where === 'path' ? [...new Set([...names, ...Object.keys(properties)])] : Object.keys(properties);
  return listed.map((name) => {
    const property = properties[name] ?? { type: 'string' };
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

/** A code's wording in the four languages (what `message` holds for each `Accept-Language`). */
function wordings(code: string): string {
  const en = MESSAGE_CATALOGUES.en[code as MessageCode];
  const others = (['th', 'zh', 'ar'] as const).map(
    (l) => `${l}: ${MESSAGE_CATALOGUES[l][code as MessageCode]}`,
  );
  return `**${code}** ${en} (${others.join('; ')})`;
}

function errorResponse(codes: readonly string[]): Record<string, unknown> {
  return {
    description: codes.map(wordings).join('\n\n'),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorAnswer' },
            { properties: { code: { enum: [...codes] } } },
          ],
        },
      },
    },
  };
}

/** A file answer's body: text for text/* (a CSV, the products export), the bytes of an image. */
function fileSchemaOf(mediaType: string): JsonSchema {
  return mediaType.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: mediaType };
}

/** The errors every route may answer, by what the route declares (service-kit's route chain). */
function chainErrors(def: RouteDefinition, endpoint: Endpoint): [number, string][] {
  const errors: [number, string][] = [[400, 'IP100']];
  if (['post', 'put', 'patch', 'delete'].includes(def.method)) errors.push([400, 'IP101'], [413, 'IP102']);
  if (def.permission !== 'public') {
    errors.push([401, 'UAC103'], [401, 'UAC104'], [401, 'UAC109']);
    if (routeAcceptsApiKeys(def)) errors.push([401, 'UAC113']);
    errors.push([403, 'UAC114']);
    // Issue 29 item 3: a session signed in with a temporary password chooses a new one first.
    if (!endpoint.beforePasswordChange) errors.push([403, 'UAC126']);
  }
  errors.push([500, endpoint.failureCode ?? 'SE100']);
  return errors;
}

function responsesOf(def: RouteDefinition, endpoint: Endpoint): Record<string, unknown> {
  const successes = new Map<string, string[]>();
  for (const code of endpoint.codes) {
    const status = String(
      (endpoint.codeStatus as Partial<Record<string, number>> | undefined)?.[code] ?? endpoint.status ?? 200,
    );
    successes.set(status, [...(successes.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  // The answer's data as its declaration gives it: a zod schema (`answerSchema`, `noData`), or a file (`fileAnswer`).
  const { schema, file } = endpoint.data;
  const data = schema ? { data: jsonSchemaOf(schema, 'output') } : {};
  for (const [status, codes] of successes) {
    responses[status] = {
      description: codes.map(wordings).join('\n\n'),
      ...(file
        ? {
            // The CSV and text answers name their success code in a header (images are served as files only).
            ...(file.every((mediaType) => mediaType.startsWith('text/'))
              ? { headers: { 'X-Hub-Code': { description: 'The success code (the body is the file, not the JSON envelope).', schema: { type: 'string', enum: codes } } } }
              : {}),
            content: Object.fromEntries(file.map((mediaType) => [mediaType, { schema: fileSchemaOf(mediaType) }])),
          }
        : {
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/SuccessAnswer' },
                    { properties: { code: { enum: codes }, ...data } },
                  ],
                },
              },
            },
          }),
    };
  }
  const byStatus = new Map<number, string[]>();
  const add = (httpStatus: number, code: string) => {
    const codes = byStatus.get(httpStatus) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(httpStatus, codes);
  };
  for (const [httpStatus, code] of chainErrors(def, endpoint)) add(httpStatus, code);
  for (const [code, statuses] of Object.entries(endpoint.errors ?? {})) {
    for (const httpStatus of [statuses ?? []].flat()) add(httpStatus, code);
  }
  for (const [httpStatus, codes] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(httpStatus)] = errorResponse(codes);
  return responses;
}

function securityOf(def: RouteDefinition): Record<string, string[]>[] {
  if (def.permission === 'public') return [];
  return routeAcceptsApiKeys(def) ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
}

function accessText(def: RouteDefinition): string {
  if (def.permission === 'public') return 'Public: no sign-in.';
  if (def.permission === 'authenticated')
    return 'Any signed-in user (no permission needed); API keys are refused.';
  const keys = routeAcceptsApiKeys(def)
    ? 'an API key whose operations grant it'
    : 'users only (API keys are refused, 403 UAC114)';
  return `Permission \`${describeAccess(def.permission)}\` (\`|\`: any one of them, \`&\`: all); ${keys}.`;
}

/** The sidebar's line: the summary's first clause (the whole summary is the description). */
function shortSummary(summary: string | undefined): string | undefined {
  const first = summary?.split(/[.:;(]\s?/)[0]?.trim();
  return first ? first : undefined;
}

function operationOf(def: RouteDefinition, declared: DeclaredEndpoint): Record<string, unknown> {
  const { endpoint } = declared;
  const parameters = [
    ...parametersOf(endpoint.params, 'path', pathParamNames(endpoint.path)),
    ...parametersOf(endpoint.query, 'query'),
  ];
  const flow = TABLET_FLOW.operations[`${declared.group}.${declared.name}`];
  return {
    operationId: `${declared.group}.${declared.name}`,
    tags: [declared.group],
    summary: shortSummary(def.summary) ?? `${declared.group}.${declared.name}`,
    description: [def.summary ?? '', accessText(def), flow?.description ?? ''].filter(Boolean).join('\n\n'),
    'x-permission':
      def.permission === 'public' || def.permission === 'authenticated'
        ? def.permission
        : describeAccess(def.permission),
    'x-api-keys': def.permission !== 'public' && routeAcceptsApiKeys(def),
    'x-success-codes': [...endpoint.codes],
    security: securityOf(def),
    ...(parameters.length > 0 || flow?.parameters
      ? { parameters: [...parameters, ...(flow?.parameters ?? [])] }
      : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchemaOf(endpoint.body),
                ...(flow?.examples ? { examples: flow.examples } : {}),
              },
            },
          },
        }
      : {}),
    responses: responsesOf(def, endpoint),
  };
}

const ALL_CODES_TABLE = (): string =>
  ['| code | en | th | zh | ar |', '| --- | --- | --- | --- | --- |']
    .concat(
      Object.keys(MESSAGE_CATALOGUES.en).map(
        (code) =>
          `| ${code} | ${(['en', 'th', 'zh', 'ar'] as const).map((l) => MESSAGE_CATALOGUES[l][code as MessageCode].replace(/\|/g, '\\|')).join(' | ')} |`,
      ),
    )
    .join('\n');

const INTRODUCTION = `The HTTP API of the hub: the calls of spec section 7 and the hub's own, each generated from its
declaration in \`@hub/contracts\` (method, path, the zod schemas of its path, query and body, its codes)
and from the route that serves it (the permission it enforces, whether an API key may call it).

**Answers.** Every answer is JSON. A success is \`{ "status": "success", "code", "message", "data" }\`:
\`code\` is one of the operation's success codes (spec section 8) and \`message\` its wording in the
caller's language. An error is \`{ "status": "error", "code", "message" }\` (sometimes \`details\` with the
fields at fault); nothing was changed. The language is chosen by \`Accept-Language\` (en, th, zh, ar).

**Signing in.** A user signs in with \`POST /merchant/user/signin\` and sends \`Authorization: Bearer <accessToken>\`;
an integration (a tablet, an ERP) sends an API key made at \`/config/integrations\` as \`X-API-Key: <key>\`
(or \`Authorization: ApiKey <key>\`), allowed only the operations given to the key. Every call reads and
writes only the caller's merchant.`;

/** The answer envelope of spec section 8: status, code and message in the caller's language, and `extra`. */
function envelopeSchema(status: 'success' | 'error', extra: Record<string, JsonSchema>): JsonSchema {
  return {
    type: 'object',
    required: ['status', 'code', 'message', ...(status === 'success' ? ['data'] : [])],
    properties: {
      status: { type: 'string', const: status },
      code: {
        type: 'string',
        description: 'A code of spec section 8 (MessageCode); each operation lists its own.',
      },
      message: {
        type: 'string',
        description: "The code's wording in the caller's language (Accept-Language).",
      },
      ...extra,
    },
  };
}

/** The whole document; `routes` are the services' declared routes. */
export function openApiDocument(
  routes: readonly RouteDefinition[],
  version: string,
): Record<string, unknown> {
  const byEndpoint = new Map(declaredEndpoints().map((d) => [d.endpoint, d]));
  const paths: Record<string, Record<string, unknown>> = {};
  const groups = new Set<string>();
  for (const def of routes) {
    const declared = def.endpoint ? byEndpoint.get(def.endpoint) : undefined;
    if (!declared)
      throw new Error(
        `openApiDocument: ${operationKey(def.method, def.path)} is not served from a @hub/contracts declaration`,
      );
    groups.add(declared.group);
    const path = openApiPath(def.path);
    paths[path] = { ...paths[path], [def.method]: operationOf(def, declared) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hub API',
      version,
      description: `${INTRODUCTION}\n\n${TABLET_FLOW.introduction}\n\n## Codes\n\nEvery code of spec section 8 and its wording in the four languages.\n\n${ALL_CODES_TABLE()}`,
    },
    servers: [{ url: '/' }],
    tags: [...groups].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A user's access token from POST /merchant/user/signin.",
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'An API key made at /config/integrations (Authorization: ApiKey <key> works too).',
        },
      },
      schemas: {
        MessageCode: { type: 'string', enum: Object.keys(MESSAGE_CATALOGUES.en) },
        SuccessAnswer: envelopeSchema('success', {
          data: {
            description:
              "The answer: each operation gives its schema (`answerSchema(…)` in @hub/contracts; null for `noData()`).",
          },
        }),
        ErrorAnswer: envelopeSchema('error', {
          details: { description: 'The fields at fault, when the code has them.' },
        }),
      },
    },
  };
}
