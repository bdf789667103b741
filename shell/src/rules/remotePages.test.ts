import { DEFAULT_ROLE_PERMISSIONS, PAGE_ROUTES, type PageOwner } from '@hub/contracts';
import { remoteShowsPage } from './remotePages';

describe('remoteShowsPage: which pages a remote renders (the page table decides)', () => {
  const admin = DEFAULT_ROLE_PERMISSIONS.ADMIN;

  it('a built page of its own, for a signed-in user holding the permission', () => {
    expect(remoteShowsPage('mf-admin', '/management/user', true, admin)).toBe(true);
    expect(remoteShowsPage('mf-admin', '/ar/audit-trail', true, admin)).toBe(true);
    expect(remoteShowsPage('mf-catalog', '/products/RING-1', true, DEFAULT_ROLE_PERMISSIONS.USER)).toBe(true);
  });

  it('not without the permission: the shell shows Access Denied instead', () => {
    expect(remoteShowsPage('mf-admin', '/management/user', true, DEFAULT_ROLE_PERMISSIONS.STORE_USER)).toBe(false);
    expect(remoteShowsPage('mf-admin', '/audit-trail', true, DEFAULT_ROLE_PERMISSIONS.USER)).toBe(false);
    expect(remoteShowsPage('mf-config', '/th/config/global', true, DEFAULT_ROLE_PERMISSIONS.USER)).toBe(false);
  });

  it('not a page that is not built yet, whatever the rights', () => {
    // Every page is built today: each remote page is marked unbuilt in turn (and restored).
    for (const route of PAGE_ROUTES.filter((r) => r.owner !== 'shell') as { pattern: string; owner: PageOwner; built: boolean }[]) {
      const path = route.pattern.replace(/:[a-z]+/g, 'x');
      const built = route.built;
      route.built = false;
      try {
        expect([path, remoteShowsPage(route.owner, path, true, ['**'])]).toEqual([path, false]);
      } finally {
        route.built = built;
      }
    }
  });

  it('not when signed out, nor another remote page', () => {
    expect(remoteShowsPage('mf-admin', '/management/user', false, admin)).toBe(false);
    expect(remoteShowsPage('mf-catalog', '/management/user', true, admin)).toBe(false);
    expect(remoteShowsPage('mf-catalog', '/nowhere', true, admin)).toBe(false);
  });
});
