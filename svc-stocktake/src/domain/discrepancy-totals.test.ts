import type { StocktakeSummary } from '@hub/contracts';
import { countTotals, sumTotals } from './discrepancy-totals';

const addDiscrepancies = (summaries: StocktakeSummary[]) => sumTotals(summaries.map(countTotals));

const summary = (over: Partial<StocktakeSummary>): StocktakeSummary => ({
  expected: 0,
  counted: 0,
  missing: 0,
  misplaced: 0,
  unknown: 0,
  outOfScope: 0,
  missingWeight: 0,
  missingValue: 0,
  currency: 'THB',
  missingByKarat: [],
  likelyMissing: 0,
  ...over,
});

describe('discrepancy totals per store and per month (issue 12 item 6)', () => {
  it('When a month has three counts in two currencies, then counts and grams add up, and money adds up per currency, as computed by hand', () => {
    // Bangkok, day 1: 2 missing: 18K 5.5 g worth 9,000.50 THB; 22K 10.25 g worth 20,500 THB.
    const bkk1 = summary({
      expected: 100,
      counted: 98,
      missing: 2,
      likelyMissing: 1,
      misplaced: 1,
      missingWeight: 15.75,
      missingValue: 29_500.5,
      missingByKarat: [
        { karat: '18K', count: 1, weight: 5.5, value: 9_000.5, currency: 'THB' },
        { karat: '22K', count: 1, weight: 10.25, value: 20_500, currency: 'THB' },
      ],
    });
    // Bangkok, day 2: 1 missing: 18K 0.1 g worth 0.2 THB (0.1 + 0.2 must not read 0.30000000000000004).
    const bkk2 = summary({ expected: 100, counted: 99, missing: 1, unknown: 3, missingWeight: 0.1, missingValue: 0.2, missingByKarat: [{ karat: '18K', count: 1, weight: 0.1, value: 0.2, currency: 'THB' }] });
    // Dubai: 1 missing: 22K 20 g worth 4,100 AED.
    const dxb = summary({ expected: 50, counted: 49, missing: 1, missingWeight: 20, missingValue: 4_100, currency: 'AED', missingByKarat: [{ karat: '22K', count: 1, weight: 20, value: 4_100, currency: 'AED' }] });

    expect(addDiscrepancies([bkk1, bkk2, dxb])).toEqual({
      counts: 3,
      expected: 250,
      counted: 246,
      missing: 4,
      likelyMissing: 1,
      misplaced: 1,
      unknown: 3,
      missingWeight: 35.85, // 15.75 + 0.1 + 20
      missingValues: [
        { currency: 'AED', value: 4_100 },
        { currency: 'THB', value: 29_500.7 }, // 29,500.5 + 0.2
      ],
      unvaluedCounts: 0,
      byKarat: [
        { karat: '18K', count: 2, weight: 5.6, value: 9_000.7, currency: 'THB' },
        { karat: '22K', count: 1, weight: 20, value: 4_100, currency: 'AED' },
        { karat: '22K', count: 1, weight: 10.25, value: 20_500, currency: 'THB' },
      ],
    });
  });

  it('When a count had missing items but no gold rate that day, then it is counted as unvalued and its grams still add up', () => {
    const totals = addDiscrepancies([summary({ missing: 1, missingWeight: 3, missingValue: null, missingByKarat: [{ karat: '9K', count: 1, weight: 3, value: null, currency: 'THB' }] })]);
    expect(totals.unvaluedCounts).toBe(1);
    expect(totals.missingValues).toEqual([]);
    expect(totals.byKarat).toEqual([{ karat: '9K', count: 1, weight: 3, value: null, currency: 'THB' }]);
  });

  it('When stores\' totals are added into the month\'s, then the month equals the counts added up at once', () => {
    const a = summary({ missing: 1, missingWeight: 1.1, missingValue: 100, missingByKarat: [{ karat: '18K', count: 1, weight: 1.1, value: 100, currency: 'THB' }] });
    const b = summary({ missing: 2, missingWeight: 2.2, missingValue: 50, currency: 'AED', missingByKarat: [{ karat: '18K', count: 2, weight: 2.2, value: 50, currency: 'AED' }] });
    const c = summary({ missing: 1, missingWeight: 0.3, missingValue: 7, missingByKarat: [{ karat: '18K', count: 1, weight: 0.3, value: 7, currency: 'THB' }] });
    expect(sumTotals([addDiscrepancies([a, c]), addDiscrepancies([b])])).toEqual(addDiscrepancies([a, b, c]));
  });

  it('When there is no count, then everything is zero', () => {
    expect(addDiscrepancies([])).toMatchObject({ counts: 0, missing: 0, missingWeight: 0, missingValues: [], byKarat: [] });
  });
});
