// Generates a catalogue CSV like a jewellery merchant's ERP export (issue 11 benchmark):
// 30 columns, rows spread over stores, EPC tags, pipe-separated stone lists, multilingual
// descriptions (Thai, Arabic, Chinese) with quoted commas and the odd line break inside a field.
// Usage: node bench/import/generate-csv.mjs [--rows 1000000] [--stores 20] [--out file.csv] [--variant 0]
// `--variant n` changes every row's price and weight (a re-import where every row changed).
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';

export const HEADER = [
  'STORE', 'PRODUCT_CODE', 'RFID', 'DESIGN_NO', 'ITEM_TYPE', 'ITEM_STATUS', 'KARAT', 'METAL', 'GROSS_WT', 'NET_WT',
  'STONES', 'STONE_WT', 'STONE_CNT', 'COLLECTION', 'PRICE', 'CURRENCY', 'CERT_NO', 'DESCRIPTION', 'SUPPLIER', 'SIZE',
  'COLOR', 'CLARITY', 'CUT', 'SHOWCASE', 'BARCODE', 'SKU', 'CATEGORY', 'SUBCATEGORY', 'LAUNCH_DATE', 'ACTIVE',
];

const TYPES = ['RING', 'NECKLACE', 'BANGLE', 'EARRING', 'PENDANT', 'BRACELET'];
const KARATS = ['14K', '18K', '22K', '24K'];
const METALS = ['Yellow Gold', 'White Gold', 'Rose Gold'];
const STONES = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Pearl'];
const STATUSES = ['IN_STOCK', 'IN_STOCK', 'IN_STOCK', 'RESERVED', 'SOLD'];
const WORDS = ['แหวนทองคำ', 'สร้อยคอ', 'خاتم ذهب', 'قلادة', '金戒指', '项链', 'Classic', 'Heritage', 'Bridal'];

/** A small fast seeded generator (mulberry32), so a run is the same every time. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function storeCodes(stores) {
  return Array.from({ length: stores }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);
}

/** One data row (index n from 1) as CSV text without its line end. */
export function csvRow(n, stores, variant, random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const type = TYPES[n % TYPES.length];
  const sid = stores[n % stores.length];
  const karat = pick(KARATS);
  const gross = (2 + random() * 40 + variant * 0.01).toFixed(2);
  const stones = random() < 0.6 ? [pick(STONES), ...(random() < 0.3 ? [pick(STONES)] : [])].join('|') : '';
  const words = `${pick(WORDS)} ${pick(WORDS)}${random() < 0.2 ? ', ' + pick(WORDS) : ''}${random() < 0.01 ? '\n' + pick(WORDS) : ''}`;
  const price = Math.round(500 + random() * 90000) + variant;
  const code = `P-${type.slice(0, 2)}-${String(n).padStart(7, '0')}`;
  const epc = `3034${n.toString(16).padStart(12, '0')}${(n * 2654435761 >>> 0).toString(16).padStart(8, '0')}`.toUpperCase();
  const status = pick(STATUSES);
  return [
    sid, code, epc, `${type.slice(0, 2)}${1000 + (n % 400)}`, type, status, karat, karat === '24K' ? 'Yellow Gold' : pick(METALS),
    gross, (Number(gross) * 0.9).toFixed(2), stones, stones ? (random() * 3).toFixed(2) : '0', stones ? String(1 + Math.floor(random() * 30)) : '0',
    pick(['Heritage', 'Bridal', 'Everyday', 'Festive']), String(price), 'THB', stones.includes('Diamond') ? `GIA${2200000000 + n}` : '',
    quote(words), pick(['Siam Gold Co.', 'Dubai Bullion', 'Hong Kong Jewel']), String(5 + (n % 20)), pick(['D', 'E', 'F', 'G', '']),
    pick(['VS1', 'VS2', 'SI1', '']), pick(['Excellent', 'Very Good', '']), `SC-${1 + (n % 12)}`, String(8850000000000 + n), `SKU${n}`,
    'Jewellery', type, `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`, status === 'SOLD' ? 'false' : 'true',
  ].join(',');
}

/** Writes `rows` rows to `out`, streamed (bounded memory). */
export async function writeCatalogueCsv({ rows, stores = 20, out, variant = 0, seed = 11 }) {
  await mkdir(dirname(out), { recursive: true });
  const file = createWriteStream(out);
  const codes = storeCodes(stores);
  const random = seeded(seed);
  let chunk = HEADER.join(',') + '\r\n';
  for (let n = 1; n <= rows; n++) {
    chunk += csvRow(n, codes, variant, random) + '\r\n';
    if (chunk.length > 1 << 16) {
      if (!file.write(chunk)) await once(file, 'drain');
      chunk = '';
    }
  }
  file.end(chunk);
  await once(file, 'finish');
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const rows = Number(arg('rows', 1_000_000));
  const out = arg('out', `/tmp/hub-bench-import/catalogue-${rows}.csv`);
  const started = Date.now();
  await writeCatalogueCsv({ rows, stores: Number(arg('stores', 20)), out, variant: Number(arg('variant', 0)) });
  console.log(`${out}: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
