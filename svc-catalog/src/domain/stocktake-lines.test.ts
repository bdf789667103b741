import { missingLines, reconcile, type CatalogItem } from './stocktake-lines';

const item = (code: string, tag: string | null, sid: string, fields: Record<string, unknown> = {}): CatalogItem => ({
  productCode: code,
  rfidTag: tag,
  sid,
  designNumber: `D-${code}`,
  itemType: 'Ring',
  fields,
});

// Rates of the count's day: 18K at 2,400 THB a gram; 22K quoted for one baht of gold (15.244 g) at 44,000 THB.
const rates = [
  { goldType: '18K' as const, grams: 1, displayRate: 2400, currency: 'THB' },
  { goldType: '22K' as const, grams: 15.244, displayRate: 44_000, currency: 'THB' },
];

describe('a count against the catalogue (issue 12 items 1 and 6)', () => {
  const readItems = [
    item('P1', 'e2000001', 'BKK01', { karat: '18K', netWeight: 3.5, currency: 'THB' }),
    item('P2', 'E2000002', 'CNX01', { karat: '18K', netWeight: 2, currency: 'THB' }),
  ];
  const missingItems = [
    item('P3', 'E2000003', 'BKK01', { karat: '18K', netWeight: 4.25, currency: 'THB' }),
    item('P4', 'E2000004', 'BKK01', { karat: '22k', netWeight: 15.244, currency: 'THB' }),
    item('P5', 'E2000005', 'BKK01', { karat: '22K', goldWeight: '7.622', currency: 'THB' }),
    item('P6', 'E2000006', 'BKK01', { metal: 'silver' }),
  ];
  const result = reconcile({ sid: 'BKK01', tags: ['E2000001', 'E2000002', 'E2999999'], readItems, inScope: new Set(['P1']), missing: missingLines(missingItems, rates), expected: 5, rates });

  it('when a tag is of a product of the count\'s store, then it is counted; of another store, misplaced; of none, unknown', () => {
    expect(result.lines.filter((l) => l.kind !== 'missing').map((l) => [l.kind, l.rfidTag, l.productCode])).toEqual([
      ['counted', 'E2000001', 'P1'],
      ['misplaced', 'E2000002', 'P2'],
      ['unknown', 'E2999999', null],
    ]);
    expect(result.lines.find((l) => l.kind === 'misplaced')?.sid).toBe('CNX01');
  });

  it('when products of the scope were not read, then each is missing with its gold weight and value at the day\'s rate', () => {
    const missing = result.lines.filter((l) => l.kind === 'missing');
    expect(missing.map((l) => [l.productCode, l.karat, l.weight, l.value])).toEqual([
      // 4.25 g × 2,400 = 10,200.00
      ['P3', '18K', 4.25, 10_200],
      // 15.244 g × 44,000 / 15.244 = 44,000.00
      ['P4', '22K', 15.244, 44_000],
      // 7.622 g × 44,000 / 15.244 = 22,000.00
      ['P5', '22K', 7.622, 22_000],
      // no karat, no weight: counted as missing, no gold
      ['P6', null, null, null],
    ]);
  });

  it('when the figures are added up, then they match the hand-computed totals per karat and in all', () => {
    expect(result.summary).toEqual({
      expected: 5,
      counted: 1,
      missing: 4,
      misplaced: 1,
      unknown: 1,
      outOfScope: 0,
      missingWeight: 27.116, // 4.25 + 15.244 + 7.622
      missingValue: 76_200, // 10,200 + 44,000 + 22,000
      currency: 'THB',
      missingByKarat: [
        { karat: '18K', count: 1, weight: 4.25, value: 10_200, currency: 'THB' },
        { karat: '22K', count: 2, weight: 22.866, value: 66_000, currency: 'THB' },
      ],
      likelyMissing: 0,
    });
  });

  it('when missing items are priced in two currencies, then the values are kept per currency and not added across them', () => {
    const mixed = reconcile({
      sid: 'BKK01',
      tags: [],
      readItems: [],
      inScope: new Set(),
      missing: missingLines(
        [item('A', 'E1', 'BKK01', { karat: '18K', netWeight: 1, currency: 'THB' }), item('B', 'E2', 'BKK01', { karat: '18K', netWeight: 1, currency: 'AED' })],
        [...rates, { goldType: '18K' as const, grams: 1, displayRate: 250, currency: 'AED' }],
      ),
      expected: 2,
      rates: [...rates, { goldType: '18K' as const, grams: 1, displayRate: 250, currency: 'AED' }],
    });
    expect(mixed.summary.missingValue).toBeNull();
    expect(mixed.summary.missingWeight).toBe(2);
    expect(mixed.summary.missingByKarat).toEqual([
      { karat: '18K', count: 1, weight: 1, value: 250, currency: 'AED' },
      { karat: '18K', count: 1, weight: 1, value: 2400, currency: 'THB' },
    ]);
  });
});

describe('reads outside the count\'s scope (issue 28 item 5)', () => {
  it('when products of the store outside the scope are read, then they are their own kind, neither counted nor expected', () => {
    const readItems = [item('R1', 'E1', 'BKK01'), item('N1', 'E2', 'BKK01'), item('N2', 'E3', 'BKK01'), item('D1', 'E4', 'DXB01')];
    const result = reconcile({ sid: 'BKK01', tags: ['E1', 'E2', 'E3', 'E4'], readItems, inScope: new Set(['R1']), missing: missingLines([item('R2', 'E5', 'BKK01')], rates), expected: 2, rates });
    expect(result.lines.map((l) => [l.kind, l.productCode])).toEqual([
      ['counted', 'R1'],
      ['outOfScope', 'N1'],
      ['outOfScope', 'N2'],
      ['misplaced', 'D1'],
      ['missing', 'R2'],
    ]);
    expect(result.summary).toMatchObject({ expected: 2, counted: 1, outOfScope: 2, misplaced: 1, missing: 1 });
  });
});
