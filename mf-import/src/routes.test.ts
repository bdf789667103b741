import { PAGE_ROUTES, isPageOf, pathOfPattern, splitLocalePath } from '@hub/contracts';
import { importPageFor } from './routes';

const pageOf = (pathname: string) => importPageFor(splitLocalePath(pathname).path);

describe('mf-import routes (spec section 2)', () => {
  it('When the path is /data-import in any language, then the import overview shows', () => {
    for (const pathname of ['/data-import', '/th/data-import', '/zh/data-import/', '/ar/data-import']) {
      expect(isPageOf('mf-import', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('dataImport');
    }
  });

  it('When image import or an ERP page opens, then the 404 page shows', () => {
    for (const pathname of ['/image-import', '/th/erp', '/ar/erp/42']) {
      expect(isPageOf('mf-import', pathname)).toBe(true);
      expect(pageOf(pathname)).toBe('notBuilt');
    }
  });

  it('renders exactly the pages the page table marks built', () => {
    for (const route of PAGE_ROUTES.filter((r) => r.owner === 'mf-import')) {
      expect([route.pattern, importPageFor(pathOfPattern(route.pattern)) !== 'notBuilt']).toEqual([route.pattern, route.built === true]);
    }
  });
});
