import { PAGE_ROUTES, isPageOf, splitLocalePath } from '@hub/contracts';
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
});

describe("the page table says which of mf-import's pages are built", () => {
  it.each(PAGE_ROUTES.filter((r) => r.owner === 'mf-import').map((r) => [r.pattern, r.built]))(
    '%s built: %s',
    (pattern, built) => {
      const path = String(pattern).replace(/:[a-z]+/gi, 'X-1');
      expect(importPageFor(path) !== 'notBuilt').toBe(built);
    },
  );
});
