import { remotePageCases } from '@hub/ui/testing';
import { CATALOG_PAGES, productPath } from './routes';

describe("mf-catalog's pages follow the page table (spec section 2)", () => {
  const cases = remotePageCases('mf-catalog', CATALOG_PAGES);
  it.each(cases.table)('%s built: %s', (pattern, built) => {
    expect(pattern in CATALOG_PAGES).toBe(built);
  });
  it('When a built page opens in any language, with or without a trailing slash, then it is that page', () => {
    expect(cases.unreached()).toEqual([]);
    expect(cases.extra()).toEqual([]);
  });
  it('links a product with its store', () => {
    expect(productPath('DJ-RG/1', 'BKK')).toBe('/products/DJ-RG%2F1?sid=BKK');
    expect(productPath('P1')).toBe('/products/P1');
  });
});
