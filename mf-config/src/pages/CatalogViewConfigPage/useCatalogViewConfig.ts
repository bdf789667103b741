import { listConfigApi, type CatalogViewConfig, type ProductField } from '@hub/contracts';
import { callApi, callApiWithCode } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { loadMappedFields } from '../../api/catalogConfigApi';
import { catalogViewBody, toColumnDrafts, type ColumnDraft } from '../../domain/catalogViewForm';
import { useConfigForm } from '../../hooks/useConfigForm';

export interface CatalogViewData {
  config: CatalogViewConfig;
  fields: ProductField[];
  mapped: boolean;
}

async function load(signal: AbortSignal): Promise<CatalogViewData> {
  const [config, mapping] = await Promise.all([callApi(listConfigApi.catalogView, { signal }), loadMappedFields(signal)]);
  return { config: { columns: config.columns }, ...mapping };
}

async function save(body: CatalogViewConfig, data: CatalogViewData) {
  const { code, data: saved } = await callApiWithCode(listConfigApi.saveCatalogView, { body });
  return { code, data: { ...data, config: { columns: saved.columns } } };
}

const toDraft = (data: CatalogViewData) => toColumnDrafts(data.config);
const bodyOf = (data: CatalogViewData, columns: ColumnDraft[]) => catalogViewBody(data.config, columns);

/** The catalogue view form: the product list's columns in order. */
export function useCatalogViewConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft, bodyOf, save, savedText: t('catalogView.saved') });
}
