import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { displayValue } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { fieldValue, type ProductRecord } from '../../rules/productDetails';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  item: {
    minWidth: 0,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke3,
  },
  label: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface ProductFieldListProps {
  product: ProductRecord;
  fields: readonly string[];
  label: (field: string) => string;
}

/** A section's fields as label and value pairs (spec section 3 display rules). */
export function ProductFieldList({ product, fields, label }: ProductFieldListProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const show = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'productDetails.yes' : 'productDetails.no') : displayValue(value);
  if (fields.length === 0) return <Text className={styles.empty}>{t('productDetails.noFields')}</Text>;
  return (
    <dl className={styles.list}>
      {fields.map((field) => (
        <div key={field} className={styles.item} data-testid="product-field">
          <dt className={styles.label}>{label(field)}</dt>
          <dd className={styles.value}>{show(fieldValue(product, field))}</dd>
        </div>
      ))}
    </dl>
  );
}
