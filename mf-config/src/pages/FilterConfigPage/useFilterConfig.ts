import { listConfigApi, type FilterConfig, type ProductField } from '@hub/contracts';
import { callApi, callApiWithCode } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { loadMappedFields } from '../../api/catalogConfigApi';
import { filterBody, toFilterRows, type FilterRow } from '../../domain/filterForm';
import { useConfigForm } from '../../hooks/useConfigForm';

export interface FilterData {
  config: FilterConfig;
  fields: ProductField[];
  mapped: boolean;
  /** A filter config is saved; without one the list filters on the mapping's filter fields. */
  configured: boolean;
}

const pick = (a: FilterConfig): FilterConfig => ({ filters: a.filters });

async function load(signal: AbortSignal): Promise<FilterData> {
  const [config, mapping] = await Promise.all([
    callApi(listConfigApi.filter, { signal }),
    loadMappedFields(signal),
  ]);
  return { config: pick(config), ...mapping, configured: config.configured !== false };
}

async function save(body: FilterConfig, data: FilterData) {
  const { code, data: saved } = await callApiWithCode(listConfigApi.saveFilter, { body });
  return { code, data: { ...data, config: pick(saved), configured: true } };
}

const toDraft = (data: FilterData) => toFilterRows(data.config, data.fields, data.configured);
const bodyOf = (data: FilterData, rows: FilterRow[]) => filterBody(data.config, data.fields, rows, data.configured);

/** The filter config form: a row per mapped field. */
export function useFilterConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft, bodyOf, save, savedText: t('filter.saved') });
}
