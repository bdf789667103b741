// API keys across the services of the all-in-one gateway (issue 4 item 7): a key svc-auth issues
// works on another service for what its operations allow (403 UAC114 otherwise), is refused with
// 401 UAC113 once revoked or when it is garbage, never reaches DEMO's data when it is ACME's, and
// never reaches a user-only route of any service. The route list comes from the services, like the
// matrices, so a route added later is checked as soon as it is declared.
import { API_KEY_OPERATION_NAMES, apiKeyPermissions, type ApiKeyCreated, type ApiKeySummary } from '@hub/contracts';
import { routeAcceptsApiKeys } from '@hub/service-kit';
import request from 'supertest';
import {
  ACME_MERCHANT,
  DEMO_STORE_CODES,
  VALID_QUERIES,
  declaredRoutes,
  demoLookup,
  describeRouteAccess,
  fillPath,
  invalidRequest,
  isWrite,
  matrixTargets,
  resolveParams,
  roleMayCall,
  signIn,
  startMatrixGateway,
  type MatrixGateway,
} from './support/route-matrix';

describe.each(matrixTargets())('API keys through the gateway on $name', (target) => {
  let m: MatrixGateway;
  let demoAdmin: string;
  let acmeAdmin: string;

  beforeAll(async () => {
    m = await startMatrixGateway(target);
    demoAdmin = (await signIn(m.url, 'admin@demo.hub')).accessToken;
    acmeAdmin = (await signIn(m.url, 'admin@acme.hub')).accessToken;
  }, 180_000);
  afterAll(async () => {
    await m?.close();
  });

  async function createKey(token: string, name: string, allowedOperations: string[]): Promise<ApiKeyCreated> {
    const res = await request(m.url).post('/merchant/api-keys').set('Authorization', `Bearer ${token}`).send({ name, allowedOperations });
    if (res.status !== 201) throw new Error(`create answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as ApiKeyCreated;
  }
  const withKey = (key: string, path: string) => request(m.url).get(path).set('X-API-Key', key);
  const REPORTS = '/merchant/stocktake/reports?month=01-2026';

  it("when DEMO's key may read reports, then svc-stocktake answers it; svc-import refuses what it may not (403 UAC114); svc-auth records the use", async () => {
    const key = await createKey(demoAdmin, 'Reports reader', ['STOCK_TAKE_REPORTS_READ']);
    const reports = await withKey(key.key, REPORTS);
    expect(reports.status).toBe(200);
    expect(reports.body.code).toBe('STR002');
    const jobs = await withKey(key.key, '/merchant/import/jobs?limit=5');
    expect([jobs.status, jobs.body.code, jobs.body.message]).toEqual([403, 'UAC114', 'You do not have permission for this application']);
    // svc-stocktake reported the use to svc-auth (api-key-used): the list shows it.
    const listed = () => request(m.url).get('/merchant/api-keys').set('Authorization', `Bearer ${demoAdmin}`);
    let list = await listed();
    // Up to 30 s: a bound for a busy machine, not a guess at how long the report takes.
    for (const end = Date.now() + 30_000; !(list.body.data as ApiKeySummary[]).find((k) => k.id === key.id)!.lastUsedAt && Date.now() < end; ) {
      await new Promise((r) => setTimeout(r, 50));
      list = await listed();
    }
    expect((list.body.data as ApiKeySummary[]).find((k) => k.id === key.id)!.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(key.key);
  });

  it('when the key is revoked, then every service answers 401 UAC113 at once; garbage too', async () => {
    const key = await createKey(demoAdmin, 'Short-lived', ['STOCK_TAKE_REPORTS_READ', 'IMPORT_JOBS_READ', 'STORES_READ']);
    expect((await withKey(key.key, REPORTS)).status).toBe(200);
    expect((await withKey(key.key, '/merchant/import/jobs?limit=5')).status).toBe(200);
    expect((await withKey(key.key, '/merchant/store')).status).toBe(200);
    const revoked = await request(m.url).delete(`/merchant/api-keys/${key.id}`).set('Authorization', `Bearer ${demoAdmin}`);
    expect(revoked.body).toMatchObject({ code: 'CAK003', data: { status: 'REVOKED' } });
    for (const path of [REPORTS, '/merchant/import/jobs?limit=5', '/merchant/store']) {
      const res = await withKey(key.key, path);
      expect([path, res.status, res.body.code, res.body.message]).toEqual([path, 401, 'UAC113', 'Invalid API key']);
    }
    for (const garbage of ['garbage', `${key.key}x`, key.key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const res = await withKey(garbage, REPORTS);
      expect([res.status, res.body.code]).toEqual([401, 'UAC113']);
    }
  });

  it("when ACME's key reads, then it gets ACME's data only, and asking for DEMO's is refused", async () => {
    const key = await createKey(acmeAdmin, 'ACME integration', ['STORES_READ', 'STOCK_TAKE_REPORTS_READ', 'IMPORT_JOBS_READ']);
    for (const path of ['/merchant/store', '/merchant/store/without-master', '/merchant/store/address', REPORTS, '/merchant/import/jobs?limit=50']) {
      const res = await withKey(key.key, path);
      expect([path, res.status]).toEqual([path, 200]);
      const text = JSON.stringify(res.body);
      for (const code of DEMO_STORE_CODES) expect([path, text.includes(code)]).toEqual([path, false]);
      expect([path, /"DEMO"/.test(text)]).toEqual([path, false]);
    }
    const demo = await withKey(key.key, '/merchant/store/client-hub?merchant=DEMO');
    expect([demo.status, demo.body.code]).toEqual([404, 'UAC106']);
    const own = await withKey(key.key, `/merchant/store/client-hub?merchant=${ACME_MERCHANT}`);
    expect(own.status).toBe(200);
    // DEMO's key list and DEMO's keys are out of reach for ACME's key and admin alike.
    expect((await withKey(key.key, '/merchant/api-keys')).status).toBe(403);
  });

  it('when a key holding every operation calls every declared route, then it passes exactly where the route takes keys and its permissions allow', async () => {
    const key = await createKey(demoAdmin, 'Every operation', [...API_KEY_OPERATION_NAMES]);
    const granted = apiKeyPermissions(API_KEY_OPERATION_NAMES);
    const demo = demoLookup(m.gateway);
    const wrong: string[] = [];
    let checked = 0;
    for (const route of declaredRoutes(m.gateway.services)) {
      if (route.def.permission === 'public') continue;
      const { values, missing } = await resolveParams(route, demo);
      if (missing.length > 0) continue; // the matrices report it
      const allowed = routeAcceptsApiKeys(route.def) && roleMayCall(granted, route.def.permission);
      const invalid = invalidRequest(route.def, values);
      // A write the key may call is only ever sent invalid, so nothing changes.
      if (allowed && isWrite(route.def) && !invalid) {
        wrong.push(`${route.key}: a key may write here and no invalid request exists to check it safely`);
        continue;
      }
      const path = fillPath(route.def.path, invalid?.params ?? values);
      const query = invalid?.query ?? { ...VALID_QUERIES[route.key] };
      const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]]))).toString();
      let req = request(m.url)[route.def.method](qs ? `${path}?${qs}` : path).set('X-API-Key', key.key);
      if (invalid?.body !== undefined) req = req.send(invalid.body as object);
      const res = await req;
      checked++;
      const what = `${route.key} [${describeRouteAccess(route.def.permission)}${routeAcceptsApiKeys(route.def) ? '' : ', user-only'}]`;
      if (!allowed && (res.status !== 403 || res.body.code !== 'UAC114')) wrong.push(`${what}: must be 403 UAC114, answered ${res.status} ${res.body.code}`);
      if (allowed && (res.status === 401 || res.status === 403 || res.status >= 500)) wrong.push(`${what}: allowed, answered ${res.status} ${res.body.code}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
