import { API_KEY_PATTERN, EVENT_TYPES, PERMISSIONS, apiKeyPermissions, type ApiKeyReplicaData, type EventEnvelope } from '@hub/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { createApiKeyVerifier, generateApiKey, hashApiKey, type ApiKeyRecord } from '../src/api-keys';
import { createServiceApp } from '../src/app';
import { createEvent, InProcessEventBus } from '../src/bus';
import { migrateSchema } from '../src/db/migrate';
import { createAccessTokens } from '../src/jwt';
import { createServiceEventing } from '../src/eventing';
import { route } from '../src/route';
import { createService } from '../src/service';
import { signTestToken, testClaims, testDatabaseTargets, TEST_JWT_SECRET, type TestDatabase } from '../src/testing';

describe('API key format and hash', () => {
  it('when a key is generated, then it is hub_<8 hex>_<43 base64url>, its prefix starts it, and only its SHA-256 is kept', () => {
    const issued = generateApiKey();
    expect(issued.key).toMatch(API_KEY_PATTERN);
    expect(issued.key.startsWith(`${issued.prefix}_`)).toBe(true);
    expect(issued.prefix).toMatch(/^hub_[0-9a-f]{8}$/);
    expect(issued.hash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    expect(issued.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.hash).not.toContain(issued.key.slice(13));
    expect(hashApiKey(issued.key)).toBe(issued.hash);
  });

  it('when many keys are generated, then no two share a key, a prefix collision does not share a hash', () => {
    const keys = Array.from({ length: 200 }, () => generateApiKey());
    expect(new Set(keys.map((k) => k.key)).size).toBe(200);
    expect(new Set(keys.map((k) => k.hash)).size).toBe(200);
  });
});

describe('API key verifier', () => {
  const record: ApiKeyRecord = { id: 'k1', merchantId: 'DEMO', permissions: ['PRODUCTS_READ_PREVIEW'], status: 'ACTIVE' };

  it('when a key is active, then its record comes back; revoked, unknown or malformed keys give nothing and are not looked up when malformed', async () => {
    const issued = generateApiKey();
    const lookups: string[] = [];
    const rows = new Map<string, ApiKeyRecord>([[issued.hash, record]]);
    const verify = createApiKeyVerifier({ lookup: async (hash) => (lookups.push(hash), rows.get(hash)) });
    expect(await verify(issued.key)).toEqual(record);
    expect(await verify(generateApiKey().key)).toBeUndefined();
    expect(await verify('hub_garbage')).toBeUndefined();
    expect(lookups).toHaveLength(2);
    rows.set(issued.hash, { ...record, status: 'REVOKED' });
    expect(await verify(issued.key)).toBeUndefined();
  });

  it('when a key is used often, then its use is recorded at most once per throttle window', async () => {
    const issued = generateApiKey();
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const uses: string[] = [];
    const verify = createApiKeyVerifier({
      lookup: async () => record,
      recordUse: async (_r, at) => void uses.push(at.toISOString()),
      useThrottleMs: 60_000,
      now: () => new Date(clock),
    });
    await verify(issued.key);
    clock += 30_000;
    await verify(issued.key);
    clock += 30_000;
    await verify(issued.key);
    expect(uses).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-01T10:01:00.000Z']);
  });
});

// A service running alone learns API keys from svc-auth's events and its guard checks them by hash.
describe.each(testDatabaseTargets())('API keys on a service (replica) on %s', (target) => {
  let test: TestDatabase;
  let bus: InProcessEventBus;
  let app: ReturnType<typeof createServiceApp>;
  let stop: () => Promise<void>;
  const published: EventEnvelope[] = [];
  const seen: { apiKeyId: string | null; merchantId: string; sub: string }[] = [];

  beforeAll(async () => {
    test = await target.create();
    await migrateSchema(test.db, 'key_svc', join(__dirname, 'fixtures', 'none'));
    bus = new InProcessEventBus();
    bus.subscribe(EVENT_TYPES.API_KEY_USED, (e) => void published.push(e));
    const eventing = createServiceEventing({ db: test.db, bus, schema: 'key_svc', service: 'svc-key' });
    const apiKeys = eventing.trackApiKeys();
    const handler = async ({ auth, scope, apiKeyId }: { auth: { sub: string }; scope: { merchantId: string }; apiKeyId: string | null }) => {
      seen.push({ apiKeyId, merchantId: scope.merchantId, sub: auth.sub });
      return { code: 'OK', data: { merchant: scope.merchantId } };
    };
    const service = createService({
      name: 'svc-key',
      routes: [
        route({ method: 'get', path: '/merchant/key/products', permission: PERMISSIONS.PRODUCTS_READ_PREVIEW, handler }),
        route({ method: 'get', path: '/merchant/key/reports', permission: PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW, handler }),
        route({ method: 'get', path: '/merchant/key/me', permission: 'authenticated', handler }),
        route({ method: 'get', path: '/merchant/key/manage', permission: PERMISSIONS.PRODUCTS_READ_PREVIEW, apiKeys: false, handler }),
      ],
      auth: { tokens: createAccessTokens(TEST_JWT_SECRET), apiKeys },
      migrate: async () => undefined,
    });
    app = createServiceApp([service]);
    stop = () => eventing.stop();
  }, 180_000);
  afterAll(async () => {
    await stop();
    await test.drop();
  });

  function keyEvent(type: typeof EVENT_TYPES.API_KEY_CREATED | typeof EVENT_TYPES.API_KEY_UPDATED | typeof EVENT_TYPES.API_KEY_REVOKED, merchantId: string, data: ApiKeyReplicaData) {
    return createEvent(type, merchantId, data);
  }

  async function issue(merchantId: string, operations: string[]) {
    const issued = generateApiKey();
    const data: ApiKeyReplicaData = { id: randomUUID(), keyHash: issued.hash, operations, permissions: apiKeyPermissions(operations), status: 'ACTIVE', revision: 1 };
    await bus.publish(keyEvent(EVENT_TYPES.API_KEY_CREATED, merchantId, data));
    return { ...issued, data };
  }

  it('when a key of merchant DEMO calls a route its operations allow, then it acts for DEMO (X-API-Key or Authorization: ApiKey)', async () => {
    const k = await issue('DEMO', ['PRODUCTS_READ']);
    const a = await request(app).get('/merchant/key/products').set('X-API-Key', k.key);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ code: 'OK', data: { merchant: 'DEMO' } });
    const b = await request(app).get('/merchant/key/products').set('Authorization', `ApiKey ${k.key}`);
    expect(b.status).toBe(200);
    expect(seen.at(-1)).toEqual({ apiKeyId: k.data.id, merchantId: 'DEMO', sub: k.data.id });
  });

  it('when a key calls a route its operations do not allow, then 403 UAC114', async () => {
    const k = await issue('DEMO', ['PRODUCTS_READ']);
    const res = await request(app).get('/merchant/key/reports').set('X-API-Key', k.key);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 'error', code: 'UAC114', message: 'You do not have permission for this application' });
  });

  it("when a key calls a user-only route ('authenticated', or apiKeys: false), then 403 UAC114 before the handler runs", async () => {
    const k = await issue('DEMO', ['PRODUCTS_READ']);
    const before = seen.length;
    for (const path of ['/merchant/key/me', '/merchant/key/manage']) {
      const res = await request(app).get(path).set('X-API-Key', k.key);
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'UAC114']);
    }
    expect(seen.length).toBe(before);
    // A user still reaches them.
    const token = signTestToken(testClaims('ADMIN', 'DEMO'));
    expect((await request(app).get('/merchant/key/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it.each([
    ['garbage', { 'X-API-Key': 'garbage' }],
    ['a well-formed unknown key', { 'X-API-Key': generateApiKey().key }],
  ])('when the key is %s, then 401 UAC113', async (_what, headers) => {
    const res = await request(app).get('/merchant/key/products').set(headers);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'error', code: 'UAC113', message: 'Invalid API key' });
  });

  it.each([
    ['an empty key', { 'X-API-Key': '' }],
    ['an empty ApiKey scheme', { Authorization: 'ApiKey ' }],
    ['a bearer scheme without its token', { Authorization: 'Bearer ' }],
    ['a bearer token a client never had', { Authorization: 'Bearer undefined' }],
  ])('when the credential is %s, then 401 UAC109 incomplete authentication (issue 29 item 5)', async (_what, headers) => {
    const res = await request(app).get('/merchant/key/products').set(headers);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'error', code: 'UAC109', message: 'Incomplete authentication' });
  });

  it('when a key comes with a bearer token, then 401 UAC113 (one credential per request)', async () => {
    const k = await issue('DEMO', ['PRODUCTS_READ']);
    const token = signTestToken(testClaims('ADMIN', 'DEMO'));
    const res = await request(app).get('/merchant/key/products').set('X-API-Key', k.key).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UAC113');
  });

  it('when svc-auth revokes the key, then the next call is 401 UAC113; a late older event does not bring it back', async () => {
    const k = await issue('DEMO', ['PRODUCTS_READ']);
    expect((await request(app).get('/merchant/key/products').set('X-API-Key', k.key)).status).toBe(200);
    await bus.publish(keyEvent(EVENT_TYPES.API_KEY_REVOKED, 'DEMO', { ...k.data, status: 'REVOKED', revision: 3 }));
    const res = await request(app).get('/merchant/key/products').set('X-API-Key', k.key);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UAC113');
    await bus.publish(keyEvent(EVENT_TYPES.API_KEY_UPDATED, 'DEMO', { ...k.data, revision: 2 }));
    expect((await request(app).get('/merchant/key/products').set('X-API-Key', k.key)).status).toBe(401);
  });

  it('when the operations of a key change, then the guard follows them', async () => {
    const k = await issue('ACME', ['PRODUCTS_READ']);
    expect((await request(app).get('/merchant/key/reports').set('X-API-Key', k.key)).status).toBe(403);
    const ops = ['STOCK_TAKE_REPORTS_READ'];
    await bus.publish(keyEvent(EVENT_TYPES.API_KEY_UPDATED, 'ACME', { ...k.data, operations: ops, permissions: apiKeyPermissions(ops), revision: 2 }));
    const res = await request(app).get('/merchant/key/reports').set('X-API-Key', k.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ merchant: 'ACME' });
    expect((await request(app).get('/merchant/key/products').set('X-API-Key', k.key)).status).toBe(403);
  });

  it('when a key is used, then the service reports it to svc-auth (api-key-used) without the key or its hash', async () => {
    const k = await issue('DEMO', ['PRODUCTS_READ']);
    await request(app).get('/merchant/key/products').set('X-API-Key', k.key);
    await request(app).get('/merchant/key/products').set('X-API-Key', k.key);
    const deadline = Date.now() + 30_000;
    while (!published.some((e) => (e.data as { id: string }).id === k.data.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const mine = published.filter((e) => (e.data as { id: string }).id === k.data.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ merchantId: 'DEMO', data: { id: k.data.id, service: 'svc-key' } });
    const text = JSON.stringify(mine[0]);
    expect(text).not.toContain(k.key);
    expect(text).not.toContain(k.hash);
  });

  it('when the replica is read, then it holds hashes and never a key', async () => {
    const k = await issue('DEMO', ['STORES_READ']);
    const rows = await test.db.query<Record<string, unknown>>('select * from key_svc.api_key_replicas where id = $1', [k.data.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key_hash: k.hash, merchant_id: 'DEMO', status: 'ACTIVE' });
    expect(JSON.stringify(rows)).not.toContain(k.key);
  });
});
