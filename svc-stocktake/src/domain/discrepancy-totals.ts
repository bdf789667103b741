import type { DiscrepancyTotals, KaratDiscrepancy, MoneyTotal, StocktakeSummary } from '@hub/contracts';

/**
 * Issue 12 item 6: the discrepancy of several counts added up (a store's month, or all stores'). Grams
 * add up across stores; money only within one currency; a karat's figures are kept per currency too.
 */

const grams = (g: number) => Math.round(g * 1000) / 1000;
const money = (v: number) => Math.round(v * 100) / 100;
const currencyKey = (c: string | null) => c ?? '';

export function addDiscrepancies(summaries: readonly StocktakeSummary[]): DiscrepancyTotals {
  const values = new Map<string, MoneyTotal>();
  const karats = new Map<string, KaratDiscrepancy>();
  const total: DiscrepancyTotals = {
    counts: summaries.length,
    expected: 0,
    counted: 0,
    missing: 0,
    likelyMissing: 0,
    misplaced: 0,
    unknown: 0,
    missingWeight: 0,
    missingValues: [],
    unvaluedCounts: 0,
    byKarat: [],
  };
  for (const s of summaries) {
    total.expected += s.expected;
    total.counted += s.counted;
    total.missing += s.missing;
    total.likelyMissing += s.likelyMissing;
    total.misplaced += s.misplaced;
    total.unknown += s.unknown;
    total.missingWeight += s.missingWeight;
    if (s.missing > 0 && s.missingValue === null) total.unvaluedCounts += 1;
    if (s.missingValue !== null && s.missingValue !== 0) {
      const at = values.get(currencyKey(s.currency)) ?? { currency: s.currency, value: 0 };
      at.value += s.missingValue;
      values.set(currencyKey(s.currency), at);
    }
    for (const k of s.missingByKarat) {
      const key = `${k.karat}\u0000${currencyKey(k.currency)}`;
      const at = karats.get(key) ?? { karat: k.karat, count: 0, weight: 0, value: null, currency: k.currency };
      at.count += k.count;
      at.weight += k.weight;
      if (k.value !== null) at.value = (at.value ?? 0) + k.value;
      karats.set(key, at);
    }
  }
  total.missingWeight = grams(total.missingWeight);
  total.missingValues = [...values.values()].map((v) => ({ ...v, value: money(v.value) })).sort((a, b) => currencyKey(a.currency).localeCompare(currencyKey(b.currency)));
  total.byKarat = [...karats.values()]
    .map((k) => ({ ...k, weight: grams(k.weight), value: k.value === null ? null : money(k.value) }))
    .sort((a, b) => a.karat.localeCompare(b.karat, 'en', { numeric: true }) || currencyKey(a.currency).localeCompare(currencyKey(b.currency)));
  return total;
}
