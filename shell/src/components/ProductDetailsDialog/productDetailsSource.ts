import {
  EMPTY_PRODUCT_DETAILS_CONFIG,
  ProductCache,
  dataMappingApi,
  globalConfigApi,
  goldRatesApi,
  productDetailsConfigApi,
  productsApi,
  type GoldRate,
  type Product,
  type ProductDetailsConfig,
  type ProductField,
  type SessionUser,
} from '@hub/contracts';
import { callApi, hubStore } from '@hub/ui';

/** What the dialog shows besides the product: the merchant's configuration and today's gold rates. */
export interface ProductDetailsContext {
  config: ProductDetailsConfig;
  mappingFields: Pick<ProductField, 'name' | 'displayName'>[];
  imageBaseUrl: string | null;
  goldRates: GoldRate[];
}

/** The session a cache belongs to: a sign-out or an account switch starts a new one. */
function sessionKey(user: SessionUser | null): string {
  return user ? [user.email, user.merchantID, user.profile, user.sid].join('\u0000') : '';
}

let cache: { key: string; products: ProductCache<Product> } | null = null;

/**
 * The shell session's product cache (spec section 3: 10 products, oldest evicted, failures purged).
 * Signing out or switching account drops it, even when the same user signs in again.
 */
export function sessionProductCache(): ProductCache<Product> {
  if (!cache) {
    cache = { key: sessionKey(hubStore.getState().user), products: new ProductCache<Product>() };
    hubStore.subscribe((state) => {
      const key = sessionKey(state.user);
      if (cache && cache.key !== key) cache = { key, products: new ProductCache<Product>() };
    });
  }
  return cache.products;
}

/**
 * The product from the session cache, else `GET /merchant/products?productCode=&sid=` (kept in the
 * cache); a failure marks it purged and is thrown again for the dialog to close.
 */
export async function loadProduct(productCode: string, sid: string): Promise<Product> {
  const products = sessionProductCache();
  const cached = products.get(productCode, sid);
  if (cached?.status === 'loaded') return cached.product;
  try {
    const product = await callApi(productsApi.lookup, { query: { productCode, sid } });
    products.set(productCode, sid, product);
    return product;
  } catch (error) {
    products.markPurged(productCode, sid);
    throw error;
  }
}

/** A configuration read that must not stop the dialog: the fallback when it fails. */
async function orElse<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch {
    return fallback;
  }
}

/**
 * Gold rates in force today. A caller without the gold-rate permission (403) or a failed read
 * simply gets none: the dialog then shows no gold value, and no error.
 */
export function loadGoldRates(): Promise<GoldRate[]> {
  return orElse(callApi(goldRatesApi.current), []);
}

/** The dialog's sections and summary, field display names, image base address and gold rates. */
export async function loadProductDetailsContext(): Promise<ProductDetailsContext> {
  const [details, mapping, global, goldRates] = await Promise.all([
    orElse(callApi(productDetailsConfigApi.get), null),
    orElse(callApi(dataMappingApi.get), null),
    orElse(callApi(globalConfigApi.get), null),
    loadGoldRates(),
  ]);
  return {
    config: details
      ? { sections: details.sections, summary: details.summary, breakdown: details.breakdown }
      : EMPTY_PRODUCT_DETAILS_CONFIG,
    mappingFields: mapping?.fields ?? [],
    imageBaseUrl: global?.imageBaseUrl ?? null,
    goldRates,
  };
}
