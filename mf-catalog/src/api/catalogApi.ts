import {
  dataMappingApi,
  globalConfigApi,
  goldRatesApi,
  listConfigApi,
  productDetailsConfigApi,
  productsApi,
  type CatalogViewAnswer,
  type DataMappingAnswer,
  type FilterConfigAnswer,
  type GlobalConfig,
  type GoldRate,
  type PreFilterConfigAnswer,
  type Product,
  type ProductCount,
  type ProductDetailsAnswer,
  type ProductFilters,
  type ProductPage,
  type ProductTypesAndCount,
} from '@hub/contracts';
import { callApi } from '@hub/ui';
import type { CountQuery, ListQuery } from '../domain/productListQuery';

/** mf-catalog's calls of spec section 7 (Configuration and Products), as @hub/contracts declares them. */

/** Everything the product list is laid out by: fields, columns, filters, saved filter sets, global flags. */
export interface ProductListConfig {
  mapping: DataMappingAnswer;
  view: CatalogViewAnswer;
  filters: FilterConfigAnswer;
  preFilters: PreFilterConfigAnswer;
  global: GlobalConfig;
}

export function fetchDataMapping(signal: AbortSignal): Promise<DataMappingAnswer> {
  return callApi(dataMappingApi.get, { signal });
}

export function fetchGlobalConfig(signal: AbortSignal): Promise<GlobalConfig> {
  return callApi(globalConfigApi.get, { signal });
}

export async function fetchProductListConfig(signal: AbortSignal): Promise<ProductListConfig> {
  const [mapping, view, filters, preFilters, global] = await Promise.all([
    fetchDataMapping(signal),
    callApi(listConfigApi.catalogView, { signal }),
    callApi(listConfigApi.filter, { signal }),
    callApi(listConfigApi.preFilter, { signal }),
    fetchGlobalConfig(signal),
  ]);
  return { mapping, view, filters, preFilters, global };
}

export function fetchProductPage(query: ListQuery, filters: ProductFilters, signal: AbortSignal): Promise<ProductPage> {
  return callApi(productsApi.list, { query, body: { data: filters }, signal });
}

/** How many products match; `exact` is false when more than `count` match (the server stopped counting). */
export function fetchProductCount(query: CountQuery, filters: ProductFilters, signal: AbortSignal): Promise<ProductCount> {
  return callApi(productsApi.count, { query, body: { data: filters }, signal });
}

export function fetchProductTypes(sid: string, signal: AbortSignal): Promise<string[]> {
  return callApi(productsApi.types, { query: { sid }, signal });
}

export function fetchTypesAndCount(signal: AbortSignal): Promise<ProductTypesAndCount> {
  return callApi(productsApi.typesAndCount, { signal });
}

export function fetchProduct(productCode: string, sid: string | undefined, signal: AbortSignal): Promise<Product> {
  return callApi(productsApi.lookup, { query: { productCode, sid }, signal });
}

export function fetchProductDetailsConfig(signal: AbortSignal): Promise<ProductDetailsAnswer> {
  return callApi(productDetailsConfigApi.get, { signal });
}

export function fetchGoldRates(signal: AbortSignal): Promise<GoldRate[]> {
  return callApi(goldRatesApi.current, { signal });
}
