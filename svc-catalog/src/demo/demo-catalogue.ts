import type { DataMappingConfig } from '@hub/contracts';
import type { NewProduct } from '../db/products';

/**
 * The demo jewellery catalogue (issue 5 item 9): a data mapping with the fields a jeweller keeps
 * (karat, metal, gross and net weight, stones, price...) and products generated from a fixed seed,
 * so every start produces the same catalogue.
 */

/** How many products each demo merchant gets. */
export const DEMO_CATALOGUE_SIZES: Readonly<Record<string, number>> = { DEMO: 5000, ACME: 300 };

const field = (
  name: string,
  displayName: string,
  erpField: string,
  type: 'text' | 'number' = 'text',
  filter: { enabled: boolean; range: boolean } = { enabled: false, range: false },
) => ({ name, displayName, erpField, type, visible: true, filter });

const VALUE_FILTER = { enabled: true, range: false };
const RANGE_FILTER = { enabled: true, range: true };

/** The demo merchants' data mapping: valid under every spec section 5 rule (tested). */
export const DEMO_DATA_MAPPING: DataMappingConfig = {
  fields: [
    field('productCode', 'Product code', 'ITEM_CODE'),
    field('rfidTag', 'RFID tag', 'EPC'),
    field('designNumber', 'Design number', 'DESIGN_NO'),
    field('itemType', 'Item type', 'ITEM_TYPE', 'text', VALUE_FILTER),
    field('itemStatus', 'Status', 'STATUS', 'text', VALUE_FILTER),
    field('karat', 'Karat', 'KT', 'text', VALUE_FILTER),
    field('metal', 'Metal', 'METAL', 'text', VALUE_FILTER),
    field('grossWeight', 'Gross weight (g)', 'GWT', 'number', RANGE_FILTER),
    field('netWeight', 'Net weight (g)', 'NWT', 'number', RANGE_FILTER),
    field('stoneType', 'Stones', 'STONES', 'text', VALUE_FILTER),
    field('stoneWeight', 'Stone weight (ct)', 'SWT', 'number', RANGE_FILTER),
    field('stoneCount', 'Stone count', 'SCOUNT', 'number'),
    field('collection', 'Collection', 'COLLECTION', 'text', VALUE_FILTER),
    field('price', 'Price', 'PRICE', 'number', RANGE_FILTER),
    field('currency', 'Currency', 'CURRENCY'),
    field('certificateNo', 'Certificate', 'CERT_NO'),
  ],
  uniqueFields: ['rfidTag'],
  fieldMappings: [
    { inputField: 'STONES', mappedFields: ['stoneType'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|', encoding: 'ASCII' },
  ],
  groups: {
    single: ['productCode', 'rfidTag', 'designNumber', 'itemType', 'itemStatus', 'karat', 'metal', 'grossWeight', 'netWeight', 'stoneWeight', 'stoneCount', 'collection', 'price', 'currency', 'certificateNo'],
    multi: ['stoneType'],
  },
};

/** mulberry32: a small deterministic generator, so the demo is the same on every start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Item type, its code prefix and gross weight range in grams. */
const ITEM_TYPES = [
  ['RING', 'RG', 2, 12, 30],
  ['EARRING', 'ER', 1.5, 8, 20],
  ['NECKLACE', 'NK', 8, 60, 15],
  ['PENDANT', 'PD', 1, 10, 15],
  ['BANGLE', 'BG', 10, 45, 10],
  ['BRACELET', 'BR', 5, 30, 10],
] as const;

const STATUSES = [['IN_STOCK', 70], ['RESERVED', 8], ['ON_MEMO', 7], ['REPAIR', 3], ['SOLD', 12]] as const;
const KARATS = [['14K', 15], ['18K', 40], ['22K', 30], ['24K', 15]] as const;
const PURITY: Readonly<Record<string, number>> = { '14K': 0.585, '18K': 0.75, '22K': 0.916, '24K': 0.999 };
const STONES = [['Diamond', 40], ['Ruby', 10], ['Sapphire', 10], ['Emerald', 8], ['Pearl', 7]] as const;
const COLLECTIONS = ['Bridal', 'Heritage', 'Everyday', 'Festive', 'Signature', 'Lotus'] as const;
/** Price per gram of fine gold and per carat of stone, in USD (orders of magnitude for a demo). */
const GOLD_USD_PER_GRAM = 85;
const STONE_USD_PER_CARAT: Readonly<Record<string, number>> = { Diamond: 2400, Ruby: 900, Sapphire: 700, Emerald: 800, Pearl: 120 };

/** Units of the demo's currencies per US dollar (orders of magnitude for a demo); 1 for any other. */
const PER_USD: Readonly<Record<string, number>> = { THB: 35, AED: 3.67, CNY: 7.1 };

/** How many units of `currency` a US dollar buys in the demo. */
export function demoPerUsd(currency: string): number {
  return PER_USD[currency] ?? 1;
}

/** A demo store as the seed gets it from svc-auth's demo data: its code and currency (ISO 4217). */
export interface DemoSeedStore {
  code: string;
  currency: string;
}

export interface DemoCatalogueOptions {
  /** Prefix of the product codes, e.g. 'DJ'. */
  prefix: string;
  /** The merchant's stores (not MASTER), in the order their shares are given; items are priced in their store's currency. */
  stores: readonly DemoSeedStore[];
  size: number;
  seed: number;
}

/**
 * The demo ships no product images, so it names none: a name is an image request, and one with no
 * image behind it answered 404 (98 on the first page of /products: issue 30 item 3); without one the
 * page shows /no-Image.png at once. The draw that gave half the products a name is still made, in its
 * place, so every other value of the seeded catalogue is the one it was.
 */
function noImageName(random: () => number): string[] {
  random();
  return [];
}

/**
 * A realistic jewellery catalogue: codes like DJ-RG-000123, 96-bit EPC tags (24 hex digits),
 * design numbers shared by a few pieces, karat and metal, gross and net weight, stones with their
 * weight, a price in the store's currency; about 1 in 8 sold (inactive); no image names (the demo has no images).
 */
export function demoCatalogue(options: DemoCatalogueOptions): NewProduct[] {
  const random = seededRandom(options.seed);
  const products: NewProduct[] = [];
  const storeShares = options.stores.map((store, i) => [store, options.stores.length - i + 2] as const);
  for (let n = 1; n <= options.size; n++) {
    const [itemType, code, minWeight, maxWeight] = weighted(random, ITEM_TYPES.map((t) => [t, t[4]] as const));
    const { code: sid, currency } = weighted(random, storeShares);
    const karat = weighted(random, KARATS);
    const metal = karat === '22K' || karat === '24K' ? 'Yellow Gold' : weighted(random, [['Yellow Gold', 5], ['White Gold', 3], ['Rose Gold', 2]] as const);
    const grossWeight = round(minWeight + random() * (maxWeight - minWeight), 2);
    const hasStones = karat !== '24K' && random() < 0.6;
    const stoneType = hasStones ? [weighted(random, STONES), ...(random() < 0.25 ? [weighted(random, STONES)] : [])] : [];
    const uniqueStones = [...new Set(stoneType)];
    const stoneCount = hasStones ? 1 + Math.floor(random() * (itemType === 'NECKLACE' || itemType === 'BANGLE' ? 40 : 12)) : 0;
    const stoneWeight = hasStones ? round(0.05 + random() * Math.min(3, stoneCount * 0.25), 2) : 0;
    const netWeight = round(Math.max(0.5, grossWeight - stoneWeight * 0.2), 2);
    const status = weighted(random, STATUSES);
    const perUsd = demoPerUsd(currency);
    const usd =
      netWeight * GOLD_USD_PER_GRAM * PURITY[karat]! * 1.35 +
      uniqueStones.reduce((sum, s) => sum + (STONE_USD_PER_CARAT[s] ?? 0) * (stoneWeight / uniqueStones.length), 0);
    const productCode = `${options.prefix}-${code}-${String(n).padStart(6, '0')}`;
    const designNumber = `${code}${String(1000 + Math.floor(random() * 400)).padStart(4, '0')}`;
    const epc = `3034${String(n).padStart(8, '0')}${Math.floor(random() * 0xffffffff).toString(16).padStart(8, '0')}${(n % 0xffff).toString(16).padStart(4, '0')}`.toUpperCase();
    products.push({
      sid,
      productCode,
      rfidTag: random() < 0.92 ? epc : null,
      designNumber,
      itemType,
      itemStatus: status,
      active: status !== 'SOLD',
      imageName: noImageName(random),
      isMapped: random() < 0.8,
      printingStatus: weighted(random, [['PRINTED', 75], ['NOT_PRINTED', 20], ['FAILED', 5]] as const),
      fields: {
        karat,
        metal,
        grossWeight,
        netWeight,
        stoneType: uniqueStones,
        stoneWeight,
        stoneCount,
        collection: COLLECTIONS[Math.floor(random() * COLLECTIONS.length)]!,
        price: Math.round((usd * perUsd) / 10) * 10,
        currency,
        ...(uniqueStones.includes('Diamond') && stoneWeight >= 0.3 ? { certificateNo: `GIA${2200000000 + n * 7919}` } : {}),
      },
    });
  }
  return products;
}
