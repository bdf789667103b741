import type { DataMappingAnswer, ProductField } from '@hub/contracts';
import { apiClient } from '@hub/ui';

/** svc-catalog's catalogue configuration calls (spec section 7, issue 5). */
export const CONFIG_PATHS = {
  dataMapping: '/merchant/config/data-mapping',
  productDetails: '/merchant/config/product-details',
  breakdown: '/merchant/config/product-details/breakdown',
  filter: '/merchant/config/filter',
  preFilter: '/merchant/config/pre-filter',
  catalogView: '/merchant/config/catalog-view',
  goldRates: '/merchant/gold-rates',
  goldRateHistory: '/merchant/gold-rates/history',
} as const;

/** The product fields of the merchant's data mapping (empty when no mapping is saved yet). */
export async function loadMappedFields(signal: AbortSignal): Promise<{ fields: ProductField[]; mapped: boolean }> {
  const mapping = await apiClient.get<DataMappingAnswer>(CONFIG_PATHS.dataMapping, { signal });
  return { fields: mapping.fields, mapped: mapping.configured };
}
