import { Card, Field, Input, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ProductDetailsSection } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { issueText } from '../../components/IssueText';
import { MoveButtons } from '../../components/MoveButtons';
import { OrderedFieldList } from '../../components/OrderedFieldList';
import { PRODUCT_DETAILS_LIMITS } from '../../domain/productDetailsForm';
import type { FieldOption } from '../../domain/productFields';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, minWidth: 0 },
  number: { color: tokens.colorNeutralForeground3, paddingBlockStart: tokens.spacingVerticalXS },
});

export interface SectionCardProps {
  section: ProductDetailsSection;
  index: number;
  count: number;
  options: readonly FieldOption[];
  issues: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (patch: Partial<ProductDetailsSection>) => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One tab of the product details dialog: its name, whether it holds several values, its fields. */
export function SectionCard({ section, index, count, options, issues, disabled, onChange, onMove, onRemove }: SectionCardProps) {
  const styles = useStyles();
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const nameIssue = issues[`sections.${index}.sectionName`];
  const title = section.sectionName.trim() || t('productDetails.sectionN', { n: index + 1 });
  const fieldIssues: Record<number, string> = {};
  section.sectionFields.forEach((_, j) => {
    const code = issues[`sections.${index}.sectionFields.${j}`];
    if (code) fieldIssues[j] = code;
  });
  return (
    <Card className={styles.card} data-testid="section-card">
      <div className={styles.head}>
        <Text weight="semibold" className={styles.number} aria-hidden>
          {index + 1}.
        </Text>
        <Field
          className={styles.name}
          label={t('productDetails.sectionName')}
          validationState={nameIssue ? 'error' : undefined}
          validationMessage={issueText(nameIssue)}
        >
          <Input className={page.fill} value={section.sectionName} disabled={disabled} maxLength={64} onChange={(_, d) => onChange({ sectionName: d.value })} />
        </Field>
        <MoveButtons name={title} index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} />
      </div>
      <Switch
        checked={section.multiple}
        disabled={disabled}
        label={t('productDetails.multiple')}
        onChange={(_, d) => onChange({ multiple: d.checked })}
      />
      <OrderedFieldList
        label={t('productDetails.fieldsOf', { name: title })}
        fields={section.sectionFields}
        options={options}
        issues={fieldIssues}
        max={PRODUCT_DETAILS_LIMITS.sectionFields}
        disabled={disabled}
        emptyText={t('productDetails.noFields')}
        onChange={(sectionFields) => onChange({ sectionFields })}
      />
    </Card>
  );
}
