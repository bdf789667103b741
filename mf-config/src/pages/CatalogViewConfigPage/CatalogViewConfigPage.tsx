import { useMemo } from 'react';
import { Badge, Button, Card, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowReset20Regular, TableSettings24Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigFormFrame } from '../../components/ConfigFormFrame';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { FieldPicker } from '../../components/FieldPicker';
import { MAX_COLUMNS, addColumn, catalogViewDraftIssues, defaultColumnDrafts, previewColumns } from '../../domain/catalogViewForm';
import { issueMap } from '../../domain/listEdit';
import { fieldLabel, fieldOptions, remainingOptions } from '../../domain/productFields';
import { ColumnList } from './ColumnList';
import { useCatalogViewConfig } from './useCatalogViewConfig';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    [MEDIA.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  preview: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  previewRow: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  previewCell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  previewOrder: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightRegular },
});

/** Spec section 2, /config/catalog-view: which columns the product list shows, in what order. */
export function CatalogViewConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('catalogView.title'));
  const canRead = usePermission({ permission: PERMISSIONS.CATLOG_VIEW_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <CatalogViewForm />;
}

function CatalogViewForm() {
  const page = useConfigPageStyles();
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.CATLOG_VIEW_CONFIGURATION_MODIFY });
  const form = useCatalogViewConfig();
  const { data, draft, setDraft, serverIssues } = form;
  const options = useMemo(() => fieldOptions(data?.fields ?? []), [data]);
  const issues = useMemo(() => (draft && data ? { ...serverIssues, ...issueMap(catalogViewDraftIssues(draft, data.fields)) } : {}), [draft, data, serverIssues]);
  const disabled = !canModify;

  return (
    <ConfigFormFrame
      testId="catalog-view-config-page"
      icon={<TableSettings24Regular aria-hidden />}
      title={t('catalogView.title')}
      subtitle={t('catalogView.subtitle')}
      loadError={t('catalogView.loadError')}
      form={form}
      canModify={canModify}
      issueCount={Object.keys(issues).length}
    >
      {(columns, loaded) => {
        const preview = previewColumns(columns, loaded.fields);
        return (
          <>
            {!loaded.mapped && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('form.noMapping')}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.layout}>
              <Card className={page.card}>
                <div className={page.cardHead}>
                  <div className={page.stack}>
                    <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                      {t('catalogView.columns')}
                    </Text>
                    <Text size={200} className={page.muted}>
                      {columns.length === 0 ? t('catalogView.defaultInUse') : t('catalogView.columnsHint')}
                    </Text>
                  </div>
                </div>
                {!disabled && (
                  <div className={styles.tools}>
                    {columns.length < MAX_COLUMNS && (
                      <FieldPicker
                        label={t('catalogView.addColumn')}
                        placeholder={t('catalogView.addColumn')}
                        options={remainingOptions(options, columns.map((c) => c.fieldName))}
                        onPick={(name) => setDraft((d) => addColumn(d, name))}
                      />
                    )}
                    {columns.length === 0 ? (
                      <Button onClick={() => setDraft(() => defaultColumnDrafts(loaded.fields))}>{t('catalogView.startFromDefault')}</Button>
                    ) : (
                      <Button icon={<ArrowReset20Regular />} onClick={() => setDraft(() => [])}>
                        {t('catalogView.useDefault')}
                      </Button>
                    )}
                  </div>
                )}
                {columns.length > 0 && <ColumnList columns={columns} options={options} issues={issues} disabled={disabled} onChange={(next) => setDraft(() => next)} />}
              </Card>
              <Card className={page.card}>
                <div className={page.stack}>
                  <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
                    {t('catalogView.preview')}
                  </Text>
                  <Text size={200} className={page.muted}>
                    {t('catalogView.previewHint', { count: preview.length })}
                  </Text>
                </div>
                <ol className={styles.previewRow} aria-label={t('catalogView.preview')} data-testid="catalog-view-preview">
                  {preview.map((name, i) => (
                    <li key={name} className={styles.previewCell}>
                      <span className={styles.previewOrder} aria-hidden>
                        {i + 1}
                      </span>
                      <span>{fieldLabel(options, name)}</span>
                    </li>
                  ))}
                </ol>
                {columns.some((c) => !c.visible) && (
                  <div className={styles.preview}>
                    <Text size={200} className={page.muted}>
                      {t('catalogView.hiddenColumns')}
                    </Text>
                    {columns
                      .filter((c) => !c.visible)
                      .map((c) => (
                        <Badge key={c.fieldName} appearance="tint" color="informative">
                          {fieldLabel(options, c.fieldName)}
                        </Badge>
                      ))}
                  </div>
                )}
              </Card>
            </div>
          </>
        );
      }}
    </ConfigFormFrame>
  );
}
