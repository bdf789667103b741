import { pageCount, pageOf, shownRange, startOfPage } from './paging';

describe('product list paging (start and pageSize, spec section 7)', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('finds the page of a start and the start of a page, kept within the pages', () => {
    expect(pageOf(0, 25)).toBe(1);
    expect(pageOf(50, 25)).toBe(3);
    expect(startOfPage(3, 25, 95)).toBe(50);
    expect(startOfPage(9, 25, 95)).toBe(75);
    expect(startOfPage(0, 25, 95)).toBe(0);
  });

  it('says which products show: "26–50 of 95"', () => {
    expect(shownRange(25, 25, 95)).toEqual({ from: 26, to: 50, total: 95 });
    expect(shownRange(0, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
