import { Button, Card, Field, Input, Option, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import { Dismiss16Regular } from '@fluentui/react-icons';
import type { FilterConfig } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { issueText } from '../../components/IssueText';
import { MoveButtons } from '../../components/MoveButtons';
import { criteriaCount, emptyCriterion, type CriterionDraft, type PresetDraft } from '../../domain/preFilterForm';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, minWidth: 0 },
  criteria: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  criterion: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  rangeGroup: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  inputs: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingHorizontalS, minWidth: 0 },
  single: { flexGrow: 1, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  picker: { minWidth: '200px' },
});

export interface PresetCardProps {
  preset: PresetDraft;
  index: number;
  count: number;
  filters: FilterConfig['filters'];
  issues: Readonly<Record<string, string>>;
  inputErrors: Readonly<Record<string, string>>;
  disabled: boolean;
  onName: (name: string) => void;
  onCriterion: (field: string, criterion: CriterionDraft | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One saved filter set: its name and the values or ranges it filters on. */
export function PresetCard({ preset, index, count, filters, issues, inputErrors, disabled, onName, onCriterion, onMove, onRemove }: PresetCardProps) {
  const styles = useStyles();
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const title = preset.name.trim() || t('preFilter.setN', { n: index + 1 });
  const nameIssue = issues[`presets.${index}.name`];
  const used = Object.keys(preset.criteria);
  const remaining = filters.filter((f) => !used.includes(f.fieldName));
  const labelOf = (field: string) => filters.find((f) => f.fieldName === field)?.displayName || field;
  const inputError = (field: string, end: string) => (inputErrors[`${index}.${field}.${end}`] ? t('form.invalidNumber') : undefined);

  return (
    <Card className={styles.card} data-testid="preset-card">
      <div className={styles.head}>
        <Field
          className={styles.name}
          label={t('preFilter.name')}
          hint={t('preFilter.criteriaCount', { count: criteriaCount(preset) })}
          validationState={nameIssue ? 'error' : undefined}
          validationMessage={issueText(nameIssue)}
        >
          <Input className={page.fill} value={preset.name} maxLength={64} disabled={disabled} placeholder={t('preFilter.namePlaceholder')} onChange={(_, d) => onName(d.value)} />
        </Field>
        {!disabled && <MoveButtons name={title} index={index} count={count} onMove={onMove} onRemove={onRemove} />}
      </div>
      {used.length === 0 ? (
        <Text size={200} className={styles.muted}>
          {t('preFilter.noCriteria')}
        </Text>
      ) : (
        <ul className={styles.criteria} aria-label={t('preFilter.criteriaOf', { name: title })}>
          {used.map((field) => {
            const criterion = preset.criteria[field]!;
            const label = labelOf(field);
            const issue = issues[`presets.${index}.filters.${field}`];
            return (
              <li key={field} className={styles.criterion}>
                {criterion.kind === 'range' ? (
                  <div className={styles.rangeGroup} role="group" aria-label={label}>
                    <Text weight="semibold" size={300}>
                      {label}
                    </Text>
                    <div className={styles.inputs}>
                      {(['from', 'to'] as const).map((end) => (
                        <Field
                          key={end}
                          label={t(`filter.${end}`)}
                          validationState={inputError(field, end) || (end === 'to' && issue) ? 'error' : undefined}
                          validationMessage={inputError(field, end) ?? (end === 'to' ? issueText(issue) : undefined)}
                        >
                          <Input className={page.fill} inputMode="decimal" value={criterion[end]} disabled={disabled} placeholder={t('filter.open')} onChange={(_, d) => onCriterion(field, { ...criterion, [end]: d.value })} />
                        </Field>
                      ))}
                    </div>
                  </div>
                ) : (
                  <Field className={styles.single} label={label} hint={t('preFilter.valuesHint')} validationState={issue ? 'error' : undefined} validationMessage={issueText(issue)}>
                    <Input className={page.fill} value={criterion.text} disabled={disabled} onChange={(_, d) => onCriterion(field, { kind: 'values', text: d.value })} />
                  </Field>
                )}
                {!disabled && (
                  <Tooltip content={t('form.remove')} relationship="description">
                    <Button appearance="subtle" icon={<Dismiss16Regular />} aria-label={t('form.removeNamed', { name: label })} onClick={() => onCriterion(field, null)} />
                  </Tooltip>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!disabled && remaining.length > 0 && (
        <Dropdown
          className={styles.picker}
          aria-label={t('preFilter.addCriterionTo', { name: title })}
          placeholder={t('preFilter.addCriterion')}
          value=""
          selectedOptions={[]}
          onOptionSelect={(_, d) => {
            const filter = filters.find((f) => f.fieldName === d.optionValue);
            if (filter) onCriterion(filter.fieldName, emptyCriterion(filter));
          }}
        >
          {remaining.map((f) => (
            <Option key={f.fieldName} value={f.fieldName} text={f.displayName || f.fieldName}>
              {f.displayName || f.fieldName}
            </Option>
          ))}
        </Dropdown>
      )}
    </Card>
  );
}
