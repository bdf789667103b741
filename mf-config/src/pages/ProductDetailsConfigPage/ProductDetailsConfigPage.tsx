import { useMemo } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { Add20Regular, TextBulletListSquare24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, PageState, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { issueMap } from '../../domain/listEdit';
import {
  PRODUCT_DETAILS_LIMITS,
  addSection,
  moveSection,
  productDetailsDraftIssues,
  removeSection,
  setBreakdown,
  setSummary,
  updateSection,
} from '../../domain/productDetailsForm';
import { fieldOptions } from '../../domain/productFields';
import { BreakdownCard } from './BreakdownCard';
import { SectionCard } from './SectionCard';
import { SummaryCard } from './SummaryCard';
import { useProductDetailsConfig } from './useProductDetailsConfig';

/** Spec section 2, /config/product-details: the product details dialog's sections, summary and breakdown. */
export function ProductDetailsConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('productDetails.title'));
  const canRead = usePermission({ permission: PERMISSIONS.PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <ProductDetailsForm />;
}

function ProductDetailsForm() {
  const styles = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.PRODUCT_DETAILS_CONFIGURATION_MODIFY });
  const form = useProductDetailsConfig();
  const { data, draft, setDraft, serverIssues } = form;
  const options = useMemo(() => fieldOptions(data?.fields ?? []), [data]);
  const issues = useMemo(() => {
    if (!draft || !data) return {};
    return { ...serverIssues, ...issueMap(productDetailsDraftIssues(draft, data.fields.map((f) => f.name))) };
  }, [draft, data, serverIssues]);
  const disabled = !canModify;

  return (
    <ConfigFormFrame
      testId="product-details-config-page"
      icon={<TextBulletListSquare24Regular aria-hidden />}
      title={t('productDetails.title')}
      subtitle={t('productDetails.subtitle')}
      loadError={t('productDetails.loadError')}
      form={form}
      canModify={canModify}
      issueCount={Object.keys(issues).length}
    >
      {(config, loaded) => (
        <>
          {!loaded.mapped && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('form.noMapping')}</MessageBarBody>
            </MessageBar>
          )}
          <Card className={styles.card}>
            <div className={styles.cardHead}>
              <div className={styles.stack}>
                <Text as="h2" size={500} weight="semibold" className={styles.cardTitle}>
                  {t('productDetails.sections')}
                </Text>
                <Text size={200} className={styles.muted}>
                  {t('productDetails.sectionsHint')}
                </Text>
              </div>
              {!disabled && (
                <Button icon={<Add20Regular />} disabled={config.sections.length >= PRODUCT_DETAILS_LIMITS.sections} onClick={() => setDraft(addSection)}>
                  {t('productDetails.addSection')}
                </Button>
              )}
            </div>
            {config.sections.length === 0 ? (
              <PageState kind="empty" icon={<TextBulletListSquare24Regular />} title={t('productDetails.noSections')} message={t('productDetails.noSectionsHint')} />
            ) : (
              <div className={styles.grid}>
                {config.sections.map((section, i) => (
                  <SectionCard
                    key={i}
                    section={section}
                    index={i}
                    count={config.sections.length}
                    options={options}
                    issues={issues}
                    disabled={disabled}
                    onChange={(patch) => setDraft((d) => updateSection(d, i, patch))}
                    onMove={(from, to) => setDraft((d) => moveSection(d, from, to))}
                    onRemove={() => setDraft((d) => removeSection(d, i))}
                  />
                ))}
              </div>
            )}
          </Card>
          <SummaryCard summary={config.summary} options={options} issues={issues} disabled={disabled} onChange={(summary) => setDraft((d) => setSummary(d, summary))} />
          <BreakdownCard breakdown={config.breakdown} options={options} issues={issues} disabled={disabled} onChange={(breakdown) => setDraft((d) => setBreakdown(d, breakdown))} />
        </>
      )}
    </ConfigFormFrame>
  );
}
