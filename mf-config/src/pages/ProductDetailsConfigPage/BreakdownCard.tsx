import { Button, Card, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import { Add20Regular } from '@fluentui/react-icons';
import { MEDIA, type BreakdownConfig } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { issueText } from '../../components/IssueText';
import { MoveButtons } from '../../components/MoveButtons';
import { moveItem, removeAt, replaceAt } from '../../domain/listEdit';
import { PRODUCT_DETAILS_LIMITS } from '../../domain/productDetailsForm';
import { fieldLabel, type FieldOption } from '../../domain/productFields';

const useStyles = makeStyles({
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'stretch', paddingBlockEnd: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
  total: { maxWidth: '420px' },
  dropdown: { minWidth: 0, width: '100%' },
});

export interface BreakdownCardProps {
  breakdown: BreakdownConfig;
  options: readonly FieldOption[];
  issues: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (breakdown: BreakdownConfig) => void;
}

/** The breakdown: labelled lines (metal, stones, making charges…) and the field holding their total. */
export function BreakdownCard({ breakdown, options, issues, disabled, onChange }: BreakdownCardProps) {
  const styles = useStyles();
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const { lines } = breakdown;
  const setLines = (next: BreakdownConfig['lines']) => onChange({ ...breakdown, lines: next });
  const fieldDropdown = (value: string | null, label: string, onSelect: (name: string | null) => void, allowNone: boolean) => (
    <Dropdown
      className={styles.dropdown}
      aria-label={label}
      value={value ? fieldLabel(options, value) : allowNone ? t('productDetails.none') : ''}
      selectedOptions={value ? [value] : allowNone ? [''] : []}
      placeholder={t('form.chooseField')}
      disabled={disabled}
      onOptionSelect={(_, d) => onSelect(d.optionValue ? d.optionValue : null)}
    >
      {allowNone && <Option value="">{t('productDetails.none')}</Option>}
      {options.map((o) => (
        <Option key={o.name} value={o.name} text={o.label}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
  return (
    <Card className={page.card}>
      <div className={page.cardHead}>
        <div className={page.stack}>
          <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
            {t('productDetails.breakdown.title')}
          </Text>
          <Text size={200} className={page.muted}>
            {t('productDetails.breakdown.hint')}
          </Text>
        </div>
        {!disabled && (
          <Button
            icon={<Add20Regular />}
            disabled={lines.length >= PRODUCT_DETAILS_LIMITS.lines}
            onClick={() => setLines([...lines, { label: '', fieldName: options[0]?.name ?? '' }])}
          >
            {t('productDetails.breakdown.addLine')}
          </Button>
        )}
      </div>
      {lines.length === 0 ? (
        <Text size={200} className={page.muted}>
          {t('productDetails.breakdown.empty')}
        </Text>
      ) : (
        <ol className={styles.lines} aria-label={t('productDetails.breakdown.title')}>
          {lines.map((line, i) => {
            const labelIssue = issues[`breakdown.lines.${i}.label`];
            const fieldIssue = issues[`breakdown.lines.${i}.fieldName`];
            const name = line.label.trim() || t('productDetails.breakdown.lineN', { n: i + 1 });
            return (
              <li key={i} className={styles.line}>
                <Field label={t('productDetails.breakdown.label')} validationState={labelIssue ? 'error' : undefined} validationMessage={issueText(labelIssue)}>
                  <Input className={page.fill} value={line.label} maxLength={64} disabled={disabled} onChange={(_, d) => setLines(replaceAt(lines, i, { ...line, label: d.value }))} />
                </Field>
                <Field label={t('productDetails.breakdown.field')} validationState={fieldIssue ? 'error' : undefined} validationMessage={issueText(fieldIssue)}>
                  {fieldDropdown(line.fieldName, t('productDetails.breakdown.fieldOf', { name }), (f) => setLines(replaceAt(lines, i, { ...line, fieldName: f ?? '' })), false)}
                </Field>
                <MoveButtons name={name} index={i} count={lines.length} disabled={disabled} onMove={(from, to) => setLines(moveItem(lines, from, to))} onRemove={() => setLines(removeAt(lines, i))} />
              </li>
            );
          })}
        </ol>
      )}
      <Field
        className={styles.total}
        label={t('productDetails.breakdown.total')}
        hint={t('productDetails.breakdown.totalHint')}
        validationState={issues['breakdown.totalField'] ? 'error' : undefined}
        validationMessage={issueText(issues['breakdown.totalField'])}
      >
        {fieldDropdown(breakdown.totalField, t('productDetails.breakdown.total'), (f) => onChange({ ...breakdown, totalField: f }), true)}
      </Field>
    </Card>
  );
}
