import { useCallback, useRef } from 'react';
import { goldRatesApi, type GoldRate, type GoldRateBody, type GoldType } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, loadStoreCurrencies, useApiResource } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { goldRateBodies, localDay, openingCurrency, rateCurrencies, toGoldRateRows, type GoldRateRow } from '../../domain/goldRateForm';
import { useConfigForm } from '../../hooks/useConfigForm';

/** What the page edits: the rates in force in every currency, and the currencies it offers. */
export interface GoldRatesData {
  current: GoldRate[];
  /** The merchant's stores' currencies (store code → ISO 4217). */
  storeCurrencies: Readonly<Record<string, string>>;
}

export interface GoldRateDraft {
  /** The currency the rows are in (ISO 4217). */
  currency: string;
  rows: GoldRateRow[];
  /** YYYY-MM-DD the new rates apply from. */
  effectiveDate: string;
}

const loadCurrent = (signal?: AbortSignal) => callApi(goldRatesApi.current, { signal });

async function load(signal: AbortSignal): Promise<GoldRatesData> {
  const [current, storeCurrencies] = await Promise.all([loadCurrent(signal), loadStoreCurrencies()]);
  return { current, storeCurrencies };
}

/** Each changed rate is one POST (the API takes one rate per call); the answer is the rates in force after. */
async function save(bodies: GoldRateBody[], data: GoldRatesData) {
  let code = '';
  for (const body of bodies) code = (await callApiWithCode(goldRatesApi.create, { body })).code;
  return { code, data: { ...data, current: await loadCurrent() } };
}

const bodyOf = (_: GoldRatesData, draft: GoldRateDraft) => {
  const bodies = goldRateBodies(draft.rows, draft.effectiveDate, draft.currency);
  return bodies.length > 0 ? bodies : null;
};

/** The currencies offered for `data`. */
export const offeredCurrencies = (data: GoldRatesData) => rateCurrencies(Object.values(data.storeCurrencies), data.current);

/**
 * The rates in force per gold type in one currency at a time, edited as new rates from a chosen
 * day; the currency chosen stays across saves.
 */
export function useGoldRates(onSaved: () => void) {
  const { t } = useTranslation('mf-config');
  const chosen = useRef<string | undefined>(undefined);
  const toDraft = useCallback((data: GoldRatesData): GoldRateDraft => {
    const sid = hubStore.getState().user?.sid ?? '';
    const currency = openingCurrency(offeredCurrencies(data), chosen.current, data.storeCurrencies[sid], Object.values(data.storeCurrencies));
    chosen.current = currency;
    return { currency, rows: toGoldRateRows(data.current, currency), effectiveDate: localDay(new Date()) };
  }, []);
  const form = useConfigForm({ load, toDraft, bodyOf, save, savedText: t('goldRates.saved'), onSaved });
  /** Shows another currency's rates (the page allows it only without unsaved changes). */
  const chooseCurrency = (currency: string) => {
    chosen.current = currency;
    const current = form.data?.current ?? [];
    form.setDraft((d) => ({ ...d, currency, rows: toGoldRateRows(current, currency) }));
  };
  return { ...form, chooseCurrency };
}

export const HISTORY_PAGE_SIZE = 20;

/** One page of the rate history, newest first, optionally of one gold type and one currency; `version` reloads it. */
export function useGoldRateHistory(start: number, goldType: GoldType | undefined, currency: string | undefined, version: number) {
  const merchant = hubStore.getState().user?.merchantID ?? '';
  return useApiResource(
    useCallback(
      (signal: AbortSignal) =>
        callApi(goldRatesApi.history, { signal, query: { start, pageSize: HISTORY_PAGE_SIZE, goldType, currency } }),
      [start, goldType, currency],
    ),
    `${merchant}|${start}|${goldType ?? ''}|${currency ?? ''}|${version}`,
  );
}
