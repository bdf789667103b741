import { remotePageCases } from '@hub/ui/testing';
import { REPORTS_PAGES } from './routes';

describe("mf-reports's pages follow the page table (spec section 2)", () => {
  const cases = remotePageCases('mf-reports', REPORTS_PAGES);
  it.each(cases.table)('%s built: %s', (pattern, built) => {
    expect(pattern in REPORTS_PAGES).toBe(built);
  });
  it('When a built page opens in any language, with or without a trailing slash, then it is that page', () => {
    expect(cases.unreached()).toEqual([]);
    expect(cases.extra()).toEqual([]);
  });
});
