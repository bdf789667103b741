import { GOLD_TYPES, type GoldRateBody, type GoldType, type ProductDetailsConfig } from '@hub/contracts';
import { demoPerUsd } from './demo-catalogue';

/**
 * What the demo merchants' catalogue screens show on a first start besides the products: the
 * product details dialog's sections and summary, and a month of gold rates (issue 5 item 9).
 */

/** The details dialog of the demo mapping: a tab per section, the stones as a table, a summary. */
export const DEMO_PRODUCT_DETAILS: ProductDetailsConfig = {
  sections: [
    { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'metal', 'grossWeight', 'netWeight'] },
    { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight', 'stoneCount', 'certificateNo'] },
    { sectionName: 'Pricing', multiple: false, sectionFields: ['price', 'currency', 'collection'] },
  ],
  summary: {
    headers: [{ fieldName: 'designNumber' }, { fieldName: 'price' }],
    content: ['karat', 'netWeight', 'collection', 'rfidTag'],
  },
  breakdown: {
    lines: [
      { label: 'Gold', fieldName: 'netWeight' },
      { label: 'Stones', fieldName: 'stoneWeight' },
    ],
    totalField: 'price',
  },
};

/** Gold fineness per type (parts of 1,000): 24K is 999, 18K is 750. */
const FINENESS: Readonly<Record<GoldType, number>> = {
  '24K': 999,
  '23K': 958,
  '22K': 916,
  '21K': 875,
  '18K': 750,
  '14K': 585,
  '10K': 417,
  '9K': 375,
};

/** 24K per gram in US dollars on the newest day (3,150 baht, 330.30 dirham, 639 yuan). */
const FINE_GOLD_USD_PER_GRAM = 90;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A rate per gold type in `currency` every 7 days over the last 28 days up to `today` (YYYY-MM-DD),
 * per gram, drifting up by about 0.6 % a week as gold did; deterministic, so every first start shows
 * the same. Whole units of the currency, but 2 fraction digits below 1,000 (dirham, yuan).
 */
export function demoGoldRates(today: string, currency: string): (GoldRateBody & { effectiveDate: string })[] {
  const rates: (GoldRateBody & { effectiveDate: string })[] = [];
  const finePerGram = FINE_GOLD_USD_PER_GRAM * demoPerUsd(currency);
  const digits = finePerGram < 1000 ? 100 : 1;
  for (let week = 4; week >= 0; week--) {
    const fine = finePerGram * (1 - 0.006 * week);
    for (const goldType of GOLD_TYPES) {
      const displayRate = Math.round(((fine * FINENESS[goldType]) / 999) * digits) / digits;
      rates.push({ goldType, grams: 1, displayRate, currency, effectiveDate: addDays(today, -7 * week) });
    }
  }
  return rates;
}
