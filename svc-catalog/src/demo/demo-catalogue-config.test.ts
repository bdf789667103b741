import { GOLD_TYPES, goldRateBodySchema, productDetailsConfigSchema, productDetailsIssues } from '@hub/contracts';
import { DEMO_DATA_MAPPING } from './demo-catalogue';
import { DEMO_PRODUCT_DETAILS, demoGoldRates } from './demo-catalogue-config';

describe('the demo catalogue config', () => {
  it('the details config is valid against the demo data mapping', () => {
    expect(productDetailsConfigSchema.parse(DEMO_PRODUCT_DETAILS)).toEqual(DEMO_PRODUCT_DETAILS);
    expect(productDetailsIssues(DEMO_PRODUCT_DETAILS, DEMO_DATA_MAPPING.fields.map((f) => f.name))).toEqual([]);
  });

  it('gives five weekly rates per gold type, the newest on the given day, finer gold dearer', () => {
    const rates = demoGoldRates('2026-11-22', 'THB');
    expect(rates).toHaveLength(5 * GOLD_TYPES.length);
    for (const rate of rates) expect(goldRateBodySchema.parse(rate)).toEqual(rate);
    const newest = rates.filter((r) => r.effectiveDate === '2026-11-22');
    expect(newest.map((r) => r.goldType)).toEqual([...GOLD_TYPES]);
    const values = newest.map((r) => r.displayRate);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(newest.find((r) => r.goldType === '24K')?.displayRate).toBe(3150);
    expect(rates[0]).toMatchObject({ goldType: '24K', effectiveDate: '2026-10-25' });
    expect(rates[0]!.displayRate).toBeLessThan(3150);
    expect(new Set(rates.map((r) => r.currency))).toEqual(new Set(['THB']));
  });

  it('gives the rates in the currency asked, at the same gold price (dirham and yuan to 2 fraction digits)', () => {
    const newest = (currency: string) => demoGoldRates('2026-11-22', currency).filter((r) => r.effectiveDate === '2026-11-22');
    expect(newest('AED').find((r) => r.goldType === '24K')).toMatchObject({ displayRate: 330.3, currency: 'AED' });
    expect(newest('CNY').find((r) => r.goldType === '24K')).toMatchObject({ displayRate: 639, currency: 'CNY' });
    for (const rate of demoGoldRates('2026-11-22', 'AED')) expect(goldRateBodySchema.parse(rate)).toEqual(rate);
  });
});
