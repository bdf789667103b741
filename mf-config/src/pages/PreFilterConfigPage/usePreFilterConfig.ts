import type { FilterConfig, PreFilterConfig } from '@hub/contracts';
import { apiClient } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { CONFIG_PATHS } from '../../api/catalogConfigApi';
import { preFilterBody, toPresetDrafts, type PresetDraft } from '../../domain/preFilterForm';
import { useConfigForm } from '../../hooks/useConfigForm';

export interface PreFilterData {
  config: PreFilterConfig;
  /** The configured filters: the criteria a set may hold. */
  filters: FilterConfig;
}

async function load(signal: AbortSignal): Promise<PreFilterData> {
  const [config, filters] = await Promise.all([
    apiClient.get<PreFilterConfig>(CONFIG_PATHS.preFilter, { signal }),
    apiClient.get<FilterConfig>(CONFIG_PATHS.filter, { signal }),
  ]);
  return { config: { presets: config.presets }, filters: { filters: filters.filters } };
}

async function save(body: PreFilterConfig, data: PreFilterData) {
  const { code, data: saved } = await apiClient.requestWithCode<PreFilterConfig>('POST', CONFIG_PATHS.preFilter, { body });
  return { code, data: { ...data, config: { presets: saved.presets } } };
}

const toDraft = (data: PreFilterData) => toPresetDrafts(data.config);
const bodyOf = (data: PreFilterData, drafts: PresetDraft[]) => preFilterBody(data.config, drafts);

/** The pre-saved filter sets form. */
export function usePreFilterConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load, toDraft, bodyOf, save, savedText: t('preFilter.saved') });
}
