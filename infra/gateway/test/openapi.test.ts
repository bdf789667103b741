// The OpenAPI document and its page (issue 29 item 6): every route the contracts declare is in the
// document and every operation of the document is a declared route; each carries the permission its
// route enforces, its codes and its schemas; the document is valid OpenAPI 3.1; the page renders it
// from the hub's own origin under the hub's CSP; the tablet flow names only declared operations.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { apiKeysApi, sessionApi, stocktakeApi, stocktakeAppApi } from '@hub/contracts';
import { describeAccess, routeAcceptsApiKeys } from '@hub/service-kit';
import request from 'supertest';
import { declaredEndpoints, openApiPath, operationKey } from '../src';
import { TABLET_FLOW } from '../src/openapi-tablet-flow';
import { DEMO_PASSWORD, useAllInOne } from './support/all-in-one';

type Operation = {
  operationId: string;
  'x-permission': string;
  'x-api-keys': boolean;
  'x-success-codes': string[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: {
    content: { 'application/json': { schema: Record<string, unknown>; examples?: Record<string, unknown> } };
  };
  responses: Record<
    string,
    {
      content?: {
        'application/json': {
          schema: { allOf: [unknown, { properties: { code: { enum: string[] }; data?: Record<string, unknown> } }] };
        };
      } & Record<string, { schema: Record<string, unknown> }>;
    }
  >;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  info: { description: string };
};

jest.setTimeout(300_000);

describe('the OpenAPI document at /api/openapi.json and its page at /api/docs', () => {
  // The document does not depend on the database: PGlite is enough.
  const hub = useAllInOne({ name: 'pglite' });
  let doc: Document;

  beforeAll(async () => {
    const res = await request(hub.url).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.body as Document;
  });

  const operations = (): Map<string, Operation> =>
    new Map(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [operationKey(method, path), op] as const),
      ),
    );

  it('when the document is read, then every declared endpoint is an operation of it and every operation is a declared endpoint', () => {
    const declared = declaredEndpoints();
    expect(declared.length).toBeGreaterThan(100);
    const declaredKeys = new Set(
      declared.map((d) => operationKey(d.endpoint.method, openApiPath(d.endpoint.path))),
    );
    expect(declaredKeys.size).toBe(declared.length);
    const documented = new Set(operations().keys());
    expect([...declaredKeys].filter((k) => !documented.has(k))).toEqual([]);
    expect([...documented].filter((k) => !declaredKeys.has(k))).toEqual([]);
    // And each is a route some service serves, with the operation named after its declaration.
    const routes = hub.gateway.services.flatMap((s) => s.routes);
    expect(routes).toHaveLength(declared.length);
    for (const d of declared)
      expect(
        operations().get(operationKey(d.endpoint.method, openApiPath(d.endpoint.path)))?.operationId,
      ).toBe(`${d.group}.${d.name}`);
  });

  it('when an operation is read, then it has the permission and API-key rule its route enforces, its success codes and its schemas', () => {
    const ops = operations();
    for (const def of hub.gateway.services.flatMap((s) => s.routes)) {
      const op = ops.get(operationKey(def.method, openApiPath(def.path)))!;
      const permission =
        def.permission === 'public' || def.permission === 'authenticated'
          ? def.permission
          : describeAccess(def.permission);
      expect({ route: operationKey(def.method, def.path), permission: op['x-permission'] }).toEqual({
        route: operationKey(def.method, def.path),
        permission,
      });
      expect(op['x-api-keys']).toBe(def.permission !== 'public' && routeAcceptsApiKeys(def));
      expect(op['x-success-codes']).toEqual([...def.endpoint!.codes]);
      if (def.permission !== 'public')
        expect(
          op.responses['403']?.content?.['application/json'].schema.allOf[1].properties.code.enum,
        ).toContain('UAC114');
    }
    const create = ops.get('POST /merchant/store')!;
    expect(create['x-permission']).toBe('STORES_MANAGEMENT_CREATE');
    const body = create.requestBody!.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['code', 'name', 'address', 'tz']));
    expect(body.required).toEqual(expect.arrayContaining(['code', 'name']));
    const update = ops.get('PUT /merchant/store/{code}')!;
    expect(update.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'code', in: 'path', required: true })]),
    );
    const reports = ops.get('GET /merchant/stocktake/reports')!;
    expect(reports.parameters?.map((p) => p.in)).toEqual(expect.arrayContaining(['query']));
  });

  it("when an operation is read, then each success answer carries its declaration's answer: the zod schema as data, or the file's media types", () => {
    const ops = operations();
    const routes = hub.gateway.services.flatMap((s) => s.routes);
    for (const def of routes) {
      const op = ops.get(operationKey(def.method, openApiPath(def.path)))!;
      const successes = Object.entries(op.responses).filter(([status]) => Number(status) < 300);
      expect(successes.length).toBeGreaterThan(0);
      const { schema, file } = def.endpoint!.data;
      for (const [status, response] of successes) {
        const data = response.content?.['application/json']?.schema.allOf[1].properties.data;
        const answer = { op: op.operationId, status, data: data !== undefined, media: Object.keys(response.content ?? {}) };
        expect(answer).toEqual({ op: op.operationId, status, data: schema !== undefined, media: file ? [...file] : ['application/json'] });
      }
    }
    expect(Object.keys(ops.get('GET /merchant/stocktake/reports/{stocktakeId}/items.csv')!.responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(ops.get('GET /media/theme/{merchantId}/{file}')!.responses['200']!.content!)).toEqual(['image/png', 'image/svg+xml']);
    const dataOf = (key: string, status = '200') => ops.get(key)!.responses[status]!.content!['application/json'].schema.allOf[1].properties.data!;
    // The sign-in's tokens and session user, the tablet's saved count, a key's one reveal, no data at all.
    const signIn = dataOf('POST /merchant/user/signin') as { properties: Record<string, { properties?: Record<string, unknown> }>; required: string[] };
    expect(signIn.required).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'user']));
    expect(Object.keys(signIn.properties.user!.properties!)).toEqual(expect.arrayContaining(['roles', 'merchantID', 'passwordChangeRequired']));
    expect(Object.keys((dataOf('POST /merchant/stocktake', '201') as { properties: object }).properties)).toEqual(
      expect.arrayContaining(['stocktakeId', 'readCount', 'newReads', 'tablets']),
    );
    expect((dataOf('POST /merchant/api-keys', '201') as { required: string[] }).required).toContain('key');
    expect(dataOf('DELETE /merchant/user/signout')).toEqual({ type: 'null' });
  });

  it("when an administrator reads every operation that needs no parameters, then each answer is what its declaration's schema (and so the document) says", async () => {
    const admin = await hub.signIn('admin@demo.hub');
    const reads = hub.gateway.services
      .flatMap((s) => s.routes)
      .map((def) => def.endpoint!)
      .filter((e) => e.method === 'GET' && !e.path.includes(':') && e.data.schema && (e.query?.safeParse({}).success ?? true));
    expect(reads.length).toBeGreaterThan(25);
    const parsed: string[] = [];
    for (const e of reads) {
      const res = await request(hub.url).get(e.path).set(admin);
      if (res.status !== 200) continue;
      const problems = e.data.schema!.safeParse(res.body.data).error?.issues.slice(0, 3);
      expect({ path: e.path, problems }).toEqual({ path: e.path, problems: undefined });
      parsed.push(e.path);
    }
    expect(parsed.length).toBeGreaterThan(25);
  });

  it('when a session signed in with a temporary password calls an operation (issue 29 item 3), then the document lists 403 UAC126 for every signed-in operation but the password change, the profile and sign-out', () => {
    const ops = operations();
    const held = (key: string) => ops.get(key)!.responses['403']?.content?.['application/json'].schema.allOf[1].properties.code.enum ?? [];
    expect(held('GET /merchant/users')).toContain('UAC126');
    expect(held('POST /merchant/stocktake')).toContain('UAC126');
    for (const key of ['POST /merchant/user/password', 'GET /merchant/user/profile', 'DELETE /merchant/user/signout']) expect(held(key)).not.toContain('UAC126');
    expect(ops.get('POST /merchant/user/signin')!['x-success-codes']).toEqual(['UAC000', 'UAC012']);
  });

  it('when the tablet flow is read, then its save takes an Idempotency-Key and lists the licence and replay codes, and the flow names only operations of the document', () => {
    const ops = operations();
    const save = ops.get('POST /merchant/stocktake')!;
    expect(save.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
    const codes = (status: string) =>
      save.responses[status]?.content?.['application/json'].schema.allOf[1].properties.code.enum;
    expect(codes('403')).toEqual(expect.arrayContaining(['STR114', 'STR115', 'STR116', 'UAC114']));
    expect(codes('422')).toEqual(['STR117']);
    expect([codes('201'), codes('200')]).toEqual([['STR000'], ['STR001']]); // a new count is 201, an update 200
    expect(codes('409')).toEqual(['STR111', 'STR113']);
    expect(Object.keys(save.requestBody!.content['application/json'].examples ?? {})).toEqual([
      'first',
      'batch',
      'submit',
    ]);
    const ids = new Set([...ops.values()].map((op) => op.operationId));
    for (const id of Object.keys(TABLET_FLOW.operations)) expect(ids).toContain(id);
    expect(doc.info.description).toContain('The tablet flow (worked example)');
    for (const path of [
      '/merchant/api-keys',
      '/merchant/products/stocktake-app',
      '/merchant/stocktake',
      '/merchant/stocktake/reports/{stocktakeId}',
    ])
      expect(doc.paths[path]).toBeDefined();
  });

  it("when a tablet follows the worked example's calls and bodies, then the hub answers as the example says", async () => {
    const flow = TABLET_FLOW.operations;
    const admin = await hub.signIn('admin@demo.hub');
    const signedIn = await request(hub.url).post('/merchant/user/signin').send({ email: 'admin@demo.hub', password: DEMO_PASSWORD });
    expect(sessionApi.signIn.data.schema!.safeParse(signedIn.body.data).error).toBeUndefined();
    const keyBody = flow['apiKeysApi.create']!.examples!.tablets!.value;
    const key = await request(hub.url)
      .post('/merchant/api-keys')
      .set(admin)
      .send(keyBody as object);
    expect([key.status, key.body.code]).toEqual([201, 'CAK001']);
    // The answers are what the declarations' schemas (and so the document) say.
    expect(apiKeysApi.create.data.schema!.safeParse(key.body.data).error).toBeUndefined();
    const tablet = { 'X-API-Key': key.body.data.key as string };
    const data = await request(hub.url).get('/merchant/products/stocktake-app?sid=BKK-SIAM').set(tablet);
    expect([data.status, data.body.code]).toEqual([200, 'STR007']);
    expect(stocktakeAppApi.data.data.schema!.safeParse(data.body.data).error).toBeUndefined();
    const examples = flow['stocktakeApi.save']!.examples!;
    const save = (body: unknown, idempotencyKey: string) =>
      request(hub.url)
        .post('/merchant/stocktake')
        .set(tablet)
        .set('Idempotency-Key', idempotencyKey)
        .send(body as object);
    const first = await save(examples.first!.value, 'openapi-example-1');
    expect([first.status, first.body.code]).toEqual([201, 'STR000']);
    expect(stocktakeApi.save.data.schema!.safeParse(first.body.data).error).toBeUndefined();
    const retry = await save(examples.first!.value, 'openapi-example-1');
    expect([retry.status, retry.headers['idempotent-replayed'], retry.body]).toEqual([
      201,
      'true',
      first.body,
    ]);
    const other = await save(examples.batch!.value, 'openapi-example-1');
    expect([other.status, other.body.code]).toEqual([422, 'STR117']);
    for (const [name, idempotencyKey] of [
      ['batch', 'openapi-example-2'],
      ['submit', 'openapi-example-3'],
    ] as const) {
      const res = await save(examples[name]!.value, idempotencyKey);
      expect([name, res.status, res.body.code]).toEqual([name, 200, 'STR001']);
    }
  });

  it('when the document is checked by an OpenAPI 3.1 linter, then it has no structural error', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config: await createConfig({
        rules: {
          struct: 'error',
          'no-unresolved-refs': 'error',
          'operation-operationId-unique': 'error',
          'path-parameters-defined': 'error',
          'no-identical-paths': 'error',
        },
      }),
    });
    expect(
      problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`),
    ).toEqual([]);
  });

  it('when the page is opened, then it loads the renderer from the hub itself under the hub CSP', async () => {
    const page = await request(hub.url).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/redoc.standalone.js', '/api/docs/init.js']);
    expect(page.text).not.toMatch(/<script>(?!<)/); // no inline script
    const init = await request(hub.url).get('/api/docs/init.js');
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.text).toContain("'/api/openapi.json'");
    expect(init.text).toContain('prefers-color-scheme: dark'); // the page follows the system's dark mode
    const script = await request(hub.url).get('/api/docs/redoc.standalone.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text.length).toBeGreaterThan(100_000);
  });
});
