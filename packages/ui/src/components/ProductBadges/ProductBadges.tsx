import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { displayValue, statusBadgeColor, type ProductFieldValues } from '@hub/contracts';

export interface ProductBadgesProps {
  product: ProductFieldValues;
  /** The screen's word for an inactive product. */
  inactiveLabel: string;
  /** When given, each value badge is named "label: value" for screen readers. */
  fieldLabel?: (field: string) => string;
}

const useStyles = makeStyles({
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Spec section 2: the item type badge, the item status badge (coloured by status) and 'inactive'. */
export function ProductBadges({ product, inactiveLabel, fieldLabel }: ProductBadgesProps) {
  const styles = useStyles();
  const itemType = displayValue(product.itemType);
  const itemStatus = displayValue(product.itemStatus);
  const named = (field: string, value: string) => (fieldLabel ? `${fieldLabel(field)}: ${value}` : undefined);
  return (
    <div className={styles.badges}>
      {itemType !== '-' && (
        <Badge appearance="tint" color="brand" data-testid="badge-item-type" aria-label={named('itemType', itemType)}>
          {itemType}
        </Badge>
      )}
      {itemStatus !== '-' && (
        <Badge
          appearance="tint"
          color={statusBadgeColor(product.itemStatus)}
          data-testid="badge-item-status"
          aria-label={named('itemStatus', itemStatus)}
        >
          {itemStatus}
        </Badge>
      )}
      {product.active === false && (
        <Badge appearance="filled" color="danger" data-testid="badge-inactive">
          {inactiveLabel}
        </Badge>
      )}
    </div>
  );
}
