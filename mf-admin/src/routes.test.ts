import { PAGE_ROUTES, isPageOf } from '@hub/contracts';
import { adminPageFor } from './routes';

describe('adminPageFor', () => {
  it('finds each page, with or without a trailing slash', () => {
    expect(adminPageFor('/management/user')).toBe('users');
    expect(adminPageFor('/management/location/')).toBe('stores');
    expect(adminPageFor('/audit-trail')).toBe('auditTrail');
    expect(adminPageFor('/management/roles/preview')).toBe('rolePreview');
    expect(adminPageFor('/management/roles/other')).toBe('notBuilt');
    expect(isPageOf('mf-admin', '/management/roles/other')).toBe(false);
  });
});

describe("the page table says which of mf-admin's pages are built", () => {
  it.each(PAGE_ROUTES.filter((r) => r.owner === 'mf-admin').map((r) => [r.pattern, r.built]))(
    '%s built: %s',
    (pattern, built) => {
      expect(adminPageFor(String(pattern)) !== 'notBuilt').toBe(built);
    },
  );
});
