import { productCounts, shareOf } from './productCounts';

const answer = {
  total: 10,
  types: { RING: 6, BANGLE: 3, '': 1 },
  stores: {
    BKK: { total: 7, types: { RING: 5, BANGLE: 2 } },
    DXB: { total: 3, types: { RING: 1, BANGLE: 1, '': 1 } },
  },
};

describe('dashboard product counts (spec section 3, productTypesAndCount: total and a store map)', () => {
  it('When no store is filtered out, then the answer totals show with stores by count', () => {
    const counts = productCounts(answer, null);
    expect(counts.total).toBe(10);
    expect(counts.types).toEqual([['RING', 6], ['BANGLE', 3], ['', 1]]);
    expect(counts.stores.map((s) => [s.sid, s.total])).toEqual([['BKK', 7], ['DXB', 3]]);
  });

  it('When the location filter keeps some stores, then totals and types are summed over them only', () => {
    const counts = productCounts(answer, ['DXB', 'SHA']);
    expect(counts.total).toBe(3);
    expect(counts.types).toEqual([['', 1], ['BANGLE', 1], ['RING', 1]]);
    expect(counts.stores.map((s) => s.sid)).toEqual(['DXB']);
  });

  it('gives a store its share in whole per cent', () => {
    expect(shareOf(7, 10)).toBe(70);
    expect(shareOf(1, 0)).toBe(0);
  });
});
