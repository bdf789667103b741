import { DEFAULT_GLOBAL_CONFIG, EMPTY_PRODUCT_DETAILS_CONFIG, productGoldInputs } from '@hub/contracts';
import { useApiResource, useHubStore } from '@hub/ui';
import {
  fetchDataMapping,
  fetchGlobalConfig,
  fetchGoldRates,
  fetchProduct,
  fetchProductDetailsConfig,
} from '../../api/catalogApi';
import { productListSid } from '../../domain/productListQuery';
import { useCatalogStore } from '../../store/catalogStore';

/** The store of the product: ?sid= of the link, else the list's store. */
function storeOfPage(fallback: string): string {
  const sid = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('sid');
  return sid && sid.trim() !== '' ? sid : fallback;
}

/**
 * /products/:code's data: the product's full record, the layout (product details sections, field
 * names, image base address) and today's gold rates. A missing product is PD100, never a stand-in.
 */
export function useProductPage(productCode: string) {
  const merchantKey = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const sessionSid = useHubStore((s) => s.user?.sid);
  const storeFilter = useCatalogStore((s) => s.storeFilter);
  const sid = storeOfPage(productListSid(sessionSid, storeFilter));

  const product = useApiResource((signal) => fetchProduct(productCode, sid, signal), `${merchantKey}|${productCode}|${sid}`);
  const layout = useApiResource(async (signal) => {
    const [details, mapping, global] = await Promise.all([
      fetchProductDetailsConfig(signal).catch(() => ({ ...EMPTY_PRODUCT_DETAILS_CONFIG, revision: 0, configured: false })),
      fetchDataMapping(signal).then((m) => m.fields).catch(() => []),
      fetchGlobalConfig(signal).catch(() => DEFAULT_GLOBAL_CONFIG),
    ]);
    return { sections: details.sections, fields: mapping, imageBaseUrl: global.imageBaseUrl };
  }, merchantKey);
  const gold = product.status === 'success' ? productGoldInputs(product.data) : undefined;
  const rates = useApiResource((signal) => (gold ? fetchGoldRates(signal) : Promise.resolve([])), `${merchantKey}|${gold !== undefined}`);

  return {
    sid,
    product,
    sections: layout.status === 'success' ? layout.data.sections : [],
    fields: layout.status === 'success' ? layout.data.fields : [],
    imageBaseUrl: layout.status === 'success' ? layout.data.imageBaseUrl : null,
    layoutReady: layout.status !== 'loading',
    gold,
    rates: rates.status === 'success' ? rates.data : undefined,
  };
}
