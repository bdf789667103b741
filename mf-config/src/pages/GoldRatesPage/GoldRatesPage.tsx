import { useMemo, useState } from 'react';
import { Card, Field, Input, Text } from '@fluentui/react-components';
import { CoinStack24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { goldRateErrors } from '../../domain/goldRateForm';
import { CurrentRates } from './CurrentRates';
import { GoldRateHistory } from './GoldRateHistory';
import { useGoldRates } from './useGoldRates';

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
  const { t } = useTranslation('mf-config');
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
        after={<GoldRateHistory version={version} />}
      >
        {(rates) => (
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
              {canModify && (
                <Field label={t('goldRates.effectiveFrom')} validationState={dateMissing ? 'error' : undefined} validationMessage={dateMissing ? t('goldRates.errors.required') : undefined}>
                  <Input type="date" value={rates.effectiveDate} onChange={(_, d) => setDraft((dr) => ({ ...dr, effectiveDate: d.value }))} />
                </Field>
              )}
            </div>
            <CurrentRates
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
