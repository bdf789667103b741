import { effectiveFilterConfig, listConfigApi, type FilterConfig, type PreFilterConfig } from '@hub/contracts';
import { callApi, callApiWithCode } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { loadMappedFields } from '../../api/catalogConfigApi';
import { preFilterBody, toPresetDrafts, type PresetDraft } from '../../domain/preFilterForm';
import { useConfigForm } from '../../hooks/useConfigForm';

export interface PreFilterData {
  config: PreFilterConfig;
  /** The filters in force (as /config/filter and the product list have them): the criteria a set may hold. */
  filters: FilterConfig;
}

async function load(signal: AbortSignal): Promise<PreFilterData> {
  const [config, filters, mapping] = await Promise.all([
    callApi(listConfigApi.preFilter, { signal }),
    callApi(listConfigApi.filter, { signal }),
    loadMappedFields(signal),
  ]);
  return { config: { presets: config.presets }, filters: effectiveFilterConfig(filters, mapping.fields) };
}

async function save(body: PreFilterConfig, data: PreFilterData) {
  const { code, data: saved } = await callApiWithCode(listConfigApi.savePreFilter, { body });
  return { code, data: { ...data, config: { presets: saved.presets } } };
}

const toDraft = (data: PreFilterData) => toPresetDrafts(data.config);
const bodyOf = (data: PreFilterData, drafts: PresetDraft[]) => preFilterBody(data.config, drafts);

/** The pre-saved filter sets form. */
export function usePreFilterConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft, bodyOf, save, savedText: t('preFilter.saved') });
}
