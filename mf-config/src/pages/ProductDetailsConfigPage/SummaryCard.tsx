import { Card, Text } from '@fluentui/react-components';
import type { ProductSummaryConfig } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { useConfigPageStyles } from '../../components/configPageStyles';
import { OrderedFieldList } from '../../components/OrderedFieldList';
import { PRODUCT_DETAILS_LIMITS } from '../../domain/productDetailsForm';
import type { FieldOption } from '../../domain/productFields';

export interface SummaryCardProps {
  summary: ProductSummaryConfig;
  options: readonly FieldOption[];
  issues: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (summary: ProductSummaryConfig) => void;
}

function issuesAt(issues: Readonly<Record<string, string>>, prefix: string, suffix: string, count: number): Record<number, string> {
  const result: Record<number, string> = {};
  for (let i = 0; i < count; i += 1) {
    const code = issues[`${prefix}${i}${suffix}`];
    if (code) result[i] = code;
  }
  return result;
}

/** The summary above the dialog's tabs: its headers and its content fields. */
export function SummaryCard({ summary, options, issues, disabled, onChange }: SummaryCardProps) {
  const page = useConfigPageStyles();
  const { t } = useTranslation('mf-config');
  const headers = summary.headers.map((h) => h.fieldName);
  return (
    <Card className={page.card}>
      <div className={page.stack}>
        <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
          {t('productDetails.summary.title')}
        </Text>
        <Text size={200} className={page.muted}>
          {t('productDetails.summary.hint')}
        </Text>
      </div>
      <div className={page.twoColumns}>
        <div className={page.stack}>
          <Text as="h3" weight="semibold">
            {t('productDetails.summary.headers')}
          </Text>
          <OrderedFieldList
            label={t('productDetails.summary.headers')}
            fields={headers}
            options={options}
            issues={issuesAt(issues, 'summary.headers.', '.fieldName', headers.length)}
            max={PRODUCT_DETAILS_LIMITS.headers}
            disabled={disabled}
            emptyText={t('productDetails.summary.noHeaders')}
            onChange={(next) => onChange({ ...summary, headers: next.map((fieldName) => ({ fieldName })) })}
          />
        </div>
        <div className={page.stack}>
          <Text as="h3" weight="semibold">
            {t('productDetails.summary.content')}
          </Text>
          <OrderedFieldList
            label={t('productDetails.summary.content')}
            fields={summary.content}
            options={options}
            issues={issuesAt(issues, 'summary.content.', '', summary.content.length)}
            max={PRODUCT_DETAILS_LIMITS.content}
            disabled={disabled}
            emptyText={t('productDetails.summary.noContent')}
            onChange={(content) => onChange({ ...summary, content })}
          />
        </div>
      </div>
    </Card>
  );
}
