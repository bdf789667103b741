import { MEDIA } from '@hub/contracts';
import { Badge, Card, ProgressBar, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BuildingShop20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { shareOf, type ProductCounts } from '../../domain/productCounts';

export interface ProductTypeCountsProps {
  counts: ProductCounts;
  /** A store's name by code (the code itself when unknown). */
  storeName: (sid: string) => string;
  /** The owner dashboard: stores first and larger. */
  prominent?: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  summary: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  totalBlock: { display: 'flex', flexDirection: 'column', minWidth: '140px' },
  total: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  types: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    alignContent: 'flex-start',
    gap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    flex: '1 1 320px',
  },
  type: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  number: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
  gridProminent: { gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' },
  store: { gap: tokens.spacingVerticalS, height: '100%' },
  storeHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  storeIcon: { color: tokens.colorBrandForeground2, flexShrink: 0 },
  // dir="auto": a Latin store name in Arabic is cut at its own end, still aligned with the page.
  storeName: { minWidth: 0, flex: 1, textAlign: 'match-parent' },
  storeTotal: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  storeTotalProminent: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, color: tokens.colorBrandForeground1 },
  storeTypes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** Products in total and per item type, and each store's count with its share (spec section 3, productTypesAndCount). */
export function ProductTypeCounts({ counts, storeName, prominent = false }: ProductTypeCountsProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-catalog');
  const number = new Intl.NumberFormat(i18n.language);
  const typeName = (type: string) => (type === '' ? t('counts.untyped') : type);

  const summary = (
    <Card className={styles.summary} data-testid="product-counts-total">
      <div className={styles.totalBlock}>
        <span className={styles.total}>{number.format(counts.total)}</span>
        <Text className={styles.muted}>{t('counts.totalLabel')}</Text>
      </div>
      <ul className={styles.types} aria-label={t('counts.byType')}>
        {counts.types.map(([type, n]) => (
          <li key={type} className={styles.type}>
            <Text>{typeName(type)}</Text>
            <Text className={styles.number}>{number.format(n)}</Text>
          </li>
        ))}
      </ul>
    </Card>
  );

  const stores = (
    <ul className={mergeClasses(styles.grid, prominent && styles.gridProminent)} aria-label={t('counts.byStore')}>
      {counts.stores.map((store) => {
        const share = shareOf(store.total, counts.total);
        return (
          <li key={store.sid}>
            <Card className={styles.store} data-testid="store-count" aria-label={storeName(store.sid)}>
              <div className={styles.storeHead}>
                <BuildingShop20Regular className={styles.storeIcon} aria-hidden />
                <Text weight="semibold" truncate wrap={false} dir="auto" className={styles.storeName}>
                  {storeName(store.sid)}
                </Text>
                <Text size={200} className={styles.muted}>
                  {store.sid}
                </Text>
              </div>
              <span className={mergeClasses(styles.storeTotal, prominent && styles.storeTotalProminent)}>
                {t('counts.storeTotal', { count: store.total })}
              </span>
              <ProgressBar value={share / 100} thickness="large" aria-label={t('counts.share', { per: share })} />
              <Text size={200} className={styles.muted}>
                {t('counts.share', { per: share })}
              </Text>
              <div className={styles.storeTypes}>
                {store.types.slice(0, prominent ? 6 : 4).map(([type, n]) => (
                  <Badge key={type} appearance="tint" color="informative" size="medium">
                    {typeName(type)} · {number.format(n)}
                  </Badge>
                ))}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.root} data-testid="product-counts">
      {prominent ? (
        <>
          {stores}
          {summary}
        </>
      ) : (
        <>
          {summary}
          {stores}
        </>
      )}
    </div>
  );
}
