import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RfidProduct } from '@hub/contracts';
import { codeWording } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { knownStatus, statusColor } from '../../domain/printingList';

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  reason: { color: tokens.colorPaletteRedForeground1, whiteSpace: 'normal', maxWidth: '260px', overflowWrap: 'anywhere' },
});

/** A product's printing status badge; failed or voided ones say why (the reason's wording in the user's language). */
export function PrintingStatus({ product }: { product: Pick<RfidProduct, 'printingStatus' | 'printingReason'> }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const status = knownStatus(product.printingStatus);
  const reason = (status === 'FAILED' || status === 'VOIDED') && product.printingReason ? codeWording(product.printingReason) : null;
  return (
    <span className={styles.status} data-testid="printing-status" data-status={status}>
      <Badge appearance="tint" color={statusColor(status)} size="medium">
        {t(`printing.status.${status}`)}
      </Badge>
      {reason && (
        <Text size={200} className={styles.reason} data-testid="printing-reason">
          {reason}
        </Text>
      )}
    </span>
  );
}
