import { MEDIA } from '@hub/contracts';
import { Field, Input, Switch, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { issueText } from '../../components/IssueText';
import { offersRange, type FilterRow } from '../../domain/filterForm';

export const useFilterGridStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1.2fr) minmax(160px, 1.2fr) minmax(110px, 0.6fr) minmax(240px, 1.6fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [MEDIA.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalM },
  },
  head: {
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    [MEDIA.belowDesktop]: { display: 'none' },
  },
  off: { backgroundColor: tokens.colorNeutralBackground2 },
  offHint: { gridColumn: '2 / -1', [MEDIA.belowDesktop]: { gridColumn: 'auto' } },
  fieldCell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  range: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  bounds: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  phoneLabel: { display: 'none', [MEDIA.belowDesktop]: { display: 'inline' } },
});

export interface FilterRowEditorProps {
  row: FilterRow;
  index: number;
  issues: Readonly<Record<string, string>>;
  inputErrors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (patch: Partial<FilterRow>) => void;
}

/** One mapped field as a filter: on or off, its display name, visible, and a range for numbers. */
export function FilterRowEditor({ row, index, issues, inputErrors, disabled, onChange }: FilterRowEditorProps) {
  const styles = useFilterGridStyles();
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const at = (part: string) => issues[`${index}.${part}`];
  const inputError = (end: 'from' | 'to') => (inputErrors[`${index}.${end}`] ? t('form.invalidNumber') : undefined);
  const label = row.label;
  return (
    <div className={mergeClasses(styles.row, !row.enabled && styles.off)} data-testid="filter-row" data-field={row.fieldName}>
      <div className={styles.fieldCell}>
        <Switch checked={row.enabled} disabled={disabled} label={label} onChange={(_, d) => onChange({ enabled: d.checked })} />
        <Text size={200} className={styles.name}>
          <bdi>{row.fieldName}</bdi> · {row.type ? t(`filter.types.${row.type}`) : t('filter.notMapped')}
        </Text>
        {at('fieldName') && (
          <Text size={200} className={styles.error} role="alert">
            {issueText(at('fieldName'))}
          </Text>
        )}
      </div>
      {row.enabled ? (
        <>
          <Field
            label={<span className={styles.phoneLabel}>{t('filter.displayName')}</span>}
            validationState={at('displayName') ? 'error' : undefined}
            validationMessage={issueText(at('displayName'))}
          >
            <Input className={page.fill} aria-label={t('filter.displayNameOf', { name: label })} value={row.displayName} maxLength={128} disabled={disabled} onChange={(_, d) => onChange({ displayName: d.value })} />
          </Field>
          <Switch checked={row.visible} disabled={disabled} label={row.visible ? t('filter.shown') : t('filter.hidden')} aria-label={t('filter.visibleOf', { name: label })} onChange={(_, d) => onChange({ visible: d.checked })} />
          <div className={styles.range}>
            {offersRange(row) || row.range ? (
              <Switch checked={row.range} disabled={disabled} label={t('filter.rangeFilter')} aria-label={t('filter.rangeOf', { name: label })} onChange={(_, d) => onChange({ range: d.checked })} />
            ) : (
              <Text size={200} className={styles.muted}>
                {t('filter.valuesOnly')}
              </Text>
            )}
            {row.range && offersRange(row) && (
              <div className={styles.bounds}>
                {(['from', 'to'] as const).map((end) => (
                  <Field key={end} label={t(`filter.${end}`)} validationState={inputError(end) ? 'error' : undefined} validationMessage={inputError(end)}>
                    <Input
                      className={page.fill}
                      aria-label={t(`filter.${end}Of`, { name: label })}
                      inputMode="decimal"
                      value={row[end]}
                      disabled={disabled}
                      placeholder={t('filter.open')}
                      onChange={(_, d) => onChange({ [end]: d.value })}
                    />
                  </Field>
                ))}
              </div>
            )}
            {at('range') && (
              <Text size={200} className={styles.error} role="alert">
                {issueText(at('range'))}
              </Text>
            )}
          </div>
        </>
      ) : (
        <Text size={200} className={mergeClasses(styles.muted, styles.offHint)}>
          {t('filter.offHint')}
        </Text>
      )}
    </div>
  );
}
