import { PRODUCT_COUNT_LIMIT } from '@hub/contracts';
import {
  PAGE_SCAN,
  countAnswer,
  inKeyOrder,
  pageOfScan,
  scanBudget,
} from './product-list';

const key = (productCode: string, sid = 'S1') => ({ sid, productCode });
const keys = (n: number) => Array.from({ length: n }, (_, i) => key(`C${String(i).padStart(4, '0')}`));

describe('the count answer (issue 9: an estimate above a threshold)', () => {
  it('when counting found at most the limit, then the count is exact', () => {
    expect(countAnswer(0)).toEqual({ count: 0, exact: true });
    expect(countAnswer(PRODUCT_COUNT_LIMIT)).toEqual({ count: PRODUCT_COUNT_LIMIT, exact: true });
  });

  it('when counting found one row past the limit, then it answers the limit, not exact (more than that many match)', () => {
    expect(countAnswer(PRODUCT_COUNT_LIMIT + 1)).toEqual({ count: PRODUCT_COUNT_LIMIT, exact: false });
    expect(countAnswer(11, 10)).toEqual({ count: 10, exact: false });
  });
});

describe('the code-order read of a page with a search or filters', () => {
  it('when a page is near the top, then the read looks at ten rows per wanted row, at least PAGE_SCAN.min', () => {
    expect(scanBudget(0, 50)).toBe(PAGE_SCAN.min);
    expect(scanBudget(200, 50)).toBe(2510);
    expect(scanBudget(0, 500)).toBe(5010);
  });

  it('when a page lies so deep that the read would pass PAGE_SCAN.max rows, then there is no read', () => {
    expect(scanBudget(949, 50)).toBe(PAGE_SCAN.max);
    expect(scanBudget(950, 50)).toBeUndefined();
  });

  it('when the read found a row beyond the page, then it settles the page and more follow', () => {
    expect(pageOfScan({ scanned: 1000, matches: keys(51) }, 1000, 0, 50)).toEqual({ keys: keys(50), hasMore: true });
    expect(pageOfScan({ scanned: 1000, matches: keys(31) }, 1000, 20, 10)).toEqual({ keys: keys(30).slice(20), hasMore: true });
  });

  it('when the read ended before its budget, then it saw every row: the page is whatever it found', () => {
    expect(pageOfScan({ scanned: 999, matches: keys(7) }, 1000, 0, 50)).toEqual({ keys: keys(7), hasMore: false });
    expect(pageOfScan({ scanned: 10, matches: keys(3) }, 1000, 50, 50)).toEqual({ keys: [], hasMore: false });
    expect(pageOfScan({ scanned: 0, matches: [] }, 1000, 0, 50)).toEqual({ keys: [], hasMore: false });
  });

  it('when the read used its whole budget and found no row beyond the page, then it cannot settle the page', () => {
    expect(pageOfScan({ scanned: 1000, matches: keys(50) }, 1000, 0, 50)).toBeUndefined();
    expect(pageOfScan({ scanned: 1000, matches: [] }, 1000, 0, 50)).toBeUndefined();
  });
});

describe('rows in key order', () => {
  it('when rows come back in any order, then they are put in key order, missing ones left out', () => {
    const rows = [
      { sid: 'S2', product_code: 'B' },
      { sid: 'S1', product_code: 'A' },
      { sid: 'S1', product_code: 'B' },
    ];
    expect(inKeyOrder(rows, [key('A'), key('B'), key('B', 'S2'), key('Z')])).toEqual([rows[1], rows[2], rows[0]]);
  });
});
