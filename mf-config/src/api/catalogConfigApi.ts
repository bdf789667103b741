import { dataMappingApi, type ProductField } from '@hub/contracts';
import { callApi } from '@hub/ui';

/** The product fields of the merchant's data mapping (empty when no mapping is saved yet). */
export async function loadMappedFields(signal: AbortSignal): Promise<{ fields: ProductField[]; mapped: boolean }> {
  const mapping = await callApi(dataMappingApi.get, { signal });
  return { fields: mapping.fields, mapped: mapping.configured };
}
