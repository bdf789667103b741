import { countQuery, listQuery, productListSid, spansStores } from './productListQuery';

const none = { country: null, state: null, city: null, store: null };

describe('product list query (spec section 7, POST /merchant/products/all and .../count)', () => {
  it('When the list shows active products with a search, then active=true and the trimmed text are sent', () => {
    expect(listQuery({ sid: 'BKK', activity: 'active', searchText: '  ring ' }, 50, 25)).toEqual({
      sid: 'BKK',
      active: 'true',
      searchText: 'ring',
      start: 50,
      pageSize: 25,
    });
  });

  it('When all products are wanted and nothing is searched, then active and searchText are left out', () => {
    expect(countQuery({ sid: 'MASTER', activity: 'all', searchText: ' ' })).toEqual({ sid: 'MASTER', active: undefined, searchText: undefined });
    expect(countQuery({ sid: 'MASTER', activity: 'inactive', searchText: '' }).active).toBe('false');
  });

  it('When the location selector picked a store, then the list reads it; else the session store (MASTER: all)', () => {
    expect(productListSid('MASTER', { ...none, country: 'Thailand', store: 'BKK' })).toBe('BKK');
    expect(productListSid('DXB', none)).toBe('DXB');
    expect(productListSid(undefined, none)).toBe('MASTER');
    expect(spansStores('MASTER')).toBe(true);
    expect(spansStores('BKK')).toBe(false);
  });
});
