import { ALL_STORES, reportRows, validStoreFilter } from './reportRows';

const st = (stocktakeId: string, sid: string, startTime: string) => ({
  stocktakeId,
  sid,
  startTime,
  status: 'Submitted' as const,
  missingCount: 0,
});

describe('stock-take report rows (spec sections 3 and 9)', () => {
  const rows = [
    st('A', 'BKK', '2026-11-02T03:00:00Z'),
    st('B', 'DXB', '2026-11-05T03:00:00Z'),
    st('C', 'MASTER', '2026-11-06T03:00:00Z'),
    st('D', 'BKK', '2026-11-04T03:00:00Z'),
  ];

  it("When the store filter is 'All', then every store's stock-takes show, newest first, without MASTER", () => {
    expect(reportRows(rows, ALL_STORES).map((r) => r.stocktakeId)).toEqual(['B', 'D', 'A']);
  });

  it('When one store is chosen, then only its stock-takes show', () => {
    expect(reportRows(rows, 'BKK').map((r) => r.stocktakeId)).toEqual(['D', 'A']);
    expect(reportRows(rows, 'CNX')).toEqual([]);
  });

  it("When the chosen store is gone, then the filter falls back to 'All'", () => {
    expect(validStoreFilter('BKK', ['BKK', 'DXB'])).toBe('BKK');
    expect(validStoreFilter('OLD', ['BKK'])).toBe(ALL_STORES);
    expect(validStoreFilter(ALL_STORES, [])).toBe(ALL_STORES);
  });
});
