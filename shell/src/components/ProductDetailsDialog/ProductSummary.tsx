import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoney, MEDIA, productGoldValue, productImageName, summaryLines, type Product } from '@hub/contracts';
import { ProductBadges, ProductImage, useHubStore, useProductCurrency, useProductFieldText } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { ProductDetailsContext } from './productDetailsSource';

const PHONE = MEDIA.phone;

/** Unicode isolates keep a Latin value (22K, 6.3) in its place inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '200px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [PHONE]: { gridTemplateColumns: '120px minmax(0, 1fr)', gap: tokens.spacingHorizontalM },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  headers: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  header: { minWidth: 0 },
  headerValue: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  label: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  content: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  contentValue: { margin: 0, overflowWrap: 'anywhere' },
  gold: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignSelf: 'start',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteMarigoldBackground1,
    border: `1px solid ${tokens.colorPaletteMarigoldBorder1}`,
  },
  goldValue: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

interface ProductSummaryProps {
  product: Product;
  context: ProductDetailsContext;
  label: (field: string) => string;
}

/** Spec section 2: the image, the item type, status and inactive badges, summary headers and content. */
export function ProductSummary({ product, context, label }: ProductSummaryProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const locale = useHubStore((s) => s.locale);
  const text = useProductFieldText();
  const currencyOf = useProductCurrency();
  const { headers, content } = summaryLines(product, context.config.summary, (field, value) => text(product, field, value));
  // Issue 9: the gold value in the item's currency, from a rate in that currency only.
  const gold = productGoldValue(product, context.goldRates, currencyOf(product));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <section className={styles.root} aria-label={t('productDetails.summary')} data-testid="product-summary">
      <ProductImage
        imageName={productImageName(product)}
        imageBaseUrl={context.imageBaseUrl}
        alt={t('productDetails.imageAlt', { code: product.productCode })}
      />
      <div className={styles.side}>
        <ProductBadges product={product} inactiveLabel={t('productDetails.inactive')} />
        {headers.length > 0 && (
          <dl className={styles.headers} data-testid="summary-headers">
            {headers.map((h) => (
              <div key={h.field} className={styles.header}>
                <dt className={styles.label}>{label(h.field)}</dt>
                <dd className={styles.headerValue}>{h.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {content.length > 0 && (
          <dl className={styles.content} data-testid="summary-content">
            {content.map((c) => (
              <div key={c.field}>
                <dt className={styles.label}>{label(c.field)}</dt>
                <dd className={styles.contentValue}>{c.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {gold && (
          <div className={styles.gold} data-testid="gold-value">
            <Text size={200}>
              {t('productDetails.goldValue', { goldType: isolate(gold.goldType), weight: isolate(number.format(gold.weight)) })}
            </Text>
            <Text size={400} className={styles.goldValue}>
              {formatMoney(gold.value, gold.currency, locale)}
            </Text>
          </div>
        )}
      </div>
    </section>
  );
}
