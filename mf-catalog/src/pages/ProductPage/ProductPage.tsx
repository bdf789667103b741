import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowRight20Regular, Open20Regular } from '@fluentui/react-icons';
import { directionOf, emitHubEvent, fieldLabel, MEDIA, PERMISSIONS, PRODUCT_CODES, productImageName, type Product } from '@hub/contracts';
import { HubLink, PageState, ProductBadges, ProductImage, RecordNotFound, useDocumentTitle, useHubStore, usePermission, useProductCurrency } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { GoldValue } from '../../components/GoldValue';
import { ProductRecord } from '../../components/ProductRecord';
import { codeWording } from '../../i18n/codeWording';
import { ProductTagHistory } from './ProductTagHistory';
import { useProductPage } from './useProductPage';

export interface ProductPageProps {
  productCode: string;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  summary: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [MEDIA.belowDesktop]: { gridTemplateColumns: 'auto 1fr' },
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  title: { margin: 0, overflowWrap: 'anywhere' },
  sub: { color: tokens.colorNeutralForeground3 },
  gold: { minWidth: '240px', [MEDIA.belowDesktop]: { gridColumn: '1 / -1' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** /products/:code: a product's full record, its image, badges and value at today's gold rate. */
export function ProductPage({ productCode }: ProductPageProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const rtl = directionOf(useHubStore((s) => s.locale)) === 'rtl';
  const view = useProductPage(productCode);
  const currencyOf = useProductCurrency();
  const canReadTags = usePermission({ permission: PERMISSIONS.TAG_MAPPING_READ_PREVIEW });
  useDocumentTitle(productCode);
  const BackArrow = rtl ? ArrowRight20Regular : ArrowLeft20Regular;

  const fixedLabel = (name: string) => t(`products.fields.${name}`);
  const labelOf = (name: string) => fieldLabel(name, view.fields, fixedLabel);

  const back = (
    <HubLink to="/products">
      <span className={styles.back}>
        <BackArrow aria-hidden />
        {t('product.back')}
      </span>
    </HubLink>
  );

  const body = (product: Product) => (
    <>
      <div className={styles.summary}>
        <ProductImage
          imageName={productImageName(product)}
          imageBaseUrl={view.imageBaseUrl}
          alt={product.productCode}
          size={160}
        />
        <div className={styles.heading}>
          <Text as="h1" size={800} weight="semibold" className={styles.title}>
            {product.productCode}
          </Text>
          <Text className={styles.sub}>
            {t('product.storeLine', { store: product.sid, design: product.designNumber ?? '-' })}
          </Text>
          <ProductBadges product={product} inactiveLabel={t('products.inactive')} fieldLabel={labelOf} />
          <div className={styles.actions}>
            <Button
              icon={<Open20Regular />}
              onClick={() => emitHubEvent('hub:product-show', { productCode: product.productCode, sid: product.sid }, window)}
            >
              {t('product.openDialog')}
            </Button>
          </div>
        </div>
        {view.gold && view.rates && (
          <div className={styles.gold}>
            <GoldValue karat={view.gold.karat} weight={view.gold.weight} rates={view.rates} currency={currencyOf(product)} />
          </div>
        )}
      </div>
      {view.layoutReady ? (
        <ProductRecord
          product={product}
          sections={view.sections}
          mappingOrder={view.fields.map((f) => f.name)}
          labelOf={labelOf}
        />
      ) : (
        <PageState kind="loading" />
      )}
      {canReadTags && <ProductTagHistory product={product} />}
    </>
  );

  if (view.product.status === 'error' && view.product.error.code === PRODUCT_CODES.NOT_FOUND) {
    return (
      <RecordNotFound
        title={codeWording(PRODUCT_CODES.NOT_FOUND)}
        body={t('product.notFound', { code: productCode })}
        back={{ to: '/products', label: t('product.back') }}
      />
    );
  }
  return (
    <div className={styles.page} data-testid="product-page">
      <nav aria-label={t('product.breadcrumb')}>{back}</nav>
      {view.product.status === 'loading' && <PageState kind="loading" />}
      {view.product.status === 'error' && (
        <PageState
          kind="error"
          title={t('product.error')}
          message={codeWording(view.product.error.code, view.product.error.message)}
          onRetry={view.product.reload}
        />
      )}
      {view.product.status === 'success' && body(view.product.data)}
    </div>
  );
}
