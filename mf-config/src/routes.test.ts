import { PAGE_ROUTES, isPageOf, splitLocalePath } from '@hub/contracts';
import { configPageFor, type ConfigPage } from './routes';

const pageOf = (pathname: string) => configPageFor(splitLocalePath(pathname).path);

const BUILT_PAGES: readonly [string, ConfigPage][] = [
  ['/config/global', 'global'],
  ['/config/integrations', 'integrations'],
  ['/config/product-details', 'productDetails'],
  ['/config/filter', 'filter'],
  ['/config/pre-filter', 'preFilter'],
  ['/config/catalog-view', 'catalogView'],
  ['/config/gold-rates', 'goldRates'],
];

describe('mf-config routes (spec section 2)', () => {
  it.each(BUILT_PAGES)('When the path is %s in any language, then the %s page shows', (path, page) => {
    for (const prefix of ['', '/th', '/zh', '/ar']) {
      for (const pathname of [`${prefix}${path}`, `${prefix}${path}/`]) {
        expect(isPageOf('mf-config', pathname)).toBe(true);
        expect(pageOf(pathname)).toBe(page);
      }
    }
  });

  it('When another /config page opens, then the 404 page shows', () => {
    for (const pathname of ['/config/theme', '/th/config/rfid', '/ar/config/notifications']) {
      expect(isPageOf('mf-config', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('notBuilt');
    }
  });
});

describe("the page table says which of mf-config's pages are built", () => {
  it.each(PAGE_ROUTES.filter((r) => r.owner === 'mf-config').map((r) => [r.pattern, r.built]))(
    '%s built: %s',
    (pattern, built) => {
      const path = String(pattern).replace(/:[a-z]+/gi, 'X-1');
      expect(configPageFor(path) !== 'notBuilt').toBe(built);
    },
  );
});
