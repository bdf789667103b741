import { useMemo } from 'react';
import { Card, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { ScanDash24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { ConfigSwitch } from '../../components/ConfigSwitch';
import { FieldListCard } from '../../components/FieldListCard';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { fieldOptions } from '../../domain/productFields';
import { MAX_FILTER_FIELDS, toStocktakeDraft } from '../../domain/stocktakeConfigForm';
import { SavedNote } from './SavedNote';
import { useStocktakeConfig } from './useStocktakeConfigs';

/** Spec section 2, /config/stock-take: the filters a tablet offers for a count, and what it shows (STC000/STC100). */
export function StockTakeConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('stockTake.title'));
  const canRead = usePermission({ permission: PERMISSIONS.STOCK_TAKE_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <StockTakeForm />;
}

function StockTakeForm() {
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.STOCK_TAKE_CONFIGURATION_MODIFY });
  const form = useStocktakeConfig();
  const { data, setDraft } = form;
  const options = useMemo(() => fieldOptions(data?.fields ?? []), [data]);
  const loaded = data ? toStocktakeDraft(data.saved) : null;

  return (
    <ConfigFormFrame
      testId="stocktake-config-page"
      icon={<ScanDash24Regular aria-hidden />}
      title={t('stockTake.title')}
      subtitle={t('stockTake.subtitle')}
      loadError={t('stockTake.loadError')}
      form={form}
      canModify={canModify}
      issueCount={0}
    >
      {(draft, current) => (
        <>
          <SavedNote saved={current.saved} intent="info" notSavedText={t('stockTake.notSaved')} />
          {!current.mapped && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('form.noMapping')}</MessageBarBody>
            </MessageBar>
          )}
          <div className={page.twoColumns}>
            <FieldListCard
              title={t('stockTake.filters')}
              hint={t('stockTake.filtersHint')}
              fields={draft.filterFields}
              options={options}
              max={MAX_FILTER_FIELDS}
              disabled={!canModify}
              emptyText={t('stockTake.noFilters')}
              onChange={(filterFields) => setDraft((d) => ({ ...d, filterFields }))}
            />
            <Card className={page.card}>
              <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                {t('stockTake.tablet')}
              </Text>
              <ConfigSwitch
                field="showExpectedCount"
                label={t('stockTake.showExpectedCount')}
                description={t('stockTake.showExpectedCountHint')}
                checked={draft.showExpectedCount}
                changed={loaded !== null && loaded.showExpectedCount !== draft.showExpectedCount}
                disabled={!canModify}
                onChange={(showExpectedCount) => setDraft((d) => ({ ...d, showExpectedCount }))}
              />
            </Card>
          </div>
        </>
      )}
    </ConfigFormFrame>
  );
}
