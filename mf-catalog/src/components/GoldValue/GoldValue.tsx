import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Money24Regular } from '@fluentui/react-icons';
import { goldTypeOf, goldValue, type GoldRate } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

export interface GoldValueProps {
  karat: unknown;
  weight: unknown;
  rates: readonly GoldRate[];
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorBrandBackground2 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorBrandForeground2 },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
  },
  note: { color: tokens.colorNeutralForeground2 },
});

/** Issue 5 item 8: the product's value at today's gold rate for its karat and weight. */
export function GoldValue({ karat, weight, rates }: GoldValueProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-catalog');
  const type = goldTypeOf(karat);
  const value = goldValue(karat, weight, rates);
  const rate = rates.find((r) => r.goldType === type);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Card className={styles.card} data-testid="gold-value">
      <div className={styles.head}>
        <Money24Regular aria-hidden />
        <Text weight="semibold">{t('product.gold.title')}</Text>
      </div>
      {value !== null && rate ? (
        <>
          <span className={styles.value}>{number.format(value)}</span>
          <Text size={200} className={styles.note}>
            {t('product.gold.basis', {
              weight: number.format(Number(weight)),
              type: rate.goldType,
              rate: number.format(rate.displayRate),
              grams: number.format(rate.grams),
            })}
          </Text>
        </>
      ) : (
        <Text className={styles.note}>{t('product.gold.noRate', { type: type ?? String(karat) })}</Text>
      )}
    </Card>
  );
}
