import { goldRateBodySchema, goldTypeOf, goldValue, ratePerGram } from './gold-rates';

describe('gold rates', () => {
  const rates = [
    { goldType: '22K' as const, grams: 15.244, displayRate: 41_000 },
    { goldType: '18K' as const, grams: 1, displayRate: 2_150.5 },
  ];

  it('when a karat is written in any usual way, then it reads as the gold type', () => {
    expect(goldTypeOf('22k')).toBe('22K');
    expect(goldTypeOf(' 18 KT ')).toBe('18K');
    expect(goldTypeOf(24)).toBe('24K');
    expect(goldTypeOf('925')).toBeUndefined();
    expect(goldTypeOf('')).toBeUndefined();
    expect(goldTypeOf(undefined)).toBeUndefined();
  });

  it('when a product has a known karat, a weight and a rate, then its value is weight × the rate per gram, 2 fraction digits', () => {
    expect(goldValue('22K', 10, rates)).toBe(26895.83);
    expect(goldValue('18k', '3.5', rates)).toBe(7526.75);
    expect(ratePerGram(41_000, 15.244)).toBe(2689.5828);
  });

  it('when the karat is unknown, the weight is missing or not positive, or there is no rate, then there is no value', () => {
    expect(goldValue('PT950', 10, rates)).toBeNull();
    expect(goldValue('22K', null, rates)).toBeNull();
    expect(goldValue('22K', 0, rates)).toBeNull();
    expect(goldValue('22K', 'heavy', rates)).toBeNull();
    expect(goldValue('14K', 5, rates)).toBeNull();
  });

  it('a rate needs a known gold type, positive grams and rate, and a real date', () => {
    expect(goldRateBodySchema.safeParse({ goldType: '22K', grams: 1, displayRate: 2500 }).success).toBe(true);
    expect(goldRateBodySchema.safeParse({ goldType: '25K', grams: 1, displayRate: 2500 }).success).toBe(
      false,
    );
    expect(goldRateBodySchema.safeParse({ goldType: '22K', grams: 0, displayRate: 2500 }).success).toBe(
      false,
    );
    expect(goldRateBodySchema.safeParse({ goldType: '22K', grams: 1, displayRate: -1 }).success).toBe(false);
    expect(
      goldRateBodySchema.safeParse({ goldType: '22K', grams: 1, displayRate: 1, effectiveDate: '2026-02-30' })
        .success,
    ).toBe(false);
  });
});
