import { earlyCallsOf, queryString } from '@hub/contracts';
import { INITIAL_PRODUCT_LIST } from '../store/catalogStore';
import { buildProductFilters } from './productFilters';
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

describe('the list as it opens, asked by the entry script (issue 30 item 1)', () => {
  it('When /products opens, then its first list and count calls are the ones PAGE_EARLY_CALLS starts, to the letter', () => {
    const criteria = { sid: 'BKK01', activity: INITIAL_PRODUCT_LIST.activity, searchText: INITIAL_PRODUCT_LIST.searchInput };
    const body = JSON.stringify({ data: buildProductFilters([], INITIAL_PRODUCT_LIST.drafts) });
    const calls = earlyCallsOf('/products', { roles: ['**'], sid: 'BKK01' }, new Date());
    const list = calls.find((c) => c.path === '/merchant/products/all');
    const count = calls.find((c) => c.path === '/merchant/products/count');
    expect(queryString(list!.query)).toBe(queryString(listQuery(criteria, INITIAL_PRODUCT_LIST.start, INITIAL_PRODUCT_LIST.pageSize)));
    expect(queryString(count!.query)).toBe(queryString(countQuery(criteria)));
    expect(JSON.stringify(list!.body)).toBe(body);
    expect(JSON.stringify(count!.body)).toBe(body);
  });
});
