import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { DIALOG_MAX_WIDTH_PX, MEDIA } from '@hub/contracts';
import { ProductDetailsTabs, useFocusReturn } from '@hub/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductSummary } from './ProductSummary';
import { useFieldLabel } from './useFieldLabel';
import { useProductDetails, type ProductDetailsState } from './useProductDetails';

/** Spec section 2 shows the dialog full-screen on phones. */
const PHONE = MEDIA.phone;

const useStyles = makeStyles({
  surface: {
    maxWidth: `${DIALOG_MAX_WIDTH_PX}px`,
    // Percentages, not vw: the fixed surface then excludes a desktop scrollbar from its width.
    width: 'calc(100% - 32px)',
    boxSizing: 'border-box',
    [PHONE]: {
      width: '100%',
      maxWidth: '100%',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      paddingBlock: tokens.spacingVerticalM,
      paddingInline: tokens.spacingHorizontalM,
    },
  },
  body: { [PHONE]: { height: '100%', maxHeight: '100%' } },
  title: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  code: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  store: { color: tokens.colorNeutralForeground3 },
  // minWidth 0: DialogBody is a grid, whose items otherwise grow to their widest content (tables, tags).
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minHeight: '240px', minWidth: 0 },
  loading: { display: 'grid', placeItems: 'center', minHeight: '320px' },
  tabs: {
    overflowX: 'auto',
    flexShrink: 0,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  // A floor for the tab panel, so switching between short sections does not make the dialog jump.
  panel: { paddingBlock: tokens.spacingVerticalS, minHeight: '200px' },
});

/**
 * Spec section 2, the product details dialog: hosted by the shell so every remote opens it with
 * the `hub:product-show` DOM event (product code and store id).
 */
export function ProductDetailsDialog() {
  const { state, close } = useProductDetails();
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const open = state.status !== 'closed';
  useFocusReturn(open);
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()} modalType="modal">
      <DialogSurface className={styles.surface} data-testid="product-details-dialog">
        {state.status !== 'closed' && (
          <DialogBody className={styles.body}>
            <DialogTitle
              action={
                <Button appearance="subtle" aria-label={t('productDetails.close')} icon={<Dismiss24Regular />} onClick={close} />
              }
            >
              <span className={styles.title}>
                <span className={styles.code}>{state.request.productCode}</span>
                <Text size={200} weight="regular" className={styles.store}>
                  {t('productDetails.store', { sid: state.request.sid })}
                </Text>
              </span>
            </DialogTitle>
            <DialogContent className={styles.content}>
              {state.status === 'loading' ? (
                <div className={styles.loading}>
                  <Spinner size="medium" label={t('productDetails.loading')} />
                </div>
              ) : (
                <ProductDetailsContent state={state} />
              )}
            </DialogContent>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}

function ProductDetailsContent({ state }: { state: Extract<ProductDetailsState, { status: 'ready' }> }) {
  const { product, context } = state;
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const label = useFieldLabel(context.mappingFields);
  const mappingOrder = useMemo(() => context.mappingFields.map((f) => f.name), [context.mappingFields]);
  return (
    <>
      <ProductSummary product={product} context={context} label={label} />
      <ProductDetailsTabs
        product={product}
        sections={context.config.sections}
        mappingOrder={mappingOrder}
        fieldLabel={label}
        labels={{
          all: t('productDetails.all'),
          tabList: t('productDetails.sections'),
          noRows: t('productDetails.noRows'),
          noFields: t('productDetails.noFields'),
        }}
        tabsClassName={styles.tabs}
        panelClassName={styles.panel}
      />
    </>
  );
}
