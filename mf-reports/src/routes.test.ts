import { isPageOf, splitLocalePath } from '@hub/contracts';
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
