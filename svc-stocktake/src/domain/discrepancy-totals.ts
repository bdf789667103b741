import type { DiscrepancyTotals, KaratDiscrepancy, MoneyTotal, StocktakeSummary } from '@hub/contracts';

/**
 * Issue 12 item 6: the discrepancy of several counts added up (a store's month, or all stores'). Grams
 * add up across stores; money only within one currency; a karat's figures are kept per currency too.
 */

const grams = (g: number) => Math.round(g * 1000) / 1000;
const money = (v: number) => Math.round(v * 100) / 100;
const currencyKey = (c: string | null) => c ?? '';

export const NO_DISCREPANCY: DiscrepancyTotals = {
  counts: 0,
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

/** One count's figures as totals of one count. */
export function countTotals(s: StocktakeSummary): DiscrepancyTotals {
  return {
    counts: 1,
    expected: s.expected,
    counted: s.counted,
    missing: s.missing,
    likelyMissing: s.likelyMissing,
    misplaced: s.misplaced,
    unknown: s.unknown,
    missingWeight: s.missingWeight,
    missingValues: s.missingValue !== null && s.missingValue !== 0 ? [{ currency: s.currency, value: s.missingValue }] : [],
    unvaluedCounts: s.missing > 0 && s.missingValue === null ? 1 : 0,
    byKarat: s.missingByKarat,
  };
}

/** Totals added up: a store's counts, or every store's totals into the month's. */
export function sumTotals(parts: readonly DiscrepancyTotals[]): DiscrepancyTotals {
  const values = new Map<string, MoneyTotal>();
  const karats = new Map<string, KaratDiscrepancy>();
  const total = { ...NO_DISCREPANCY };
  for (const p of parts) {
    total.counts += p.counts;
    total.expected += p.expected;
    total.counted += p.counted;
    total.missing += p.missing;
    total.likelyMissing += p.likelyMissing;
    total.misplaced += p.misplaced;
    total.unknown += p.unknown;
    total.missingWeight += p.missingWeight;
    total.unvaluedCounts += p.unvaluedCounts;
    for (const v of p.missingValues) {
      const at = values.get(currencyKey(v.currency)) ?? { currency: v.currency, value: 0 };
      at.value += v.value;
      values.set(currencyKey(v.currency), at);
    }
    for (const k of p.byKarat) {
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
