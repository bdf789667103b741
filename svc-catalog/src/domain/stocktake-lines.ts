import {
  normaliseTag,
  productCurrency,
  productGoldInputs,
  productGoldValue,
  type GoldRateBasis,
  type KaratDiscrepancy,
  type StocktakeLine,
  type StocktakeSummary,
} from '@hub/contracts';

/**
 * Issue 12 items 1 and 6: a count's reads against the catalogue. A tag of a product of the count's
 * scope (store, filters, active, tagged) is counted; of a product of the store outside the scope,
 * out of scope (issue 28 item 5: neither counted nor expected); of a product of another store,
 * misplaced; of no product, unknown. Products of the scope not read are missing, each with its gold
 * weight and its value at the count day's rate; the summary adds them up per karat.
 */

export interface CatalogItem {
  productCode: string;
  rfidTag: string | null;
  sid: string;
  designNumber: string | null;
  itemType: string | null;
  fields: Readonly<Record<string, unknown>>;
}

export interface Reconciliation {
  lines: StocktakeLine[];
  summary: StocktakeSummary;
}

function lineOf(kind: StocktakeLine['kind'], item: CatalogItem, rates: readonly GoldRateBasis[]): StocktakeLine {
  const gold = productGoldInputs(item.fields);
  const currency = productCurrency(item.fields) ?? null;
  const value = productGoldValue(item.fields, rates, currency ?? undefined);
  return {
    kind,
    rfidTag: item.rfidTag === null ? null : normaliseTag(item.rfidTag),
    productCode: item.productCode,
    sid: item.sid,
    designNumber: item.designNumber,
    itemType: item.itemType,
    karat: gold ? String(gold.goldType ?? gold.karat) : null,
    weight: gold ? gold.weight : null,
    value: value ? value.value : null,
    currency,
    confidence: null,
  };
}

/** The lines of products of the scope no tag was read of, at the count day's rates (a store's thousands are made in turns by the job). */
export function missingLines(items: readonly CatalogItem[], rates: readonly GoldRateBasis[]): StocktakeLine[] {
  return items.map((item) => lineOf('missing', item, rates));
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Missing gold per karat (and currency: values in two currencies are never added), and the totals
 * (a total value only when every valued line shares one currency).
 */
export function missingByKarat(missing: readonly StocktakeLine[]): { byKarat: KaratDiscrepancy[]; weight: number; value: number | null; currency: string | null } {
  const groups = new Map<string, KaratDiscrepancy>();
  for (const line of missing) {
    if (line.karat === null || line.weight === null) continue;
    const key = `${line.karat}\u0000${line.currency ?? ''}`;
    const group = groups.get(key) ?? { karat: line.karat, count: 0, weight: 0, value: null, currency: line.currency };
    group.count += 1;
    group.weight = round(group.weight + line.weight, 3);
    if (line.value !== null) group.value = round((group.value ?? 0) + line.value, 2);
    groups.set(key, group);
  }
  const byKarat = [...groups.values()].sort((a, b) => a.karat.localeCompare(b.karat) || (a.currency ?? '').localeCompare(b.currency ?? ''));
  const currencies = new Set(missing.filter((l) => l.value !== null).map((l) => l.currency));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;
  const valued = missing.filter((l) => l.value !== null);
  return {
    byKarat,
    weight: round(byKarat.reduce((sum, g) => sum + g.weight, 0), 3),
    value: currency === null ? null : round(valued.reduce((sum, l) => sum + (l.value ?? 0), 0), 2),
    currency,
  };
}

export function reconcile(input: {
  sid: string;
  tags: readonly string[];
  /** The products carrying one of the tags (any store). */
  readItems: readonly CatalogItem[];
  /** The product codes of the read products of the count's store that are in its scope. */
  inScope: ReadonlySet<string>;
  /** The lines of the products of the scope no tag was read of (missingLines). */
  missing: readonly StocktakeLine[];
  /** How many products the scope holds. */
  expected: number;
  rates: readonly GoldRateBasis[];
}): Reconciliation {
  const byTag = new Map<string, CatalogItem>();
  for (const item of input.readItems) if (item.rfidTag) byTag.set(normaliseTag(item.rfidTag), item);
  const lines: StocktakeLine[] = [];
  // A product carrying several tags (issue 14) is counted once, on the first of its tags read.
  const seen = new Set<string>();
  for (const raw of input.tags) {
    const tag = normaliseTag(raw);
    const item = byTag.get(tag);
    if (!item) {
      lines.push({ kind: 'unknown', rfidTag: tag, productCode: null, sid: null, designNumber: null, itemType: null, karat: null, weight: null, value: null, currency: null, confidence: null });
      continue;
    }
    const product = `${item.sid}\u0000${item.productCode}`;
    if (seen.has(product)) continue;
    seen.add(product);
    const kind = item.sid !== input.sid ? 'misplaced' : input.inScope.has(item.productCode) ? 'counted' : 'outOfScope';
    lines.push(lineOf(kind, item, input.rates));
  }
  const { missing } = input;
  for (const line of missing) lines.push(line);
  const gold = missingByKarat(missing);
  const count = (kind: StocktakeLine['kind']) => lines.filter((l) => l.kind === kind).length;
  return {
    lines,
    summary: {
      expected: input.expected,
      counted: count('counted'),
      missing: missing.length,
      misplaced: count('misplaced'),
      unknown: count('unknown'),
      outOfScope: count('outOfScope'),
      missingWeight: gold.weight,
      missingValue: gold.value,
      currency: gold.currency,
      missingByKarat: gold.byKarat,
      likelyMissing: 0,
    },
  };
}
