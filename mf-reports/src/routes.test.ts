import { PAGE_ROUTES, isPageOf, splitLocalePath } from '@hub/contracts';
import { reportsPageFor } from './routes';

const pageOf = (pathname: string) => reportsPageFor(splitLocalePath(pathname).path);

describe('mf-reports routes (spec section 2)', () => {
  it('When the path is /management/reports in any language, then the list shows', () => {
    for (const pathname of ['/management/reports', '/th/management/reports', '/zh/management/reports/', '/ar/management/reports']) {
      expect(isPageOf('mf-reports', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('list');
    }
  });

  it('When empty or a report id opens, then the 404 page shows', () => {
    for (const pathname of ['/management/reports/empty', '/th/management/reports/ST-1', '/ar/management/reports/42']) {
      expect(isPageOf('mf-reports', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('notBuilt');
    }
  });
});

describe("the page table says which of mf-reports's pages are built", () => {
  it.each(PAGE_ROUTES.filter((r) => r.owner === 'mf-reports').map((r) => [r.pattern, r.built]))(
    '%s built: %s',
    (pattern, built) => {
      const path = String(pattern).replace(/:[a-z]+/gi, 'X-1');
      expect(reportsPageFor(path) !== 'notBuilt').toBe(built);
    },
  );
});
