import { useMemo } from 'react';
import { Card, Field, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { DocumentBulletList24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, useDocumentTitle, usePermission } from '@hub/ui';
import { SpinButton } from '@hub/ui/controls';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { FieldListCard } from '../../components/FieldListCard';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { fieldOptions } from '../../domain/productFields';
import { LIKELY_MISSING_RANGE, MAX_REPORT_FIELDS, reportDraftIssues } from '../../domain/stocktakeConfigForm';
import { SavedNote } from '../StockTakeConfigPage/SavedNote';
import { useReportConfig } from '../StockTakeConfigPage/useStocktakeConfigs';

/** Spec section 2, /config/report: what a stock-take report's lines show; tablets' counts need it saved (STR113). */
export function ReportConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('report.title'));
  const canRead = usePermission({ permission: PERMISSIONS.REPORT_CONFIGURATION_READ_STK_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <ReportForm />;
}

function ReportForm() {
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.REPORT_CONFIGURATION_MODIFY });
  const form = useReportConfig();
  const { data, draft, setDraft } = form;
  const options = useMemo(() => fieldOptions(data?.fields ?? []), [data]);
  const issues = useMemo(() => (draft ? reportDraftIssues(draft) : {}), [draft]);

  return (
    <ConfigFormFrame
      testId="report-config-page"
      icon={<DocumentBulletList24Regular aria-hidden />}
      title={t('report.title')}
      subtitle={t('report.subtitle')}
      loadError={t('report.loadError')}
      form={form}
      canModify={canModify}
      issueCount={Object.keys(issues).length}
    >
      {(current, loaded) => (
        <>
          <SavedNote saved={loaded.saved} intent="warning" notSavedText={t('report.notSaved')} />
          {!loaded.mapped && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('form.noMapping')}</MessageBarBody>
            </MessageBar>
          )}
          <div className={page.twoColumns}>
            <FieldListCard
              title={t('report.lineFields')}
              hint={t('report.lineFieldsHint')}
              fields={current.itemFields}
              options={options}
              max={MAX_REPORT_FIELDS}
              disabled={!canModify}
              emptyText={t('report.noLineFields')}
              onChange={(itemFields) => setDraft((d) => ({ ...d, itemFields }))}
            >
              {issues.itemFields && (
                <Text size={200} className={page.error} role="alert">
                  {t('report.lineFieldsRequired')}
                </Text>
              )}
            </FieldListCard>
            <Card className={page.card}>
              <div className={page.stack}>
                <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                  {t('report.confidence')}
                </Text>
                <Text size={200} className={page.muted}>
                  {t('report.confidenceHint')}
                </Text>
              </div>
              <Field
                label={t('report.likelyMissingAfter')}
                hint={t('report.likelyMissingAfterHint', LIKELY_MISSING_RANGE)}
                validationState={issues.likelyMissingAfter ? 'error' : 'none'}
                validationMessage={issues.likelyMissingAfter ? t('report.likelyMissingRange', LIKELY_MISSING_RANGE) : undefined}
              >
                <SpinButton
                  value={current.likelyMissingAfter}
                  min={LIKELY_MISSING_RANGE.min}
                  max={LIKELY_MISSING_RANGE.max}
                  disabled={!canModify}
                  onChange={(_, d) => {
                    const next = d.value ?? Number(d.displayValue);
                    if (next !== undefined && !Number.isNaN(next)) setDraft((x) => ({ ...x, likelyMissingAfter: next }));
                  }}
                />
              </Field>
            </Card>
          </div>
        </>
      )}
    </ConfigFormFrame>
  );
}
