import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { fieldValue, type ProductFieldValues } from '@hub/contracts';
import { useProductFieldText } from '../../money/useProductMoney';

export interface ProductFieldListProps {
  product: ProductFieldValues;
  fields: readonly string[];
  fieldLabel: (field: string) => string;
  /** Shown when there are no fields; nothing when left out. */
  emptyText?: string;
  /** stacked: the label above the value (the details dialog); inline: label and value on one line (a page). */
  appearance?: 'stacked' | 'inline';
}

const useStyles = makeStyles({
  list: { display: 'grid', margin: 0 },
  stackedList: {
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
  },
  inlineList: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: tokens.spacingHorizontalXXL },
  item: {
    minWidth: 0,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke3,
  },
  stackedItem: { paddingBlockEnd: tokens.spacingVerticalS },
  inlineItem: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  stackedLabel: { display: 'block', fontSize: tokens.fontSizeBase200 },
  inlineLabel: { flexShrink: 0 },
  value: { margin: 0, overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  inlineValue: { textAlign: 'end', fontWeight: tokens.fontWeightSemibold },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** A product's fields as label and value pairs (spec section 3 display rules). */
export function ProductFieldList({ product, fields, fieldLabel, emptyText, appearance = 'stacked' }: ProductFieldListProps) {
  const styles = useStyles();
  const text = useProductFieldText();
  const inline = appearance === 'inline';
  if (fields.length === 0) return emptyText ? <Text className={styles.empty}>{emptyText}</Text> : null;
  return (
    <dl className={mergeClasses(styles.list, inline ? styles.inlineList : styles.stackedList)}>
      {fields.map((field) => (
        <div key={field} className={mergeClasses(styles.item, inline ? styles.inlineItem : styles.stackedItem)} data-testid="product-field">
          <dt className={mergeClasses(styles.label, inline ? styles.inlineLabel : styles.stackedLabel)}>{fieldLabel(field)}</dt>
          <dd className={mergeClasses(styles.value, inline && styles.inlineValue)}>{text(product, field, fieldValue(product, field))}</dd>
        </div>
      ))}
    </dl>
  );
}
