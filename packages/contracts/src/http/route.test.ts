import * as http from './index';
import type { Endpoint } from './endpoint';
import type { Route } from './route';

/** Every `…Client` group of zod-free routes with the `…Api` group of the same name. */
const clientGroups = Object.entries(http).filter(([group]) => /Client$/.test(group)) as [string, Record<string, Route>][];

describe('zod-free routes (issue 30 item 3)', () => {
  it('When the sign-in pages call a client route, then it is the method, path and codes of the declared endpoint of that name', () => {
    expect(clientGroups.map(([group]) => group).sort()).toEqual([
      'accountClient',
      'accountVerificationClient',
      'bannerClient',
      'globalConfigClient',
      'importClient',
      'notifyClient',
      'passwordResetClient',
      'registrationClient',
      'sessionBootstrapClient',
      'sessionClient',
      'setupClient',
      'themeConfigClient',
    ]);
    for (const [group, routes] of clientGroups) {
      const api = (http as unknown as Record<string, Record<string, Endpoint>>)[group.replace(/Client$/, 'Api')];
      expect(api).toBeDefined();
      for (const [name, route] of Object.entries(routes)) {
        const declared = api![name];
        expect({ name: `${group}.${name}`, method: route.method, path: route.path, codes: route.codes }).toEqual({
          name: `${group}.${name}`,
          method: declared?.method,
          path: declared?.path,
          codes: declared?.codes,
        });
        // A route is no declaration: no schema of its own (the OpenAPI document lists the endpoint once).
        expect(Object.keys(route).sort()).toEqual(['codes', 'method', 'path']);
      }
    }
  });

  it('When the start takes a part of the session bootstrap from its answer, then the route of the part is the endpoint SESSION_BOOTSTRAP_PARTS names', () => {
    const pick = ({ method, path, codes }: Route) => ({ method, path, codes });
    const parts = Object.keys(http.SESSION_BOOTSTRAP_PARTS) as (keyof typeof http.SESSION_BOOTSTRAP_PARTS)[];
    expect(Object.keys(http.SESSION_BOOTSTRAP_PART_ROUTES).sort()).toEqual([...parts].sort());
    for (const part of parts) expect(pick(http.SESSION_BOOTSTRAP_PART_ROUTES[part])).toEqual(pick(http.SESSION_BOOTSTRAP_PARTS[part]));
  });
});
