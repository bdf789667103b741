import { useMemo, useState } from 'react';
import { Card, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CoinStack24Regular } from '@fluentui/react-icons';
import { PERMISSIONS, currencyName } from '@hub/contracts';
import { AccessDeniedPage, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { DateInput, Dropdown } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { goldRateErrors } from '../../domain/goldRateForm';
import { CurrentRates } from './CurrentRates';
import { GoldRateHistory } from './GoldRateHistory';
import { offeredCurrencies, useGoldRates } from './useGoldRates';

const useStyles = makeStyles({
  choices: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  currency: { minWidth: '220px' },
});

/** Gold rate management (spec sections 2 and 3, issue 5 item 8): rates per gold type and their history. */
export function GoldRatesPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('goldRates.title'));
  const canRead = usePermission({ permission: PERMISSIONS.GOLD_RATE_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <GoldRatesForm />;
}

function GoldRatesForm() {
  const page = useConfigPageStyles();
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const locale = useHubStore((s) => s.locale);
  const canModify = usePermission({ permission: PERMISSIONS.GOLD_RATE_MODIFY });
  const [version, setVersion] = useState(0);
  const form = useGoldRates(() => setVersion((v) => v + 1));
  const { draft, setDraft } = form;
  const errors = useMemo(() => (draft ? goldRateErrors(draft.rows) : {}), [draft]);
  const dateMissing = !!draft && draft.effectiveDate === '';

  return (
      <ConfigFormFrame
        testId="gold-rates-page"
        icon={<CoinStack24Regular aria-hidden />}
        title={t('goldRates.title')}
        subtitle={t('goldRates.subtitle')}
        loadError={t('goldRates.loadError')}
        form={form}
        canModify={canModify}
        issueCount={Object.keys(errors).length + (dateMissing ? 1 : 0)}
        after={<GoldRateHistory version={version} currencies={form.data ? offeredCurrencies(form.data) : []} />}
      >
        {(rates, data) => (
          <Card className={page.card}>
            <div className={page.cardHead}>
              <div className={page.stack}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('goldRates.current')}
                </Text>
                <Text size={200} className={page.muted}>
                  {t('goldRates.currentHint')}
                </Text>
              </div>
              <div className={styles.choices}>
                <Field label={t('goldRates.currency')} hint={form.dirty ? t('goldRates.currencyLocked') : undefined}>
                  <Dropdown
                    className={styles.currency}
                    value={`${rates.currency} · ${currencyName(rates.currency, locale)}`}
                    selectedOptions={[rates.currency]}
                    disabled={form.dirty}
                    onOptionSelect={(_, d) => d.optionValue && form.chooseCurrency(d.optionValue)}
                  >
                    {offeredCurrencies(data).map((c) => (
                      <Option key={c} value={c} text={`${c} · ${currencyName(c, locale)}`}>
                        {`${c} · ${currencyName(c, locale)}`}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
                {canModify && (
                  <Field label={t('goldRates.effectiveFrom')} validationState={dateMissing ? 'error' : undefined} validationMessage={dateMissing ? t('goldRates.errors.required') : undefined}>
                    <DateInput value={rates.effectiveDate} onChange={(v) => setDraft((dr) => ({ ...dr, effectiveDate: v }))} />
                  </Field>
                )}
              </div>
            </div>
            <CurrentRates
              currency={rates.currency}
              rows={rates.rows}
              errors={errors}
              disabled={!canModify}
              onChange={(goldType, patch) => setDraft((dr) => ({ ...dr, rows: dr.rows.map((r) => (r.goldType === goldType ? { ...r, ...patch } : r)) }))}
            />
          </Card>
        )}
      </ConfigFormFrame>
  );
}
