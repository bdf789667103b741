import { stocktakeApi, type ProductField, type ReportConfig, type SavedConfig, type StocktakeConfig } from '@hub/contracts';
import { callApi, callApiWithCode } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { loadMappedFields } from '../../api/catalogConfigApi';
import { reportConfigBody, stocktakeConfigBody, toReportDraft, toStocktakeDraft } from '../../domain/stocktakeConfigForm';
import { useConfigForm } from '../../hooks/useConfigForm';

/** A stock-take page's data: its saved config (null before the first save) and the fields it picks from. */
export interface StocktakePageData<T> {
  saved: SavedConfig<T> | null;
  fields: ProductField[];
  mapped: boolean;
}

async function loadStocktake(signal: AbortSignal): Promise<StocktakePageData<StocktakeConfig>> {
  const [saved, mapping] = await Promise.all([callApi(stocktakeApi.config, { signal }), loadMappedFields(signal)]);
  return { saved, ...mapping };
}

async function saveStocktake(body: StocktakeConfig, data: StocktakePageData<StocktakeConfig>) {
  const { code, data: saved } = await callApiWithCode(stocktakeApi.saveConfig, { body });
  return { code, data: { ...data, saved } };
}

async function loadReport(signal: AbortSignal): Promise<StocktakePageData<ReportConfig>> {
  const [saved, mapping] = await Promise.all([callApi(stocktakeApi.reportConfig, { signal }), loadMappedFields(signal)]);
  return { saved, ...mapping };
}

async function saveReport(body: ReportConfig, data: StocktakePageData<ReportConfig>) {
  const { code, data: saved } = await callApiWithCode(stocktakeApi.saveReportConfig, { body });
  return { code, data: { ...data, saved } };
}

const stocktakeDraft = (data: StocktakePageData<StocktakeConfig>) => toStocktakeDraft(data.saved);
const stocktakeBody = (data: StocktakePageData<StocktakeConfig>, draft: StocktakeConfig) => stocktakeConfigBody(data.saved, draft);
const reportDraft = (data: StocktakePageData<ReportConfig>) => toReportDraft(data.saved);
const reportBody = (data: StocktakePageData<ReportConfig>, draft: ReportConfig) => reportConfigBody(data.saved, draft);

/** `/config/stock-take`: how tablets count. */
export function useStocktakeConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load: loadStocktake, toDraft: stocktakeDraft, bodyOf: stocktakeBody, save: saveStocktake, savedText: t('stockTake.saved') });
}

/** `/config/report`: what a report's lines show and when a missed item is likely missing. */
export function useReportConfig() {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load: loadReport, toDraft: reportDraft, bodyOf: reportBody, save: saveReport, savedText: t('report.saved') });
}
