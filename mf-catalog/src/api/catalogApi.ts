import {
  DEFAULT_GLOBAL_CONFIG,
  type CatalogViewConfig,
  type DataMappingAnswer,
  type FilterPreset,
  type GlobalConfig,
  type GoldRate,
  type Product,
  type ProductCount,
  type ProductDetailsAnswer,
  type ProductFilters,
  type ProductPage,
  type ProductTypesAndCount,
} from '@hub/contracts';
import { apiClient } from '@hub/ui';
import type { FilterConfigAnswer } from '../domain/productFilters';
import type { ProductQuery } from '../domain/productListQuery';

/** mf-catalog's calls of spec section 7 (Configuration and Products), typed with @hub/contracts. */

export interface CatalogViewAnswer extends CatalogViewConfig {
  configured: boolean;
  effectiveColumns?: string[];
}

export interface PreFilterAnswer {
  presets: FilterPreset[];
  configured: boolean;
}

/** Everything the product list is laid out by: fields, columns, filters, saved filter sets, global flags. */
export interface ProductListConfig {
  mapping: DataMappingAnswer;
  view: CatalogViewAnswer;
  filters: FilterConfigAnswer;
  preFilters: PreFilterAnswer;
  global: GlobalConfig;
}

const get = <T>(path: string, signal: AbortSignal, query?: ProductQuery) => apiClient.get<T>(path, { signal, query });

export function fetchDataMapping(signal: AbortSignal): Promise<DataMappingAnswer> {
  return get<DataMappingAnswer>('/merchant/config/data-mapping', signal);
}

export async function fetchGlobalConfig(signal: AbortSignal): Promise<GlobalConfig> {
  return { ...DEFAULT_GLOBAL_CONFIG, ...(await get<Partial<GlobalConfig>>('/merchant/config/global', signal)) };
}

export async function fetchProductListConfig(signal: AbortSignal): Promise<ProductListConfig> {
  const [mapping, view, filters, preFilters, global] = await Promise.all([
    fetchDataMapping(signal),
    get<CatalogViewAnswer>('/merchant/config/catalog-view', signal),
    get<FilterConfigAnswer>('/merchant/config/filter', signal),
    get<PreFilterAnswer>('/merchant/config/pre-filter', signal),
    fetchGlobalConfig(signal),
  ]);
  return { mapping, view, filters, preFilters, global };
}

export function fetchProductPage(query: ProductQuery, filters: ProductFilters, signal: AbortSignal): Promise<ProductPage> {
  return apiClient.post<ProductPage>('/merchant/products/all', { data: filters }, { query, signal });
}

/** How many products match; `exact` is false when more than `count` match (the server stopped counting). */
export async function fetchProductCount(query: ProductQuery, filters: ProductFilters, signal: AbortSignal): Promise<ProductCount> {
  const answer = await apiClient.post<ProductCount>('/merchant/products/count', { data: filters }, { query, signal });
  return { count: answer.count, exact: answer.exact !== false };
}

export function fetchProductTypes(sid: string, signal: AbortSignal): Promise<string[]> {
  return get<string[]>('/merchant/products/types', signal, { sid });
}

export function fetchTypesAndCount(signal: AbortSignal): Promise<ProductTypesAndCount> {
  return get<ProductTypesAndCount>('/merchant/products/types-and-count', signal);
}

export function fetchProduct(productCode: string, sid: string | undefined, signal: AbortSignal): Promise<Product> {
  return get<Product>('/merchant/products', signal, { productCode, sid });
}

export function fetchProductDetailsConfig(signal: AbortSignal): Promise<ProductDetailsAnswer> {
  return get<ProductDetailsAnswer>('/merchant/config/product-details', signal);
}

export function fetchGoldRates(signal: AbortSignal): Promise<GoldRate[]> {
  return get<GoldRate[]>('/merchant/gold-rates', signal);
}
