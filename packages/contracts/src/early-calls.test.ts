import * as contracts from './index';
import {
  EARLY_CALL_FRESH_MS,
  PAGE_EARLY_CALLS,
  SESSION_START_CALL,
  cookieValue,
  earlyCallKey,
  earlyCallsOf,
  queryString,
  reportMonthOf,
  savedSession,
} from './early-calls';
import { SESSION_BOOTSTRAP_PARTS } from './http/session-bootstrap';
import { START_ROUTES } from './http/start-routes';
import type { Endpoint } from './http/endpoint';
import { PAGE_ROUTES } from './routes';

/** Every declared endpoint of the contracts (the `*Api` objects). */
function declaredEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  for (const value of Object.values(contracts)) {
    if (!value || typeof value !== 'object') continue;
    for (const member of Object.values(value as Record<string, unknown>)) {
      const e = member as Partial<Endpoint> | null;
      if (e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string' && Array.isArray(e.codes)) found.push(e as Endpoint);
    }
  }
  return found;
}

function token(expSeconds: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'a', exp: expSeconds })}.sig`;
}

const NOW = Date.UTC(2026, 11, 6, 9, 0, 0);
const saved = (state: object) => JSON.stringify({ state, version: 0 });

describe('PAGE_EARLY_CALLS', () => {
  const endpoints = declaredEndpoints();
  const bootstrapPaths = new Set<string>(Object.values(SESSION_BOOTSTRAP_PARTS).map((e) => e.path));

  it.each(Object.keys(PAGE_EARLY_CALLS))('%s is a built remote page whose calls are declared, their query and body as declared, none a part of the session start', (pattern) => {
    const route = PAGE_ROUTES.find((r) => r.pattern === pattern);
    expect(route).toMatchObject({ built: true });
    expect(route?.owner).not.toBe('shell');
    for (const call of PAGE_EARLY_CALLS[pattern]!({ now: new Date(NOW), sid: 'MASTER' })) {
      const endpoint = endpoints.find((e) => e.method === call.method && e.path === call.path);
      expect(endpoint).toBeDefined();
      expect(bootstrapPaths.has(call.path)).toBe(false);
      if (call.query) expect(endpoint?.query?.safeParse(call.query).success).toBe(true);
      if (call.body === undefined) expect(endpoint?.body).toBeUndefined();
      else expect(endpoint?.body?.safeParse(call.body).success).toBe(true);
    }
  });

  it('asks for the reports of the current month', () => {
    expect(reportMonthOf(new Date(2026, 0, 31))).toBe('01-2026');
    expect(earlyCallsOf('/ar/management/reports', { roles: ['**'], sid: '' }, new Date(2026, 11, 6))).toContainEqual(
      expect.objectContaining({ path: '/merchant/stocktake/reports', query: { month: '12-2026' } }),
    );
  });
});

describe('earlyCallsOf', () => {
  const ALL = { roles: ['**'], sid: '' };

  it('starts the session start, then the page calls of a page the user may open, in any language', () => {
    expect(earlyCallsOf('/th', ALL, new Date(NOW)).map((c) => c.path)).toEqual(['/merchant/user/bootstrap', '/merchant/store', '/merchant/products/types-and-count', '/merchant/gold-rates']);
    expect(earlyCallsOf('/data-import', ALL, new Date(NOW)).map((c) => c.path)).toEqual(['/merchant/user/bootstrap', '/merchant/import/jobs', '/merchant/store']);
    // The session start is the shell's own bootstrap route; a page without calls of its own still starts it.
    expect(SESSION_START_CALL).toEqual({ method: START_ROUTES.bootstrap.method, path: START_ROUTES.bootstrap.path });
    expect(earlyCallsOf('/config/rfid', ALL, new Date(NOW))).toEqual([SESSION_START_CALL]);
    // The product list of the session's store, MASTER (all the user's stores) without one.
    expect(earlyCallsOf('/products', { roles: ['**'], sid: 'BKK01' }, new Date(NOW))[1]).toMatchObject({ path: '/merchant/products/all', query: { sid: 'BKK01' } });
    expect(earlyCallsOf('/products', ALL, new Date(NOW))[1]).toMatchObject({ query: { sid: 'MASTER' } });
    // The stores' currencies the list's prices wait for.
    expect(earlyCallsOf('/products', ALL, new Date(NOW)).map((c) => c.path)).toContain('/merchant/store');
  });

  it('starts nothing for a refused page, a public one or an unknown address', () => {
    expect(earlyCallsOf('/data-import', { roles: ['PRODUCTS_READ_PREVIEW'], sid: '' }, new Date(NOW))).toEqual([]);
    expect(earlyCallsOf('/auth/signin', ALL, new Date(NOW))).toEqual([]);
    expect(earlyCallsOf('/nowhere', ALL, new Date(NOW))).toEqual([]);
  });
});

describe('savedSession', () => {
  const live = token(NOW / 1000 + 600);

  it('reads the token and rights of a signed-in session', () => {
    expect(savedSession(saved({ accessToken: live, user: { roles: ['A', 'B'], sid: 'BKK01' } }), NOW)).toEqual({ accessToken: live, roles: ['A', 'B'], sid: 'BKK01' });
  });

  it('has none when signed out, expired or about to be, awaiting a new password, or unreadable', () => {
    expect(savedSession(null, NOW)).toBeUndefined();
    expect(savedSession(saved({ accessToken: null, user: null }), NOW)).toBeUndefined();
    expect(savedSession(saved({ accessToken: token(NOW / 1000 + 2), user: { roles: [] } }), NOW)).toBeUndefined();
    expect(savedSession(saved({ accessToken: live, user: { roles: [], passwordChangeRequired: true } }), NOW)).toBeUndefined();
    expect(savedSession(saved({ accessToken: 'not-a-jwt', user: { roles: [] } }), NOW)).toBeUndefined();
    expect(savedSession('{', NOW)).toBeUndefined();
  });
});

describe('keys', () => {
  it('writes the query as apiClient does and tells calls apart by token and language', () => {
    expect(queryString({ limit: 50, status: undefined, q: 'a b' })).toBe('?limit=50&q=a%20b');
    expect(queryString(undefined)).toBe('');
    const call = { method: 'GET', url: '/merchant/store', authorization: 'Bearer a', language: 'en' };
    expect(earlyCallKey(call)).toBe(earlyCallKey({ ...call }));
    expect(earlyCallKey(call)).not.toBe(earlyCallKey({ ...call, language: 'ar' }));
    expect(earlyCallKey(call)).not.toBe(earlyCallKey({ ...call, authorization: 'Bearer b' }));
    expect(EARLY_CALL_FRESH_MS).toBeGreaterThan(0);
  });

  it('reads a cookie', () => {
    expect(cookieValue('a=1; locale=zh-CN; b=2', 'locale')).toBe('zh-CN');
    expect(cookieValue('a=1', 'locale')).toBeNull();
  });
});
