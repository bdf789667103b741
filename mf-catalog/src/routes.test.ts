import { PAGE_ROUTES, isPageOf, splitLocalePath } from '@hub/contracts';
import { catalogPageFor, catalogRouteFor, productPath } from './routes';

const pageOf = (pathname: string) => catalogPageFor(splitLocalePath(pathname).path);

describe('mf-catalog routes (spec section 2)', () => {
  it('When the path is / in any language, then the dashboard shows', () => {
    for (const pathname of ['/', '/th', '/zh/', '/ar']) {
      expect(isPageOf('mf-catalog', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('dashboard');
    }
  });

  it('When the path is /products in any language, then the product list shows', () => {
    for (const pathname of ['/products', '/th/products', '/zh/products/', '/ar/products']) {
      expect(isPageOf('mf-catalog', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('products');
    }
  });

  it('When the path is /products/:code, then that product\'s page shows with the decoded code', () => {
    expect(isPageOf('mf-catalog', '/th/products/P-1')).toBe(true);
    expect(catalogRouteFor(splitLocalePath('/th/products/P-1').path)).toEqual({ page: 'product', productCode: 'P-1' });
    expect(catalogRouteFor('/products/A%2FB%20C')).toEqual({ page: 'product', productCode: 'A/B C' });
    expect(catalogRouteFor('/products/%E0%A4%A')).toEqual({ page: 'notBuilt' });
    expect(catalogRouteFor('/products/a/b')).toEqual({ page: 'notBuilt' });
  });

  it('When the page is not built yet, then the 404 page shows', () => {
    for (const pathname of ['/reusable-tag-mapping', '/ar/printing']) {
      expect(isPageOf('mf-catalog', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('notBuilt');
    }
  });

  it('links a product with its store', () => {
    expect(productPath('DJ-RG/1', 'BKK')).toBe('/products/DJ-RG%2F1?sid=BKK');
    expect(productPath('P1')).toBe('/products/P1');
  });
});

describe("the page table says which of mf-catalog's pages are built", () => {
  it.each(PAGE_ROUTES.filter((r) => r.owner === 'mf-catalog').map((r) => [r.pattern, r.built]))(
    '%s built: %s',
    (pattern, built) => {
      const path = String(pattern).replace(/:[a-z]+/gi, 'X-1');
      expect(catalogPageFor(path) !== 'notBuilt').toBe(built);
    },
  );
});
