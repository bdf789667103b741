import { pageWindow } from './paging';

describe('the pager of server-paged lists', () => {
  it('When on the first of three pages, then rows 1–20 of 45 and only a next page', () => {
    expect(pageWindow(0, 20, 20, 45)).toEqual({ first: 1, last: 20, total: 45, previousStart: null, nextStart: 20 });
  });
  it('When on the last, partial page, then only a previous page', () => {
    expect(pageWindow(40, 20, 5, 45)).toEqual({ first: 41, last: 45, total: 45, previousStart: 20, nextStart: null });
  });
  it('When nothing matches, then 0–0 and no page either way', () => {
    expect(pageWindow(0, 20, 0, 0)).toEqual({ first: 0, last: 0, total: 0, previousStart: null, nextStart: null });
  });
  it('When the start is not on a page boundary, then previous never goes below 0', () => {
    expect(pageWindow(5, 20, 20, 100).previousStart).toBe(0);
  });
});
