import { useCallback, useState } from 'react';
import { Button, Field, Input, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { productsApi, type RfidProduct } from '@hub/contracts';
import { callApi, useApiResource, useDebouncedValue } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { ChosenProduct } from './useTagMapping';

const useStyles = makeStyles({
  results: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  result: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', minWidth: 0, height: 'auto', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  lines: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  code: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

const RESULTS = 8;

export interface ProductPickerProps {
  /** The store searched (MASTER: every store of the user). */
  sid: string;
  chosen: ChosenProduct | null;
  onChoose: (product: ChosenProduct) => void;
}

/** Finds the product to map tags to, by product code, design number or tag (the product list's search). */
export function ProductPicker({ sid, chosen, onChoose }: ProductPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const [text, setText] = useState('');
  const searchText = useDebouncedValue(text.trim(), 250);
  const found = useApiResource(
    useCallback(
      (signal: AbortSignal) =>
        searchText === ''
          ? Promise.resolve({ products: [] as RfidProduct[], hasMore: false })
          : callApi(productsApi.listRfid, { query: { sid, searchText, pageSize: RESULTS }, body: {}, signal }),
      [sid, searchText],
    ),
    `${sid}|${searchText}`,
  );
  const products = found.status === 'success' ? found.data.products : [];
  const pick = (p: RfidProduct) => onChoose({ productCode: p.productCode, sid: p.sid, designNumber: p.designNumber, itemType: p.itemType });

  return (
    <>
      <Field label={t('tagMapping.product.search')} hint={t('tagMapping.product.searchHint')}>
        <Input
          value={text}
          contentBefore={<Search20Regular aria-hidden />}
          placeholder={t('tagMapping.product.placeholder')}
          onChange={(_, d) => setText(d.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            // Enter picks the product whose code was typed (a scanned barcode), else the only one found.
            const typed = text.trim().toLowerCase();
            const exact = products.find((p) => p.productCode.toLowerCase() === typed);
            const pickable = exact ?? (products.length === 1 ? products[0] : undefined);
            if (pickable && searchText.toLowerCase() === typed) pick(pickable);
          }}
          data-testid="product-search"
        />
      </Field>
      {found.status === 'loading' && searchText !== '' && <Spinner size="tiny" label={t('tagMapping.product.searching')} />}
      {found.status === 'success' && searchText !== '' && products.length === 0 && <Text className={styles.muted}>{t('tagMapping.product.none')}</Text>}
      {products.length > 0 && (
        <ul className={styles.results} aria-label={t('tagMapping.product.results')}>
          {products.map((p) => {
            const isChosen = chosen?.productCode === p.productCode && chosen.sid === p.sid;
            return (
              <li key={`${p.sid}/${p.productCode}`}>
                <Button
                  appearance="subtle"
                  className={mergeClasses(styles.result, isChosen && styles.chosen)}
                  aria-pressed={isChosen}
                  onClick={() => pick(p)}
                  data-testid="product-result"
                >
                  <span className={styles.lines}>
                    <span className={styles.code}>{p.productCode}</span>
                    <span className={styles.muted}>
                      {t('tagMapping.product.line', { store: p.sid, design: p.designNumber ?? '-', type: p.itemType ?? '-' })}
                    </span>
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
