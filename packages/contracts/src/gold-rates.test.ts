import { goldRateBodySchema, goldRateCurrencies, goldRateFor, goldTypeOf, goldValue, ratePerGram } from './gold-rates';

describe('gold rates', () => {
  const rates = [
    { goldType: '22K' as const, grams: 15.244, displayRate: 41_000, currency: 'THB' },
    { goldType: '18K' as const, grams: 1, displayRate: 2_150.5, currency: 'THB' },
    { goldType: '22K' as const, grams: 1, displayRate: 250, currency: 'AED' },
  ];

  it('when a karat is written in any usual way, then it reads as the gold type', () => {
    expect(goldTypeOf('22k')).toBe('22K');
    expect(goldTypeOf(' 18 KT ')).toBe('18K');
    expect(goldTypeOf(24)).toBe('24K');
    expect(goldTypeOf('925')).toBeUndefined();
    expect(goldTypeOf('')).toBeUndefined();
    expect(goldTypeOf(undefined)).toBeUndefined();
  });

  it('when a product has a known karat, a weight and a rate in its currency, then its value is weight × the rate per gram, 2 fraction digits', () => {
    expect(goldValue('22K', 10, rates, 'THB')).toBe(26895.83);
    expect(goldValue('18k', '3.5', rates, 'THB')).toBe(7526.75);
    expect(goldValue('22K', 10, rates, 'AED')).toBe(2500);
    expect(ratePerGram(41_000, 15.244)).toBe(2689.5828);
  });

  it('when the karat is unknown, the weight is missing or not positive, or there is no rate, then there is no value', () => {
    expect(goldValue('PT950', 10, rates, 'THB')).toBeNull();
    expect(goldValue('22K', null, rates, 'THB')).toBeNull();
    expect(goldValue('22K', 0, rates, 'THB')).toBeNull();
    expect(goldValue('22K', 'heavy', rates, 'THB')).toBeNull();
    expect(goldValue('14K', 5, rates, 'THB')).toBeNull();
  });

  it('when the only rate of the gold type is in another currency, then it does not value the item', () => {
    expect(goldValue('18K', 5, rates, 'AED')).toBeNull();
    expect(goldValue('22K', 5, rates, 'CNY')).toBeNull();
    expect(goldValue('22K', 5, rates, undefined)).toBeNull();
    expect(goldValue('22K', 5, [{ goldType: '22K', grams: 1, displayRate: 2000, currency: null }], 'THB')).toBeNull();
    expect(goldRateFor(rates, '22K', 'AED')?.displayRate).toBe(250);
    expect(goldRateFor(rates, '22K', null)).toBeUndefined();
    expect(goldRateCurrencies([...rates, { currency: null }])).toEqual(['THB', 'AED']);
  });

  it('a rate needs a known gold type, positive grams and rate, an ISO currency and a real date', () => {
    const ok = { goldType: '22K', grams: 1, displayRate: 2500, currency: 'THB' };
    expect(goldRateBodySchema.safeParse(ok).success).toBe(true);
    expect(goldRateBodySchema.safeParse({ ...ok, goldType: '25K' }).success).toBe(false);
    expect(goldRateBodySchema.safeParse({ ...ok, grams: 0 }).success).toBe(false);
    expect(goldRateBodySchema.safeParse({ ...ok, displayRate: -1 }).success).toBe(false);
    expect(goldRateBodySchema.safeParse({ ...ok, effectiveDate: '2026-02-30' }).success).toBe(false);
    expect(goldRateBodySchema.safeParse({ goldType: '22K', grams: 1, displayRate: 2500 }).success).toBe(false);
    expect(goldRateBodySchema.safeParse({ ...ok, currency: 'thb' }).success).toBe(false);
    expect(goldRateBodySchema.safeParse({ ...ok, currency: 'XYZ' }).success).toBe(false);
  });
});
