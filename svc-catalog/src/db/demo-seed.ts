import { EVENT_TYPES } from '@hub/contracts';
import { createEvent, type ServiceEventing } from '@hub/service-kit';
import { DEMO_CATALOGUE_SIZES, DEMO_DATA_MAPPING, demoCatalogue, type DemoSeedStore } from '../demo/demo-catalogue';
import { DEMO_PRODUCT_DETAILS, demoGoldRates } from '../demo/demo-catalogue-config';
import { readDataMapping, saveDataMapping } from './data-mapping';
import { goldRateHistory, insertGoldRate } from './gold-rates';
import { readProductDetails, saveProductDetails } from './product-details';
import { insertProducts, merchantHasProducts } from './products';
import { readRfidConfig } from './rfid-config';
import { seedDefaultTagDesigns } from './tag-designs';

/** Who the demo seed records as the author of what it saves. */
export const DEMO_SEED_USER = 'demo-seed';

/** What the seed did for one merchant. */
export interface DemoCatalogueSeeded {
  merchantId: string;
  products: number;
  mappingSaved: boolean;
  detailsSaved: boolean;
  goldRates: number;
  /** Default tag designs added (issue 28 item 4): none when the merchant had designs. */
  tagDesigns: number;
}

/**
 * Gives each demo merchant (DEMO_CATALOGUE_SIZES) its jewellery catalogue over `stores` (merchant
 * id → stores with their currency, as svc-auth seeded them; MASTER holds no products): the data
 * mapping when the merchant has none (published like a saved one, so svc-import maps with it), and
 * the products only when the merchant has none (idempotent), priced in their store's currency; the
 * product details config when it has none, and a month of gold rates in each of its stores'
 * currencies that has none yet, and the default tag designs when it has none (issue 28 item 4).
 * One transaction per merchant; set-based inserts.
 */
export async function seedDemoCatalogue(
  eventing: ServiceEventing,
  stores: Readonly<Record<string, readonly DemoSeedStore[]>>,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<DemoCatalogueSeeded[]> {
  const done: DemoCatalogueSeeded[] = [];
  for (const [merchantId, size] of Object.entries(DEMO_CATALOGUE_SIZES)) {
    const merchantStores = stores[merchantId] ?? [];
    const codes = merchantStores.filter((s) => s.code !== 'MASTER');
    if (codes.length === 0) continue;
    const currencies = [...new Set(merchantStores.map((s) => s.currency))];
    const seeded = await eventing.transaction(async (tx, emit) => {
      let mappingSaved = false;
      if (!(await readDataMapping(tx, merchantId, true))) {
        const revision = await saveDataMapping(tx, merchantId, DEMO_DATA_MAPPING, DEMO_SEED_USER);
        await emit([createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, merchantId, { revision, config: DEMO_DATA_MAPPING })]);
        mappingSaved = true;
      }
      const detailsSaved = !(await readProductDetails(tx, merchantId, true));
      if (detailsSaved) await saveProductDetails(tx, merchantId, DEMO_PRODUCT_DETAILS, DEMO_SEED_USER);
      const rates = [];
      for (const currency of currencies) {
        if ((await goldRateHistory(tx, merchantId, { currency, start: 0, pageSize: 1 })).total === 0) rates.push(...demoGoldRates(today, currency));
      }
      for (const rate of rates) await insertGoldRate(tx, merchantId, rate, DEMO_SEED_USER);
      const tagDesigns = await seedDefaultTagDesigns(tx, merchantId, await readRfidConfig(tx, merchantId));
      const seededConfig = { mappingSaved, detailsSaved, goldRates: rates.length, tagDesigns };
      if (await merchantHasProducts(tx, merchantId)) return { merchantId, products: 0, ...seededConfig };
      const products = demoCatalogue({ prefix: merchantId === 'DEMO' ? 'DJ' : merchantId.slice(0, 2), stores: codes, size, seed: size });
      await insertProducts(tx, merchantId, products);
      return { merchantId, products: products.length, ...seededConfig };
    });
    done.push(seeded);
  }
  return done;
}
