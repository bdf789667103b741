import { remotePageCases } from '@hub/ui/testing';
import { IMPORT_PAGES } from './routes';

describe("mf-import's pages follow the page table (spec section 2)", () => {
  const cases = remotePageCases('mf-import', IMPORT_PAGES);
  it.each(cases.table)('%s built: %s', (pattern, built) => {
    expect(pattern in IMPORT_PAGES).toBe(built);
  });
  it('When a built page opens in any language, with or without a trailing slash, then it is that page', () => {
    expect(cases.unreached()).toEqual([]);
    expect(cases.extra()).toEqual([]);
  });
});
