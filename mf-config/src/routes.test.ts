import { remotePageCases } from '@hub/ui/testing';
import { CONFIG_PAGES } from './routes';

describe("mf-config's pages follow the page table (spec section 2)", () => {
  const cases = remotePageCases('mf-config', CONFIG_PAGES);
  it.each(cases.table)('%s built: %s', (pattern, built) => {
    expect(pattern in CONFIG_PAGES).toBe(built);
  });
  it('When a built page opens in any language, with or without a trailing slash, then it is that page', () => {
    expect(cases.unreached()).toEqual([]);
    expect(cases.extra()).toEqual([]);
  });
});
