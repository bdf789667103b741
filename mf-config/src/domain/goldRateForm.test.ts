import { GOLD_TYPES, type GoldRate } from '@hub/contracts';
import { formatAmount, formatDay, goldRateBodies, goldRateErrors, localDay, openingCurrency, rateCurrencies, rowChanged, toGoldRateRows } from './goldRateForm';

const rate = (goldType: GoldRate['goldType'], grams: number, displayRate: number, currency = 'THB'): GoldRate => ({
  goldType,
  grams,
  displayRate,
  currency,
  ratePerGram: displayRate / grams,
  effectiveDate: '2026-11-20',
  createdBy: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

describe('gold rate form (spec section 3 "Gold rate", issue 5 item 8)', () => {
  const current = [rate('24K', 1, 2950), rate('22K', 15.244, 41000), rate('22K', 1, 250, 'AED')];

  it('has a row for every gold type, filled with the rate in force in the chosen currency', () => {
    const rows = toGoldRateRows(current, 'THB');
    expect(rows.map((r) => r.goldType)).toEqual([...GOLD_TYPES]);
    expect(rows[2]).toMatchObject({ goldType: '22K', grams: '15.244', displayRate: '41000' });
    expect(rows[1]).toMatchObject({ goldType: '23K', grams: '', displayRate: '' });
    const dirham = toGoldRateRows(current, 'AED');
    expect(dirham[2]).toMatchObject({ goldType: '22K', grams: '1', displayRate: '250' });
    expect(dirham[0]).toMatchObject({ goldType: '24K', grams: '', displayRate: '' });
  });

  it('offers the stores\' currencies then those with rates, and opens on the chosen, the session store\'s or the most used', () => {
    expect(rateCurrencies(['THB', 'AED', 'THB'], [rate('24K', 1, 600, 'CNY'), rate('22K', 1, 250, 'AED')])).toEqual(['THB', 'AED', 'CNY']);
    expect(rateCurrencies([], [])).toEqual(expect.arrayContaining(['THB', 'USD', 'EUR']));
    expect(openingCurrency(['THB', 'AED'], 'AED', 'THB', ['THB'])).toBe('AED');
    expect(openingCurrency(['THB', 'AED'], 'CNY', 'AED', ['THB'])).toBe('AED');
    expect(openingCurrency(['THB', 'AED'], undefined, undefined, ['AED', 'THB', 'AED'])).toBe('AED');
    expect(openingCurrency(['CNY'], undefined, undefined, [])).toBe('CNY');
  });

  it('When nothing changed, then there is nothing to enter', () => {
    const rows = toGoldRateRows(current, 'THB').map((r) => (r.goldType === '24K' ? { ...r, grams: '1.0' } : r));
    expect(rows.some(rowChanged)).toBe(false);
    expect(goldRateBodies(rows, '2026-11-22', 'THB')).toEqual([]);
  });

  it('When rates change or a new gold type gets one, then each is entered in the currency from the chosen day', () => {
    const rows = toGoldRateRows(current, 'THB').map((r) => {
      if (r.goldType === '24K') return { ...r, displayRate: '3010.5' };
      if (r.goldType === '18K') return { ...r, grams: '1', displayRate: '2210' };
      return r;
    });
    expect(goldRateBodies(rows, '2026-11-22', 'THB')).toEqual([
      { goldType: '24K', grams: 1, displayRate: 3010.5, currency: 'THB', effectiveDate: '2026-11-22' },
      { goldType: '18K', grams: 1, displayRate: 2210, currency: 'THB', effectiveDate: '2026-11-22' },
    ]);
  });

  it('reports missing and impossible numbers of changed rows only', () => {
    const rows = toGoldRateRows(current, 'THB').map((r) => {
      if (r.goldType === '24K') return { ...r, displayRate: '' };
      if (r.goldType === '18K') return { ...r, grams: '0', displayRate: 'abc' };
      return r;
    });
    expect(goldRateErrors(rows)).toEqual({ '24K.displayRate': 'required', '18K.grams': 'invalidNumber', '18K.displayRate': 'invalidNumber' });
  });

  it('shows days, amounts and today in the user\'s language and time zone', () => {
    expect(formatDay('2026-11-20', 'en')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20', 'th')).toContain('2569');
    expect(formatAmount(41000.456, 'en')).toBe('41,000.46');
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
