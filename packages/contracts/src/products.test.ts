import {
  productFiltersBodySchema,
  productListQuerySchema,
  productLookupQuerySchema,
  rfidProductListQuerySchema,
  splitProductExport,
} from './products';

describe('product export text (several CSV files in one answer, spec section 7)', () => {
  const text =
    '--b1\r\nContent-Type: text/csv; charset=utf-8\r\nContent-Disposition: attachment; filename="products-A.csv"\r\n\r\n' +
    '\uFEFFcode,name\r\nP1,"x\r\n--y"\r\n' +
    '\r\n--b1\r\nContent-Type: text/csv; charset=utf-8\r\nContent-Disposition: attachment; filename="products-B.csv"\r\n\r\n' +
    '\uFEFFcode,name\r\n' +
    '\r\n--b1--\r\n';

  it('when the answer is split, then each file keeps its name and exact CSV text', () => {
    expect(splitProductExport(text)).toEqual([
      { filename: 'products-A.csv', csv: '\uFEFFcode,name\r\nP1,"x\r\n--y"\r\n' },
      { filename: 'products-B.csv', csv: '\uFEFFcode,name\r\n' },
    ]);
    expect(splitProductExport(text, 'b1')).toEqual(splitProductExport(text));
  });

  it('when the text is not an export, then there are no files', () => {
    expect(splitProductExport('code,name\r\n')).toEqual([]);
  });
});

describe('product call schemas (spec section 7, Products)', () => {
  it('when a product is looked up, then exactly one of productCode and rfidTag is required', () => {
    expect(productLookupQuerySchema.safeParse({ productCode: 'P1', sid: 'S1' }).success).toBe(true);
    expect(productLookupQuerySchema.safeParse({ rfidTag: 'E2' }).success).toBe(true);
    expect(productLookupQuerySchema.safeParse({ sid: 'S1' }).success).toBe(false);
    expect(productLookupQuerySchema.safeParse({ productCode: 'P1', rfidTag: 'E2' }).success).toBe(false);
  });

  it('when a page is asked, then start and pageSize default to 0 and 50, pageSize at most 500, active is a flag', () => {
    expect(productListQuerySchema.parse({})).toEqual({ start: 0, pageSize: 50 });
    expect(productListQuerySchema.parse({ start: '100', pageSize: '25', active: 'true' })).toEqual({ start: 100, pageSize: 25, active: true });
    expect(productListQuerySchema.safeParse({ pageSize: '501' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ active: 'yes' }).success).toBe(false);
    expect(rfidProductListQuerySchema.parse({ sortPrintingStatus: 'desc' }).sortPrintingStatus).toBe('desc');
  });

  it('when filters are sent, then values, lists and ranges are accepted, anything else refused', () => {
    expect(productFiltersBodySchema.parse({ data: { karat: ['18K'], weight: { from: 1, to: 2 }, sold: false } })).toEqual({
      karat: ['18K'],
      weight: { from: 1, to: 2 },
      sold: false,
    });
    expect(productFiltersBodySchema.safeParse({ data: { weight: { from: 'x' } } }).success).toBe(false);
    expect(productFiltersBodySchema.safeParse({ data: { weight: { min: 1 } } }).success).toBe(false);
    expect(productFiltersBodySchema.safeParse({ data: { nested: { deep: [] } } }).success).toBe(false);
  });
});
