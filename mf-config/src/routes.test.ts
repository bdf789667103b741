import { PAGE_ROUTES, isPageOf, pathOfPattern, splitLocalePath } from '@hub/contracts';
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

  it('renders exactly the pages the page table marks built', () => {
    for (const route of PAGE_ROUTES.filter((r) => r.owner === 'mf-config')) {
      expect([route.pattern, configPageFor(pathOfPattern(route.pattern)) !== 'notBuilt']).toEqual([route.pattern, route.built === true]);
    }
  });
});
