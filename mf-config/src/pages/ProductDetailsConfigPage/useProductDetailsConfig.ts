import { productDetailsConfigApi, type ProductDetailsBody, type ProductDetailsConfig, type ProductField } from '@hub/contracts';
import { callApi, callApiWithCode } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { loadMappedFields } from '../../api/catalogConfigApi';
import { productDetailsBody, toProductDetailsDraft } from '../../domain/productDetailsForm';
import { useConfigForm } from '../../hooks/useConfigForm';

export interface ProductDetailsData {
  config: ProductDetailsConfig;
  fields: ProductField[];
  mapped: boolean;
}

const pick = (a: ProductDetailsConfig): ProductDetailsConfig => ({ sections: a.sections, summary: a.summary, breakdown: a.breakdown });

async function load(signal: AbortSignal): Promise<ProductDetailsData> {
  const [answer, breakdown, mapping] = await Promise.all([
    callApi(productDetailsConfigApi.get, { signal }),
    callApi(productDetailsConfigApi.breakdown, { signal }),
    loadMappedFields(signal),
  ]);
  return { config: { ...pick(answer), breakdown }, ...mapping };
}

async function save(body: ProductDetailsBody, data: ProductDetailsData) {
  const { code, data: saved } = await callApiWithCode(productDetailsConfigApi.save, { body });
  return { code, data: { ...data, config: pick(saved) } };
}

const bodyOf = (data: ProductDetailsData, draft: ProductDetailsConfig) => productDetailsBody(data.config, draft);
const toDraft = (data: ProductDetailsData) => toProductDetailsDraft(data.config);

/** The product details config form: sections, summary and breakdown, with the mapped fields to pick from. */
export function useProductDetailsConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft, bodyOf, save, savedText: t('productDetails.saved') });
}
