import { EMPTY_STORE_FILTER } from '@hub/contracts';
import { dashboardStores, matchesStoreFilter } from './storeFilter';

const store = (code: string, name: string, country: string, city: string) => ({
  code,
  name,
  address: { country, state: 'S', city, line1: '', zipcode: '' },
});

describe('dashboard stores (spec sections 3 and 5)', () => {
  const stores = [store('MASTER', 'Master', 'TH', 'Bangkok'), store('S2', 'Silom', 'TH', 'Bangkok'), store('S1', 'Dubai Mall', 'AE', 'Dubai')];

  it('When listing stores, then MASTER is left out and the rest are sorted by name', () => {
    expect(dashboardStores(stores, EMPTY_STORE_FILTER).map((s) => s.code)).toEqual(['S1', 'S2']);
  });

  it("When the location filter picks a country, then only its stores stay; null levels are 'All'", () => {
    const filter = { ...EMPTY_STORE_FILTER, country: 'TH' };
    expect(dashboardStores(stores, filter).map((s) => s.code)).toEqual(['S2']);
    expect(matchesStoreFilter(stores[2]!, { ...EMPTY_STORE_FILTER, store: 'S1' })).toBe(true);
    expect(matchesStoreFilter(stores[2]!, { ...EMPTY_STORE_FILTER, city: 'Bangkok' })).toBe(false);
  });
});
