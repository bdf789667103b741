import { makeStyles, tokens } from '@fluentui/react-components';
import type { ProductDetailsSection, ProductFieldValues } from '@hub/contracts';
import { ProductDetailsTabs } from '@hub/ui';
import { useTranslation } from 'react-i18next';

export interface ProductRecordProps {
  product: ProductFieldValues;
  sections: readonly ProductDetailsSection[];
  /** The data mapping's field names: the 'All' tab lists configured fields in this order. */
  mappingOrder?: readonly string[];
  labelOf: (fieldName: string) => string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tabs: { overflowX: 'auto' },
  panel: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
});

/** A product's record on its page, laid out by the product details config: a tab per section, then 'All'. */
export function ProductRecord({ product, sections, mappingOrder, labelOf }: ProductRecordProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  return (
    <section className={styles.root} aria-label={t('product.record')}>
      <ProductDetailsTabs
        product={product}
        sections={sections}
        mappingOrder={mappingOrder}
        fieldLabel={labelOf}
        labels={{ all: t('product.allTab'), tabList: t('product.sections'), noRows: t('product.sectionEmpty') }}
        appearance="inline"
        tabsClassName={styles.tabs}
        panelClassName={styles.panel}
      />
    </section>
  );
}
