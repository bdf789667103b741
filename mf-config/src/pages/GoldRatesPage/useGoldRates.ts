import { useCallback } from 'react';
import type { GoldRate, GoldRateBody, GoldType } from '@hub/contracts';
import { apiClient, hubStore, useApiResource } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { CONFIG_PATHS } from '../../api/catalogConfigApi';
import { goldRateBodies, localDay, toGoldRateRows, type GoldRateRow } from '../../domain/goldRateForm';
import { useConfigForm } from '../../hooks/useConfigForm';

export interface GoldRateDraft {
  rows: GoldRateRow[];
  /** YYYY-MM-DD the new rates apply from. */
  effectiveDate: string;
}

const loadCurrent = (signal?: AbortSignal) => apiClient.get<GoldRate[]>(CONFIG_PATHS.goldRates, { signal });

/** Each changed rate is one POST (the API takes one rate per call); the answer is the rates in force after. */
async function save(bodies: GoldRateBody[]) {
  let code = '';
  for (const body of bodies) code = (await apiClient.requestWithCode<GoldRate>('POST', CONFIG_PATHS.goldRates, { body })).code;
  return { code, data: await loadCurrent() };
}

const toDraft = (current: GoldRate[]): GoldRateDraft => ({ rows: toGoldRateRows(current), effectiveDate: localDay(new Date()) });
const bodyOf = (_: GoldRate[], draft: GoldRateDraft) => {
  const bodies = goldRateBodies(draft.rows, draft.effectiveDate);
  return bodies.length > 0 ? bodies : null;
};

/** The rates in force per gold type, edited as new rates from a chosen day. */
export function useGoldRates(onSaved: () => void) {
  const { t } = useTranslation('mf-config');
  return useConfigForm({ load: loadCurrent, toDraft, bodyOf, save, savedText: t('goldRates.saved'), onSaved });
}

export interface GoldRateHistoryPage {
  rows: GoldRate[];
  total: number;
  start: number;
  pageSize: number;
}

export const HISTORY_PAGE_SIZE = 20;

/** One page of the rate history, newest first, optionally of one gold type; `version` reloads it. */
export function useGoldRateHistory(start: number, goldType: GoldType | undefined, version: number) {
  const merchant = hubStore.getState().user?.merchantID ?? '';
  return useApiResource(
    useCallback(
      (signal: AbortSignal) =>
        apiClient.get<GoldRateHistoryPage>(CONFIG_PATHS.goldRateHistory, { signal, query: { start, pageSize: HISTORY_PAGE_SIZE, goldType } }),
      [start, goldType],
    ),
    `${merchant}|${start}|${goldType ?? ''}|${version}`,
  );
}
