import { isPageOf, splitLocalePath } from '@hub/contracts';
import { catalogPageFor } from './routes';

const pageOf = (pathname: string) => catalogPageFor(splitLocalePath(pathname).path);

describe('mf-catalog routes (spec section 2)', () => {
  it('When the path is / in any language, then the dashboard shows', () => {
    for (const pathname of ['/', '/th', '/zh/', '/ar']) {
      expect(isPageOf('mf-catalog', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('dashboard');
    }
  });

  it('When the page is not built yet, then the 404 page shows', () => {
    for (const pathname of ['/products', '/th/products/P-1', '/reusable-tag-mapping', '/ar/printing']) {
      expect(isPageOf('mf-catalog', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('notBuilt');
    }
  });
});
