import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { DIALOG_MAX_WIDTH_PX } from '@hub/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allTabFields, detailsTabs, type DetailsTab } from '../../rules/productDetails';
import { ProductFieldList } from './ProductFieldList';
import { ProductSectionTable } from './ProductSectionTable';
import { ProductSummary } from './ProductSummary';
import { useFieldLabel } from './useFieldLabel';
import { useProductDetails, type ProductDetailsState } from './useProductDetails';

/** Spec section 2 shows the dialog full-screen on phones. */
const PHONE = '@media (max-width: 640px)';

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
  const baseId = useId();
  const { label, columnLabel } = useFieldLabel(context.mappingFields);
  const tabs = useMemo(() => detailsTabs(context.config.sections), [context.config.sections]);
  const [selected, setSelected] = useState<string>(tabs[0]!.key);
  // A new product starts on the first tab.
  useEffect(() => setSelected(tabs[0]!.key), [product, tabs]);
  const tab = tabs.find((x) => x.key === selected) ?? tabs[0]!;
  const tabLabel = (x: DetailsTab) => (x.kind === 'all' ? t('productDetails.all') : x.label);
  return (
    <>
      <ProductSummary product={product} context={context} label={label} />
      <div className={styles.tabs}>
        <TabList
          selectedValue={tab.key}
          onTabSelect={(_, d) => setSelected(String(d.value))}
          aria-label={t('productDetails.sections')}
          size="medium"
        >
          {tabs.map((x) => (
            <Tab key={x.key} value={x.key} id={`${baseId}-${x.key}`} aria-controls={`${baseId}-panel`}>
              {tabLabel(x)}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab.key}`} className={styles.panel}>
        {tab.kind === 'section' && tab.multiple ? (
          <ProductSectionTable product={product} fields={tab.fields} sectionName={tab.label} columnLabel={columnLabel} />
        ) : (
          <ProductFieldList
            product={product}
            fields={tab.kind === 'all' ? allTabFields(product, context.mappingFields.map((f) => f.name)) : tab.fields}
            label={label}
          />
        )}
      </div>
    </>
  );
}
