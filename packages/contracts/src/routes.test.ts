import { BUILT_PAGE_ROUTES, PAGE_ROUTES, REMOTE_NAMES, isPageBuilt, isPageOf, matchPage, matchPageRoute, mayOpenPage, pathOfPattern } from './routes';

const PREFIXES = ['', '/th', '/zh', '/ar'];

describe('matchPageRoute', () => {
  describe.each(PREFIXES.map((p) => [p || '(none)', p]))('with prefix %s', (_label, prefix) => {
    it.each([
      ['/', '/', 'mf-catalog'],
      ['/products', '/products', 'mf-catalog'],
      ['/products/RING-0042', '/products/:code', 'mf-catalog'],
      ['/reusable-tag-mapping', '/reusable-tag-mapping', 'mf-catalog'],
      ['/printing', '/printing', 'mf-catalog'],
      ['/data-import', '/data-import', 'mf-import'],
      ['/image-import', '/image-import', 'mf-import'],
      ['/erp/7', '/erp/:id', 'mf-import'],
      ['/config/rfid', '/config/rfid', 'mf-config'],
      ['/config/tag-design', '/config/tag-design', 'mf-config'],
      ['/config/gold-rates', '/config/gold-rates', 'mf-config'],
      ['/management/reports', '/management/reports', 'mf-reports'],
      ['/management/reports/empty', '/management/reports/empty', 'mf-reports'],
      ['/management/reports/42', '/management/reports/:id', 'mf-reports'],
      ['/management/location', '/management/location', 'mf-admin'],
      ['/management/user', '/management/user', 'mf-admin'],
      ['/management/roles/new', '/management/roles/new', 'mf-admin'],
      ['/audit-trail', '/audit-trail', 'mf-admin'],
      ['/profile/pin', '/profile/pin', 'shell'],
      ['/setup', '/setup', 'shell'],
      ['/auth/signin', '/auth/signin', 'shell'],
      ['/auth/reset', '/auth/reset', 'shell'],
      ['/auth/reset/abc123', '/auth/reset/:code', 'shell'],
    ])('%s → %s (%s)', (path, pattern, owner) => {
      const route = matchPageRoute(`${prefix}${path === '/' && prefix ? '' : path}`);
      expect(route?.pattern).toBe(pattern);
      expect(route?.owner).toBe(owner);
    });

    it('returns undefined for unknown paths', () => {
      expect(matchPageRoute(`${prefix}/unknown`)).toBeUndefined();
      expect(matchPageRoute(`${prefix}/products/a/b`)).toBeUndefined();
      expect(matchPageRoute(`${prefix}/management`)).toBeUndefined();
      expect(matchPageRoute(`${prefix}/management/reports/42/extra`)).toBeUndefined();
      expect(matchPageRoute(`${prefix}/config`)).toBeUndefined();
    });
  });

  it('prefers /management/reports/empty over /management/reports/:id', () => {
    expect(matchPageRoute('/management/reports/empty')?.pattern).toBe('/management/reports/empty');
    expect(matchPageRoute('/management/reports/42')?.pattern).toBe('/management/reports/:id');
    expect(matchPageRoute('/th/management/reports/empty')?.pattern).toBe('/management/reports/empty');
    expect(matchPageRoute('/ar/management/reports/42')?.pattern).toBe('/management/reports/:id');
  });

  it('prefers the literal /auth/reset-password over /auth/reset/:code', () => {
    expect(matchPageRoute('/auth/reset-password')?.pattern).toBe('/auth/reset-password');
  });

  it('ignores trailing slashes', () => {
    expect(matchPageRoute('/products/')?.pattern).toBe('/products');
    expect(matchPageRoute('/th/')?.pattern).toBe('/');
    expect(matchPageRoute('/zh/management/reports/')?.pattern).toBe('/management/reports');
  });

  it('does not treat look-alike prefixes or /en as locale prefixes', () => {
    expect(matchPageRoute('/thx')).toBeUndefined();
    expect(matchPageRoute('/thx/products')).toBeUndefined();
    expect(matchPageRoute('/en/products')).toBeUndefined();
    expect(matchPageRoute('/th/th/products')).toBeUndefined();
  });

  it('marks the public pages', () => {
    expect(matchPageRoute('/auth/signin')?.public).toBe(true);
    expect(matchPageRoute('/th/login')?.public).toBe(true);
    expect(matchPageRoute('/offline')).toMatchObject({ public: true, layout: 'bare' });
    expect(matchPageRoute('/privacypolicy')).toMatchObject({ public: true, layout: 'info' });
    expect(matchPageRoute('/products')?.public).toBeUndefined();
    expect(matchPageRoute('/setup')?.layout).toBe('setup');
  });
});

describe('isPageOf', () => {
  it('tells which application renders a path', () => {
    expect(isPageOf('mf-admin', '/th/audit-trail')).toBe(true);
    expect(isPageOf('mf-catalog', '/audit-trail')).toBe(false);
    expect(isPageOf('mf-reports', '/ar/management/reports/empty')).toBe(true);
    expect(isPageOf('shell', '/zh/profile')).toBe(true);
    expect(isPageOf('shell', '/nowhere')).toBe(false);
  });
});

describe('PAGE_ROUTES', () => {
  it('has unique patterns and known owners', () => {
    const patterns = PAGE_ROUTES.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const route of PAGE_ROUTES) {
      expect(['shell', ...REMOTE_NAMES]).toContain(route.owner);
    }
  });

  it('every literal pattern matches itself', () => {
    for (const route of PAGE_ROUTES.filter((r) => !r.pattern.includes(':'))) {
      expect(matchPageRoute(route.pattern)).toBe(route);
    }
  });
});

describe('built pages and their permissions', () => {
  it('a page not built yet is not built under any locale prefix', () => {
    for (const prefix of PREFIXES) {
      expect(isPageBuilt(`${prefix}/products`)).toBe(true);
      expect(isPageBuilt(`${prefix}/printing`)).toBe(true);
      for (const route of PAGE_ROUTES.filter((r) => !r.built && !r.pattern.includes(':'))) {
        expect([route.pattern, isPageBuilt(`${prefix}${route.pattern}`)]).toEqual([route.pattern, false]);
      }
    }
    expect(isPageBuilt('/nowhere')).toBe(false);
  });

  it('public pages need no permission; every remote page needs one', () => {
    for (const route of PAGE_ROUTES) {
      if (route.public) expect([route.pattern, route.permission]).toEqual([route.pattern, undefined]);
      if (route.owner !== 'shell') expect([route.pattern, typeof route.permission]).toEqual([route.pattern, 'string']);
    }
  });

  it('mayOpenPage follows the permission, wildcards included', () => {
    const audit = matchPageRoute('/audit-trail')!;
    expect(mayOpenPage(audit, ['ACTIVITIES_READ_PREVIEW_SYSTEM'])).toBe(true);
    expect(mayOpenPage(audit, ['PRODUCTS_READ_PREVIEW'])).toBe(false);
    expect(mayOpenPage(matchPageRoute('/management/user')!, ['**'])).toBe(true);
    expect(mayOpenPage(matchPageRoute('/management/user')!, [])).toBe(false);
    expect(mayOpenPage(matchPageRoute('/profile')!, [])).toBe(true);
    expect(mayOpenPage(matchPageRoute('/products')!, null)).toBe(false);
  });
});

describe('page paths and the built pages the page checks walk', () => {
  it('a path of a pattern fills each parameter, encoded, and matches the pattern', () => {
    expect(pathOfPattern('/products/:code', { code: 'DJ-RG 1' })).toBe('/products/DJ-RG%201');
    expect(pathOfPattern('/erp/:id')).toBe('/erp/id');
    for (const route of PAGE_ROUTES) expect(matchPageRoute(pathOfPattern(route.pattern))?.pattern).toBe(route.pattern);
  });

  it('the built pages are the routes marked built, the sign-in page among them', () => {
    expect(BUILT_PAGE_ROUTES.map((r) => r.pattern)).toEqual(PAGE_ROUTES.filter((r) => r.built).map((r) => r.pattern));
    expect(BUILT_PAGE_ROUTES.map((r) => r.pattern)).toContain('/auth/signin');
    for (const route of PAGE_ROUTES.filter((r) => !r.built)) expect(BUILT_PAGE_ROUTES).not.toContain(route);
  });
});

describe('matchPage: a path as its page and parameters', () => {
  it('When a path has a parameter, then it is decoded; a locale prefix and a trailing slash are allowed', () => {
    expect(matchPage('/th/products/RG%2F001/')).toMatchObject({ route: { pattern: '/products/:code' }, params: { code: 'RG/001' } });
    expect(matchPage('/management/roles/new')).toMatchObject({ route: { pattern: '/management/roles/new' }, params: {} });
  });
  it('When a parameter is malformed or blank, or nothing matches, then there is no page', () => {
    expect(matchPage('/products/%E0%A4%A')).toBeUndefined();
    expect(matchPage('/products/%20')).toBeUndefined();
    expect(matchPage('/no/such/page')).toBeUndefined();
  });
});
