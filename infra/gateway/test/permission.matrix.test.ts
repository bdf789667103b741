// Permission matrix (issue 4): every role of DEFAULT_ROLE_PERMISSIONS (signed in as its DEMO user)
// × every route the services declare → allowed or 403 UAC114, exactly as the role's permissions
// say through contracts' hasPermission, enforced by the server. Each call carries a request the
// route's own schemas refuse, so an allowed call answers 400 without running the handler (nothing
// changes) and a refused one answers 403: route()'s guard runs before validation. A GET that
// nothing can refuse runs for real (reads only); a write that nothing can refuse must be listed in
// UNVALIDATED_WRITES and runs on a throw-away session. The route list comes from the gateway's
// services, so routes added later are in the matrix as soon as they are declared.
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES, serviceForPath, type RoleName } from '@hub/contracts';
import {
  UNVALIDATED_WRITES,
  VALID_QUERIES,
  call,
  declaredRoutes,
  demoLookup,
  describeRouteAccess,
  fillPath,
  invalidRequest,
  isWrite,
  matrixTargets,
  missingFixtureMessage,
  resolveParams,
  roleMayCall,
  signIn,
  startMatrixGateway,
  undeclaredRouterRoutes,
  type Answer,
  type DeclaredRoute,
  type MatrixGateway,
  type SignedIn,
} from './support/route-matrix';

// Each test walks every declared route (hundreds of calls, sign-ins among them): minutes on a 2-core
// machine at load 25, not Jest's 60 s (issue 27 item 4).
jest.setTimeout(300_000);

/** The DEMO user of each role (demo seed of svc-auth). */
const DEMO_USER_OF: Readonly<Record<RoleName, string>> = {
  OWNER: 'owner@demo.hub',
  ADMIN: 'admin@demo.hub',
  STORE_MANAGER: 'storemanager@demo.hub',
  USER: 'user@demo.hub',
  SADMIN: 'sadmin@demo.hub',
  SUPPORT: 'support@demo.hub',
  DEVELOPER: 'developer@demo.hub',
  PRINTING: 'printing@demo.hub',
  STORE_USER: 'storeuser@demo.hub',
};

type Plan =
  | { kind: 'invalid'; path: string; query: Record<string, string | string[]>; body?: unknown; fails: string }
  | { kind: 'read'; path: string; query: Record<string, string> }
  | { kind: 'unvalidated-write'; path: string }
  | { kind: 'impossible'; reason: string };

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.body.code ?? ''}`.trim();
}

describe.each(matrixTargets())('permission matrix (roles × declared routes) on $name', (target) => {
  let m: MatrixGateway;
  let routes: DeclaredRoute[];
  const plans = new Map<string, Plan>();
  const sessions = new Map<RoleName, SignedIn>();
  let covered = 0;

  beforeAll(async () => {
    m = await startMatrixGateway(target);
    routes = declaredRoutes(m.gateway.services);
    const demo = demoLookup(m.gateway);
    for (const route of routes) {
      const { values, missing } = await resolveParams(route, demo);
      if (missing.length > 0) {
        plans.set(route.key, { kind: 'impossible', reason: missingFixtureMessage(route, missing) });
        continue;
      }
      const invalid = invalidRequest(route.def, values);
      if (invalid) plans.set(route.key, { kind: 'invalid', path: fillPath(route.def.path, invalid.params), query: invalid.query, body: invalid.body, fails: invalid.fails });
      else if (!isWrite(route.def)) plans.set(route.key, { kind: 'read', path: fillPath(route.def.path, values), query: { ...VALID_QUERIES[route.key] } });
      else if (UNVALIDATED_WRITES[route.key]) plans.set(route.key, { kind: 'unvalidated-write', path: fillPath(route.def.path, values) });
      else
        plans.set(route.key, {
          kind: 'impossible',
          reason:
            `${route.key} (${route.service}) is a write with no params, query or body schema that a bad request can fail, so the matrix ` +
            `cannot call it without running it: give it a schema, or list it in UNVALIDATED_WRITES of infra/gateway/test/support/route-matrix.ts ` +
            `when running it on a throw-away session is harmless`,
        });
    }
    for (const role of ROLE_NAMES) sessions.set(role, await signIn(m.url, DEMO_USER_OF[role]));
  }, 180_000);

  afterAll(async () => {
    console.info(`permission matrix on ${target.name}: ${routes?.length ?? 0} routes × ${ROLE_NAMES.length} roles, ${covered} role × route calls checked`);
    if (process.env.MATRIX_VERBOSE) {
      const rows = (routes ?? []).map((r) => {
        const plan = plans.get(r.key);
        const how = plan?.kind === 'invalid' ? `invalid ${plan.fails}` : (plan?.kind ?? '?');
        const who = ROLE_NAMES.filter((role) => roleMayCall(DEFAULT_ROLE_PERMISSIONS[role], r.def.permission)).join(',');
        return `${r.key} [${describeRouteAccess(r.def.permission)}] ${how} → ${who}`;
      });
      console.info(rows.join('\n'));
    }
    await m?.close();
  });

  it('when the services are started, then every route they mount is declared with route() and the matrix sees them all', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(m.gateway.services.flatMap(undeclaredRouterRoutes)).toEqual([]);
    // Every service contributes to the matrix (a service whose routes vanish would go unnoticed).
    expect(new Set(routes.map((r) => r.service))).toEqual(new Set(m.gateway.services.map((s) => s.name)));
  });

  it('when the gateway runs as a proxy, then SERVICE_MOUNTS sends every declared route to the service that declares it', () => {
    const misrouted = routes
      .map((r) => ({ key: r.key, declaredBy: r.service, routedTo: serviceForPath(r.def.path.replace(/[:*](\w+)/g, 'x')) ?? 'nothing' }))
      .filter((r) => r.routedTo !== r.declaredBy);
    expect(misrouted).toEqual([]);
  });

  it('when a route is declared, then the matrix can call it (a DEMO value for each path parameter, a request its schemas refuse)', () => {
    const impossible = [...plans.values()].flatMap((p) => (p.kind === 'impossible' ? [p.reason] : []));
    expect(impossible).toEqual([]);
  });

  it('when a DEMO user of each role signs in, then the token carries exactly the role default permissions', () => {
    for (const role of ROLE_NAMES) {
      const session = sessions.get(role)!;
      expect({ role, roleName: session.roleName, merchant: session.merchantID, roles: [...session.roles].sort() }).toEqual({
        role,
        roleName: role,
        merchant: 'DEMO',
        roles: [...DEFAULT_ROLE_PERMISSIONS[role]].sort(),
      });
    }
  });

  it('when no token is sent, then every route but the public ones answers 401', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const plan = plans.get(route.key)!;
      if (plan.kind === 'impossible' || plan.kind === 'unvalidated-write') continue;
      const answer = await call(m.url, route.def.method, plan.path, { query: plan.query, body: plan.kind === 'invalid' ? plan.body : undefined });
      const isPublic = route.def.permission === 'public';
      if (isPublic ? answer.status === 401 || answer.status === 403 : answer.status !== 401) {
        wrong.push(`${route.key} [${describeRouteAccess(route.def.permission)}] without a token answered ${describeAnswer(answer)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([...ROLE_NAMES])('when %s calls every route, then the server allows exactly what the role permissions grant', async (role) => {
    const granted = DEFAULT_ROLE_PERMISSIONS[role];
    const wrong: string[] = [];
    for (const route of routes) {
      const plan = plans.get(route.key)!;
      if (plan.kind === 'impossible') continue; // reported by the test above
      const allowed = roleMayCall(granted, route.def.permission);
      let token = sessions.get(role)!.accessToken;
      let answer: Answer;
      if (plan.kind === 'invalid') {
        answer = await call(m.url, route.def.method, plan.path, { token, query: plan.query, body: plan.body });
      } else if (plan.kind === 'read') {
        answer = await call(m.url, route.def.method, plan.path, { token, query: plan.query });
      } else {
        token = (await signIn(m.url, DEMO_USER_OF[role])).accessToken;
        answer = await call(m.url, route.def.method, plan.path, { token, body: {} });
      }
      covered++;
      const what = `${role} ${route.key} [${describeRouteAccess(route.def.permission)}]`;
      if (!allowed) {
        if (answer.status !== 403 || answer.body.code !== 'UAC114') wrong.push(`${what}: must be refused with 403 UAC114, answered ${describeAnswer(answer)}`);
      } else if (plan.kind === 'invalid') {
        // Allowed: the guard lets it through and validation refuses it, before the handler runs.
        if (answer.status !== 400 || answer.body.code !== 'IP100') wrong.push(`${what}: allowed, so the invalid ${plan.fails} must answer 400 IP100, answered ${describeAnswer(answer)}`);
      } else if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
        wrong.push(`${what}: allowed, answered ${describeAnswer(answer)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
