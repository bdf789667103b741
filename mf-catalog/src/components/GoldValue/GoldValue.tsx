import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Money24Regular } from '@fluentui/react-icons';
import { currencyName, formatMoney, goldRateFor, goldTypeOf, goldValue, type GoldRate } from '@hub/contracts';
import { useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

export interface GoldValueProps {
  karat: unknown;
  weight: unknown;
  rates: readonly GoldRate[];
  /** The item's currency (its own field, else its store's); none: no rate may value it. */
  currency: string | undefined;
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

/** Unicode isolates keep a Latin value (22K, 6.3) in its place inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Issue 5 item 8 and issue 9: the product's value at today's gold rate for its karat and weight, in
 * the item's own currency from a rate in that currency; otherwise it says why there is none.
 */
export function GoldValue({ karat, weight, rates, currency }: GoldValueProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const locale = useHubStore((s) => s.locale);
  const type = goldTypeOf(karat);
  const value = goldValue(karat, weight, rates, currency);
  const rate = goldRateFor(rates, type, currency);
  const number = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : locale, { maximumFractionDigits: 3 });
  const missing = !currency
    ? t('product.gold.noCurrency')
    : t('product.gold.noRateIn', { type: isolate(type ?? String(karat)), currency: currencyName(currency, locale) });
  return (
    <Card className={styles.card} data-testid="gold-value">
      <div className={styles.head}>
        <Money24Regular aria-hidden />
        <Text weight="semibold">{t('product.gold.title')}</Text>
      </div>
      {value !== null && rate && currency ? (
        <>
          <span className={styles.value}>{formatMoney(value, currency, locale)}</span>
          <Text size={200} className={styles.note}>
            {t('product.gold.basis', {
              weight: isolate(number.format(Number(weight))),
              type: isolate(rate.goldType),
              rate: isolate(formatMoney(rate.displayRate, currency, locale)),
              grams: isolate(number.format(rate.grams)),
            })}
          </Text>
        </>
      ) : (
        <Text className={styles.note}>{missing}</Text>
      )}
    </Card>
  );
}
