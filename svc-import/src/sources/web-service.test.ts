import { columnsOf, pageUrl, readPath } from './web-service';

describe('readPath', () => {
  const answer = { data: { items: [{ code: 'P1' }], total: 1 }, list: [{ deep: 'x' }] };

  it('When the path is empty, then the answer itself', () => {
    expect(readPath(answer, '')).toBe(answer);
    expect(readPath([1, 2], '')).toEqual([1, 2]);
  });

  it('When the path names nested keys, then the value there', () => {
    expect(readPath(answer, 'data.items')).toEqual([{ code: 'P1' }]);
    expect(readPath(answer, 'data.total')).toBe(1);
    expect(readPath(answer, 'list.0.deep')).toBe('x');
  });

  it('When a step is missing or not an object, then undefined', () => {
    expect(readPath(answer, 'data.rows')).toBeUndefined();
    expect(readPath(answer, 'data.total.value')).toBeUndefined();
    expect(readPath(null, 'data')).toBeUndefined();
    expect(readPath('text', 'length')).toBeUndefined();
  });

  it('When a step names an inherited property, then undefined (only own keys are followed)', () => {
    expect(readPath(answer, 'constructor')).toBeUndefined();
    expect(readPath(answer, 'data.__proto__')).toBeUndefined();
    expect(readPath(answer, 'data.items.length')).toBe(1); // an array's own length, not inherited
  });
});

describe('pageUrl', () => {
  const base = { url: 'https://erp.example/api/products', paging: 'page' as const, pageParam: 'page', sizeParam: 'pageSize', pageSize: 50 };

  it('When paging is none, then the URL as written, without a fragment', () => {
    expect(pageUrl({ ...base, url: 'https://erp.example/api/products?lang=th#top', paging: 'none' }, 0)).toBe('https://erp.example/api/products?lang=th');
  });

  it('When paging by page, then pages are numbered from 1 with the page size', () => {
    expect(pageUrl(base, 0)).toBe('https://erp.example/api/products?page=1&pageSize=50');
    expect(pageUrl(base, 2)).toBe('https://erp.example/api/products?page=3&pageSize=50');
  });

  it('When paging by offset, then offsets are 0, n, 2n with the size', () => {
    const offset = { ...base, paging: 'offset' as const, pageParam: 'start', sizeParam: 'limit', pageSize: 25 };
    expect([0, 1, 2].map((index) => new URL(pageUrl(offset, index)).search)).toEqual(['?start=0&limit=25', '?start=25&limit=25', '?start=50&limit=25']);
  });

  it("When the URL has its own query, then it is kept as written and ours replace a parameter of the same name", () => {
    const url = 'https://erp.example/api/products?q=a+b&filter=type%3Aring&page=9&lang=th';
    expect(pageUrl({ ...base, url }, 1)).toBe('https://erp.example/api/products?q=a+b&filter=type%3Aring&lang=th&page=2&pageSize=50');
  });

  it('When parameter names need encoding, then they are encoded', () => {
    expect(new URL(pageUrl({ ...base, pageParam: 'page[number]', sizeParam: 'page[size]' }, 0)).searchParams.get('page[number]')).toBe('1');
    expect(pageUrl({ ...base, pageParam: 'page[number]', sizeParam: '' }, 0)).toBe('https://erp.example/api/products?page%5Bnumber%5D=1');
  });

  it('When the size parameter is empty, then no size is sent', () => {
    expect(pageUrl({ ...base, sizeParam: '' }, 0)).toBe('https://erp.example/api/products?page=1');
  });

  it('When paging has no page parameter name, then WSC100', () => {
    expect(() => pageUrl({ ...base, pageParam: '' }, 0)).toThrow(expect.objectContaining({ code: 'WSC100' }));
  });
});

describe('columnsOf', () => {
  it('When items have different keys, then their union in the order first seen', () => {
    expect(columnsOf([{ code: 'P1', name: 'แหวน' }, { code: 'P2', karat: '18K', name: 'สร้อย' }, { weight: 1 }])).toEqual(['code', 'name', 'karat', 'weight']);
  });

  it('When there are no items, then no columns', () => {
    expect(columnsOf([])).toEqual([]);
  });
});
