import { PAGE_ROUTES, isPageOf, pathOfPattern, splitLocalePath } from '@hub/contracts';
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

  it('renders exactly the pages the page table marks built', () => {
    for (const route of PAGE_ROUTES.filter((r) => r.owner === 'mf-reports')) {
      expect([route.pattern, reportsPageFor(pathOfPattern(route.pattern)) !== 'notBuilt']).toEqual([route.pattern, route.built === true]);
    }
  });
});
